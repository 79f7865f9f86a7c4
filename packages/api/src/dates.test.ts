import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, parseServerTime } from './dates';

describe('parseServerTime', () => {
  it('reads wall-clock strings as UTC wall-clock', () => {
    expect(parseServerTime('2024-03-01 14:05:09')?.toISOString()).toBe('2024-03-01T14:05:09.000Z');
    expect(parseServerTime('2024-03-01')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(parseServerTime(' 2024-03-01 14:05 ')?.toISOString()).toBe('2024-03-01T14:05:00.000Z');
    expect(parseServerTime('2024-02-29 23:59:59')?.toISOString()).toBe('2024-02-29T23:59:59.000Z');
  });

  it('reads unix seconds, as a number or a numeric string', () => {
    expect(parseServerTime(1709301909)?.toISOString()).toBe('2024-03-01T14:05:09.000Z');
    expect(parseServerTime('1709301909')?.toISOString()).toBe('2024-03-01T14:05:09.000Z');
  });

  it.each([
    '',
    'abc',
    '2024-13-01',
    '2023-02-29',
    '2024-02-30 10:00:00',
    '2024-03-01 24:00:00',
    '2024-03-01 12:60:00',
    '2024-3-1',
    '0000-00-00 00:00:00',
    '01/03/2024',
    '-5',
    0,
    -1,
    NaN,
    Infinity,
    1e300,
    null,
    undefined,
  ])('gives null for %j', (input) => {
    expect(parseServerTime(input)).toBeNull();
  });

  it('agrees with the unix form for every second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4102444799 }), (seconds) => {
        const iso = new Date(seconds * 1000).toISOString();
        const wallClock = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
        expect(parseServerTime(wallClock)?.getTime()).toBe(seconds * 1000);
        expect(parseServerTime(seconds)?.getTime()).toBe(seconds * 1000);
      }),
    );
  });
});

describe('formatDateTime and formatDate', () => {
  const date = parseServerTime('2024-03-01 14:05:09')!;

  it('shows the digits the server wrote, whatever the zone of the phone', () => {
    expect(formatDateTime(date, 'en-US')).toBe('03/01/2024, 02:05:09 PM');
    expect(formatDateTime(date, 'zh-CN')).toBe('2024/03/01 14:05:09');
    expect(formatDate(date, 'en-US')).toBe('03/01/2024');
    expect(formatDate(date, 'de-DE')).toBe('01.03.2024');
  });

  it('never throws on a malformed language tag', () => {
    expect(formatDate(date, 'en_US')).toBe('03/01/2024');
    expect(() => formatDateTime(date, '!!')).not.toThrow();
    expect(() => formatDate(date, null)).not.toThrow();
  });
});
