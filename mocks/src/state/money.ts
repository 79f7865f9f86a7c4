/** Money: the balance's movements, deposits, withdrawals, the report and bank cards. */
import type { DepositAccounts } from '../fixtures/money.ts';
import type { BankCard, BillEntry, ExtractRecord, RechargeRecord, ReportRow } from '../types.ts';
import { db, nextId, tick } from './store.ts';

export interface MoneyState {
  /** The platform's receiving accounts (getBlockchain). */
  depositAccounts: DepositAccounts;
  /** The merchant's own address per network (getAddress, assumed). */
  depositAddresses: Record<string, string>;
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
