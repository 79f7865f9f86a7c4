/**
 * Money on the wire, as the platform's public client shows it: deposits (the platform's
 * receiving accounts, the exchange rate, the deposit itself), withdrawals, their records and the
 * bill.
 */
import type { WireFact } from '../types.ts';

const PLATFORM_BANK = {
  blockchain: 'Demo Bank Singapore',
  bank_name: 'Demo Bank Singapore',
  real_name: 'Demo Platform Ltd',
  bank_card: '6222020000001234',
};

/** A bank transfer as the bank deposit page sends it (the amount in CNY). */
const BANK_DEPOSIT = {
  image: 'https://shop.example.org/uploads/voucher.png',
  price: '720.00',
  recharge_type: 0,
  currency_type: 'CNY',
  network: '',
  ...PLATFORM_BANK,
  order: '',
};

/** A crypto deposit as the blockchain deposit page sends it. */
const CRYPTO_DEPOSIT = {
  image: 'https://shop.example.org/uploads/voucher.png',
  price: '100.00',
  recharge_type: 1,
  currency_type: 'USD',
  network: 'TRC20',
  blockchain: 'TGCrTQdop4EzLNWR4SwWHwgPT1Qith4feC',
  real_name: '',
  bank_card: '',
  bank_name: '',
  order: '',
};

const CHAIN_WITHDRAWAL = {
  extract_price: '100.00',
  extract_type: '1',
  currency_type: 'USD',
  network: 'USDT-TRC20',
  blockchain: 'TDemoPayoutAddress0000000000000000001',
  real_name: '',
  bank_card: '',
  bank_name: '',
};

const BANK_WITHDRAWAL = {
  extract_price: '710.00',
  extract_type: '0',
  currency_type: 'CNY',
  network: '',
  blockchain: '',
  real_name: 'Demo Merchant',
  bank_card: '6222020200112233',
  bank_name: 'Demo Bank Singapore',
};

/** Throws unless `data.list` holds a row whose `status` is -1 (a rejected record). */
function hasRejected(data: unknown) {
  const list = (data as { list?: { status?: unknown }[] } | null)?.list ?? [];
  if (!list.some((row) => row.status === -1)) {
    throw new Error('no rejected record (status -1) in the answer');
  }
}

/** Throws unless every row of `data.list` is rejected (status -1). */
function onlyRejected(data: unknown) {
  const list = (data as { list?: { status?: unknown }[] } | null)?.list ?? [];
  if (list.length === 0 || list.some((row) => row.status !== -1)) {
    throw new Error('the rejected filter answered rows that are not rejected');
  }
}

