import { describe, expect, it } from 'vitest';
import {
  changeLoginPasswordSchema,
  type ChangeLoginPasswordValues,
} from './changeLoginPassword.schema';

const valid: ChangeLoginPasswordValues = {
  oldpassword: 'demo1234',
  newpassword: 'fresh5678',
  renewpassword: 'fresh5678',
};

const issues = (values: Partial<ChangeLoginPasswordValues>) => {
  const result = changeLoginPasswordSchema.safeParse({ ...valid, ...values });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('changeLoginPasswordSchema', () => {
  it('accepts a new password of 6-30 characters without spaces, repeated', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ newpassword: 'x'.repeat(30), renewpassword: 'x'.repeat(30) })).toEqual([]);
  });

  it('asks for every field', () => {
    expect(issues({ oldpassword: '', newpassword: '', renewpassword: '' })).toEqual([
      'oldpassword: settings:validation.oldPasswordRequired',
      'newpassword: settings:validation.passwordRequired',
      'renewpassword: settings:validation.repeatRequired',
    ]);
  });

  it('refuses short, long and spaced passwords', () => {
    for (const password of ['12345', 'x'.repeat(31), 'has space', ' leading']) {
      expect(issues({ newpassword: password, renewpassword: password })).toEqual([
        'newpassword: settings:validation.passwordRule',
      ]);
    }
  });

  it('says when the repeat does not match', () => {
    expect(issues({ renewpassword: 'fresh5679' })).toEqual([
      'renewpassword: common:validation.passwordMismatch',
    ]);
  });

  it('refuses the current password as the new one', () => {
    expect(issues({ newpassword: 'demo1234', renewpassword: 'demo1234' })).toEqual([
      'newpassword: settings:validation.sameAsOld',
    ]);
  });
});
