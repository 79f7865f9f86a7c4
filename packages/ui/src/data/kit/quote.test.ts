import { describe, expect, it } from 'vitest';
import { parseMoney, type Money } from '@merchant/api';
import { quotePayment, sumAmounts } from './quote';

const money = (text: string) => parseMoney(text) as Money;

describe('quotePayment', () => {
  it('shows the amount, the balance and what is left, exactly', () => {
    expect(quotePayment(money('100.10'), money('86.32'))).toEqual({
      status: 'ok',
      amount: money('86.32'),
      balance: money('100.10'),
      after: money('13.78'),
      short: null,
    });
  });

  it('is not short when the price is the whole balance', () => {
    expect(quotePayment(money('23.60'), money('23.60'))).toMatchObject({
      after: 0n,
      short: null,
    });
  });

  it('says how much is missing when the price is over the balance, one cent included', () => {
    expect(quotePayment(money('23.59'), money('23.60'))).toMatchObject({
      status: 'ok',
      after: money('-0.01'),
      short: money('0.01'),
    });
    expect(quotePayment(money('3.50'), money('109.92'))).toMatchObject({
      short: money('106.42'),
    });
  });

  it('is unreadable, never a payment, when the balance or the price cannot be read', () => {
    expect(quotePayment(null, money('1.00'))).toEqual({ status: 'unreadable' });
    expect(quotePayment(money('1.00'), null)).toEqual({ status: 'unreadable' });
    expect(quotePayment(null, null)).toEqual({ status: 'unreadable' });
  });

  it('pays from a zero balance only with nothing to pay', () => {
    expect(quotePayment(money('0'), money('0'))).toMatchObject({ short: null, after: 0n });
    expect(quotePayment(money('0'), money('0.01'))).toMatchObject({ short: money('0.01') });
  });
});

describe('sumAmounts', () => {
  it('adds exactly, and an unreadable amount makes the total unreadable', () => {
    expect(sumAmounts([money('86.32'), money('23.60')])).toBe(money('109.92'));
    expect(sumAmounts([money('0.10'), money('0.20')])).toBe(money('0.30'));
    expect(sumAmounts([])).toBe(0n);
    expect(sumAmounts([money('1.00'), null])).toBeNull();
    expect(sumAmounts([null])).toBeNull();
  });
});
