import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { parseLevels, standingOf } from './levelModel';

const wire = (over: Record<string, unknown> = {}) => ({
  level_id: 2,
  name: ' Silver ',
  image: '/s.png',
  price: '500.00',
  rate: '20',
  product_num: 100,
  ...over,
});

describe('parseLevels', () => {
  it('reads every field exactly and sorts by level', () => {
    const rows = parseLevels([
      wire(),
      wire({ level_id: 1, name: 'Bronze', price: '0.00' }),
    ] as never);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(rows[1]).toMatchObject({ name: 'Silver', image: '/s.png', productQuota: 100 });
    expect(rows[1]?.price).toEqual(moneyFromCents(50000n));
    expect(rows[1]?.rate?.value).toBe(20);
  });

  it('keeps an unreadable price as null, never zero', () => {
    expect(parseLevels([wire({ price: 'n/a' })] as never)[0]?.price).toBeNull();
  });

  it('numbers levels without an id by their place in the list', () => {
    const { level_id: _none, ...bronze } = wire({ name: 'Bronze' });
    const { level_id: _gone, ...silver } = wire({ name: 'Silver' });
    const rows = parseLevels([bronze, silver] as never);
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      [1, 'Bronze'],
      [2, 'Silver'],
    ]);
  });

  it('throws on a list that is not one', () => {
    expect(() => parseLevels({} as never)).toThrow();
  });
});

describe('standingOf', () => {
  it('compares with the current level', () => {
    const [level] = parseLevels([wire()] as never);
    if (!level) throw new Error('no level');
    expect(standingOf(level, 1)).toBe('upgrade');
    expect(standingOf(level, 2)).toBe('current');
    expect(standingOf(level, 3)).toBe('reached');
    expect(standingOf(level, null)).toBeNull();
  });
});
