import { describe, expect, it } from 'vitest';
import { accountField, isEmail, isPhone, newPasswordField } from './validation';

describe('isPhone', () => {
  it.each(['13800000000', '+65 8123 4567', '0812-345-678', '+8613800000000'])('accepts %s', (v) => {
    expect(isPhone(v)).toBe(true);
  });
  it.each(['', '12345', 'abc12345678', '+', '138 0000 000a', '-13800000000', '1'.repeat(21)])(
    'rejects %s',
    (v) => {
      expect(isPhone(v)).toBe(false);
    },
  );
});

describe('isEmail', () => {
  it.each(['demo@example.com', ' a.b+c@shop.co.uk '])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each(['demo@example', 'demo.example.com', 'a b@example.com', '@example.com'])(
    'rejects %s',
    (v) => {
      expect(isEmail(v)).toBe(false);
    },
  );
});

describe('accountField', () => {
  it('trims a valid account', () => {
    expect(accountField.parse('  demo@example.com ')).toBe('demo@example.com');
  });
  it('says "required" (only) when empty', () => {
    const issues = accountField.safeParse('   ').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['auth:validation.accountRequired']);
  });
  it('rejects what is neither a phone number nor an e-mail', () => {
    const issues = accountField.safeParse('demo').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['auth:validation.accountInvalid']);
  });
});

describe('newPasswordField', () => {
  it.each(['abc123', 'x'.repeat(30), 'P@ss-w0rd!'])('accepts %s', (v) => {
    expect(newPasswordField.safeParse(v).success).toBe(true);
  });
  it.each([
    ['abc12', 'auth:validation.passwordRule'],
    ['x'.repeat(31), 'auth:validation.passwordRule'],
    ['abc 123', 'auth:validation.passwordRule'],
    ['', 'auth:validation.passwordRequired'],
  ])('rejects %j with %s', (v, message) => {
    expect(newPasswordField.safeParse(v).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
