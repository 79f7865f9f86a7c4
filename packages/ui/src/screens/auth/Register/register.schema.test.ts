import { describe, expect, it } from 'vitest';
import { emptyRegistration, registerSchema, type RegisterValues } from './register.schema';

const image = (n: number) => ({ url: `/uploads/${n}.png`, fullurl: `data:image/png;base64,${n}` });

const complete: RegisterValues = {
  ...emptyRegistration('888888'),
  mer_avatar: image(1),
  mer_name: 'Sunrise Home Goods',
  mer_address: '8 Harbour Road',
  country: 'Singapore',
  mer_phone: '+65 8123 4567',
  real_name: 'Li Wei',
  id_front: image(2),
  id_back: image(3),
  id_handheld: image(4),
  password: 'secret123',
  repassword: 'secret123',
};

const messages = (schema: ReturnType<typeof registerSchema>, values: RegisterValues) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('registerSchema', () => {
  const chinese = registerSchema({ language: 'zh-CN', withPasswords: true });
  const english = registerSchema({ language: 'en', withPasswords: true });

  it('accepts a complete application without e-mail in simplified Chinese', () => {
    expect(chinese.safeParse(complete).success).toBe(true);
  });

  it('requires the e-mail in every other language', () => {
    expect(messages(english, complete)).toEqual({ mer_email: 'auth:validation.emailRequired' });
    for (const language of ['zh-TW', 'ko', 'ja', 'th', 'vi'] as const) {
      const schema = registerSchema({ language, withPasswords: true });
      expect(schema.safeParse(complete).success).toBe(false);
    }
    expect(english.safeParse({ ...complete, mer_email: 'li@example.com' }).success).toBe(true);
  });

  it('rejects a malformed e-mail even where it is optional', () => {
    expect(messages(chinese, { ...complete, mer_email: 'li@' })).toEqual({
      mer_email: 'auth:validation.emailInvalid',
    });
  });

  it('names every missing field of an empty form', () => {
    expect(messages(english, emptyRegistration(''))).toEqual({
      mer_avatar: 'auth:validation.logoRequired',
      mer_name: 'auth:validation.shopNameRequired',
      mer_address: 'auth:validation.addressRequired',
      country: 'auth:validation.countryRequired',
      mer_phone: 'auth:validation.phoneRequired',
      mer_email: 'auth:validation.emailRequired',
      real_name: 'auth:validation.realNameRequired',
      id_front: 'auth:validation.idFrontRequired',
      id_back: 'auth:validation.idBackRequired',
      id_handheld: 'auth:validation.idHandheldRequired',
      password: 'auth:validation.passwordRequired',
      repassword: 'auth:validation.repeatRequired',
      code: 'auth:validation.codeRequired',
    });
  });

  it('leaves the business licence optional', () => {
    expect(chinese.safeParse({ ...complete, business_license: image(5) }).success).toBe(true);
  });

  it('checks the password rule and the repeat', () => {
    expect(messages(chinese, { ...complete, password: 'abc', repassword: 'abc' })).toEqual({
      password: 'auth:validation.passwordRule',
    });
    expect(messages(chinese, { ...complete, repassword: 'secret124' })).toEqual({
      repassword: 'common:validation.passwordMismatch',
    });
  });

  it('has no password fields in the third-party registration', () => {
    const third = registerSchema({ language: 'zh-CN', withPasswords: false });
    expect(third.safeParse({ ...complete, password: '', repassword: '' }).success).toBe(true);
  });

  it('rejects an invalid phone number and invitation code', () => {
    expect(messages(chinese, { ...complete, mer_phone: '12ab', code: '88 88' })).toEqual({
      mer_phone: 'auth:validation.phoneInvalid',
      code: 'auth:validation.codeInvalid',
    });
  });
});
