import { intlLocale } from './intl';

declare const moneyBrand: unique symbol;

/** An exact amount of money: integer cents in a bigint. Build one with `parseMoney` or `moneyFromCents`. */
export type Money = bigint & { readonly [moneyBrand]: true };

/** Zero cents. */
export const ZERO = 0n as Money;

/** The fixed part of the blockchain (BSC/BEP20) withdrawal fee: 1 USDT, in cents. */
export const BLOCKCHAIN_FEE_FIXED = 100n as Money;

/** The proportional part of the blockchain withdrawal fee, in percent of the amount. */
export const BLOCKCHAIN_FEE_RATE_PERCENT = 3;

/** Wraps integer cents (a bigint, or a safe integer number) as Money. */
export function moneyFromCents(cents: bigint | number): Money {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`moneyFromCents: ${cents} is not a safe integer`);
  }
  return BigInt(cents) as Money;
}

const PLAIN = /^([+-]?)\$?(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

// A number's shortest decimal digits, never an exponent (1e21 -> "1,000,000,000,000,000,000,000",
// 1.5e-7 -> "0.00000015"); NaN and the infinities print as "NaN" and "∞", which PLAIN refuses.
// Made at the first number read, not as the module loads: the first Intl formatter of a page
// costs about 20 ms of the main thread (80 at 4x), and the login page, whose code loads this
// module, reads no amount. Its locale and options are read as the module loads, so that a
// mutant of them runs with the module loaded again, not hidden by the formatter kept.
const NUMBER_LOCALE = 'en-US';
const NUMBER_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 20 };
let numberText: Intl.NumberFormat | undefined;
const numberDigits = (n: number) =>
  (numberText ??= new Intl.NumberFormat(NUMBER_LOCALE, NUMBER_OPTIONS)).format(n);

/**
 * Parses a server amount exactly: "12.50", "-3", "1,234.00" (thousands commas in groups of
 * three), "$1,234.50", or a number (read through its shortest decimal string, never through
 * float arithmetic). Spaces around are ignored. Digits past the cent are rounded half away
 * from zero ("0.005" -> 1 cent, "-0.005" -> -1 cent). Anything else (junk, "", NaN,
 * Infinity, null) gives null.
 */
