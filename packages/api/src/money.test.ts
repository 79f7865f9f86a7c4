import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import {
  BLOCKCHAIN_FEE_FIXED,
  BLOCKCHAIN_FEE_RATE_PERCENT,
  ZERO,
  addMoney,
  blockchainWithdrawalFee,
  compareMoney,
  formatMoney,
  isPositive,
  isZero,
  moneyFromCents,
  moneyToDecimalString,
  parseMoney,
  percentOf,
  subMoney,
  sumMoney,
  type Money,
} from './money';

const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const money = cents.map((c) => moneyFromCents(c));

/** "123.45" for 12345n: a cent string as the server sends it. */
const centString = (c: bigint): string => {
  const sign = c < 0n ? '-' : '';
  const m = c < 0n ? -c : c;
  return `${sign}${m / 100n}.${(m % 100n).toString().padStart(2, '0')}`;
};

describe('parseMoney', () => {
  it.each([
    ['12.50', 1250n],
    ['-3', -300n],
    ['1,234.00', 123400n],
    ['12,345,678.9', 1234567890n],
    ['  7.1  ', 710n],
    ['+4', 400n],
    ['.5', 50n],
    ['0', 0n],
    ['$1,234.50', 123450n],
    ['-$0.05', -5n],
    ['0.005', 1n],
    ['0.0049', 0n],
    ['-0.005', -1n],
    ['2.675', 268n],
    ['99999999999999999999.99', 9999999999999999999999n],
  ])('reads %j as %s cents', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    [12.5, 1250n],
    [-3, -300n],
    [0.1, 10n],
    [0.1 + 0.2, 30n],
    [1.005, 101n],
    [1234.5, 123450n],
    [0.0049, 0n],
    [-0.005, -1n],
    [1e21, 100000000000000000000000n],
    [1.2345e21, 123450000000000000000000n],
    [-1.2345e21, -123450000000000000000000n],
    [1.5e-7, 0n],
    [-1.5e-7, 0n],
    [-0, 0n],
  ])('reads the number %s through its shortest decimal string', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    'abc',
    '',
    '   ',
    '1.2.3',
    '-',
    '.',
    '$',
    '1,23.00',
    '12,34',
    '1 234',
    '1e3',
    '12abc',
    '--1',
    NaN,
    Infinity,
    -Infinity,
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it('has no float drift: the sum of many parsed cent strings is the integer sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { maxLength: 200 }),
        (list) => {
          const parsed = list.map((c) => parseMoney(centString(c)));
          expect(parsed.every((m) => m !== null)).toBe(true);
          expect(sumMoney(parsed as Money[])).toBe(list.reduce((a, b) => a + b, 0n));
        },
      ),
    );
  });

  it('adds 0.1 and 0.2 to exactly 0.30', () => {
    const sum = addMoney(parseMoney('0.1')!, parseMoney('0.2')!);
    expect(moneyToDecimalString(sum)).toBe('0.30');
  });

  it('reads back what moneyToDecimalString wrote, for any amount', () => {
    fc.assert(fc.property(money, (m) => parseMoney(moneyToDecimalString(m)) === m));
  });

  it('reads back what formatMoney wrote in en-US', () => {
    fc.assert(fc.property(money, (m) => parseMoney(formatMoney(m, 'en-US')) === m));
  });

  it('reads any two-decimal number exactly as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (c) => {
        expect(parseMoney(c / 100)).toBe(BigInt(c));
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, sums and compares exactly', () => {
    const a = moneyFromCents(1050);
    const b = moneyFromCents(25n);
    expect(addMoney(a, b)).toBe(1075n);
    expect(subMoney(b, a)).toBe(-1025n);
    expect(sumMoney([])).toBe(ZERO);
    expect(sumMoney(new Set([a, b]))).toBe(1075n);
    expect([a, b, ZERO].sort(compareMoney)).toEqual([0n, 25n, 1050n]);
    expect(compareMoney(a, a)).toBe(0);
    expect(isZero(ZERO)).toBe(true);
    expect(isZero(b)).toBe(false);
    expect(isPositive(b)).toBe(true);
    expect(isPositive(ZERO)).toBe(false);
  });

  it('refuses cents that are not safe integers, saying which', () => {
    expect(() => moneyFromCents(1.5)).toThrow(
      new RangeError('moneyFromCents: 1.5 is not a safe integer'),
    );
    expect(() => moneyFromCents(2 ** 60)).toThrow(RangeError);
    expect(moneyFromCents(2 ** 53 - 1)).toBe(9007199254740991n);
    expect(moneyFromCents(2n ** 60n)).toBe(1152921504606846976n);
  });

  it('takes a ratio rounding half away from zero', () => {
    expect(percentOf(moneyFromCents(150), 3)).toBe(5n); // 4.5 -> 5
    expect(percentOf(moneyFromCents(149), 3)).toBe(4n); // 4.47 -> 4
    expect(percentOf(moneyFromCents(-150), 3)).toBe(-5n);
    expect(percentOf(moneyFromCents(1000), 25, 1000)).toBe(25n);
    expect(percentOf(moneyFromCents(-149), 3)).toBe(-4n);
    expect(percentOf(ZERO, 3)).toBe(0n);
    expect(percentOf(moneyFromCents(1000), 25n, 1000n)).toBe(25n);
  });

  it('refuses a ratio it cannot apply exactly, saying why', () => {
    const notPositive = new RangeError('percentOf: the denominator must be positive');
    expect(() => percentOf(moneyFromCents(100), 1, 0)).toThrow(notPositive);
    expect(() => percentOf(moneyFromCents(100), 1, -100)).toThrow(notPositive);
    expect(() => percentOf(moneyFromCents(100), 1, 0n)).toThrow(notPositive);
    // Not integers, or too large to be exact as numbers (pass a bigint instead).
    const numerator = new RangeError('percentOf: numerator must be an integer');
    expect(() => percentOf(moneyFromCents(100), 0.5)).toThrow(numerator);
    expect(() => percentOf(moneyFromCents(100), 2 ** 60)).toThrow(numerator);
    expect(() => percentOf(moneyFromCents(100), 1, 2 ** 60)).toThrow(
      new RangeError('percentOf: denominator must be an integer'),
    );
  });
});

