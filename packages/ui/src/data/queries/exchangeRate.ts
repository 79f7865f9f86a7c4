import { parseRatio, type Ratio, type components } from '@merchant/api';
import { $api } from '../kit/api';
import { readRecord } from '../kit/read';
import { requestState, selectData, type RequestState } from '../kit/requestState';

/**
 * CNY per USD (the balance's currency), as GET /merchant/merchant/getRate answers it: `rate` for
 * deposits (a bank transfer is entered in CNY), `extractRate` for bank withdrawals (also in CNY;
 * the platform's own client reads it there), `rate` when it is absent.
 */
export type ExchangeRates = { deposit: Ratio; withdrawal: Ratio };

/** A rate that converts: readable and more than zero. */
function positiveRatio(value: unknown): Ratio | null {
  const ratio = parseRatio(value);
  return ratio && ratio.numerator > 0n ? ratio : null;
}

/** Parses getRate's data; an unreadable or zero `rate` is a malformed answer. */
export function parseExchangeRates(data: components['schemas']['ExchangeRate']): ExchangeRates {
  const record = readRecord(data);
  const deposit = positiveRatio(record.rate);
  if (!deposit) throw new TypeError('no exchange rate');
  return { deposit, withdrawal: positiveRatio(record.extractRate) ?? deposit };
}

/** GET /merchant/merchant/getRate: the exchange rates, for every screen that converts. */
export function useExchangeRates(): RequestState<ExchangeRates> {
  const query = $api.useQuery('get', '/merchant/merchant/getRate', undefined, {
    select: selectData(parseExchangeRates),
  });
  return requestState(query);
}
