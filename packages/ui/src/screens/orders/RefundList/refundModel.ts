import { parseMoney, parseServerTime, ZERO, type Money, type components } from '@merchant/api';
import type { Tone } from '../../../theme';

type WireRefund = components['schemas']['Refund'];

/** Refund status (0 pending approval, 1 approved, 2 rejected). */
export type RefundStatus = 'pending' | 'approved' | 'rejected';

/** The filter tabs of the refund list. */
export const REFUND_TABS = ['all', 'pending', 'approved', 'rejected'] as const;
export type RefundTab = (typeof REFUND_TABS)[number];

/** A refund, parsed once. */
export type RefundRow = {
  id: number;
  sn: string;
  amount: Money;
  status: RefundStatus;
  goodsReceived: boolean;
  reason: string;
  appliedAt: Date | null;
};

const STATUS: Record<number, RefundStatus> = { 0: 'pending', 1: 'approved', 2: 'rejected' };

/** The colour of each refund status tag. */
export const REFUND_TONE: Record<RefundStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

/** Wire refund -> row. */
export function parseRefund(refund: WireRefund): RefundRow {
  return {
    id: refund.id,
    sn: refund.refund_sn,
    amount: parseMoney(refund.amount) ?? ZERO,
    status: STATUS[refund.status] ?? 'pending',
    goodsReceived: refund.receiving_status === 1,
    reason: refund.refund_explain,
    appliedAt: parseServerTime(refund.createtime),
  };
}

/** The tab named in the address (`?status=`), or "all". */
export function refundTabFromParam(value: string | null): RefundTab {
  return (REFUND_TABS as readonly string[]).includes(value ?? '') ? (value as RefundTab) : 'all';
}
