import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgotPassword.schema';

const messages = (values: { mer_phone: string; newpassword: string; renewpassword: string }) =>
  Object.fromEntries(
    (forgotPasswordSchema.safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('forgotPasswordSchema', () => {
  it('accepts a phone number with a matching new password', () => {
    for (const mer_phone of ['13800000000', '+65 8123 4567']) {
      expect(messages({ mer_phone, newpassword: 'newpass1', renewpassword: 'newpass1' })).toEqual(
        {},
      );
    }
  });

  it('takes no e-mail: the platform finds the shop by its phone number', () => {
    expect(
      messages({
        mer_phone: 'demo@example.com',
        newpassword: 'newpass1',
        renewpassword: 'newpass1',
      }),
    ).toEqual({ mer_phone: 'auth:validation.phoneInvalid' });
  });

  it('says the passwords entered do not match', () => {
    expect(
      messages({ mer_phone: '13800000000', newpassword: 'newpass1', renewpassword: 'newpass2' }),
    ).toEqual({ renewpassword: 'common:validation.passwordMismatch' });
  });

  it('requires every field', () => {
    expect(messages({ mer_phone: '', newpassword: '', renewpassword: '' })).toEqual({
      mer_phone: 'auth:validation.phoneRequired',
      newpassword: 'auth:validation.passwordRequired',
      renewpassword: 'auth:validation.repeatRequired',
    });
  });
});
