import { describe, expect, it } from 'vitest';
import { bankCardSchema } from './bankCard.schema';

const first = (values: { bankName?: string; cardNo?: string; holder?: string }) => {
  const result = bankCardSchema.safeParse({
    bankName: 'ICBC',
    cardNo: '62220202',
    holder: '',
    ...values,
  });
  return result.success
    ? result.data
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bankCardSchema', () => {
  it('requires the bank name and the card number', () => {
    expect(first({ bankName: '  ' })).toEqual({ bankName: 'wallet:validation.bankNameRequired' });
    expect(first({ cardNo: '' })).toMatchObject({ cardNo: 'wallet:validation.cardNoRequired' });
  });

  it('wants a numeric card number of 8 to 30 digits', () => {
    expect(first({ cardNo: '6222abcd' })).toEqual({ cardNo: 'wallet:validation.cardNoNumeric' });
    expect(first({ cardNo: '6222-0202' })).toEqual({ cardNo: 'wallet:validation.cardNoNumeric' });
    expect(first({ cardNo: '1234567' })).toEqual({ cardNo: 'wallet:validation.cardNoLength' });
    expect(first({ cardNo: '1'.repeat(31) })).toEqual({ cardNo: 'wallet:validation.cardNoLength' });
  });

  it('drops the spaces typed between digit groups and trims names', () => {
    expect(
      first({ bankName: ' ICBC ', cardNo: '6222 0202 0011 2233', holder: ' Li Wei ' }),
    ).toEqual({ bankName: 'ICBC', cardNo: '6222020200112233', holder: 'Li Wei' });
  });
});
