/** Money: the balance's movements, deposits, withdrawals, the report and bank cards. */
import type {
  BankCard,
  BillEntry,
  DepositChannel,
  ExtractRecord,
  RechargeRecord,
  ReportRow,
} from '../types.ts';
import { db, nextId, tick } from './store.ts';

export interface MoneyState {
  channels: DepositChannel[];
  depositAddresses: Record<string, string>;
  platformBankCard: { bank_name: string; card_no: string; real_name: string } | null;
  recharges: RechargeRecord[];
  extracts: ExtractRecord[];
  bill: BillEntry[];
  report: ReportRow[];
  bankCards: BankCard[];
}

/** Changes the balance and writes the bill entry that explains it. */
export function moveMoney(entry: {
  cents: number;
  pm: 0 | 1;
  type: string;
  title: string;
  memo: string;
}): BillEntry {
  const state = db();
  const merchant = state.merchant;
  merchant.balanceCents += entry.pm === 1 ? entry.cents : -entry.cents;
  const bill: BillEntry = {
    id: nextId('bill'),
    moneyCents: entry.cents,
    pm: entry.pm,
    type: entry.type,
    memo: entry.memo,
    title: entry.title,
    afterCents: merchant.balanceCents,
    createtime: tick(),
  };
  state.bill.unshift(bill);
  return bill;
}
