import { describe, expect, it } from 'vitest';
import { parseMoney } from '@merchant/api';
import {
  readCount,
  readId,
  readList,
  readMoney,
  readPercent,
  readRecord,
  readText,
  readTime,
  rowKey,
} from './read';

describe('readMoney', () => {
  it('reads an amount exactly, as text or as a number', () => {
    expect(readMoney('12.50')).toBe(1250n);
    expect(readMoney('1,234.00')).toBe(123400n);
    expect(readMoney(12.5)).toBe(1250n);
    expect(readMoney(0)).toBe(0n);
    expect(readMoney('-3.10')).toBe(parseMoney('-3.10'));
  });

  it('gives null, never zero, for an amount it cannot read', () => {
    for (const value of [null, undefined, '', 'abc', '12.5.0', NaN, Infinity, {}, [], true]) {
      expect(readMoney(value), String(value)).toBeNull();
    }
  });
});

describe('readCount', () => {
  it('reads a finite number or a numeric string', () => {
    expect(readCount(3)).toBe(3);
    expect(readCount(0)).toBe(0);
    expect(readCount(' 42 ')).toBe(42);
    expect(readCount('-2')).toBe(-2);
    expect(readCount('1.5')).toBe(1.5);
    expect(readCount('1.25')).toBe(1.25);
  });

  it('gives null for anything else', () => {
    for (const value of [
      NaN,
      Infinity,
      '',
      '3x',
      '1e3',
      '1.',
      '.5',
      '1,000',
      null,
      undefined,
      {},
      [7],
    ]) {
      expect(readCount(value), String(value)).toBeNull();
    }
  });
});

describe('readText', () => {
  it('keeps strings, prints finite numbers, and gives "" for anything else', () => {
    expect(readText('Harbour Tea')).toBe('Harbour Tea');
    expect(readText('')).toBe('');
    expect(readText(1016)).toBe('1016');
    for (const value of [null, undefined, NaN, Infinity, {}, ['a'], true]) {
      expect(readText(value), String(value)).toBe('');
    }
  });
});

describe('readTime', () => {
  it('reads a formatted server time or a unix time', () => {
    expect(readTime('2026-11-20 08:30:00')).toEqual(new Date(Date.UTC(2026, 10, 20, 8, 30)));
    expect(readTime(1_700_000_000)).toEqual(new Date(1_700_000_000_000));
  });

  it('gives null for what is not a time', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-02-30 00:00:00', {}, true]) {
      expect(readTime(value), String(value)).toBeNull();
    }
  });
});

describe('readList and readRecord', () => {
  it('give back the list or record the contract promises', () => {
    const list = [1, 2];
    expect(readList(list)).toBe(list);
    expect(readList([])).toEqual([]);
    const record = { id: 1 };
    expect(readRecord(record)).toBe(record);
  });

  it('throw on anything else: the query becomes a malformed answer', () => {
    for (const value of [null, undefined, {}, 'list', 3]) {
      expect(() => readList(value as never), String(value)).toThrow('expected a list');
    }
    for (const value of [null, undefined, [], 'record', 3]) {
      expect(() => readRecord(value as never), String(value)).toThrow('expected a record');
    }
  });
});

describe('readId', () => {
  it('reads a numeric id and throws on anything else', () => {
    expect(readId(7)).toBe(7);
    expect(readId('1016')).toBe(1016);
    for (const value of [null, undefined, '', 'SO1', NaN, {}]) {
      expect(() => readId(value), String(value)).toThrow('expected an id');
    }
  });
});

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

  it('keeps every digit, drops only trailing zeros of the decimals', () => {
    expect(readPercent('12.5')).toMatchObject({ numerator: 125n, denominator: 1000n, value: 12.5 });
    expect(readPercent('2.05')).toMatchObject({
      numerator: 205n,
      denominator: 10000n,
      fractionDigits: 2,
    });
    expect(readPercent('2.500')).toMatchObject({ numerator: 25n, fractionDigits: 1 });
    expect(readPercent('3.0')).toMatchObject({ numerator: 3n, denominator: 100n, value: 3 });
  });

  it('gives null for what is not a non-negative decimal', () => {
    for (const value of ['-1', '', 'five', '5%', '1e3', null, undefined, NaN, Infinity, {}, [5]]) {
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

  it('never throws on rows that are not records, and takes no id from them', () => {
    expect(rowKey(null, 'id', 2)).toMatch(/^at:2:/);
    expect(rowKey('x', 'id', 0)).toMatch(/^at:0:/);
    // A string has characters by index: '7'[0] is not an id.
    expect(rowKey('7', '0', 1)).toMatch(/^at:1:/);
  });

  it('hashes with FNV-1a: nothing to write gives the offset basis', () => {
    expect(rowKey(undefined, 'id', 0)).toBe(`at:0:${(0x811c9dc5).toString(36)}`);
  });

  it('keys a row that cannot be written as JSON by its place alone', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const bare = rowKey(undefined, 'id', 3);
    expect(rowKey(circular, 'id', 3)).toBe(bare);
    expect(rowKey({ amount: 1n }, 'id', 3)).toBe(bare);
  });
});
