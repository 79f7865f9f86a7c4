import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Counts (views, sales, stock, quantities, followers) in the user's language: "1,947" in
 * Chinese and English, "1.947" in Vietnamese. `fractionDigits` fixes the decimals (ratings).
 * Money never goes through here: amounts are `MoneyText` (exact cents).
 */
export function useFormatNumber(): (value: number, fractionDigits?: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const formats = useMemo(() => new Map<number, Intl.NumberFormat>(), [language]);
  return useCallback(
    (value: number, fractionDigits = 0) => {
      let format = formats.get(fractionDigits);
      if (!format) {
        format = new Intl.NumberFormat(language, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        });
        formats.set(fractionDigits, format);
      }
      return format.format(value);
    },
    [formats, language],
  );
}
