import { formatMoney, type Money } from '@merchant/api';
import { useCallback } from 'react';
import { useLanguage } from './useLanguage';

/**
 * Amounts as text in the user's language, for where a `MoneyText` element cannot go: inside a
 * translated sentence, an accessible value, a field's value, a chart's readout. The currency is
 * USD unless given (USDT, CNY). Exact: the amount never goes through a float.
 */
export function useFormatMoney(): (amount: Money, currency?: string) => string {
  const language = useLanguage();
  return useCallback(
    (amount: Money, currency?: string) => formatMoney(amount, language, currency),
    [language],
  );
}
