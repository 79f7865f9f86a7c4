import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.schema';

describe('loginSchema', () => {
  it('accepts an e-mail or a phone number with a password', () => {
    expect(loginSchema.parse({ account: ' demo@example.com ', password: 'demo1234' })).toEqual({
      account: 'demo@example.com',
      password: 'demo1234',
    });
    expect(loginSchema.safeParse({ account: '13800000000', password: 'x' }).success).toBe(true);
  });

  it('rejects an account that is neither, and a missing password', () => {
    const issues = loginSchema.safeParse({ account: 'demo', password: '' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['account', 'auth:validation.accountInvalid'],
      ['password', 'auth:validation.passwordRequired'],
    ]);
  });
});
