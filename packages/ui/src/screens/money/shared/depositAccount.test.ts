import { describe, expect, it } from 'vitest';
import { parseBankAccount, parseCryptoAccount } from './depositAccount';

describe("the platform's receiving account", () => {
  it('reads a bank account: the bank name is sent as `blockchain`', () => {
    expect(
      parseBankAccount({ blockchain: ' Demo Bank ', name: 'Platform Ltd', account: 6222 as never }),
    ).toEqual({ bankName: 'Demo Bank', holder: 'Platform Ltd', accountNo: '6222' });
  });

  it('reads a crypto address and its network', () => {
    expect(
      parseCryptoAccount({ url: 'https://x/qr.png', account: 'TAddr', network: 'TRC20' }),
    ).toEqual({ address: 'TAddr', network: 'TRC20' });
  });

  it('never gives an empty account: a missing part is a malformed answer', () => {
    expect(() => parseBankAccount({ blockchain: 'Bank', name: 'Ltd', account: ' ' })).toThrow();
    expect(() => parseBankAccount({ blockchain: '', name: 'Ltd', account: '1' })).toThrow();
    expect(() => parseBankAccount({ blockchain: 'Bank', account: '1' } as never)).toThrow();
    expect(() => parseCryptoAccount({ url: 'x', account: '', network: 'TRC20' })).toThrow();
    expect(() => parseCryptoAccount({ url: 'x', account: 'T1' } as never)).toThrow();
    expect(() => parseCryptoAccount(null as never)).toThrow();
    expect(() => parseBankAccount([] as never)).toThrow();
  });
});
