/** Money: the balance's movements, deposits, withdrawals, the report and bank cards. */
import type { BillEntry } from '../types.ts';
import { db, nextId, tick } from './store.ts';

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
