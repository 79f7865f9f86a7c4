import { describe, expect, it } from 'vitest';
import { validPriceRange } from './priceRange';
import { priceRangeSchema } from './priceRange.schema';

// The address is read with the plain rules, the form with the zod schema made of them: both
// must accept and refuse the same ranges.
const CASES: [string, string][] = [
  ['', ''],
  ['10', ''],
  ['', '50.5'],
  [' 10 ', ' 20.00 '],
  ['10', '10'],
  ['50', '10'],
  ['-5', ''],
  ['x', ''],
  ['1.234', ''],
  ['1,000', ''],
  ['1e3', ''],
  ['9999999999', ''],
  ['0', '0.01'],
];

describe('the price range rules', () => {
  it.each(CASES)('min %j, max %j: the address and the form agree', (min, max) => {
    const plain = validPriceRange({ min, max });
    const schema = priceRangeSchema.safeParse({ min, max });
    expect(plain !== null).toBe(schema.success);
  });

  it('gives the range as the catalogue call takes it', () => {
    expect(validPriceRange({ min: ' 10 ', max: '20.5' })).toEqual({
      min_price: '10.00',
      max_price: '20.50',
    });
    expect(validPriceRange({ min: '', max: '' })).toEqual({});
    expect(validPriceRange({ min: '50', max: '10' })).toBeNull();
  });

  it('gives the form the message of each refusal', () => {
    const issues = (min: string, max: string) =>
      priceRangeSchema.safeParse({ min, max }).error?.issues.map((i) => i.message);
    expect(issues('-5', '')).toEqual(['products:filter.price.negative']);
    expect(issues('abc', '')).toEqual(['products:filter.price.invalid']);
    expect(issues('50', '10')).toEqual(['products:filter.price.minAboveMax']);
  });
});