export const facts: WireFact[] = [
  {
    fact: "getBlockchain type=0 answers the platform's bank account: the bank's name in `blockchain`, the holder in `name`, the number in `account`",
    operationId: 'getDepositAccount',
    request: { query: { type: '0' } },
    rejects: [{ query: {} }, { query: { type: 'bank' } }],
    responds: ['blockchain', 'name', 'account'],
  },
  {
    fact: 'getBlockchain type=1 answers one crypto account (QR image `url`, address `account`, `network`), not a list of networks',
    operationId: 'getDepositAccount',
    request: { query: { type: '1' } },
    responds: ['url', 'account', 'network'],
    expect: (data) => {
      if (Array.isArray(data)) throw new Error('type=1 answered a list');
    },
  },
  {
    fact: 'getBlockchain type=2 (Alipay) answers a list whose first row is {blockchain, name, account}',
    operationId: 'getDepositAccount',
    request: { query: { type: '2' } },
    responds: ['[].blockchain', '[].name', '[].account'],
  },
  {
    fact: 'getRate answers `rate` (CNY per USD) for converting deposit amounts',
    operationId: 'getExchangeRate',
    request: {},
    responds: ['rate'],
  },
  {
    fact: 'a bank deposit is recharge_type 0 in CNY and names the receiving account from getBlockchain',
    operationId: 'createRecharge',
    request: { body: BANK_DEPOSIT },
    rejects: [
      // The old drift: a bank deposit recorded as Alipay (2), a manual one as WeChat (3).
      { body: { ...BANK_DEPOSIT, recharge_type: 2 } },
      { body: { ...BANK_DEPOSIT, recharge_type: 3 } },
      { body: { ...BANK_DEPOSIT, currency_type: 'USD' } },
      { body: { ...BANK_DEPOSIT, bank_card: '' } },
    ],
  },
  {
    fact: 'a crypto deposit is recharge_type 1 in USD, names the network and address, and posts the voucher fullurl',
    operationId: 'createRecharge',
    request: { body: CRYPTO_DEPOSIT },
    rejects: [
      { body: { ...CRYPTO_DEPOSIT, currency_type: 'USDT' } },
      // The relative `url` of the upload instead of its `fullurl`.
      { body: { ...CRYPTO_DEPOSIT, image: '/uploads/voucher.png' } },
      { body: { ...CRYPTO_DEPOSIT, wallet: 'x' } },
    ],
  },
  {
    fact: 'recharge_log sends the status filter explicitly (all) and answers the rows the client reads',
    operationId: 'listRecharges',
    request: { query: { status: 'all', page: '1', limit: '10' } },
    rejects: [{ query: { page: '1', limit: '10' } }, { query: { status: '2' } }],
    responds: [
      'list[].recharge_id',
      'list[].order_id',
      'list[].createtime',
      'list[].price',
      'list[].status',
      'list[].admin_msg',
    ],
    expect: hasRejected,
  },
  {
    fact: 'a rejected deposit is status -1, and the rejected filter (-1) finds it',
    operationId: 'listRecharges',
    request: { query: { status: '-1', page: '1', limit: '10' } },
    expect: onlyRejected,
  },
  {
    fact: 'extract (GET) answers the balance and the fees as fractions, no network list',
    operationId: 'getWithdrawInfo',
    request: {},
    responds: ['balance', 'service_charge', 'wallet_service_charge'],
    expect: (data) => {
      const info = data as { service_charge?: unknown; networks?: unknown };
      if (Number(info.service_charge) >= 1) throw new Error('service_charge is not a fraction');
      if ('networks' in info) throw new Error('a networks list the platform does not send');
    },
  },
  {
    fact: "a blockchain withdrawal is extract_type '1' in USD, with the network as the client names it (USDT-TRC20)",
    operationId: 'createWithdrawal',
    request: { body: CHAIN_WITHDRAWAL, payFirst: true },
    rejects: [
      { body: { ...CHAIN_WITHDRAWAL, extract_type: 1 } },
      { body: { ...CHAIN_WITHDRAWAL, extract_type: 'chain' } },
      { body: { ...CHAIN_WITHDRAWAL, currency_type: 'USDT' } },
      { body: { ...CHAIN_WITHDRAWAL, network: 'TRC20' } },
      { body: { ...CHAIN_WITHDRAWAL, pay_password: '123456' } },
    ],
  },
  {
    fact: "a bank withdrawal is extract_type '0' in CNY, naming the account paid out to",
    operationId: 'createWithdrawal',
    request: { body: BANK_WITHDRAWAL, payFirst: true },
    rejects: [
      { body: { ...BANK_WITHDRAWAL, extract_type: 'bank' } },
      { body: { ...BANK_WITHDRAWAL, extract_type: 2 } },
      { body: { ...BANK_WITHDRAWAL, currency_type: 'USD' } },
      { body: { ...BANK_WITHDRAWAL, bank_card: '' } },
    ],
  },
  {
    fact: 'extract_log sends the status filter explicitly and answers the rows the client reads',
    operationId: 'listWithdrawals',
    request: { query: { status: 'all', page: '1', limit: '10' } },
    rejects: [{ query: { page: '1', limit: '10' } }, { query: { status: '2' } }],
    responds: [
      'list[].extract_id',
      'list[].extract_sn',
      'list[].createtime',
      'list[].extract_price',
      'list[].status',
      'list[].admin_msg',
    ],
    expect: hasRejected,
  },
  {
    fact: 'a rejected withdrawal is status -1, and the rejected filter (-1) finds it',
    operationId: 'listWithdrawals',
    request: { query: { status: '-1', page: '1', limit: '10' } },
    expect: onlyRejected,
  },
  {
    fact: 'bill sends its type filter explicitly (all); rows carry title, createtime, pm, money and after (id is not read)',
    operationId: 'listBill',
    request: { query: { type: 'all', page: '1', limit: '10' } },
    rejects: [{ query: { page: '1', limit: '10' } }],
    responds: ['list[].title', 'list[].createtime', 'list[].pm', 'list[].money', 'list[].after'],
  },
];
