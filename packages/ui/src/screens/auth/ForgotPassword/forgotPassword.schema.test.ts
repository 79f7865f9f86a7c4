import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgotPassword.schema';

const messages = (values: { account: string; newpassword: string; renewpassword: string }) =>
  Object.fromEntries(
    (forgotPasswordSchema.safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('forgotPasswordSchema', () => {
  it('accepts a phone number or an e-mail with a matching new password', () => {
    for (const account of ['13800000000', 'demo@example.com']) {
      expect(messages({ account, newpassword: 'newpass1', renewpassword: 'newpass1' })).toEqual({});
    }
  });

  it('says the passwords entered do not match', () => {
    expect(
      messages({ account: '13800000000', newpassword: 'newpass1', renewpassword: 'newpass2' }),
    ).toEqual({ renewpassword: 'common:validation.passwordMismatch' });
  });

  it('requires every field', () => {
    expect(messages({ account: '', newpassword: '', renewpassword: '' })).toEqual({
      account: 'auth:validation.accountRequired',
      newpassword: 'auth:validation.passwordRequired',
      renewpassword: 'auth:validation.repeatRequired',
    });
  });
});
