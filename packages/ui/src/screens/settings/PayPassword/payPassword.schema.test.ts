import { describe, expect, it } from 'vitest';
import {
  payPasswordSchema,
  type PayPasswordMode,
  type PayPasswordValues,
} from './payPassword.schema';

const issues = (mode: PayPasswordMode, values: PayPasswordValues) => {
  const result = payPasswordSchema(mode).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('payPasswordSchema', () => {
  it('sets a first password of 6 digits, repeated, without the old one', () => {
    expect(issues('set', { old: '', new: '654321', renew: '654321' })).toEqual([]);
  });

  it('needs the old one to change it', () => {
    expect(issues('change', { old: '', new: '654321', renew: '654321' })).toEqual([
      'old: settings:validation.payOldRequired',
    ]);
    expect(issues('change', { old: '123456', new: '654321', renew: '654321' })).toEqual([]);
  });

  it('takes exactly 6 digits', () => {
    for (const password of ['12345', '1234567', '12345a', '１２３４５６']) {
      expect(issues('set', { old: '', new: password, renew: password })).toEqual([
        'new: settings:validation.payPasswordDigits',
      ]);
    }
  });

  it('says when the repeat does not match, and when it is missing', () => {
    expect(issues('set', { old: '', new: '654321', renew: '654320' })).toEqual([
      'renew: common:validation.passwordMismatch',
    ]);
    expect(issues('set', { old: '', new: '654321', renew: '' })).toEqual([
      'renew: settings:validation.payRepeatRequired',
    ]);
  });
});
