import type { Money, components } from '@merchant/api';
import {
  readCount,
  readList,
  readMoney,
  readRecord,
  readText,
  readTime,
  rowKey,
} from '../../../data/kit/read';

type WireAlliance = components['schemas']['Alliance'];

/** A shop that joined through the merchant, as the alliance page lists it. */
export type AllianceShop = {
  /** The row's key (the platform sends no id). */
  key: string;
  name: string;
  /** What it brought the merchant; null when unreadable ("—"). */
  income: Money | null;
  orders: number | null;
  joinedAt: Date | null;
};

/** The alliance page: the invitation address and the shops of the two levels. */
export type Alliance = {
  /** The invitation address to share (an http(s) address), or null when none can be shown. */
  url: string | null;
  first: AllianceShop[];
  second: AllianceShop[];
};

/** The levels of the page, in the order of its tabs. */
export const ALLIANCE_LEVELS = ['first', 'second'] as const;
export type AllianceLevel = (typeof ALLIANCE_LEVELS)[number];

/** Only a web address is shown, copied and drawn as a QR code. */
function readInviteUrl(value: unknown): string | null {
  const text = readText(value).trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function readShops(rows: unknown[]): AllianceShop[] {
  return rows.map((row, index) => {
    const shop = readRecord(row as Record<string, unknown>);
    return {
      key: rowKey(shop, 'id', index),
      name: readText(shop.mer_name).trim(),
      income: readMoney(shop.income),
      orders: readCount(shop.order_count),
      joinedAt: readTime(shop.createtime),
    };
  });
}

/**
 * coalition's data -> the page (`url`, `list` the first level, `list2` the second). A list that
 * is not a list, or a row that is not a record, is a malformed answer; an unreadable figure of a
 * row shows as unavailable.
 */
export function parseAlliance(data: WireAlliance): Alliance {
  const page = readRecord(data);
  return {
    url: readInviteUrl(page.url),
    first: readShops(readList(page.list)),
    second: readShops(readList(page.list2)),
  };
}
