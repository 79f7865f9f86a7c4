import { z } from 'zod';
import { isOrderedRange, priceEndMessage, type PriceRangeValues } from './priceRange';

const price = z
  .string()
  .trim()
  .refine((v) => priceEndMessage(v) !== 'products:filter.price.negative', {
    message: 'products:filter.price.negative',
    abort: true,
  })
  .refine((v) => priceEndMessage(v) === null, { message: 'products:filter.price.invalid' });

/**
 * The price filter of the distribution centre: both ends optional, each a number of 0 or
 * more, and the minimum not above the maximum. Messages are i18n keys (priceRange.ts's rules).
 */
export const priceRangeSchema = z
  .object({ min: price, max: price })
  .refine(({ min, max }) => isOrderedRange(min, max), {
    path: ['max'],
    message: 'products:filter.price.minAboveMax',
  }) satisfies z.ZodType<PriceRangeValues, PriceRangeValues>;
