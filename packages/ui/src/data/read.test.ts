import { describe, expect, it } from 'vitest';
import { readPercent } from './read';

describe('readPercent', () => {
  it('reads a rate exactly, as digits over a power of ten', () => {
    expect(readPercent('5')).toEqual({
      numerator: 5n,
      denominator: 100n,
      value: 5,
      fractionDigits: 0,
    });
    expect(readPercent(' 2.50 ')).toEqual({
      numerator: 25n,
      denominator: 1000n,
      value: 2.5,
      fractionDigits: 1,
    });
    expect(readPercent(0.125)).toEqual({
      numerator: 125n,
      denominator: 100000n,
      value: 0.125,
      fractionDigits: 3,
    });
  });

  it('gives null for what is not a non-negative decimal', () => {
    for (const value of ['-1', '', 'five', '5%', '1e3', null, undefined, NaN, Infinity, {}]) {
      expect(readPercent(value), String(value)).toBeNull();
    }
  });
});
