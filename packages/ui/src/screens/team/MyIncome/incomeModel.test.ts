import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { parseIncome } from './incomeModel';

const wire = (fields: Record<string, unknown>) =>
  ({
    task: '0.00',
    shop: '0.00',
    community: '0.00',
    other: '0.00',
    total: '0.00',
    ...fields,
  }) as Parameters<typeof parseIncome>[0];

describe('parseIncome', () => {
  it('adds the categories up exactly (0.1 + 0.2 is 0.30)', () => {
    const income = parseIncome(
      wire({ task: '0.10', shop: '0.20', community: '1,000.05', other: 3 }),
    );
    expect(income.byCategory.community).toBe(moneyFromCents(100005));
    expect(income.total).toBe(moneyFromCents(100335));
  });

  it('ignores the server total: the total always matches the categories shown', () => {
    expect(parseIncome(wire({ task: '5.00', total: '999.00' })).total).toBe(moneyFromCents(500));
  });

  it('has no total when a category cannot be read, never a partial sum', () => {
    const income = parseIncome(wire({ task: '5.00', shop: 'n/a' }));
    expect(income.byCategory.shop).toBeNull();
    expect(income.total).toBeNull();
  });

  it('throws on a missing record (a malformed answer)', () => {
    expect(() => parseIncome(null as unknown as Parameters<typeof parseIncome>[0])).toThrow();
  });
});
