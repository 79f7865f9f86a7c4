/** Money: deposits (withdrawals, the bill, the report and bank cards are in wallet.ts). */
import {
  DEPOSIT_RATE,
  EXTRACT_RATE,
  MAX_RECHARGE_CENTS,
  MIN_RECHARGE_CENTS,
} from '../fixtures/money.ts';
import { formatMoney, formatThousands, multiplyDecimal, parseMoney } from '../money.ts';
import { db, nextId, tick } from '../state/store.ts';
import type { Currency, RechargeRecord, ReviewStatus } from '../types.ts';
import { done, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';
import type { Input } from './common.ts';

export function serial(prefix: string, stamp: string, id: number): string {
  return `${prefix}${stamp.slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
}

/**
 * The records' `status` filter: 'all' (or none) keeps every record, '0' in review, '1'
 * approved, '-1' rejected.
 */
function statusFilter(input: Input): ReviewStatus | null {
  const status = text(input, 'status');
  return status === '0' || status === '1' || status === '-1'
    ? (Number(status) as ReviewStatus)
    : null;
}

/** A page of reviewed records (deposits, withdrawals) of the asked status, each shown by `row`. */
export function reviewedPage<R extends { status: ReviewStatus }, T>(
  input: Input,
  records: R[],
  row: (record: R) => T,
) {
  const status = statusFilter(input);
  const rows = records.filter((r) => status === null || r.status === status);
  return ok({ total: rows.length, list: pageOf(rows, paging(input)).map(row) });
}

const MSG_DEPOSIT = {
  invalidAmount: 'Please enter a valid amount',
  noMethod: 'Please choose a deposit method',
  noVoucher: 'Please upload the payment voucher',
  noAccount: 'Reset the default recharge info',
  wrongCurrency: 'This currency cannot be deposited this way',
  wrongAccount: 'The receiving account does not match',
  wrongAddress: 'The deposit address does not match the network',
} as const;

/** Why a deposit does not name the platform's receiving account of its way, or null. */
function accountRefusal(input: Input, type: RechargeRecord['recharge_type']): string | null {
  const accounts = db().depositAccounts;
  if (type === 0) {
    const bank = accounts.bank;
    if (!bank) return MSG_DEPOSIT.noAccount;
    const sent = [text(input, 'bank_name'), text(input, 'bank_card'), text(input, 'real_name')];
    return sent[0] === bank.blockchain && sent[1] === bank.account && sent[2] === bank.name
      ? null
      : MSG_DEPOSIT.wrongAccount;
  }
  if (type === 1) {
    const crypto = accounts.crypto;
    if (!crypto) return MSG_DEPOSIT.noAccount;
    return text(input, 'network').toUpperCase() === crypto.network &&
      text(input, 'blockchain') === crypto.account
      ? null
      : MSG_DEPOSIT.wrongAddress;
  }
  return null;
}

export const moneyHandlers = [
  // One account for the way asked: 0 bank, 1 crypto, 2 Alipay (a list, its first row applies).
  operation(
    { operationId: 'getDepositAccount', method: 'get', path: '/merchant/merchant/getBlockchain' },
    ({ input }) => {
      const accounts = db().depositAccounts;
      switch (text(input, 'type')) {
        case '0':
          return accounts.bank ? ok({ ...accounts.bank }) : refuse(MSG_DEPOSIT.noAccount);
        case '1':
          return accounts.crypto ? ok({ ...accounts.crypto }) : refuse(MSG_DEPOSIT.noAccount);
        case '2':
          return ok(accounts.alipay.map((a) => ({ ...a })));
        default:
          return refuse(MSG_DEPOSIT.noMethod);
      }
    },
  ),

  operation(
    { operationId: 'getExchangeRate', method: 'get', path: '/merchant/merchant/getRate' },
    () => ok({ rate: DEPOSIT_RATE, extractRate: EXTRACT_RATE }),
  ),

  // An optional `network`: without one, the TRC20 address (the platform's default).
  operation(
    { operationId: 'getDepositAddress', method: 'post', path: '/new/api/mer/getAddress' },
    ({ input }) => {
      const network = text(input, 'network').toUpperCase() || 'TRC20';
      const address = db().depositAddresses[network];
      if (!address) return refuse('Deposits on this network are not supported');
      return ok({ network, address });
    },
  ),

  operation(
    { operationId: 'getRechargeInfo', method: 'get', path: '/merchant/merchant/recharge_info' },
    () =>
      ok({
        min_price: formatMoney(MIN_RECHARGE_CENTS),
        max_price: formatThousands(MAX_RECHARGE_CENTS),
      }),
  ),

  // The bounds are in USD; a bank transfer (CNY) is held to them converted at the deposit rate.
  operation(
    { operationId: 'createRecharge', method: 'post', path: '/merchant/merchant/recharge' },
    ({ input }) => {
      const cents = parseMoney(input.price);
      if (cents === null) return refuse(MSG_DEPOSIT.invalidAmount);
      if (cents === 0) return refuse('The amount cannot be zero');
      const type = int(input, 'recharge_type');
      if (type !== 0 && type !== 1 && type !== 2 && type !== 3) return refuse(MSG_DEPOSIT.noMethod);
      const currency: Currency = type === 0 ? 'CNY' : 'USD';
      if (text(input, 'currency_type').toUpperCase() !== currency) {
        return refuse(MSG_DEPOSIT.wrongCurrency);
      }
      const rate = currency === 'CNY' ? DEPOSIT_RATE : '1';
      const min = multiplyDecimal(MIN_RECHARGE_CENTS, rate);
      const max = multiplyDecimal(MAX_RECHARGE_CENTS, rate);
      if (cents < min) return refuse(`The minimum deposit is ${formatMoney(min)} ${currency}`);
      if (cents > max) return refuse(`The maximum deposit is ${formatThousands(max)} ${currency}`);
      const image = text(input, 'image');
      if (image === '') return refuse(MSG_DEPOSIT.noVoucher);
      const refusal = accountRefusal(input, type);
      if (refusal) return refuse(refusal);
      const state = db();
      const id = nextId('recharge');
      const createtime = tick();
      state.recharges.unshift({
        recharge_id: id,
        order_id: serial('RC', createtime, id),
        priceCents: cents,
        currency,
        status: 0,
        paid: 0,
        admin_msg: '',
        createtime,
        recharge_type: type,
        image,
      });
      return done('Deposit submitted, please wait for review');
    },
  ),

  operation(
    { operationId: 'listRecharges', method: 'get', path: '/merchant/merchant/recharge_log' },
    ({ input }) =>
      reviewedPage(input, db().recharges, (r) => ({
        recharge_id: r.recharge_id,
        order_id: r.order_id,
        price: formatMoney(r.priceCents),
        status: r.status,
        paid: r.paid,
        admin_msg: r.admin_msg,
        createtime: r.createtime,
        recharge_type: r.recharge_type,
        currency_type: r.currency,
      })),
  ),
];
