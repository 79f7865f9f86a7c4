import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { donationAmountProblem, donationSchema } from './donation.schema';

const options = { language: 'zh-CN', balance: moneyFromCents(258000n) };

describe('donationAmountProblem', () => {
  it('accepts an amount within the balance', () => {
    expect(donationAmountProblem('10.5', options)).toBeNull();
    expect(donationAmountProblem('2,580.00', options)).toBeNull();
  });

  it('refuses empty, zero, too many decimals, negative and over the balance', () => {
    expect(donationAmountProblem('', options)).toBe('growth:validation.amountRequired');
    expect(donationAmountProblem('0', options)).toBe('growth:validation.amountZero');
    expect(donationAmountProblem('0.00', options)).toBe('growth:validation.amountZero');
    expect(donationAmountProblem('1.005', options)).toBe('growth:validation.amountDecimals');
    expect(donationAmountProblem('-5', options)).toBe('growth:validation.amountNegative');
    expect(donationAmountProblem('abc', options)).toBe('growth:validation.amountInvalid');
    expect(donationAmountProblem('2580.01', options)).toBe('growth:validation.amountOverBalance');
  });

  it('leaves the balance check to the quote when the balance is unknown', () => {
    expect(donationAmountProblem('99999', { ...options, balance: null })).toBeNull();
  });
});

describe('donationSchema', () => {
  it('gives the exact amount', () => {
    const result = donationSchema(options).safeParse({ amount: '10.50' });
    expect(result.success && result.data.amount).toBe(moneyFromCents(1050n));
  });

  it('puts the message on the amount', () => {
    const result = donationSchema(options).safeParse({ amount: '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'growth:validation.amountZero',
    });
  });
});
