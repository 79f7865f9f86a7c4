/** Wallet: withdrawals, the bill, the finance report and bank cards. */
import { HttpResponse } from 'msw';
import {
  BEP20_FEE_FRACTION,
  BEP20_FLAT_FEE_CENTS,
  EXTRACT_RATE,
  SERVICE_CHARGE,
  WALLET_SERVICE_CHARGE,
  WITHDRAW_NETWORKS,
} from '../fixtures/money.ts';
import { TODAY, addDays } from '../fixtures/time.ts';
import {
  divideDecimal,
  formatMoney,
  formatThousands,
  multiplyDecimal,
  parseMoney,
} from '../money.ts';
import { qrPng } from '../png.ts';
import { moveMoney } from '../state/money.ts';
import { db, nextId, tick } from '../state/store.ts';
import type { BankCard, ReportRow } from '../types.ts';
import { requirePayCheck } from './account/payPassword.ts';
import { MSG, done, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';
import type { Input } from './common.ts';
import { reviewedPage, serial } from './money.ts';
import type { Schemas } from './wire.ts';

/** What the platform answers when a withdrawal or a bank card breaks one of its rules. */
export const MSG_WALLET = {
  invalidAmount: 'Please enter a valid amount',
  decimals: 'The amount can have at most two decimals',
  zero: 'The amount cannot be zero',
  overBalance: 'The amount cannot exceed the balance',
  noMethod: 'Please choose a withdrawal method',
  noNetwork: 'Withdrawals on this network are not supported',
  wrongCurrency: 'This currency cannot be withdrawn this way',
  noAddress: 'Please enter the blockchain address',
  badAddress: 'The blockchain address is not valid',
  noCard: 'Please enter the bank card number',
  noName: 'Please enter the full name',
  belowFee: 'The amount must be greater than the fee',
  bankName: 'Please enter the bank name',
  bankNameLong: 'The bank name is too long',
  cardNo: 'Please enter the card number',
  cardNumeric: 'The card number must be numeric',
  cardLength: 'The card number must have 8 to 30 digits',
  holderLong: 'The account holder name is too long',
  duplicate: 'This bank card already exists',
  unknownCard: 'The bank card does not exist',
  downloadFailed: 'Download failed',
} as const;

/**
 * The fee of a withdrawal in the amount's cents: a bank withdrawal (`extract_type` 0, CNY)
 * `service_charge` of it, a blockchain one `wallet_service_charge`, except on BSC/BEP20 where
 * the platform charges 1 USDT plus 3 %. Fractions round half-up to the cent.
 */
export function withdrawalFee(cents: number, extractType: 0 | 1, network = ''): number {
  if (extractType === 0) return multiplyDecimal(cents, SERVICE_CHARGE);
  return network.toUpperCase() === 'USDT-BEP20'
    ? BEP20_FLAT_FEE_CENTS + multiplyDecimal(cents, BEP20_FEE_FRACTION)
    : multiplyDecimal(cents, WALLET_SERVICE_CHARGE);
}

/** The withdrawal amount in cents, or the refusal: more than zero, two decimals at most. */
function withdrawalAmount(value: unknown): number | string {
  const written =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (/^\s*\d[\d,]*\.\d{3,}\s*$/.test(written)) return MSG_WALLET.decimals;
  const cents = parseMoney(value);
  if (cents === null) return MSG_WALLET.invalidAmount;
  if (cents === 0) return MSG_WALLET.zero;
  return cents;
}

/**
 * Why a withdrawal's destination is refused, or null: a bank withdrawal in CNY names the
 * account paid out to (bank, card number, holder); a blockchain one in USD an open network and
 * an address.
 */
function destinationRefusal(input: Input, type: 0 | 1): string | null {
  const currency = text(input, 'currency_type').toUpperCase();
  if (currency !== (type === 0 ? 'CNY' : 'USD')) return MSG_WALLET.wrongCurrency;
  if (type === 1) {
    const network = text(input, 'network').toUpperCase();
    if (!(WITHDRAW_NETWORKS as readonly string[]).includes(network)) return MSG_WALLET.noNetwork;
    const address = text(input, 'blockchain');
    if (address === '') return MSG_WALLET.noAddress;
    if (!/^[A-Za-z0-9]{20,100}$/.test(address)) return MSG_WALLET.badAddress;
    return null;
  }
  if (text(input, 'bank_name').trim() === '') return MSG_WALLET.bankName;
  if (text(input, 'bank_card').trim() === '') return MSG_WALLET.noCard;
  if (text(input, 'real_name').trim() === '') return MSG_WALLET.noName;
  return null;
}

function reportRange(range: string): (row: ReportRow) => boolean {
  const from = (days: number) => addDays(TODAY, -days);
  switch (range) {
    case 'today':
      return (row) => row.date === TODAY;
    case 'yesterday':
      return (row) => row.date === from(1);
    case 'week':
      return (row) => row.date > from(7);
    case 'month':
      return (row) => row.date > from(30);
    default:
      return () => true;
  }
}

function bankCard(card: BankCard): Schemas['BankCard'] {
  return {
    id: card.id,
    bank_name: card.bank_name,
    card_no: card.card_no,
    real_name: card.real_name,
    is_default: card.is_default,
  };
}

/** The card an `id` names, or undefined (an id that is not a positive integer names none). */
function cardOf(input: Input): BankCard | undefined {
  const id = int(input, 'id');
  return id === null ? undefined : db().bankCards.find((c) => c.id === id);
}

export const walletHandlers = [
  operation(
    { operationId: 'getWithdrawInfo', method: 'get', path: '/merchant/merchant/extract' },
    () =>
      ok({
        balance: formatThousands(db().merchant.balanceCents),
        service_charge: SERVICE_CHARGE,
        wallet_service_charge: WALLET_SERVICE_CHARGE,
      }),
  ),

  // A bank withdrawal is in CNY: it may reach the balance converted at the withdrawal rate, and
  // that USD leaves the balance.
  operation(
    { operationId: 'createWithdrawal', method: 'post', path: '/merchant/merchant/extract' },
    ({ request, input }) => {
      const state = db();
      if (state.merchant.status !== 1) return refuse(MSG.closed);
      const cents = withdrawalAmount(input.extract_price);
      if (typeof cents === 'string') return refuse(cents);
      const type = int(input, 'extract_type');
      if (type !== 0 && type !== 1) return refuse(MSG_WALLET.noMethod);
      const balance = state.merchant.balanceCents;
      const limit = type === 0 ? multiplyDecimal(balance, EXTRACT_RATE) : balance;
      if (cents > limit) return refuse(MSG_WALLET.overBalance);
      const refusal = destinationRefusal(input, type);
      if (refusal) return refuse(refusal);
      const fee = withdrawalFee(cents, type, text(input, 'network'));
      if (cents <= fee) return refuse(MSG_WALLET.belowFee);
      const unchecked = requirePayCheck(request);
      if (unchecked) return unchecked;
      const id = nextId('extract');
      const createtime = tick();
      const sn = serial('WD', createtime, id);
      const debit = type === 0 ? Math.min(divideDecimal(cents, EXTRACT_RATE), balance) : cents;
      state.extracts.unshift({
        extract_id: id,
        extract_sn: sn,
        extractCents: cents,
        currency: type === 0 ? 'CNY' : 'USD',
        feeCents: fee,
        realCents: cents - fee,
        debitCents: debit,
        status: 0,
        admin_msg: '',
        createtime,
        extract_type: type,
      });
      // The amount leaves the balance at once (frozen while in review).
      moveMoney({
        cents: debit,
        pm: 0,
        type: 'extract',
        title: 'Withdrawal',
        memo: `Withdrawal ${sn} in review`,
      });
      return done('Withdrawal submitted, please wait for review');
    },
  ),

  operation(
    { operationId: 'listWithdrawals', method: 'get', path: '/merchant/merchant/extract_log' },
    ({ input }) =>
      reviewedPage(input, db().extracts, (r) => ({
        extract_id: r.extract_id,
        extract_sn: r.extract_sn,
        extract_price: formatMoney(r.extractCents),
        fee: formatMoney(r.feeCents),
        real_price: formatMoney(r.realCents),
        status: r.status,
        admin_msg: r.admin_msg,
        createtime: r.createtime,
        currency_type: r.currency,
      })),
  ),

  operation(
    { operationId: 'listBill', method: 'get', path: '/merchant/merchant/bill' },
    ({ input }) => {
      const type = text(input, 'type') || 'all';
      const rows = db().bill.filter((b) => type === 'all' || b.type === type);
      return ok({
        count: rows.length,
        list: pageOf(rows, paging(input)).map((b) => ({
          id: b.id,
          money: formatMoney(b.moneyCents),
          pm: b.pm,
          type: b.type,
          memo: b.memo,
          title: b.title,
          after: formatThousands(b.afterCents),
          createtime: b.createtime,
        })),
      });
    },
  ),

  operation(
    {
      operationId: 'getFinancialReport',
      method: 'get',
      path: '/merchant/merchant/financial_report',
    },
    ({ input }) => {
      const rows = db().report.filter(reportRange(text(input, 'range') || 'all'));
      const profit = rows.reduce((sum, r) => sum + r.profitCents, 0);
      const unreceived = rows.reduce((sum, r) => sum + r.unreceivedCents, 0);
      return ok({
        total_unreceived: formatThousands(unreceived),
        all_profit: formatThousands(profit),
        total: rows.length,
        report: pageOf(rows, paging(input)).map((r) => ({
          date: r.date,
          total_profit: formatMoney(r.profitCents),
          total_order: r.total_order,
          cancel_order: r.cancel_order,
          refund_order: r.refund_order,
        })),
      });
    },
  ),

  operation({ operationId: 'listBankCards', method: 'get', path: '/api/bankcard/getList' }, () =>
    ok(db().bankCards.map(bankCard)),
  ),

  operation(
    { operationId: 'addBankCard', method: 'post', path: '/api/bankcard/add' },
    ({ input }) => {
      const bankName = text(input, 'bank_name').trim();
      const cardNo = text(input, 'card_no').trim();
      const holder = text(input, 'real_name').trim();
      if (bankName === '') return refuse(MSG_WALLET.bankName);
      if (bankName.length > 60) return refuse(MSG_WALLET.bankNameLong);
      if (cardNo === '') return refuse(MSG_WALLET.cardNo);
      if (!/^\d+$/.test(cardNo)) return refuse(MSG_WALLET.cardNumeric);
      if (cardNo.length < 8 || cardNo.length > 30) return refuse(MSG_WALLET.cardLength);
      if (holder.length > 60) return refuse(MSG_WALLET.holderLong);
      const state = db();
      if (state.bankCards.some((c) => c.card_no === cardNo)) return refuse(MSG_WALLET.duplicate);
      const id = nextId('bankCard');
      state.bankCards.push({
        id,
        bank_name: bankName,
        card_no: cardNo,
        real_name: holder || state.merchant.real_name,
        is_default: state.bankCards.length === 0 ? 1 : 0,
      });
      return ok({ id }, 'Bank card added successfully');
    },
  ),

  operation(
    { operationId: 'deleteBankCard', method: 'post', path: '/api/bankcard/del' },
    ({ input }) => {
      const card = cardOf(input);
      if (!card) return refuse(MSG_WALLET.unknownCard);
      const state = db();
      state.bankCards = state.bankCards.filter((c) => c !== card);
      // The default goes to the oldest remaining card, so a default exists while cards do.
      const oldest = state.bankCards[0];
      if (card.is_default === 1 && oldest) oldest.is_default = 1;
      return done('Bank card deleted successfully');
    },
  ),

  operation(
    { operationId: 'setDefaultBankCard', method: 'post', path: '/api/bankcard/setDefault' },
    ({ input }) => {
      const card = cardOf(input);
      if (!card) return refuse(MSG_WALLET.unknownCard);
      for (const other of db().bankCards) other.is_default = other === card ? 1 : 0;
      return done('Default bank card set');
    },
  ),

  operation(
    { operationId: 'downloadBankCardQrcode', method: 'get', path: '/api/bankcard/downloadQrcode' },
    ({ input }) => {
      const card = cardOf(input);
      if (!card) return refuse(MSG_WALLET.downloadFailed);
      const png = qrPng(`${card.bank_name}:${card.card_no}`);
      return new HttpResponse(png.buffer as ArrayBuffer, {
        headers: {
          'Content-Type': 'image/png',
          'Content-Disposition': `attachment; filename="bankcard-${card.id}.png"`,
        },
      });
    },
  ),
];
