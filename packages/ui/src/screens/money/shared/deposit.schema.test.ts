import { beforeEach, describe, expect, it } from 'vitest';
import { moneyFromCents, parseMoney, type Money } from '@merchant/api';
import {
  depositAmountProblem,
  depositSchema,
  type DepositSchemaOptions,
  type UploadedVoucher,
} from './deposit.schema';

const money = (text: string): Money => parseMoney(text)!;
// Made in the tests rather than when the file loads, so that mutation testing (npm run
// mutation) sees which tests use the money code.
const bounds = (): DepositSchemaOptions => ({
  language: 'zh-CN',
  min: money('10'),
  max: money('50000'),
});
const problem = (text: string, options: Partial<DepositSchemaOptions> = {}) =>
  depositAmountProblem(text, { ...bounds(), ...options });
const voucher: UploadedVoucher = {
  url: '/uploads/voucher.png',
  fullurl: 'https://demo.example/uploads/voucher.png',
};

describe('the deposit amount', () => {
  it('maps each unreadable amount to its own message', () => {
    expect(problem('')).toBe('money:validation.amountRequired');
    expect(problem('  ')).toBe('money:validation.amountRequired');
    expect(problem('abc')).toBe('money:validation.amountInvalid');
    expect(problem('1,50')).toBe('money:validation.amountAmbiguous');
    expect(problem('12.345')).toBe('money:validation.amountDecimals');
    expect(problem('-20')).toBe('money:validation.amountNegative');
    expect(problem('100 50')).toBe('money:validation.amountSpaced');
    expect(problem('1 234.5')).toBe('money:validation.amountSpaced');
  });

  it('cannot be zero, whatever the bounds', () => {
    expect(problem('0')).toBe('money:validation.amountZero');
    expect(problem('0.00', { min: null, max: null })).toBe('money:validation.amountZero');
  });

  it('stays within the server’s bounds, both ends included', () => {
    expect(problem('9.99')).toBe('money:validation.amountBelowMin');
    expect(problem('10')).toBeNull();
    expect(problem('50000')).toBeNull();
    expect(problem('50000.01')).toBe('money:validation.amountAboveMax');
  });

  it('checks no bound the server did not give', () => {
    expect(problem('0.01', { min: null })).toBeNull();
    expect(problem('99999999', { max: null })).toBeNull();
    expect(problem('0.01', { min: null, max: money('5') })).toBeNull();
    expect(problem('99999999', { min: money('1'), max: null })).toBeNull();
  });

  it('reads the amount with the language’s decimal separator', () => {
    expect(problem('12,50', { language: 'vi' })).toBeNull();
    expect(problem('12,50', { language: 'en' })).toBe('money:validation.amountAmbiguous');
    expect(problem('1.234,5', { language: 'vi', max: money('1234.50') })).toBeNull();
    expect(problem('1.234,51', { language: 'vi', max: money('1234.50') })).toBe(
      'money:validation.amountAboveMax',
    );
  });
});

describe('depositSchema', () => {
  let schema: ReturnType<typeof depositSchema>;
  beforeEach(() => {
    schema = depositSchema(bounds());
  });
  const messages = (values: { amount: string; voucher: UploadedVoucher | null }) => {
    const result = schema.safeParse({ reference: '', ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('gives the exact amount, the voucher and the reference, trimmed', () => {
    const result = schema.safeParse({ amount: ' 1,234.56 ', voucher, reference: ' 0xabc ' });
    expect(result.success && result.data).toEqual({
      amount: moneyFromCents(123456),
      voucher,
      reference: '0xabc',
    });
    const none = schema.safeParse({ amount: '100', voucher, reference: '' });
    expect(none.success && none.data.reference).toBe('');
  });

  it('reads the amount in the form’s language', () => {
    const result = depositSchema({ ...bounds(), language: 'vi' }).safeParse({
      amount: '1.234,5',
      voucher,
      reference: '',
    });
    expect(result.success && result.data.amount).toBe(moneyFromCents(123450));
  });

  it('needs a valid amount and an uploaded voucher, and says which is missing', () => {
    expect(messages({ amount: '100', voucher: null })).toEqual({
      voucher: 'money:validation.voucherRequired',
    });
    expect(messages({ amount: '0', voucher })).toEqual({ amount: 'money:validation.amountZero' });
    expect(messages({ amount: '', voucher: null })).toEqual({
      amount: 'money:validation.amountRequired',
      voucher: 'money:validation.voucherRequired',
    });
    expect(messages({ amount: '5', voucher })).toEqual({
      amount: 'money:validation.amountBelowMin',
    });
  });

  it('refuses a voucher that is not an uploaded file', () => {
    for (const bad of [undefined, 'voucher.png', {}, { fullurl: voucher.fullurl }]) {
      expect(schema.safeParse({ amount: '100', voucher: bad, reference: '' }).success).toBe(false);
    }
  });
});
