/** Money: deposits, withdrawals, the bill, the finance report and bank cards. */
import { HttpResponse } from 'msw';
import {
  BLOCKCHAIN_FEE_PERCENT,
  MAX_RECHARGE_CENTS,
  MIN_RECHARGE_CENTS,
  SERVICE_CHARGE_PERCENT,
  WALLET_FLAT_FEE_CENTS,
} from '../fixtures/money.ts';
import { TODAY, addDays } from '../fixtures/time.ts';
import { formatMoney, formatThousands, parseMoney, percentOf } from '../money.ts';
import { qrPng } from '../png.ts';
import { moveMoney } from '../state/money.ts';
import { db, nextId, tick } from '../state/store.ts';
import type { ReportRow } from '../types.ts';
import { done, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';
import type { Input } from './common.ts';
import type { Schemas } from './wire.ts';

/** The fee of a withdrawal: blockchain 1.00 + 3 %, bank card `service_charge` % (0). */
export function withdrawalFee(cents: number, extractType: 1 | 2): number {
  return extractType === 1
    ? WALLET_FLAT_FEE_CENTS + percentOf(cents, BLOCKCHAIN_FEE_PERCENT)
    : percentOf(cents, SERVICE_CHARGE_PERCENT);
}

function serial(prefix: string, stamp: string, id: number): string {
  return `${prefix}${stamp.slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
}

function statusFilter(input: Input): number | null {
  const status = text(input, 'status');
  return status === '0' || status === '1' || status === '2' ? Number(status) : null;
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

function bankCard(card: {
  id: number;
  bank_name: string;
  card_no: string;
  real_name: string;
  is_default: 0 | 1;
}): Schemas['BankCard'] {
  return {
    id: card.id,
    bank_name: card.bank_name,
    card_no: card.card_no,
    real_name: card.real_name,
    is_default: card.is_default,
  };
}

export const moneyHandlers = [
  operation(
    { operationId: 'listDepositChannels', method: 'get', path: '/merchant/merchant/getBlockchain' },
    () => ok(db().channels.map((c) => ({ ...c }))),
  ),

  // The contract shows no request body; the fake reads an optional `network` (default TRC20).
  operation(
    { operationId: 'getDepositAddress', method: 'post', path: '/new/api/mer/getAddress' },
    ({ input }) => {
      const addresses = db().depositAddresses;
      const asked = text(input, 'network').toUpperCase();
      const network = asked in addresses ? asked : 'TRC20';
      return ok({ network, address: addresses[network] ?? '' });
    },
  ),

  operation(
    { operationId: 'getRechargeInfo', method: 'get', path: '/merchant/merchant/recharge_info' },
    () => {
      const card = db().platformBankCard;
      return ok({
        min_price: formatMoney(MIN_RECHARGE_CENTS),
        max_price: formatThousands(MAX_RECHARGE_CENTS),
        bank_card: card ? { ...card } : null,
      });
    },
  ),

  operation(
    { operationId: 'createRecharge', method: 'post', path: '/merchant/merchant/recharge' },
    ({ input }) => {
      const cents = parseMoney(input.price);
      if (cents === null || cents === 0) return refuse('The amount cannot be zero');
      if (cents < MIN_RECHARGE_CENTS)
        return refuse(`The minimum deposit is ${formatMoney(MIN_RECHARGE_CENTS)}`);
      if (cents > MAX_RECHARGE_CENTS)
        return refuse(`The maximum deposit is ${formatThousands(MAX_RECHARGE_CENTS)}`);
      const type = int(input, 'recharge_type');
      if (type !== 1 && type !== 2 && type !== 3) return refuse('Please choose a deposit method');
      if (type === 2 && db().platformBankCard === null)
        return refuse('Please set the default bank card information');
      const image = text(input, 'image');
      if (image === '') return refuse('Please upload the payment voucher');
      const state = db();
      const id = nextId('recharge');
      const createtime = tick();
      state.recharges.unshift({
        recharge_id: id,
        order_id: serial('RC', createtime, id),
        priceCents: cents,
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
    ({ input }) => {
      const status = statusFilter(input);
      const rows = db().recharges.filter((r) => status === null || r.status === status);
      return ok({
        total: rows.length,
        list: pageOf(rows, paging(input)).map((r) => ({
          recharge_id: r.recharge_id,
          order_id: r.order_id,
          price: formatMoney(r.priceCents),
          status: r.status,
          paid: r.paid,
          admin_msg: r.admin_msg,
          createtime: r.createtime,
          recharge_type: r.recharge_type,
        })),
      });
    },
  ),

  operation(
    { operationId: 'getWithdrawInfo', method: 'get', path: '/merchant/merchant/extract' },
    () =>
      ok({
        balance: formatThousands(db().merchant.balanceCents),
        service_charge: SERVICE_CHARGE_PERCENT,
        wallet_service_charge: formatMoney(WALLET_FLAT_FEE_CENTS),
      }),
  ),

  operation(
    { operationId: 'createWithdrawal', method: 'post', path: '/merchant/merchant/extract' },
    ({ input }) => {
      const state = db();
      const cents = parseMoney(input.extract_price);
      if (cents === null || cents === 0) return refuse('The amount cannot be zero');
      if (cents > state.merchant.balanceCents)
        return refuse('The amount cannot exceed the balance');
      const type = int(input, 'extract_type');
      if (type !== 1 && type !== 2) return refuse('Please choose a withdrawal method');
      if (type === 1 && (text(input, 'blockchain') === '' || text(input, 'network') === '')) {
        return refuse('Please enter the blockchain address');
      }
      if (type === 2) {
        const cardNo = text(input, 'bank_card');
        if (cardNo === '' || !state.bankCards.some((c) => c.card_no === cardNo)) {
          return refuse('Please choose a bank card');
        }
      }
      const fee = withdrawalFee(cents, type);
      if (cents <= fee) return refuse('The amount must be greater than the fee');
      const id = nextId('extract');
      const createtime = tick();
      const sn = serial('WD', createtime, id);
      state.extracts.unshift({
        extract_id: id,
        extract_sn: sn,
        extractCents: cents,
        feeCents: fee,
        realCents: cents - fee,
        status: 0,
        admin_msg: '',
        createtime,
        extract_type: type,
      });
      // The amount leaves the balance at once (frozen while in review).
      moveMoney({
        cents,
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
    ({ input }) => {
      const status = statusFilter(input);
      const rows = db().extracts.filter((r) => status === null || r.status === status);
      return ok({
        total: rows.length,
        list: pageOf(rows, paging(input)).map((r) => ({
          extract_id: r.extract_id,
          extract_sn: r.extract_sn,
          extract_price: formatMoney(r.extractCents),
          fee: formatMoney(r.feeCents),
          real_price: formatMoney(r.realCents),
          status: r.status,
          admin_msg: r.admin_msg,
          createtime: r.createtime,
        })),
      });
    },
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
      const bankName = text(input, 'bank_name');
      const cardNo = text(input, 'card_no');
      const realName = text(input, 'real_name');
      if (bankName === '') return refuse('Please enter the bank name');
      if (cardNo === '') return refuse('Please enter the card number');
      if (!/^\d+$/.test(cardNo)) return refuse('The card number must be numeric');
      if (realName === '') return refuse('Please enter the account holder name');
      const state = db();
      if (state.bankCards.some((c) => c.card_no === cardNo))
        return refuse('This bank card already exists');
      const id = nextId('bankCard');
      state.bankCards.push({
        id,
        bank_name: bankName,
        card_no: cardNo,
        real_name: realName,
        is_default: state.bankCards.length === 0 ? 1 : 0,
      });
      return ok({ id }, 'Bank card added successfully');
    },
  ),

  operation(
    { operationId: 'deleteBankCard', method: 'post', path: '/api/bankcard/del' },
    ({ input }) => {
      const id = int(input, 'id');
      const state = db();
      const card = state.bankCards.find((c) => c.id === id);
      if (!card) return refuse('Failed to delete the bank card');
      state.bankCards = state.bankCards.filter((c) => c !== card);
      const first = state.bankCards[0];
      if (card.is_default === 1 && first) first.is_default = 1;
      return done('Bank card deleted successfully');
    },
  ),

  operation(
    { operationId: 'setDefaultBankCard', method: 'post', path: '/api/bankcard/setDefault' },
    ({ input }) => {
      const id = int(input, 'id');
      const state = db();
      if (!state.bankCards.some((c) => c.id === id)) return refuse('The bank card does not exist');
      for (const card of state.bankCards) card.is_default = card.id === id ? 1 : 0;
      return done('Default bank card set');
    },
  ),

  operation(
    { operationId: 'downloadBankCardQrcode', method: 'get', path: '/api/bankcard/downloadQrcode' },
    ({ input }) => {
      const id = int(input, 'id');
      const card = db().bankCards.find((c) => c.id === id);
      if (!card) return refuse('Download failed');
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
