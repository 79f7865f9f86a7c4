import { beforeEach, describe, expect, it } from 'vitest';
import { parseMoney, parseRatio } from '@merchant/api';
import {
  ACCOUNT_FIELD_MAX,
  checkWithdrawAmount,
  withdrawSchema,
  type WithdrawFormValues,
} from './withdraw.schema';
import {
  availableFor,
  feeRule,
  isBep20,
  parseWithdrawInfo,
  type WithdrawInfo,
} from './withdrawModel';

// Read before each test rather than when the file loads, so that mutation testing (npm run
// mutation) sees which tests use the money code.
let info: WithdrawInfo;
beforeEach(() => {
  info = parseWithdrawInfo(
    { balance: '2,580.00', service_charge: '0.05', wallet_service_charge: '0.03' },
    { deposit: parseRatio('7.20')!, withdrawal: parseRatio('7.10')! },
  );
});
const chain = (amount: string, language = 'zh-CN') =>
  checkWithdrawAmount(amount, 'chain', 'USDT-TRC20', { language, info });
const problem = (amount: string, language = 'zh-CN') => {
  const checked = chain(amount, language);
  return 'problem' in checked ? checked.problem : null;
};
const cents = (text: string) => parseMoney(text);

describe('the withdrawal info', () => {
  it('reads the fees as fractions and the withdrawal rate', () => {
    expect(info).toEqual({
      balance: cents('2580'),
      bankFee: { numerator: 5n, denominator: 100n },
      chainFee: { numerator: 3n, denominator: 100n },
      rate: { numerator: 710n, denominator: 100n },
    });
    expect(
      parseWithdrawInfo(
        { balance: 'x', service_charge: '5%', wallet_service_charge: -1 },
        { deposit: parseRatio('7')!, withdrawal: parseRatio('7')! },
      ),
    ).toMatchObject({ balance: null, bankFee: null, chainFee: null });
    expect(() =>
      parseWithdrawInfo(null as never, { deposit: parseRatio('7')!, withdrawal: parseRatio('7')! }),
    ).toThrow();
  });

  it('applies the bank fee to a bank, the wallet fee on a chain, 1 USDT + 3 % on BEP20', () => {
    expect(feeRule(info, 'bank', '')).toEqual({ kind: 'fraction', fraction: info.bankFee });
    expect(feeRule(info, 'chain', 'USDT-TRC20')).toEqual({
      kind: 'fraction',
      fraction: info.chainFee,
    });
    expect(feeRule(info, 'chain', 'USDT-BEP20')).toEqual({ kind: 'bep20' });
    expect(feeRule(info, 'bank', 'USDT-BEP20')).toEqual({
      kind: 'fraction',
      fraction: info.bankFee,
    });
    expect(feeRule({ ...info, chainFee: null }, 'chain', 'USDT-ERC20')).toBeNull();
    expect(feeRule({ ...info, bankFee: null }, 'bank', '')).toBeNull();
    for (const name of ['BEP20', 'bsc', 'USDT-BEP20', ' usdt-bep20 '])
      expect(isBep20(name)).toBe(true);
    for (const name of ['USDT-TRC20', 'USDT-ERC20', 'BEP2', 'XBEP20', 'USDT-BEP20X', '']) {
      expect(isBep20(name)).toBe(false);
    }
  });

  it('offers the balance on a chain and the balance at the rate to a bank (2,580.00 x 7.10)', () => {
    expect(availableFor(info, 'chain')).toBe(cents('2580'));
    expect(availableFor(info, 'bank')).toBe(cents('18318'));
    expect(availableFor({ ...info, balance: null }, 'bank')).toBeNull();
    expect(availableFor({ ...info, balance: null }, 'chain')).toBeNull();
  });
});

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
    // 0.01 on TRC20: 3 % is 0.0003, rounded to 0.00: all of it arrives.
    expect(problem('0.01')).toBeNull();
    // 1.03 on BEP20: fee 1.00 + 0.03, nothing arrives; 1.04 leaves 0.01.
    const bep20 = (amount: string) =>
      checkWithdrawAmount(amount, 'chain', 'USDT-BEP20', { language: 'zh-CN', info });
    expect(bep20('1.03')).toEqual({ problem: 'wallet:validation.receivedNotPositive' });
    expect(bep20('1.04')).toEqual({
      amounts: { amount: cents('1.04'), fee: cents('1.03'), received: cents('0.01') },
    });
    // A fee of the whole amount leaves nothing.
    const whole = { ...info, chainFee: parseRatio('1') };
    expect(
      checkWithdrawAmount('10', 'chain', 'USDT-TRC20', { language: 'zh-CN', info: whole }),
    ).toEqual({ problem: 'wallet:validation.receivedNotPositive' });
  });

  it('holds a bank withdrawal (CNY) to the balance at the rate', () => {
    const bank = (amount: string) =>
      checkWithdrawAmount(amount, 'bank', '', { language: 'zh-CN', info });
    expect(bank('18318.01')).toEqual({ problem: 'wallet:validation.amountOverBalance' });
    expect(bank('18318')).toEqual({
      amounts: { amount: cents('18318'), fee: cents('915.90'), received: cents('17402.10') },
    });
    // 5 % of 710.10 = 35.505 -> 35.51 (half up).
    expect(bank('710.10')).toEqual({
      amounts: { amount: cents('710.10'), fee: cents('35.51'), received: cents('674.59') },
    });
  });

  it('refuses everything when the balance cannot be read', () => {
    const unreadable = { ...info, balance: null };
    for (const method of ['chain', 'bank'] as const) {
      const checked = checkWithdrawAmount('10', method, 'USDT-TRC20', {
        language: 'zh-CN',
        info: unreadable,
      });
      expect(checked).toEqual({ problem: 'common:money.unreadable' });
    }
  });

  it('reads pasted amounts with grouping separators per language, refuses spaces inside', () => {
    expect(chain(' 1,234.50 ')).toEqual({
      amounts: { amount: cents('1234.50'), fee: cents('37.04'), received: cents('1197.46') },
    });
    expect(chain('$1,234.50', 'en')).toMatchObject({ amounts: { amount: cents('1234.50') } });
    expect(chain('1.234,50', 'vi')).toMatchObject({ amounts: { amount: cents('1234.50') } });
    expect(chain('1.234,50\u00a0USDT', 'vi')).toMatchObject({
      amounts: { amount: cents('1234.50') },
    });
    // No language here groups with a space: "1 234,5" and "100 50" are refused, never read whole.
    expect(problem('1 234,5')).toBe('wallet:validation.amountSpaced');
    expect(problem('100 50')).toBe('wallet:validation.amountSpaced');
    // "1,50" in Chinese: one and a half, or a hundred and fifty?
    expect(problem('1,50')).toBe('wallet:validation.amountAmbiguous');
  });

  it('quotes amount x (1 - fee): 3 % on a chain, 5 % to a bank, 1 USDT + 3 % on BEP20', () => {
    expect(chain('100.50')).toEqual({
      amounts: { amount: cents('100.50'), fee: cents('3.02'), received: cents('97.48') },
    });
    expect(checkWithdrawAmount('100', 'chain', 'USDT-ERC20', { language: 'zh-CN', info })).toEqual({
      amounts: { amount: cents('100'), fee: cents('3.00'), received: cents('97.00') },
    });
    expect(checkWithdrawAmount('100', 'bank', '', { language: 'zh-CN', info })).toEqual({
      amounts: { amount: cents('100'), fee: cents('5.00'), received: cents('95.00') },
    });
    expect(checkWithdrawAmount('100', 'chain', 'USDT-BEP20', { language: 'zh-CN', info })).toEqual({
      amounts: { amount: cents('100'), fee: cents('4.00'), received: cents('96.00') },
    });
  });

  it('refuses a withdrawal whose fee cannot be read, not asking for a network', () => {
    expect(
      checkWithdrawAmount('100', 'bank', '', {
        language: 'zh-CN',
        info: { ...info, bankFee: null },
      }),
    ).toEqual({ problem: 'common:money.unreadable' });
    expect(
      checkWithdrawAmount('100', 'chain', 'USDT-TRC20', {
        language: 'zh-CN',
        info: { ...info, chainFee: null },
      }),
    ).toEqual({ problem: 'common:money.unreadable' });
  });

  it('asks for the network of a blockchain withdrawal only when none is chosen', () => {
    expect(checkWithdrawAmount('100', 'chain', '', { language: 'zh-CN', info })).toEqual({
      problem: 'wallet:validation.networkRequired',
    });
    expect(checkWithdrawAmount('100', 'bank', '', { language: 'zh-CN', info })).toMatchObject({
      amounts: {},
    });
  });
});

