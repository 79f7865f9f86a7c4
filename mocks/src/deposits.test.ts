import { describe, expect, it } from 'vitest';
import { resetStore } from './state/store.ts';
import { cents, get, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const RECHARGE = '/merchant/merchant/recharge';
const LOG = '/merchant/merchant/recharge_log';
const REVIEW = '/demo/recharge/review';
const ACCOUNT = '/merchant/merchant/getBlockchain';

const balance = async () => cents((await get('/merchant/merchant/getMerInfo')).data.mer_money);
const latest = async () => (await get(LOG, { status: 'all' })).data.list[0];

const PLATFORM_TRC20 = 'TGCrTQdop4EzLNWR4SwWHwgPT1Qith4feC';
const blockchain = {
  image: 'https://shop.example.org/uploads/1.png',
  price: '100.00',
  recharge_type: 1,
  currency_type: 'USD',
  network: 'TRC20',
  blockchain: PLATFORM_TRC20,
  real_name: '',
  bank_card: '',
  bank_name: '',
  order: '',
};
const platformBank = {
  bank_name: 'Demo Bank Singapore',
  blockchain: 'Demo Bank Singapore',
  bank_card: '6222020000001234',
  real_name: 'Demo Platform Ltd',
};
const bank = {
  image: 'https://shop.example.org/uploads/2.png',
  price: '1803.60',
  recharge_type: 0,
  currency_type: 'CNY',
  network: '',
  ...platformBank,
};

describe('receiving accounts and the exchange rate', () => {
  it("answers the platform's account of each way: bank, crypto, Alipay", async () => {
    expect((await get(ACCOUNT, { type: '0' })).data).toEqual({
      blockchain: 'Demo Bank Singapore',
      name: 'Demo Platform Ltd',
      account: '6222020000001234',
    });
    expect((await get(ACCOUNT, { type: '1' })).data).toMatchObject({
      account: PLATFORM_TRC20,
      network: 'TRC20',
      url: expect.stringMatching(/^data:image\//),
    });
    expect((await get(ACCOUNT, { type: '2' })).data[0]).toMatchObject({ blockchain: 'Alipay' });
    expect(await get(ACCOUNT, { type: '7' })).toMatchObject({ code: 0 });
  });

  it('gives the deposit and withdrawal rates (CNY per USD)', async () => {
    expect((await get('/merchant/merchant/getRate')).data).toEqual({
      rate: '7.20',
      extractRate: '7.10',
    });
  });

  it("answers the merchant's own address per network (assumed call)", async () => {
    expect((await post('/new/api/mer/getAddress', {})).data).toEqual({
      network: 'TRC20',
      address: 'TDemoMerchantTrc20000000000000001001',
    });
    expect(await post('/new/api/mer/getAddress', { network: 'SOL' })).toMatchObject({ code: 0 });
  });

  it('gives the bounds in USD', async () => {
    expect((await get('/merchant/merchant/recharge_info')).data).toEqual({
      min_price: '10.00',
      max_price: '50,000.00',
    });
  });
});

describe('recharge', () => {
  it('creates a crypto deposit in review, first in the log, balance unchanged', async () => {
    const before = await balance();
    const { total } = (await get(LOG, { status: 'all' })).data;
    const answer = await post(RECHARGE, blockchain);
    expect(answer).toMatchObject({ code: 1, msg: 'Deposit submitted, please wait for review' });
    expect(await latest()).toMatchObject({
      order_id: 'RC202611220207',
      price: '100.00',
      status: 0,
      recharge_type: 1,
      currency_type: 'USD',
      createtime: '2026-11-22 10:01:00',
    });
    expect((await get(LOG, { status: 'all' })).data.total).toBe(total + 1);
    expect(await balance()).toBe(before);
  });

  it('records a bank transfer as recharge_type 0 in CNY, naming the platform account', async () => {
    expect((await post(RECHARGE, bank)).code).toBe(1);
    expect(await latest()).toMatchObject({
      price: '1803.60',
      recharge_type: 0,
      currency_type: 'CNY',
      status: 0,
    });
    expect(await post(RECHARGE, { ...bank, bank_card: '6217000010004455' })).toMatchObject({
      code: 0,
      msg: 'The receiving account does not match',
    });
    expect(await post(RECHARGE, { ...bank, currency_type: 'USD' })).toMatchObject({
      code: 0,
      msg: 'This currency cannot be deposited this way',
    });
    expect(await post(RECHARGE, { ...blockchain, currency_type: 'USDT' })).toMatchObject({
      code: 0,
      msg: 'This currency cannot be deposited this way',
    });
  });

  it('accepts the form-encoded variant', async () => {
    const response = await fetch(`http://platform.test${RECHARGE}`, {
      method: 'POST',
      headers: { token: 'demo-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...blockchain, recharge_type: '1', price: '20' }),
    });
    expect((await response.json()).code).toBe(1);
    expect(await latest()).toMatchObject({ price: '20.00' });
  });

  it.each([
    ['', 'Please enter a valid amount'],
    ['abc', 'Please enter a valid amount'],
    ['12.345', 'Please enter a valid amount'],
    ['-20', 'Please enter a valid amount'],
    ['0', 'The amount cannot be zero'],
    ['0.00', 'The amount cannot be zero'],
    ['9.99', 'The minimum deposit is 10.00 USD'],
    ['50000.01', 'The maximum deposit is 50,000.00 USD'],
  ])('refuses the amount %j: %s', async (price, msg) => {
    const { total } = (await get(LOG, { status: 'all' })).data;
    expect(await post(RECHARGE, { ...blockchain, price })).toMatchObject({ code: 0, msg });
    expect((await get(LOG, { status: 'all' })).data.total).toBe(total);
  });

  it('accepts the bounds themselves, converted for CNY (10.00 USD = 72.00 CNY)', async () => {
    expect((await post(RECHARGE, { ...blockchain, price: '10' })).code).toBe(1);
    expect((await post(RECHARGE, { ...blockchain, price: '50,000.00' })).code).toBe(1);
    expect((await post(RECHARGE, { ...bank, price: '72.00' })).code).toBe(1);
    expect(await post(RECHARGE, { ...bank, price: '71.99' })).toMatchObject({
      code: 0,
      msg: 'The minimum deposit is 72.00 CNY',
    });
  });

  it('refuses a deposit without a voucher or a method', async () => {
    expect(await post(RECHARGE, { ...blockchain, image: '' })).toMatchObject({
      code: 0,
      msg: 'Please upload the payment voucher',
    });
    expect(await post(RECHARGE, { ...blockchain, recharge_type: 4 })).toMatchObject({
      code: 0,
      msg: 'Please choose a deposit method',
    });
  });

  it('refuses a crypto deposit that does not name the platform address', async () => {
    for (const change of [{ network: 'ERC20' }, { blockchain: '0xSomeoneElse' }]) {
      expect(await post(RECHARGE, { ...blockchain, ...change })).toMatchObject({
        code: 0,
        msg: 'The deposit address does not match the network',
      });
    }
  });

  it('takes no deposit on a platform without receiving accounts', async () => {
    resetStore('noDepositSetup');
    for (const type of ['0', '1']) {
      expect(await get(ACCOUNT, { type })).toMatchObject({
        code: 0,
        msg: 'Reset the default recharge info',
      });
    }
    expect((await post(RECHARGE, blockchain)).msg).toBe('Reset the default recharge info');
    expect((await post(RECHARGE, bank)).msg).toBe('Reset the default recharge info');
  });
});

describe('recharge log', () => {
  it('filters by status and pages by total', async () => {
    const all = (await get(LOG, { status: 'all', limit: 100 })).data;
    expect(all.total).toBe(6);
    expect(new Set(all.list.map((r: Loose) => r.status))).toEqual(new Set([-1, 0, 1]));
    const rejected = (await get(LOG, { status: '-1' })).data;
    expect(rejected.total).toBe(1);
    expect(rejected.list[0]).toMatchObject({
      status: -1,
      admin_msg: 'The transfer voucher is unreadable',
    });
    const second = (await get(LOG, { status: 'all', page: 2, limit: 4 })).data;
    expect(second).toMatchObject({ total: 6 });
    expect(second.list).toHaveLength(2);
  });
});

describe('demo review (demo platform only)', () => {
  const inReview = async () => (await get(LOG, { status: '0' })).data.list as Loose[];

  it('approves: credits the balance and writes a recharge bill entry', async () => {
    const before = await balance();
    const [deposit] = await inReview();
    const answer = await post(REVIEW, { recharge_id: deposit.recharge_id, status: 1 });
    expect(answer.code).toBe(1);
    expect(await balance()).toBe(before + cents(deposit.price));
    const record = (await get(LOG, { status: 'all', limit: 100 })).data.list.find(
      (r: Loose) => r.recharge_id === deposit.recharge_id,
    );
    expect(record).toMatchObject({ status: 1, paid: 1 });
    const bill = (await get('/merchant/merchant/bill', { type: 'recharge' })).data.list[0];
    expect(bill).toMatchObject({
      money: deposit.price,
      pm: 1,
      type: 'recharge',
      memo: `Deposit ${deposit.order_id} approved`,
    });
    expect(cents(bill.after)).toBe(before + cents(deposit.price));
  });

  it("rejects with the reviewer's note, balance unchanged", async () => {
    const before = await balance();
    const [deposit] = await inReview();
    const answer = await post(REVIEW, {
      recharge_id: deposit.recharge_id,
      status: -1,
      admin_msg: 'Amount does not match the voucher',
    });
    expect(answer.code).toBe(1);
    expect(await balance()).toBe(before);
    const rejected = (await get(LOG, { status: '-1' })).data.list;
    expect(rejected[0]).toMatchObject({
      recharge_id: deposit.recharge_id,
      admin_msg: 'Amount does not match the voucher',
    });
  });

  it('refuses a second review, an unknown deposit and an unknown decision', async () => {
    const [deposit] = await inReview();
    expect((await post(REVIEW, { recharge_id: deposit.recharge_id, status: 1 })).code).toBe(1);
    const before = await balance();
    expect(await post(REVIEW, { recharge_id: deposit.recharge_id, status: 1 })).toMatchObject({
      code: 0,
      msg: 'This deposit has already been reviewed',
    });
    expect(await balance()).toBe(before);
    expect(await post(REVIEW, { recharge_id: 9999, status: 1 })).toMatchObject({
      code: 0,
      msg: 'The deposit does not exist',
    });
    expect(await post(REVIEW, { recharge_id: deposit.recharge_id, status: 0 })).toMatchObject({
      code: 0,
      msg: 'Please choose approve or reject',
    });
  });

  it('reviews a deposit just submitted', async () => {
    await post(RECHARGE, blockchain);
    const fresh = await latest();
    const before = await balance();
    expect((await post(REVIEW, { recharge_id: fresh.recharge_id, status: 1 })).code).toBe(1);
    expect(await balance()).toBe(before + 10000);
  });

  it('credits a bank transfer converted at the deposit rate (1803.60 CNY / 7.20 = 250.50)', async () => {
    await post(RECHARGE, bank);
    const fresh = await latest();
    const before = await balance();
    expect((await post(REVIEW, { recharge_id: fresh.recharge_id, status: 1 })).code).toBe(1);
    expect(await balance()).toBe(before + 25050);
  });
});
