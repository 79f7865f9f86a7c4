import { describe, expect, it } from 'vitest';
import { withdrawalUnit } from './withdrawalModel';

describe('withdrawalUnit', () => {
  it('shows a bank withdrawal in CNY and one in USD (on a chain) in USDT', () => {
    expect(withdrawalUnit('CNY')).toBe('CNY');
    expect(withdrawalUnit('USD')).toBe('USDT');
  });
});
