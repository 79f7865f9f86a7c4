import { describe, expect, it } from 'vitest';
import { maskAccount, parseDonation } from './donationModel';

describe('maskAccount', () => {
  it('keeps the first two and last two characters of a phone number', () => {
    expect(maskAccount('13912347781')).toBe('13***81');
    expect(maskAccount('+8613912347781')).toBe('+8***81');
  });

  it('keeps the first two characters of an e-mail name and its domain', () => {
    expect(maskAccount('amanda.lee@example.com')).toBe('am***@example.com');
    expect(maskAccount('ab@example.com')).toBe('a***@example.com');
  });

  it('masks an account the server already masked, never unmasking it', () => {
    expect(maskAccount('139****7781')).toBe('13***81');
    expect(maskAccount('ama***@example.com')).toBe('am***@example.com');
  });

  it('never shows a short account whole', () => {
    expect(maskAccount('abcd')).toBe('a***');
    expect(maskAccount('a')).toBe('a***');
    expect(maskAccount('abcde')).toBe('ab***de');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskAccount('王小明很好看')).toBe('王小***好看');
    expect(maskAccount('😀😁😂😃😄')).toBe('😀😁***😃😄');
  });

  it('reads odd input without crashing', () => {
    expect(maskAccount('')).toBe('');
    expect(maskAccount('   ')).toBe('');
    expect(maskAccount('@')).toBe('@***');
    expect(maskAccount('name@')).toBe('na***e@');
    expect(maskAccount('  13912347781 ')).toBe('13***81');
  });
});

describe('parseDonation', () => {
  it('masks the account the server sends', () => {
    const row = parseDonation({
      rank: 1,
      account: 'sunny.day@example.com',
      amount: '10.00',
      count: 1,
    });
    expect(row.account).toBe('su***@example.com');
  });
});