// USDT's contracts on Tron and Ethereum: real addresses with valid checksums.
const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('withdrawSchema', () => {
  let schema: ReturnType<typeof withdrawSchema>;
  beforeEach(() => {
    schema = withdrawSchema({ language: 'zh-CN', info });
  });
  const base: WithdrawFormValues = {
    method: 'bank',
    cardId: '',
    bankName: 'Demo Bank Singapore',
    cardNo: '6222020200112233',
    realName: 'Demo Merchant',
    network: '',
    address: '',
    amount: '710',
  };
  const messages = (values: Partial<WithdrawFormValues>) => {
    const result = schema.safeParse({ ...base, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('gives a bank withdrawal in CNY with its account, trimmed, and its amounts', () => {
    const result = schema.safeParse({
      ...base,
      bankName: ' Demo Bank Singapore ',
      cardNo: ' 6222020200112233 ',
      realName: '  Demo Merchant ',
    });
    expect(result.success && result.data).toEqual({
      method: 'bank',
      bankName: 'Demo Bank Singapore',
      cardNo: '6222020200112233',
      realName: 'Demo Merchant',
      currency: 'CNY',
      amount: cents('710'),
      fee: cents('35.50'),
      received: cents('674.50'),
    });
  });

  it('needs the bank, the account number and the name, each at most 60 characters', () => {
    expect(messages({ bankName: ' ' })).toEqual({ bankName: 'wallet:validation.bankNameRequired' });
    expect(messages({ cardNo: '' })).toEqual({ cardNo: 'wallet:validation.cardNoRequired' });
    expect(messages({ realName: ' ' })).toEqual({ realName: 'wallet:validation.nameRequired' });
    expect(ACCOUNT_FIELD_MAX).toBe(60);
    const long = 'x'.repeat(61);
    expect(messages({ bankName: long, cardNo: long, realName: long })).toEqual({
      bankName: 'wallet:validation.tooLong',
      cardNo: 'wallet:validation.tooLong',
      realName: 'wallet:validation.tooLong',
    });
    expect(messages({ realName: ` ${'x'.repeat(60)} ` })).toEqual({});
  });

  it('needs an offered network and a valid address on the blockchain', () => {
    const onChain = { method: 'chain' as const, network: 'USDT-TRC20', amount: '100' };
    expect(messages({ ...onChain, address: '' })).toEqual({
      address: 'wallet:validation.addressRequired',
    });
    expect(messages({ ...onChain, address: 'not an address' })).toEqual({
      address: 'wallet:validation.addressNotTron',
    });
    for (const network of ['', 'TRC20', 'USDT-BEP20', 'usdt-trc20']) {
      expect(messages({ ...onChain, network, address: TRC20_ADDRESS })).toEqual({
        network: 'wallet:validation.networkRequired',
        amount: 'wallet:validation.networkRequired',
      });
    }
    // Each network its own addresses: a TRC20 address is refused on ERC20 and the other way round.
    expect(messages({ ...onChain, address: ERC20_ADDRESS })).toEqual({
      address: 'wallet:validation.addressNotTron',
    });
    expect(messages({ ...onChain, network: 'USDT-ERC20', address: TRC20_ADDRESS })).toEqual({
      address: 'wallet:validation.addressNotEvm',
    });
    // One character changed: the checksum refuses it.
    expect(messages({ ...onChain, address: TRC20_ADDRESS.replace('7N', '7M') })).toEqual({
      address: 'wallet:validation.addressChecksum',
    });
    expect(
      messages({ ...onChain, network: 'USDT-ERC20', address: ERC20_ADDRESS.replace('dAC', 'dAc') }),
    ).toEqual({ address: 'wallet:validation.addressChecksum' });
    expect(messages({ ...onChain, address: TRC20_ADDRESS })).toEqual({});
    // The bank fields do not matter on a chain.
    expect(
      messages({ ...onChain, bankName: '', cardNo: '', realName: '', address: TRC20_ADDRESS }),
    ).toEqual({});
    const result = schema.safeParse({
      ...base,
      ...onChain,
      network: 'USDT-ERC20',
      address: ` ${ERC20_ADDRESS} `,
    });
    expect(result.success && result.data).toEqual({
      method: 'chain',
      network: 'USDT-ERC20',
      address: ERC20_ADDRESS,
      currency: 'USD',
      amount: cents('100'),
      fee: cents('3.00'),
      received: cents('97.00'),
    });
  });

  it('refuses zero and over-balance amounts', () => {
    expect(messages({ amount: '0' })).toEqual({ amount: 'wallet:validation.amountZero' });
    expect(messages({ amount: '18318.01' })).toEqual({
      amount: 'wallet:validation.amountOverBalance',
    });
    expect(
      messages({
        method: 'chain',
        network: 'USDT-TRC20',
        address: TRC20_ADDRESS,
        amount: '2580.01',
      }),
    ).toEqual({
      amount: 'wallet:validation.amountOverBalance',
    });
  });
});
