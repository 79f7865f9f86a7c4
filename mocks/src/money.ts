/**
 * Money inside the fake platform is integer cents; it leaves as the real server writes it.
 */

/** Cents -> "1234.50" (the plain form most fields use). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Cents -> "1,234.50" (summary figures such as the dashboard). */
export function formatThousands(cents: number): string {
  const plain = formatMoney(cents);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** Cents -> a number with two decimals (the few fields the server sends as numbers). */
export function moneyNumber(cents: number): number {
  return Number(formatMoney(cents));
}

/**
 * Parses what a client posts ("12.5", "12.50", 12.5, "1,200.00") into cents, exactly
 * (string arithmetic, no float multiplication). Returns null for anything that is not a
 * non-negative amount with at most two decimals.
 */
export function parseMoney(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim().replace(/,/g, '');
  } else {
    return null;
  }
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** `cents * percent / 100`, rounded half-up to the cent; percent may carry decimals ("3", "0.5"). */
export function percentOf(cents: number, percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  const scale = 10 ** fraction.length;
  const numerator = cents * Number(`${whole}${fraction}`);
  const denominator = 100 * scale;
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** The digits of a plain decimal ("7.20" -> [720, 100]); throws on anything else (fixtures only). */
function decimalParts(decimal: string): [number, number] {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`not a plain decimal: ${decimal}`);
  const fraction = match[2] ?? '';
  return [Number(`${match[1]}${fraction}`), 10 ** fraction.length];
}

/** `cents * decimal` ("0.05", "7.10"), rounded half-up to the cent. */
export function multiplyDecimal(cents: number, decimal: string): number {
  const [digits, scale] = decimalParts(decimal);
  return Math.floor((cents * digits * 2 + scale) / (scale * 2));
}

/** `cents / decimal` (a rate such as "7.20"), rounded half-up to the cent. */
export function divideDecimal(cents: number, decimal: string): number {
  const [digits, scale] = decimalParts(decimal);
  if (digits === 0) throw new RangeError('division by zero');
  return Math.floor((cents * scale * 2 + digits) / (digits * 2));
}
