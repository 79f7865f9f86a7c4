import { useCallback } from 'react';
import { useLanguage } from './useLanguage';

// One formatter per language and number of decimals, for the whole app: building one costs far
// more than using it, and a list draws a count on every row.
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(language: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
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
    (value: number, fractionDigits = 0) => formatFor(language, fractionDigits).format(value),
    [language],
  );
}
