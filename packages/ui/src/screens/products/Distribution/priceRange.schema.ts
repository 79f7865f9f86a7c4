// zod/mini, as every form here: classic zod would add its own code to the forms' shared file.
import { z } from 'zod/mini';
import { isOrderedRange, priceEndMessage, type PriceRangeValues } from './priceRange';

const price = z.string().check(
  z.trim(),
  z.refine((v) => priceEndMessage(v) !== 'products:filter.price.negative', {
    error: 'products:filter.price.negative',
    abort: true,
  }),
  z.refine((v) => priceEndMessage(v) === null, { error: 'products:filter.price.invalid' }),
);

/**
 * The price filter of the distribution centre: both ends optional, each a number of 0 or
 * more, and the minimum not above the maximum. Messages are i18n keys (priceRange.ts's rules).
 */
export const priceRangeSchema = z.object({ min: price, max: price }).check(
  z.refine(({ min, max }) => isOrderedRange(min, max), {
    path: ['max'],
    error: 'products:filter.price.minAboveMax',
  }),
) satisfies z.ZodMiniType<PriceRangeValues, PriceRangeValues>;
