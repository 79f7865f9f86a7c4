import type { Key } from 'react';
import type { Money, components } from '@merchant/api';
import {
  readCount,
  readId,
  readList,
  readMoney,
  readRecord,
  readText,
  readTime,
  rowKey,
} from '../../../data/kit/read';
import type { Tone } from '../../../theme';

type WirePackage = components['schemas']['ExpressPackage'];
type WirePurchase = components['schemas']['ExpressPurchase'];

/** An express-lane package on offer. */
export type ExpressPackageRow = {
  id: number;
  name: string;
  /** Null when the price cannot be read (the purchase is refused, never sent). */
  price: Money | null;
  /** How long it runs, in hours; null when unreadable. */
  hours: number | null;
  /** Orders it is expected to bring; null when unreadable. */
  orders: number | null;
};

/** Parses train's data: a list of packages with ids (else a malformed answer). */
export function parseExpressPackages(data: WirePackage[]): ExpressPackageRow[] {
  return readList(data).map((item) => {
    const pack = readRecord(item);
    return {
      id: readId(pack.id),
      name: readText(pack.name).trim(),
      price: readMoney(pack.price),
      hours: readCount(pack.hour),
      orders: readCount(pack.order_num),
    };
  });
}

/** A purchase's status: 1 running, 2 ended; any other code is shown as unknown. */
export type PurchaseStatus = 'running' | 'ended' | 'unknown';

/** The colour of each purchase status. */
export const PURCHASE_TONE: Record<PurchaseStatus, Tone> = {
  running: 'success',
  ended: 'neutral',
  unknown: 'neutral',
};

/** An express-lane purchase, parsed once. */
export type ExpressPurchaseRow = {
  /** The row's key: its id, or its place and content when the server sent none. */
  key: string;
  /** The package's name ('' when the server sent none). */
  name: string;
  amount: Money | null;
  boughtAt: Date | null;
  /** Null when the server sent no status (its own client shows none). */
  status: PurchaseStatus | null;
  /** The server's status code, shown with an unknown status. */
  statusCode: string;
};

const STATUS: Record<number, PurchaseStatus> = { 1: 'running', 2: 'ended' };

/** The key of a purchase row: the platform's own client reads neither `id` nor `status`. */
export function purchaseKey(purchase: WirePurchase, index: number): string {
  return rowKey(purchase, 'id', index);
}

/** Wire purchase -> row (throws on a row that is not a record: a malformed answer). */
export function parseExpressPurchase(purchase: WirePurchase, key: Key): ExpressPurchaseRow {
  const row = readRecord(purchase);
  const code = readCount(row.status);
  const train = row.train && typeof row.train === 'object' ? row.train : null;
  const sent = row.status !== undefined && row.status !== null && String(row.status) !== '';
  return {
    key: String(key),
    name: readText(train?.name).trim(),
    amount: readMoney(row.money),
    boughtAt: readTime(row.createtime),
    status: sent ? (code !== null && STATUS[code]) || 'unknown' : null,
    statusCode: readText(row.status),
  };
}
