import { compareMoney, type Money } from '@merchant/api';
import {
  OutcomeUnknownError,
  findNewRecord,
  type RecordsReading,
  type RecordsSnapshot,
  type Verdict,
} from '../../../data/kit/lostAnswer';
import type { WithdrawalRow } from '../shared/withdrawalModel';
import type { WithdrawValues } from './withdraw.schema';

/** The records of every status as read before a withdrawal is sent, and the balance then. */
export type WithdrawalSnapshot = RecordsSnapshot & { balance: Money | null };

/** What one reading of the records gives: the first and the last page, and the balance. */
export type WithdrawalReading = RecordsReading<WithdrawalRow> & { balance: Money | null };

/** The currency a withdrawal's record carries: CNY to a bank card, USD (USDT) on a chain. */
function currencyOf(values: WithdrawValues): string {
  return values.method === 'bank' ? 'CNY' : 'USD';
}

/**
 * The record of a withdrawal sent after `before` was read: one that was not there, of the same
 * amount and method. The platform's order of the list is not relied on.
 */
export function findNewWithdrawal(
  rows: readonly WithdrawalRow[],
  before: WithdrawalSnapshot,
  values: WithdrawValues,
): WithdrawalRow | null {
  return findNewRecord(
    rows,
    before,
    (row) =>
      row.amount !== null &&
      compareMoney(row.amount, values.amount) === 0 &&
      row.currency === currencyOf(values),
  );
}

/**
 * What the records say of a withdrawal whose answer was lost: its record is there (done); no
 * record, the same number of records and the same balance (not sent: it may be sent again);
 * anything else, or records that cannot be read, leaves the outcome unknown (throws).
 */
export function withdrawalVerdict(
  now: WithdrawalReading,
  before: WithdrawalSnapshot,
  values: WithdrawValues,
): Verdict<WithdrawalRow> {
  const found = findNewWithdrawal(now.rows, before, values);
  if (found) return { done: true, evidence: found };
  const unchanged =
    now.total === before.total &&
    now.balance !== null &&
    before.balance !== null &&
    compareMoney(now.balance, before.balance) === 0;
  if (unchanged) return { done: false };
  throw new OutcomeUnknownError('no record of the withdrawal, but the records or balance moved');
}
