import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { readPercent } from '../../../data/kit/read';
import { EXAMPLE_REVENUE, rewardExample } from './rewardExample';

describe('rewardExample', () => {
  it('applies the server rates to 10,000 per shop, exactly', () => {
    const example = rewardExample({ 1: readPercent('5'), 2: readPercent('2.5') });
    expect(EXAMPLE_REVENUE).toBe(moneyFromCents(1_000_000));
    expect(example[1].reward).toBe(moneyFromCents(50_000));
    expect(example[2].reward).toBe(moneyFromCents(25_000));
    expect(example.total).toBe(moneyFromCents(75_000));
  });

  it('keeps every digit of a rate (0.125% of 10,000 is 12.50)', () => {
    const example = rewardExample({ 1: readPercent('0.125'), 2: readPercent(3) });
    expect(example[1].reward).toBe(moneyFromCents(1_250));
    expect(example[2].reward).toBe(moneyFromCents(30_000));
  });

  it('has no reward and no total for a rate it cannot read', () => {
    const example = rewardExample({ 1: readPercent('5'), 2: readPercent('-1') });
    expect(example[1].reward).toBe(moneyFromCents(50_000));
    expect(example[2].reward).toBeNull();
    expect(example.total).toBeNull();
  });
});
