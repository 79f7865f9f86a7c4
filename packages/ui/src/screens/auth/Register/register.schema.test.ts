import { describe, expect, it } from 'vitest';
import { emptyRegistration, registerSchema, type RegisterValues } from './register.schema';

const image = (n: number) => {
  const fullurl = `https://shop.example/uploads/${n}.png`;
  return { url: fullurl, fullurl };
};

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
  password: 'secret123',
  repassword: 'secret123',
};

const messages = (schema: ReturnType<typeof registerSchema>, values: RegisterValues) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('registerSchema', () => {
  const chinese = registerSchema({ language: 'zh-CN' });
  const english = registerSchema({ language: 'en' });

  it('accepts a complete application without e-mail in simplified Chinese', () => {
    expect(chinese.safeParse(complete).success).toBe(true);
  });

  it('requires the e-mail in every other language', () => {
    expect(messages(english, complete)).toEqual({ mer_email: 'auth:validation.emailRequired' });
    for (const language of ['zh-TW', 'ko', 'ja', 'th', 'vi'] as const) {
      const schema = registerSchema({ language });
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
      password: 'auth:validation.passwordRequired',
      repassword: 'auth:validation.repeatRequired',
      code: 'auth:validation.codeRequired',
    });
  });

  it('checks the password rule and the repeat', () => {
    expect(messages(chinese, { ...complete, password: 'abc', repassword: 'abc' })).toEqual({
      password: 'auth:validation.passwordRule',
    });
    expect(messages(chinese, { ...complete, repassword: 'secret124' })).toEqual({
      repassword: 'common:validation.passwordMismatch',
    });
  });

  it('rejects an invalid phone number and invitation code', () => {
    expect(messages(chinese, { ...complete, mer_phone: '12ab', code: '88 88' })).toEqual({
      mer_phone: 'auth:validation.phoneInvalid',
      code: 'auth:validation.codeInvalid',
    });
  });
});
