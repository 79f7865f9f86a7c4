import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { parseSignInfo } from './signModel';

const days = (signed: number) =>
  Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    reward: `0.${i + 1}0`,
    signed: (i < signed ? 1 : 0) as 0 | 1,
  }));

describe('parseSignInfo', () => {
  it('marks the first unsigned day as today before signing', () => {
    const state = parseSignInfo({ streak: 3, signed_today: 0, reward: '0.40', days: days(3) });
    expect(state).toMatchObject({ streak: 3, signedToday: false, reward: moneyFromCents(40n) });
    expect(state.days.map((d) => d.today)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(state.days.filter((d) => d.signed)).toHaveLength(3);
  });

  it('marks the last signed day as today once signed', () => {
    const state = parseSignInfo({ streak: 4, signed_today: 1, reward: '0.40', days: days(4) });
    expect(state.days.findIndex((d) => d.today)).toBe(3);
  });

  it('starts at day one with no streak', () => {
    const state = parseSignInfo({ streak: 0, signed_today: 0, reward: '0.10', days: days(0) });
    expect(state.days[0]?.today).toBe(true);
  });

  it('keeps an unreadable reward as null and refuses a missing list of days', () => {
    expect(
      parseSignInfo({ streak: 1, signed_today: 0, reward: 'x', days: days(1) }).reward,
    ).toBeNull();
    expect(() => parseSignInfo({ streak: 1, signed_today: 0, reward: '0.10' } as never)).toThrow();
  });
});
