import { compareMoney, subMoney, sumMoney, type Money } from '@merchant/api';

/**
 * What a payment from the balance looks like before the merchant confirms it: the amount, the
 * balance, what is left, and how much is missing. When the balance or the price cannot be read
 * the payment is `unreadable`: it is refused with a clear message and never sent.
 */
export type PaymentQuote =
  | { status: 'unreadable' }
  | { status: 'ok'; amount: Money; balance: Money; after: Money; short: Money | null };

/** The quote of paying `amount` from `balance`, exactly. */
export function quotePayment(balance: Money | null, amount: Money | null): PaymentQuote {
  if (balance === null || amount === null) return { status: 'unreadable' };
  const short = compareMoney(amount, balance) > 0 ? subMoney(amount, balance) : null;
  return { status: 'ok', amount, balance, after: subMoney(balance, amount), short };
}

/** The total of several amounts (orders picked together); null when one cannot be read. */
export function sumAmounts(amounts: readonly (Money | null)[]): Money | null {
  if (amounts.some((amount) => amount === null)) return null;
  return sumMoney(amounts as Money[]);
}
