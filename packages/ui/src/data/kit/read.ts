import { parseMoney, parseServerTime, type Money } from '@merchant/api';

/**
 * Readers for what the platform sends, used by every parser of a query. The rule for money is
 * one: an amount that cannot be read is `null` (shown as "—", "unavailable"), never zero; a
 * money action needs every amount it shows (see `quotePayment`).
 */

/** An amount exactly ("12.50", "1,234.00", 12.5), or null when it cannot be read. */
export function readMoney(value: unknown): Money | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return parseMoney(value);
}

/** A count: a finite number or a numeric string; null otherwise. */
export function readCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A text: strings as they are, numbers printed, anything else ''. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Number.isFinite(value)) return String(value);
  return '';
}

/** A server time (formatted string or unix number), or null. */
export function readTime(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return parseServerTime(value);
}

/** A list the contract promises: anything but an array is a malformed answer. */
export function readList<T>(value: T[] | null | undefined): T[] {
  if (!Array.isArray(value)) throw new TypeError('expected a list');
  return value;
}

/** A record the contract promises: anything but an object is a malformed answer. */
export function readRecord<T extends object>(value: T | null | undefined): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('expected a record');
  }
  return value;
}

/** A numeric id (number or numeric string); a malformed answer otherwise. */
export function readId(value: unknown): number {
  const id = readCount(value);
  if (id === null) throw new TypeError('expected an id');
  return id;
}

/**
 * A percentage exactly as the server wrote it ("5", "2.50", 3): `percentOf(amount,
 * rate.numerator, rate.denominator)` applies it to money in integers; `value` and
 * `fractionDigits` are for showing it ("2.5" -> 2.5 with 1 digit), never for money.
 */
export type Percent = {
  /** The digits of the rate without the point ("2.5" -> 25n). */
  numerator: bigint;
  /** 100 times ten to the number of decimals ("2.5" -> 1000n): the share is numerator / denominator. */
  denominator: bigint;
  /** The rate to show (2.5). */
  value: number;
  /** Its decimals as written, trailing zeros dropped ("2.50" -> 1). */
  fractionDigits: number;
};

/** A non-negative percentage ("5", "2.5", 2.5), or null when it cannot be read. */
export function readPercent(value: unknown): Percent | null {
  const text = Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return null;
  // Stryker disable next-line StringLiteral: (\d+) always captures, the default is for the types
  const whole = match[1] ?? '0';
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  return {
    numerator: BigInt(whole + decimals),
    denominator: 100n * 10n ** BigInt(decimals.length),
    value: Number(`${whole}.${decimals}`),
    fractionDigits: decimals.length,
  };
}

/**
 * A list row's key: its id when the server sent one, else one made from the row's place and
 * content. The platform's own client never reads some lists' ids (hot products, levels, bill
 * entries, refunds, express-lane purchases, announcements), so a row without one is still shown.
 */
export function rowKey(row: unknown, idField: string, index: number): string {
  if (typeof row === 'object' && row !== null) {
    const id = readCount((row as Record<string, unknown>)[idField]);
    if (id !== null) return `id:${id}`;
  }
  return `at:${index}:${contentHash(row)}`;
}

/** A short, stable hash of a value's JSON (FNV-1a): the same row gives the same key. */
function contentHash(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? '';
  } catch {
    text = '';
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
