import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import {
  addMoney,
  divideByRatio,
  fractionWithdrawalFee,
  moneyFromCents,
  multiplyByRatio,
  parseMoney,
  parseRatio,
} from './money';

const cents = (d: Decimal) => BigInt(d.times(100).toFixed(0));

describe('parseRatio', () => {
  it('reads fee fractions and rates exactly, as numerator / 10^decimals', () => {
    expect(parseRatio('0.05')).toEqual({ numerator: 5n, denominator: 100n });
    expect(parseRatio('7.20')).toEqual({ numerator: 720n, denominator: 100n });
    expect(parseRatio(' 7.2 ')).toEqual({ numerator: 72n, denominator: 10n });
    expect(parseRatio('0')).toEqual({ numerator: 0n, denominator: 1n });
    expect(parseRatio('12')).toEqual({ numerator: 12n, denominator: 1n });
    expect(parseRatio(0.05)).toEqual({ numerator: 5n, denominator: 100n });
    expect(parseRatio(7.1)).toEqual({ numerator: 71n, denominator: 10n });
    expect(parseRatio(1234.5)).toEqual({ numerator: 12345n, denominator: 10n });
    expect(parseRatio(0)).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('refuses anything that is not a plain non-negative decimal', () => {
    for (const bad of [
      '',
      ' ',
      '-0.05',
      '+1',
      '1,234.5',
      '1e3',
      '.5',
      '5.',
      '5 %',
      'abc',
      '0x10',
      NaN,
      Infinity,
      -1,
      null,
      undefined,
      {},
      [],
      true,
    ]) {
      expect(parseRatio(bad), String(bad)).toBeNull();
    }
  });
});

describe('converting at a rate', () => {
  const rate = parseRatio('7.20')!;

  it('multiplies and divides, rounding half away from zero to the cent', () => {
    expect(multiplyByRatio(parseMoney('10.00')!, rate)).toBe(7200n);
    expect(divideByRatio(parseMoney('1803.60')!, rate)).toBe(25050n);
    // 1.00 / 7.20 = 0.13888... -> 0.14; 0.01 x 7.20 = 0.072 -> 0.07.
    expect(divideByRatio(parseMoney('1.00')!, rate)).toBe(14n);
    expect(multiplyByRatio(moneyFromCents(1), rate)).toBe(7n);
    // 0.36 / 7.20 = 0.05 exactly.
    expect(divideByRatio(moneyFromCents(36), rate)).toBe(5n);
    // 0.09 / 7.20 = 0.0125 -> 0.01; 0.11 x 0.05 = 0.0055 -> 0.01 (half up).
    expect(divideByRatio(moneyFromCents(9), rate)).toBe(1n);
    expect(multiplyByRatio(moneyFromCents(11), parseRatio('0.05')!)).toBe(1n);
    expect(multiplyByRatio(moneyFromCents(9), parseRatio('0.05')!)).toBe(0n);
  });

  it('converts nothing at a zero rate', () => {
    expect(divideByRatio(parseMoney('10')!, parseRatio('0.00')!)).toBeNull();
    expect(multiplyByRatio(parseMoney('10')!, parseRatio('0')!)).toBe(0n);
  });

  it('agrees with decimal arithmetic for every amount and rate', () => {
    const amounts = fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => new Decimal(c).div(100));
    const rates = fc.integer({ min: 1, max: 2_000_000 }).map((r) => new Decimal(r).div(10_000));
    fc.assert(
      fc.property(amounts, rates, (amount, r) => {
        const ratio = parseRatio(r.toFixed(4))!;
        const money = parseMoney(amount.toFixed(2))!;
        expect(multiplyByRatio(money, ratio)).toBe(
          cents(amount.times(r).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
        );
        expect(divideByRatio(money, ratio)).toBe(
          cents(amount.div(r).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
        );
      }),
      { examples: [[new Decimal('0.09'), new Decimal('7.2')]] },
    );
  });
});

describe('fractionWithdrawalFee', () => {
  it('charges the fraction of the amount, half-up, and pays the rest', () => {
    const fee = (amount: string, fraction: string) =>
      fractionWithdrawalFee(parseMoney(amount)!, parseRatio(fraction)!);
    expect(fee('100.00', '0.05')).toEqual({ fee: 500n, net: 9500n });
    // 3 % of 100.50 = 3.015 -> 3.02.
    expect(fee('100.50', '0.03')).toEqual({ fee: 302n, net: 9748n });
    expect(fee('710.00', '0.05')).toEqual({ fee: 3550n, net: 67450n });
    expect(fee('50', '0')).toEqual({ fee: 0n, net: 5000n });
    // A fee of the whole amount or more leaves nothing (callers refuse it).
    expect(fee('10', '1')).toEqual({ fee: 1000n, net: 0n });
    expect(fee('10', '1.5').net).toBe(-500n);
  });

  it('is amount x (1 - fee) as decimal arithmetic does, for every amount and fraction', () => {
    const amounts = fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => new Decimal(c).div(100));
    const fractions = fc.integer({ min: 0, max: 10_000 }).map((f) => new Decimal(f).div(10_000));
    fc.assert(
      fc.property(amounts, fractions, (amount, f) => {
        const { fee, net } = fractionWithdrawalFee(
          parseMoney(amount.toFixed(2))!,
          parseRatio(f.toFixed(4))!,
        );
        const expected = amount.times(f).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        expect(fee).toBe(cents(expected));
        expect(net).toBe(cents(amount.minus(expected)));
        expect(addMoney(fee, net)).toBe(cents(amount));
      }),
    );
  });
});