describe('blockchainWithdrawalFee', () => {
  it('is 1 USDT plus 3%', () => {
    expect(BLOCKCHAIN_FEE_FIXED).toBe(100n);
    expect(BLOCKCHAIN_FEE_RATE_PERCENT).toBe(3);
    expect(blockchainWithdrawalFee(parseMoney('100')!)).toEqual({ fee: 400n, net: 9600n });
    expect(blockchainWithdrawalFee(parseMoney('0.50')!)).toEqual({ fee: 102n, net: -52n });
    expect(blockchainWithdrawalFee(parseMoney('12.34')!)).toEqual({ fee: 137n, net: 1097n });
  });

  it('gives a net that is not positive for tiny amounts, which callers refuse', () => {
    expect(isPositive(blockchainWithdrawalFee(moneyFromCents(103)).net)).toBe(false);
    expect(isPositive(blockchainWithdrawalFee(moneyFromCents(104)).net)).toBe(true);
  });

  it('keeps fee + net === amount for every amount', () => {
    fc.assert(
      fc.property(money, (amount) => {
        const { fee, net } = blockchainWithdrawalFee(amount);
        return addMoney(fee, net) === amount;
      }),
    );
  });

  it('charges 1.00 plus 3% rounded half-up to the cent, as decimal arithmetic does', () => {
    // The oracle is decimal.js working on the amount's text, not the cents formula of money.ts.
    const amounts = fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => new Decimal(c).div(100));
    fc.assert(
      fc.property(amounts, (amountDecimal) => {
        const amountText = amountDecimal.toFixed(2);
        const amount = parseMoney(amountText)!;
        const expectedFee = amountDecimal
          .times('0.03')
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .plus('1.00');
        const { fee, net } = blockchainWithdrawalFee(amount);
        const cents = (d: Decimal) => BigInt(d.times(100).toFixed(0));
        expect(fee).toBe(cents(expectedFee));
        expect(net).toBe(cents(amountDecimal.minus(expectedFee)));
        expect(fee).toBeGreaterThanOrEqual(cents(new Decimal('1.00')));
        expect(addMoney(fee, net)).toBe(amount);
      }),
      // The range's ends, and amounts whose 3% ends in exactly half a cent (0.50, 12.50).
      {
        examples: [
          [new Decimal('0.01')],
          [new Decimal('10000000.00')],
          [new Decimal('0.50')],
          [new Decimal('12.50')],
        ],
      },
    );
  });
});

describe('moneyToDecimalString and formatMoney', () => {
  it('writes what forms post', () => {
    expect(moneyToDecimalString(moneyFromCents(123450))).toBe('1234.50');
    expect(moneyToDecimalString(moneyFromCents(-5))).toBe('-0.05');
    expect(moneyToDecimalString(ZERO)).toBe('0.00');
  });

  it('formats in the language, exactly, beyond float precision', () => {
    expect(formatMoney(moneyFromCents(123450), 'en-US')).toBe('$1,234.50');
    expect(formatMoney(moneyFromCents(-5), 'en-US')).toBe('-$0.05');
    expect(formatMoney(parseMoney('90071992547409.93')!, 'en-US')).toBe('$90,071,992,547,409.93');
    expect(formatMoney(moneyFromCents(123450), 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatMoney(moneyFromCents(123450), 'zh-CN')).toBe('US$1,234.50');
  });

  it('formats other currencies in the language', () => {
    expect(formatMoney(moneyFromCents(123450), 'en-US', 'EUR')).toBe('€1,234.50');
    expect(formatMoney(moneyFromCents(123450), 'de-DE', 'EUR')).toBe('1.234,50\u00a0€');
  });

  it('writes USDT, which Intl does not know, after the number in the language', () => {
    expect(formatMoney(moneyFromCents(1250), 'en', 'USDT')).toBe('12.50\u00a0USDT');
    expect(formatMoney(moneyFromCents(123450), 'zh-CN', 'USDT')).toBe('1,234.50\u00a0USDT');
    expect(formatMoney(moneyFromCents(123450), 'vi', 'USDT')).toBe('1.234,50\u00a0USDT');
    expect(formatMoney(moneyFromCents(-52), 'ja', 'USDT')).toBe('-0.52\u00a0USDT');
    expect(formatMoney(parseMoney('90071992547409.93')!, 'en', 'USDT')).toBe(
      '90,071,992,547,409.93\u00a0USDT',
    );
    expect(formatMoney(ZERO, 'th', 'USDT')).toBe('0.00\u00a0USDT');
  });

  it('builds one formatter per language and currency, however many amounts it formats', () => {
    const constructed = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let c = 0; c < 20; c += 1) formatMoney(moneyFromCents(c), 'fr-FR', 'EUR');
      expect(constructed).toHaveBeenCalledTimes(1);
    } finally {
      constructed.mockRestore();
    }
  });

  it('falls back to the default language on a malformed tag instead of throwing', () => {
    expect(formatMoney(moneyFromCents(100), 'zh_CN')).toBe('US$1.00');
    expect(() => formatMoney(moneyFromCents(100), '!!')).not.toThrow();
    expect(() => formatMoney(moneyFromCents(100), null)).not.toThrow();
  });
});
