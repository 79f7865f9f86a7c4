import { beforeEach, describe, expect, it } from 'vitest';
import { parseMoney } from '@merchant/api';
import { readPercent } from '../../../data/read';
import type { BankCardRow } from '../shared/bankCardModel';
import { checkWithdrawAmount, withdrawSchema, type WithdrawFormValues } from './withdraw.schema';
import { parseWithdrawInfo, type WithdrawInfo } from './withdrawModel';

// Read before each test rather than when the file loads, so that mutation testing (npm run
// mutation) sees which tests use the money code.
let info: WithdrawInfo;
beforeEach(() => {
  info = parseWithdrawInfo({
    balance: '2,580.00',
    service_charge: '0',
    wallet_service_charge: '1.00',
    networks: [
      { network: 'BEP20', currency: 'USDT', fee_fixed: '1.00', fee_rate: '3' },
      { network: 'TRC20', currency: 'USDT', fee_fixed: '2.00', fee_rate: '1' },
    ],
  });
});
const card: BankCardRow = {
  id: 1,
  bankName: 'Demo Bank Singapore',
  cardNo: '6222020200112233',
  holder: 'Demo Merchant',
  isDefault: true,
};
const chain = (amount: string, language = 'zh-CN') =>
  checkWithdrawAmount(amount, 'chain', 'BEP20', { language, info });
const problem = (amount: string, language = 'zh-CN') => {
  const checked = chain(amount, language);
  return 'problem' in checked ? checked.problem : null;
};
const cents = (text: string) => parseMoney(text);

describe('the withdrawal amount', () => {
  it('refuses zero, negative, three decimals, letters and empty', () => {
    expect(problem('0')).toBe('wallet:validation.amountZero');
    expect(problem('0.00')).toBe('wallet:validation.amountZero');
    expect(problem('-5')).toBe('wallet:validation.amountNegative');
    expect(problem('1.005')).toBe('wallet:validation.amountDecimals');
    expect(problem('abc')).toBe('wallet:validation.amountInvalid');
    expect(problem('12a')).toBe('wallet:validation.amountInvalid');
    expect(problem('')).toBe('wallet:validation.amountRequired');
    expect(problem('   ')).toBe('wallet:validation.amountRequired');
  });

  it('refuses more than the balance, and an amount the fee eats', () => {
    expect(problem('2580.01')).toBe('wallet:validation.amountOverBalance');
    expect(problem('2580')).toBeNull();
    // 1.03 on BEP20: fee 1.00 + 0.03, nothing arrives.
    expect(problem('1.03')).toBe('wallet:validation.receivedNotPositive');
    expect(problem('1.04')).toBeNull();
  });

  it('refuses everything when the balance cannot be read', () => {
    const unreadable = { ...info, balance: null };
    const checked = checkWithdrawAmount('10', 'chain', 'BEP20', {
      language: 'zh-CN',
      info: unreadable,
    });
    expect(checked).toEqual({ problem: 'common:money.unreadable' });
  });

  it('reads pasted amounts with grouping separators and spaces, per language', () => {
    expect(chain(' 1,234.50 ')).toEqual({
      amounts: { amount: cents('1234.50'), fee: cents('38.04'), received: cents('1196.46') },
    });
    expect(chain('$1,234.50', 'en')).toMatchObject({ amounts: { amount: cents('1234.50') } });
    expect(chain('1.234,50', 'vi')).toMatchObject({ amounts: { amount: cents('1234.50') } });
    expect(chain('1 234,5', 'vi')).toMatchObject({ amounts: { amount: cents('1234.50') } });
    // "1,50" in Chinese: one and a half, or a hundred and fifty?
    expect(problem('1,50')).toBe('wallet:validation.amountAmbiguous');
  });

  it('quotes BEP20 at 1 USDT + 3 % and other networks at their stated fee', () => {
    expect(chain('100')).toEqual({
      amounts: { amount: cents('100'), fee: cents('4.00'), received: cents('96.00') },
    });
    expect(checkWithdrawAmount('100', 'chain', 'TRC20', { language: 'zh-CN', info })).toEqual({
      amounts: { amount: cents('100'), fee: cents('3.00'), received: cents('97.00') },
    });
    expect(checkWithdrawAmount('100', 'bank', '', { language: 'zh-CN', info })).toEqual({
      amounts: { amount: cents('100'), fee: cents('0'), received: cents('100') },
    });
    const unreadableFee = {
      ...info,
      networks: [{ network: 'TRC20', currency: 'USDT', fixed: null, rate: readPercent('1') }],
    };
    expect(
      checkWithdrawAmount('100', 'chain', 'TRC20', { language: 'zh-CN', info: unreadableFee }),
    ).toEqual({ problem: 'common:money.unreadable' });
  });

  it('refuses a bank-card withdrawal whose fee cannot be read, not asking for a network', () => {
    const noBankRate = { ...info, bankRate: null };
    expect(checkWithdrawAmount('100', 'bank', '', { language: 'zh-CN', info: noBankRate })).toEqual(
      { problem: 'common:money.unreadable' },
    );
  });

  it('asks for the network of a blockchain withdrawal only when none is chosen', () => {
    const check = (network: string) =>
      checkWithdrawAmount('100', 'chain', network, { language: 'zh-CN', info });
    expect(check('')).toEqual({ problem: 'wallet:validation.networkRequired' });
    // A network the platform does not offer (any more): its fee is unknown.
    expect(check('ERC20')).toEqual({ problem: 'common:money.unreadable' });
  });
});

