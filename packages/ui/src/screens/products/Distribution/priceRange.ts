import { compareMoney, moneyToDecimalString, parseMoney } from '@merchant/api';

// The price filter's rules, without zod: the address is read with them on the page's first
// render (catalogueFilters.ts), and the form's zod schema (priceRange.schema.ts) is made of them.

/** A price as the merchant types it: digits, at most two decimals (no sign, no grouping). */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

/** The messages of the price filter (i18n keys). */
export type PriceRangeMessage =
  | 'products:filter.price.negative'
  | 'products:filter.price.invalid'
  | 'products:filter.price.minAboveMax';

/** What the price filter form holds: both ends as typed ('' for none). */
export type PriceRangeValues = { min: string; max: string };

/** The applied filter as the catalogue call takes it ("12.50"), absent ends left out. */
export type PriceRange = { min_price?: string; max_price?: string };

/** What is wrong with one end, trimmed ('' is no limit), or null when nothing is. */
export function priceEndMessage(value: string): PriceRangeMessage | null {
  if (value.startsWith('-')) return 'products:filter.price.negative';
  if (value !== '' && !PRICE.test(value)) return 'products:filter.price.invalid';
  return null;
}

/** Whether the two valid, trimmed ends are in order (the minimum not above the maximum). */
export function isOrderedRange(min: string, max: string): boolean {
  const low = min === '' ? null : parseMoney(min);
  const high = max === '' ? null : parseMoney(max);
  return low === null || high === null || compareMoney(low, high) <= 0;
}

/** Turns valid form values into the query of GET /merchant/product/product. */
export function toPriceRange(values: PriceRangeValues): PriceRange {
  const range: PriceRange = {};
  const min = values.min.trim() === '' ? null : parseMoney(values.min.trim());
  const max = values.max.trim() === '' ? null : parseMoney(values.max.trim());
  if (min !== null) range.min_price = moneyToDecimalString(min);
  if (max !== null) range.max_price = moneyToDecimalString(max);
  return range;
}

/** The range of two typed ends when it is valid (as the form checks it), else null. */
export function validPriceRange(values: PriceRangeValues): PriceRange | null {
  const min = values.min.trim();
  const max = values.max.trim();
  if (priceEndMessage(min) || priceEndMessage(max) || !isOrderedRange(min, max)) return null;
  return toPriceRange({ min, max });
}
