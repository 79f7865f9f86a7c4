import type { Key } from 'react';
import type { Money, components } from '@merchant/api';
import { readCount, readMoney, readRecord, readText, readTime } from '../../../data/kit/read';
import type { Tone } from '../../../theme';

type WireRefund = components['schemas']['Refund'];

/** Refund status (0 pending approval, 1 approved, -1 rejected); any other code is shown as unknown. */
export type RefundStatus = 'pending' | 'approved' | 'rejected' | 'unknown';

/** The filter tabs of the refund list. */
export const REFUND_TABS = ['all', 'pending', 'approved', 'rejected'] as const;
export type RefundTab = (typeof REFUND_TABS)[number];

/** A refund, parsed once. */
export type RefundRow = {
  /** The row's key in the list: its id when the server sent one (the platform's client never reads it). */
  key: Key;
  sn: string;
  /** Null when the server's amount cannot be read (shown as unavailable). */
  amount: Money | null;
  status: RefundStatus;
  /** The server's status code, shown with an unknown status. */
  statusCode: string;
  goodsReceived: boolean;
  reason: string;
  appliedAt: Date | null;
};

const STATUS: Record<number, RefundStatus> = { 0: 'pending', 1: 'approved', [-1]: 'rejected' };

/** The colour of each refund status tag. */
export const REFUND_TONE: Record<RefundStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
  unknown: 'neutral',
};

/** Wire refund -> row, keyed by `key` (a row that is not a record is a malformed answer). */
export function parseRefund(refund: WireRefund, key: Key): RefundRow {
  readRecord(refund);
  const code = readCount(refund.status);
  return {
    key,
    sn: readText(refund.refund_sn),
    amount: readMoney(refund.amount),
    status: (code !== null && STATUS[code]) || 'unknown',
    statusCode: readText(refund.status),
    goodsReceived: readCount(refund.receiving_status) === 1,
    reason: readText(refund.refund_explain),
    appliedAt: readTime(refund.createtime),
  };
}
