import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type * as Dates from './dates';

/**
 * The phone's zone must not change a single result: every test runs in UTC, in a zone ahead
 * of it (Bangkok, UTC+7) and in one behind it with summer time (Los Angeles, UTC-8/-7), each
 * with the offset it must have on 1970-01-01, to prove the zone really changed.
 */
const ZONES = [
  ['UTC', 0],
  ['Asia/Bangkok', -420],
  ['America/Los_Angeles', 480],
] as const;

describe.each(ZONES)('in the zone %s', (zone, offsetMinutes) => {
  const savedZone = process.env.TZ;
  let dates: typeof Dates;

  beforeAll(async () => {
    // Node applies a new TZ at once; a fresh module makes its cached formatters in that zone.
    process.env.TZ = zone;
    vi.resetModules();
    dates = await import('./dates');
  });

  afterAll(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it('really runs in that zone', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(offsetMinutes);
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  describe('parseServerTime', () => {
    it('reads wall-clock strings as UTC wall-clock', () => {
      const { parseServerTime } = dates;
      expect(parseServerTime('2024-03-01 14:05:09')?.toISOString()).toBe(
        '2024-03-01T14:05:09.000Z',
      );
      expect(parseServerTime('2024-03-01')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
      expect(parseServerTime(' 2024-03-01 14:05 ')?.toISOString()).toBe('2024-03-01T14:05:00.000Z');
      expect(parseServerTime('2024-02-29 23:59:59')?.toISOString()).toBe(
        '2024-02-29T23:59:59.000Z',
      );
    });

    it('reads unix seconds, as a number or a numeric string', () => {
      const { parseServerTime } = dates;
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
      expect(dates.parseServerTime(input)).toBeNull();
    });

    it('agrees with the unix form for every second', () => {
      const { parseServerTime } = dates;
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
    it('shows the digits the server wrote', () => {
      const { formatDate, formatDateTime, parseServerTime } = dates;
      const date = parseServerTime('2024-03-01 14:05:09')!;
      expect(formatDateTime(date, 'en-US')).toBe('03/01/2024, 02:05:09 PM');
      expect(formatDateTime(date, 'zh-CN')).toBe('2024/03/01 14:05:09');
      expect(formatDate(date, 'en-US')).toBe('03/01/2024');
      expect(formatDate(date, 'de-DE')).toBe('01.03.2024');
      // Near midnight the zone would move the day itself.
      const lateNight = parseServerTime('2024-03-01 23:30:00')!;
      expect(formatDateTime(lateNight, 'zh-CN')).toBe('2024/03/01 23:30:00');
      expect(formatDate(parseServerTime('2024-03-01 00:30:00')!, 'de-DE')).toBe('01.03.2024');
    });

    it('never throws on a malformed language tag', () => {
      const { formatDate, formatDateTime, parseServerTime } = dates;
      const date = parseServerTime('2024-03-01 14:05:09')!;
      expect(formatDate(date, 'en_US')).toBe('03/01/2024');
      expect(() => formatDateTime(date, '!!')).not.toThrow();
      expect(() => formatDate(date, null)).not.toThrow();
    });
  });
});
