import { describe, expect, it } from 'vitest';
import { parseMoney } from '@merchant/api';
import { sumAmounts } from './quote';

const money = (text: string) => parseMoney(text);

describe('sumAmounts', () => {
  it('adds exactly, and an unreadable amount makes the total unreadable', () => {
    expect(sumAmounts([money('86.32'), money('23.60')])).toBe(money('109.92'));
    expect(sumAmounts([])).toBe(0n);
    expect(sumAmounts([money('1.00'), null])).toBeNull();
  });
});