export function parseMoney(v: string | number | null | undefined): Money | null {
  if (v === null || v === undefined) return null;
  const match = PLAIN.exec(typeof v === 'number' ? numberDigits(v) : v.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (whole === undefined && fraction === '') return null;
  // The whole digits then the cents, as one integer: "12" and "5" -> 1250n.
  let cents = BigInt((whole ?? '').replaceAll(',', '') + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.charAt(2) >= '5') cents += 1n;
  return (sign === '-' ? -cents : cents) as Money;
}

/** a + b. */
export function addMoney(a: Money, b: Money): Money {
  return (a + b) as Money;
}

/** a - b. */
export function subMoney(a: Money, b: Money): Money {
  return (a - b) as Money;
}

/** The sum of a list (ZERO when empty). */
export function sumMoney(list: Iterable<Money>): Money {
  let total = 0n;
  for (const m of list) total += m;
  return total as Money;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b (usable by Array.prototype.sort). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True for zero cents. */
export function isZero(m: Money): boolean {
  return m === 0n;
}

/** True for more than zero cents (a withdrawal whose net is not positive must be refused). */
export function isPositive(m: Money): boolean {
  return m > 0n;
}

/**
 * amount * numerator / denominator, rounded half away from zero to the cent, in integers:
 * 3% is `percentOf(amount, 3)`, 2.5% is `percentOf(amount, 25, 1000)`.
 */
export function percentOf(
  amount: Money,
  numerator: bigint | number,
  denominator: bigint | number = 100,
): Money {
  const num = toBigInt(numerator, 'numerator');
  const den = toBigInt(denominator, 'denominator');
  if (den <= 0n) throw new RangeError('percentOf: the denominator must be positive');
  const product = amount * num;
  // Stryker disable next-line EqualityOperator: "<=" differs only for 0n, where -0n is 0n
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (2n * magnitude + den) / (2n * den);
  return (negative ? -rounded : rounded) as Money;
}

function toBigInt(n: bigint | number, name: string): bigint {
  if (typeof n === 'bigint') return n;
  if (!Number.isSafeInteger(n)) throw new RangeError(`percentOf: ${name} must be an integer`);
  return BigInt(n);
}

/**
 * The fee of a blockchain withdrawal (1 USDT plus 3% of the amount, the 3% rounded half-up
 * to the cent) and what arrives. `net` can be zero or negative for small amounts: check
 * `isPositive(net)` before offering the confirmation.
 */
export function blockchainWithdrawalFee(amount: Money): { fee: Money; net: Money } {
  const fee = addMoney(BLOCKCHAIN_FEE_FIXED, percentOf(amount, BLOCKCHAIN_FEE_RATE_PERCENT));
  return { fee, net: subMoney(amount, fee) };
}

/**
 * The fee of a withdrawal as the server states it (a network other than BSC/BEP20, a bank
 * card): `fixed` plus `numerator / denominator` of the amount (2.5% is 25 / 1000), that part
 * rounded half-up to the cent, and what arrives. `net` can be zero or negative: check
 * `isPositive(net)` before offering the confirmation.
 */
export function statedWithdrawalFee(
  amount: Money,
  fixed: Money,
  numerator: bigint | number,
  denominator: bigint | number = 100,
): { fee: Money; net: Money } {
  const fee = addMoney(fixed, percentOf(amount, numerator, denominator));
  return { fee, net: subMoney(amount, fee) };
}

/**
 * An exact non-negative decimal the platform sends as a ratio, `numerator / denominator`: a fee
 * fraction ("0.05" is 5 / 100, 5 %), an exchange rate ("7.20" CNY per USD is 720 / 100).
 */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint };

const RATIO = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads a ratio exactly: "0.05", "7.2", " 7.20 ", or a number (through its shortest decimal
 * string, never float arithmetic). Negative values, thousands separators, exponents, junk, ""
 * and NaN give null.
 */
export function parseRatio(v: unknown): Ratio | null {
  const text =
    typeof v === 'number'
      ? numberDigits(v).replaceAll(',', '')
      : typeof v === 'string'
        ? v.trim()
        : // Stryker disable next-line StringLiteral: any text but a decimal gives null, as '' does
          '';
  const match = RATIO.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return {
    numerator: BigInt(`${whole}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
  };
}

/** amount x ratio, rounded half away from zero to the cent (CNY from USD at a rate). */
export function multiplyByRatio(amount: Money, ratio: Ratio): Money {
  return percentOf(amount, ratio.numerator, ratio.denominator);
}

/**
 * amount / ratio, rounded half away from zero to the cent (USD from CNY at a rate); null for a
 * zero ratio, which converts nothing.
 */
export function divideByRatio(amount: Money, ratio: Ratio): Money | null {
  if (ratio.numerator === 0n) return null;
  return percentOf(amount, ratio.denominator, ratio.numerator);
}

/**
 * The fee of a withdrawal that costs a fraction of its amount (the platform's `service_charge`
 * and `wallet_service_charge`, 0.05 = 5 %), rounded half-up to the cent, and what arrives:
 * amount x (1 - fraction). `net` can be zero or negative: check `isPositive(net)`.
 */
export function fractionWithdrawalFee(amount: Money, fraction: Ratio): { fee: Money; net: Money } {
  return statedWithdrawalFee(amount, ZERO, fraction.numerator, fraction.denominator);
}

/** The amount as forms post it: "1234.50", "-0.05" (dot, two decimals, no grouping). */
export function moneyToDecimalString(m: Money): string {
  const negative = m < 0n;
  const magnitude = negative ? -m : m;
  const whole = magnitude / 100n;
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Units that are not ISO currencies, which Intl cannot write: USDT, the token blockchain
 * withdrawals and deposits move. They are written as crypto wallets write them, the number in
 * the language then the unit ("1,234.50 USDT", "1.234,50 USDT" in Vietnamese).
 */
const TOKEN_UNITS: readonly string[] = ['USDT'];

/**
 * The amount in the user's language ("$1,234.50" in en-US; "12.50 USDT" for a token unit),
 * formatting the exact decimal string so no float ever rounds it. Meant for two-decimal
 * currencies (the platform shows USD).
 */
export function formatMoney(m: Money, locale: string | null | undefined, currency = 'USD'): string {
  // Keyed by the language as given: a list of amounts canonicalises it once, not once an amount
  // (it showed in the long order list's scroll profile).
  const key = `${locale}|${currency}`;
  const token = TOKEN_UNITS.includes(currency);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      intlLocale(locale),
      token
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { style: 'currency', currency },
    );
    formatters.set(key, formatter);
  }
  const text = formatter.format(moneyToDecimalString(m) as Intl.StringNumericLiteral);
  return token ? `${text}\u00a0${currency}` : text;
}