describe('withdrawSchema', () => {
  let schema: ReturnType<typeof withdrawSchema>;
  beforeEach(() => {
    schema = withdrawSchema({ language: 'zh-CN', info, cards: [card] });
  });
  const base: WithdrawFormValues = {
    method: 'bank',
    cardId: '1',
    realName: 'Demo Merchant',
    currency: 'USD',
    network: '',
    address: '',
    amount: '50',
  };
  const messages = (values: Partial<WithdrawFormValues>) => {
    const result = schema.safeParse({ ...base, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('gives a bank-card withdrawal with its card and amounts', () => {
    const result = schema.safeParse(base);
    expect(result.success && result.data).toEqual({
      method: 'bank',
      card,
      realName: 'Demo Merchant',
      currency: 'USD',
      amount: cents('50'),
      fee: cents('0'),
      received: cents('50'),
    });
  });

  it('needs a bank card and a name', () => {
    expect(messages({ cardId: '' })).toEqual({ cardId: 'wallet:validation.cardRequired' });
    expect(messages({ cardId: '9' })).toEqual({ cardId: 'wallet:validation.cardRequired' });
    expect(messages({ realName: ' ' })).toEqual({ realName: 'wallet:validation.nameRequired' });
  });

  it('pays out to the chosen one of several cards, to the name as typed without spaces around', () => {
    const second: BankCardRow = { ...card, id: 2, cardNo: '6222020200445566', isDefault: false };
    const result = withdrawSchema({ language: 'zh-CN', info, cards: [card, second] }).safeParse({
      ...base,
      cardId: '2',
      realName: '  Demo Merchant ',
    });
    expect(result.success && result.data).toMatchObject({
      card: second,
      realName: 'Demo Merchant',
    });
  });

  it('needs a network and a valid address on the blockchain', () => {
    const onChain = { method: 'chain' as const, currency: 'USDT', network: 'BEP20' };
    expect(messages({ ...onChain, address: '' })).toEqual({
      address: 'wallet:validation.addressRequired',
    });
    expect(messages({ ...onChain, address: 'not an address' })).toEqual({
      address: 'wallet:validation.addressInvalid',
    });
    expect(messages({ ...onChain, network: '', address: 'TDemoPayout000000000000001' })).toEqual({
      network: 'wallet:validation.networkRequired',
      amount: 'wallet:validation.networkRequired',
    });
    // 20 to 100 letters and digits, nothing else before or after.
    for (const address of [
      'a'.repeat(19),
      'a'.repeat(101),
      `-${'a'.repeat(25)}`,
      `${'a'.repeat(25)}.`,
    ]) {
      expect(messages({ ...onChain, address })).toEqual({
        address: 'wallet:validation.addressInvalid',
      });
    }
    for (const address of ['T'.repeat(20), 'T'.repeat(100)]) {
      expect(messages({ ...onChain, address })).toEqual({});
    }
    const result = schema.safeParse({
      ...base,
      ...onChain,
      address: ' 0xDe00000000000000000000000000000000Beef ',
      amount: '100',
    });
    expect(result.success && result.data).toMatchObject({
      method: 'chain',
      network: 'BEP20',
      address: '0xDe00000000000000000000000000000000Beef',
      currency: 'USDT',
      fee: cents('4.00'),
      received: cents('96.00'),
    });
  });

  it('refuses zero and over-balance amounts', () => {
    expect(messages({ amount: '0' })).toEqual({ amount: 'wallet:validation.amountZero' });
    expect(messages({ amount: '9999' })).toEqual({ amount: 'wallet:validation.amountOverBalance' });
  });
});
