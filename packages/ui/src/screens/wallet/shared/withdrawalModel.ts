import type { Money, components } from '@merchant/api';
import { readCount, readId, readMoney, readText, readTime } from '../../../data/kit/read';
import type { Tone } from '../../../theme';

type WireWithdrawal = components['schemas']['WithdrawalRecord'];

/** Withdrawal status (0 in review, 1 withdrawn, -1 rejected); any other code is shown as unknown. */
export type WithdrawalStatus = 'review' | 'withdrawn' | 'rejected' | 'unknown';

/** A withdrawal record, parsed once. */
export type WithdrawalRow = {
  id: number;
  /** The order number. */
  sn: string;
  /** Null when the server's amount cannot be read (shown as unavailable). */
  amount: Money | null;
  /** The currency the amount was entered in (CNY for a bank withdrawal; USD when not said). */
  currency: string;
  /** The fee, or null when the record does not carry a readable one (the row is then left out). */
  fee: Money | null;
  /** What arrives (amount less fee), or null when the record does not carry it. */
  received: Money | null;
  status: WithdrawalStatus;
  /** The server's status code, shown with an unknown status. */
  statusCode: string;
  /** The reviewer's message ('' when none). */
  note: string;
  createdAt: Date | null;
};

const STATUS: Record<number, WithdrawalStatus> = { [-1]: 'rejected', 0: 'review', 1: 'withdrawn' };

/** The codes of extract_log's `status` filter: every filter is sent, `all` too. */
export const WITHDRAWAL_STATUS_CODE = {
  all: 'all',
  review: '0',
  withdrawn: '1',
  rejected: '-1',
} as const;

/** A status filter of the withdrawal records. */
export type WithdrawalFilter = keyof typeof WITHDRAWAL_STATUS_CODE;

/** The colour of each withdrawal status tag. */
export const WITHDRAWAL_TONE: Record<WithdrawalStatus, Tone> = {
  review: 'warning',
  withdrawn: 'success',
  rejected: 'danger',
  unknown: 'neutral',
};

/**
 * The unit a withdrawal's amounts are shown in: CNY to a bank; a withdrawal in USD (the
 * balance's currency) goes out on a chain as USDT, one for one, and is shown in USDT.
 */
export function withdrawalUnit(currency: string): 'CNY' | 'USDT' {
  return currency === 'CNY' ? 'CNY' : 'USDT';
}

/** Wire record -> row (throws on a record without an id: a malformed answer). */
export function parseWithdrawal(record: WireWithdrawal): WithdrawalRow {
  const code = readCount(record.status);
  return {
    id: readId(record.extract_id),
    sn: readText(record.extract_sn),
    amount: readMoney(record.extract_price),
    currency: readText(record.currency_type).trim().toUpperCase() === 'CNY' ? 'CNY' : 'USD',
    fee: readMoney(record.fee),
    received: readMoney(record.real_price),
    status: (code !== null && STATUS[code]) || 'unknown',
    statusCode: readText(record.status),
    note: readText(record.admin_msg),
    createdAt: readTime(record.createtime),
  };
}
