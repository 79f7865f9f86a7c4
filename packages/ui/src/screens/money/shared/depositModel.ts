import type { Money, components } from '@merchant/api';
import { readCount, readId, readMoney, readRecord, readText, readTime } from '../../../data/read';
import type { Tone } from '../../../theme';

type WireRecharge = components['schemas']['RechargeRecord'];
type WireRechargeInfo = components['schemas']['RechargeInfo'];

/** Review status of a deposit (0 in review, 1 approved, 2 rejected); other codes are unknown. */
export type DepositStatus = 'review' | 'approved' | 'rejected' | 'unknown';

/** How a deposit was made (`recharge_type` 1 blockchain, 2 bank card, 3 manual transfer). */
export type DepositWay = 'blockchain' | 'bank' | 'manual' | 'unknown';

/** A deposit record (recharge_log), parsed once. */
export type DepositRow = {
  id: number;
  /** The deposit order number. */
  orderNo: string;
  /** Null when the server's amount cannot be read (shown as unavailable). */
  amount: Money | null;
  status: DepositStatus;
  /** The server's status code, shown with an unknown status. */
  statusCode: string;
  way: DepositWay;
  /** The server's `recharge_type`, shown with an unknown way. */
  wayCode: string;
  /** The reviewer's note (`admin_msg`), '' when none. */
  note: string;
  createdAt: Date | null;
};

const STATUS: Record<number, DepositStatus> = { 0: 'review', 1: 'approved', 2: 'rejected' };
const WAY: Record<number, DepositWay> = { 1: 'blockchain', 2: 'bank', 3: 'manual' };

/** The colour of each deposit status tag. */
export const DEPOSIT_TONE: Record<DepositStatus, Tone> = {
  review: 'warning',
  approved: 'success',
  rejected: 'danger',
  unknown: 'neutral',
};

/** The status codes of recharge_log's `status` filter. */
export const STATUS_CODE: Record<Exclude<DepositStatus, 'unknown'>, '0' | '1' | '2'> = {
  review: '0',
  approved: '1',
  rejected: '2',
};

/** Wire deposit -> row (throws on a row without an id: a malformed answer). */
export function parseDeposit(row: WireRecharge): DepositRow {
  const record = readRecord(row);
  const status = readCount(record.status);
  const way = readCount(record.recharge_type);
  return {
    id: readId(record.recharge_id),
    orderNo: readText(record.order_id),
    amount: readMoney(record.price),
    status: (status !== null && STATUS[status]) || 'unknown',
    statusCode: readText(record.status),
    way: (way !== null && WAY[way]) || 'unknown',
    wayCode: readText(record.recharge_type),
    note: readText(record.admin_msg).trim(),
    createdAt: readTime(record.createtime),
  };
}

/** The platform's receiving bank account for bank-card and manual deposits. */
export type PlatformAccount = { bankName: string; cardNo: string; holder: string };

/** The deposit rules of the platform (recharge_info). */
export type DepositInfo = {
  /** The smallest deposit, or null when the server's figure cannot be read (no lower bound shown). */
  min: Money | null;
  /** The largest deposit, or null when unreadable. */
  max: Money | null;
  /** Where bank-card and manual deposits go; null when the platform has set none. */
  account: PlatformAccount | null;
};

/** Parses recharge_info's data; a missing record is a malformed answer. */
export function parseDepositInfo(data: WireRechargeInfo): DepositInfo {
  const info = readRecord(data);
  const card = info.bank_card;
  const account =
    card && typeof card === 'object' && readText(card.card_no) !== ''
      ? {
          bankName: readText(card.bank_name),
          cardNo: readText(card.card_no),
          holder: readText(card.real_name),
        }
      : null;
  return { min: readMoney(info.min_price), max: readMoney(info.max_price), account };
}
