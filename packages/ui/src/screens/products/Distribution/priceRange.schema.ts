import { compareMoney, moneyToDecimalString, parseMoney } from '@merchant/api';
import { z } from 'zod';

/** A price as the merchant types it: digits, at most two decimals (no sign, no grouping). */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

const price = z
  .string()
  .trim()
  .refine((v) => !v.startsWith('-'), { message: 'products:filter.price.negative', abort: true })
  .refine((v) => v === '' || PRICE.test(v), { message: 'products:filter.price.invalid' });

/**
 * The price filter of the distribution centre: both ends optional, each a number of 0 or
 * more, and the minimum not above the maximum. Messages are i18n keys.
 */
export const priceRangeSchema = z.object({ min: price, max: price }).refine(
  ({ min, max }) => {
    const low = min === '' ? null : parseMoney(min);
    const high = max === '' ? null : parseMoney(max);
    return low === null || high === null || compareMoney(low, high) <= 0;
  },
  { path: ['max'], message: 'products:filter.price.minAboveMax' },
);

/** The messages of the schema (i18n keys). */
export type PriceRangeMessage =
  | 'products:filter.price.negative'
  | 'products:filter.price.invalid'
  | 'products:filter.price.minAboveMax';

/** What the price filter form holds. */
export type PriceRangeValues = z.input<typeof priceRangeSchema>;

/** The applied filter as the catalogue call takes it ("12.50"), absent ends left out. */
export type PriceRange = { min_price?: string; max_price?: string };

/** Turns valid form values into the query of GET /merchant/product/product. */
export function toPriceRange(values: PriceRangeValues): PriceRange {
  const range: PriceRange = {};
  const min = values.min.trim() === '' ? null : parseMoney(values.min.trim());
  const max = values.max.trim() === '' ? null : parseMoney(values.max.trim());
  if (min !== null) range.min_price = moneyToDecimalString(min);
  if (max !== null) range.max_price = moneyToDecimalString(max);
  return range;
}
