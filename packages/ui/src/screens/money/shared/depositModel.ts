import type { Money, components } from '@merchant/api';
import {
  readCount,
  readId,
  readMoney,
  readRecord,
  readText,
  readTime,
} from '../../../data/kit/read';
import type { Tone } from '../../../theme';

type WireRecharge = components['schemas']['RechargeRecord'];
type WireRechargeInfo = components['schemas']['RechargeInfo'];

/** Review status of a deposit (0 in review, 1 approved, -1 rejected); other codes are unknown. */
export type DepositStatus = 'review' | 'approved' | 'rejected' | 'unknown';

/**
 * How a deposit was made (`recharge_type` 0 bank transfer, 1 crypto, 2 Alipay, 3 WeChat); 'none'
 * when the record does not say (the platform's own client does not read it).
 */
export type DepositWay = 'bank' | 'blockchain' | 'alipay' | 'wechat' | 'none' | 'unknown';

/** A deposit record (recharge_log), parsed once. */
export type DepositRow = {
  id: number;
  /** The deposit order number. */
  orderNo: string;
  /** Null when the server's amount cannot be read (shown as unavailable). */
  amount: Money | null;
  /** The currency the amount was entered in (CNY for a bank transfer; USD when not said). */
  currency: string;
  /** The unit the amount is shown in: CNY for a bank transfer, USDT for a crypto one, else USD. */
  unit: string;
  status: DepositStatus;
  /** The server's status code, shown with an unknown status. */
  statusCode: string;
  way: DepositWay;
  /** The server's `recharge_type`, shown with an unknown way. */
  wayCode: string;
  /** The reviewer's note (`admin_msg`), '' when none. */
  note: string;
  /** Whether the platform records the deposit as paid (`paid`); null when the record does not say. */
  paid: boolean | null;
  createdAt: Date | null;
};

const STATUS: Record<number, DepositStatus> = { [-1]: 'rejected', 0: 'review', 1: 'approved' };
const WAY: Record<number, DepositWay> = { 0: 'bank', 1: 'blockchain', 2: 'alipay', 3: 'wechat' };

/** The colour of each deposit status tag. */
export const DEPOSIT_TONE: Record<DepositStatus, Tone> = {
  review: 'warning',
  approved: 'success',
  rejected: 'danger',
  unknown: 'neutral',
};

/** A status filter of the deposit records. */
export type DepositFilter = 'all' | Exclude<DepositStatus, 'unknown'>;

/** The codes of recharge_log's `status` filter: every filter is sent, `all` too. */
export const STATUS_CODE: Record<DepositFilter, 'all' | '0' | '1' | '-1'> = {
  all: 'all',
  review: '0',
  approved: '1',
  rejected: '-1',
};

/** The currency of a record: the `currency_type` it states when it is CNY, else USD. */
export function recordCurrency(value: unknown): string {
  return readText(value).trim().toUpperCase() === 'CNY' ? 'CNY' : 'USD';
}

/**
 * The unit a deposit's amount is shown in: the CNY of a bank transfer; a crypto deposit in USD
 * (the balance's currency) is paid in USDT, one for one; any other way in its currency.
 */
export function depositUnit(currency: string, way: DepositWay): string {
  return currency === 'USD' && way === 'blockchain' ? 'USDT' : currency;
}

/** Wire deposit -> row (throws on a row without an id: a malformed answer). */
export function parseDeposit(row: WireRecharge): DepositRow {
  const record = readRecord(row);
  const status = readCount(record.status);
  const way = readCount(record.recharge_type);
  const wayCode = readText(record.recharge_type);
  const paid = readCount(record.paid);
  const currency = recordCurrency(record.currency_type);
  const shownWay: DepositWay = wayCode === '' ? 'none' : (way !== null && WAY[way]) || 'unknown';
  return {
    id: readId(record.recharge_id),
    orderNo: readText(record.order_id),
    amount: readMoney(record.price),
    currency,
    unit: depositUnit(currency, shownWay),
    status: (status !== null && STATUS[status]) || 'unknown',
    statusCode: readText(record.status),
    way: shownWay,
    wayCode,
    note: readText(record.admin_msg).trim(),
    paid: paid === 1 ? true : paid === 0 ? false : null,
    createdAt: readTime(record.createtime),
  };
}

/** The deposit bounds the platform states (recharge_info), in the balance's currency. */
export type DepositInfo = {
  /** The smallest deposit, or null when the server's figure cannot be read (no lower bound shown). */
  min: Money | null;
  /** The largest deposit, or null when unreadable. */
  max: Money | null;
};

/** Parses recharge_info's data; a missing record is a malformed answer. */
export function parseDepositInfo(data: WireRechargeInfo): DepositInfo {
  const info = readRecord(data);
  return { min: readMoney(info.min_price), max: readMoney(info.max_price) };
}
