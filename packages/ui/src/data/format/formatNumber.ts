import type { Ratio } from '@merchant/api';
import { useCallback } from 'react';
import { useLanguage } from './useLanguage';

// One formatter per language, style and number of decimals, for the whole app: building one
// costs far more than using it, and a list draws a count on every row.
const formats = new Map<string, Intl.NumberFormat>();

/** The app's number formatter for a language, style (a count or a percentage) and decimals. */
export function numberFormat(
  language: string,
  fractionDigits: number,
  style: 'decimal' | 'percent' = 'decimal',
): Intl.NumberFormat {
  const key = `${language}|${style}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Counts (views, sales, stock, quantities, followers) in the user's language: "1,947" in
 * Chinese and English, "1.947" in Vietnamese. `fractionDigits` fixes the decimals (ratings).
 * Money never goes through here: amounts are `MoneyText` (exact cents).
 */
export function useFormatNumber(): (value: number, fractionDigits?: number) => string {
  const language = useLanguage();
  return useCallback(
    (value: number, fractionDigits = 0) => numberFormat(language, fractionDigits).format(value),
    [language],
  );
}

/**
 * A ratio the platform sent (an exchange rate, a fee fraction) as exact decimal text in the
 * language: "7.10" as sent, or with `percent` the fraction in percent without trailing zeros
 * ("0.05" -> "5", "0.125" -> "12.5"). Never for money.
 */
export function ratioText(ratio: Ratio, language: string, percent = false): string {
  const decimals = ratio.denominator.toString().length - 1;
  const digits = (ratio.numerator * (percent ? 100n : 1n)).toString().padStart(decimals + 1, '0');
  const plain =
    decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  const shown = percent && plain.includes('.') ? plain.replace(/\.?0+$/, '') : plain;
  return numberFormat(language, shown.split('.')[1]?.length ?? 0).format(
    shown as Intl.StringNumericLiteral,
  );
}
