import { describe, expect, it } from 'vitest';
import { readPercent, rowKey } from './read';

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

describe('rowKey', () => {
  it('uses the id the server sent', () => {
    expect(rowKey({ id: 7, title: 'a' }, 'id', 3)).toBe('id:7');
    expect(rowKey({ level_id: '2' }, 'level_id', 0)).toBe('id:2');
  });

  it('makes a stable key from place and content when the id is missing', () => {
    const a = rowKey({ title: 'a', money: '1.00' }, 'id', 0);
    expect(a).toBe(rowKey({ title: 'a', money: '1.00' }, 'id', 0));
    expect(a).not.toBe(rowKey({ title: 'a', money: '1.00' }, 'id', 1));
    expect(a).not.toBe(rowKey({ title: 'b', money: '1.00' }, 'id', 0));
    expect(a.startsWith('at:0:')).toBe(true);
  });

  it('never throws on rows that are not records', () => {
    expect(rowKey(null, 'id', 2)).toMatch(/^at:2:/);
    expect(rowKey('x', 'id', 0)).toMatch(/^at:0:/);
  });
});
