import { describe, expect, it } from 'vitest';
import { resetStore } from './state/store.ts';
import { cents, get, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const RECHARGE = '/merchant/merchant/recharge';
const LOG = '/merchant/merchant/recharge_log';
const REVIEW = '/demo/recharge/review';

const balance = async () => cents((await get('/merchant/merchant/getMerInfo')).data.mer_money);
const latest = async () => (await get(LOG)).data.list[0];

const MERCHANT_TRC20 = 'TDemoMerchantTrc20000000000000001001';
const blockchain = {
  price: '100.00',
  recharge_type: 1,
  currency_type: 'USDT',
  image: '/uploads/1.png',
  network: 'TRC20',
  blockchain: MERCHANT_TRC20,
};
const defaultCard = {
  bank_name: 'Demo Bank Singapore',
  bank_card: '6222020200112233',
  real_name: 'Demo Merchant',
};
const bank = {
  price: '250.50',
  recharge_type: 2,
  currency_type: 'USD',
  image: '/uploads/2.png',
  ...defaultCard,
};

describe('deposit channels and addresses', () => {
  it('lists the channels, BEP20 (BSC) closed', async () => {
    const channels = (await get('/merchant/merchant/getBlockchain')).data;
    expect(channels.map((c: Loose) => [c.network, c.status])).toEqual([
      ['TRC20', 1],
      ['ERC20', 1],
      ['BEP20', 0],
    ]);
  });

  it("answers the merchant's address per open network, the first one by default", async () => {
    expect((await post('/new/api/mer/getAddress', {})).data).toEqual({
      network: 'TRC20',
      address: MERCHANT_TRC20,
    });
    expect((await post('/new/api/mer/getAddress', { network: 'erc20' })).data).toEqual({
      network: 'ERC20',
      address: '0xDe0000000000000000000000000000000M1001',
    });
    for (const network of ['BEP20', 'SOL']) {
      expect(await post('/new/api/mer/getAddress', { network })).toMatchObject({
        code: 0,
        msg: 'Deposits on this network are not supported',
      });
    }
  });

  it('gives the bounds and the receiving account', async () => {
    expect((await get('/merchant/merchant/recharge_info')).data).toEqual({
      min_price: '10.00',
      max_price: '50,000.00',
      bank_card: {
        bank_name: 'Demo Bank Singapore',
        card_no: '6222020000001234',
        real_name: 'Demo Platform Ltd',
      },
    });
  });
});

describe('recharge', () => {
  it('creates a blockchain deposit in review, first in the log, balance unchanged', async () => {
    const before = await balance();
    const { total } = (await get(LOG)).data;
    const answer = await post(RECHARGE, blockchain);
    expect(answer).toMatchObject({ code: 1, msg: 'Deposit submitted, please wait for review' });
    expect(await latest()).toMatchObject({
      order_id: 'RC202611220207',
      price: '100.00',
      status: 0,
      paid: 0,
      recharge_type: 1,
      createtime: '2026-11-22 10:01:00',
    });
    expect((await get(LOG)).data.total).toBe(total + 1);
    expect(await balance()).toBe(before);
  });

  it('accepts the channel address too, and the form-encoded variant', async () => {
    const response = await fetch(`http://platform.test${RECHARGE}`, {
      method: 'POST',
      headers: { token: 'demo-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...blockchain,
        recharge_type: '1',
        price: '20',
        blockchain: 'TDemoTrc20Address000000000000000001',
      }),
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
    ['9.99', 'The minimum deposit is 10.00'],
    ['50000.01', 'The maximum deposit is 50,000.00'],
  ])('refuses the amount %j: %s', async (price, msg) => {
    const { total } = (await get(LOG)).data;
    expect(await post(RECHARGE, { ...blockchain, price })).toMatchObject({ code: 0, msg });
    expect((await get(LOG)).data.total).toBe(total);
  });

  it('accepts the bounds themselves', async () => {
    expect((await post(RECHARGE, { ...blockchain, price: '10' })).code).toBe(1);
    expect((await post(RECHARGE, { ...blockchain, price: '50,000.00' })).code).toBe(1);
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

  it('refuses BSC and HECO, closed or unknown networks and a wrong address', async () => {
    for (const network of ['BEP20', 'BSC', 'HECO']) {
      expect(await post(RECHARGE, { ...blockchain, network })).toMatchObject({
        code: 0,
        msg: 'Deposits on BSC and HECO are not supported',
      });
    }
    expect(await post(RECHARGE, { ...blockchain, network: 'SOL' })).toMatchObject({
      code: 0,
      msg: 'Deposits on this network are not supported',
    });
    expect(await post(RECHARGE, { ...blockchain, blockchain: '0xSomeoneElse' })).toMatchObject({
      code: 0,
      msg: 'The deposit address does not match the network',
    });
    expect(
      await post(RECHARGE, { ...blockchain, network: 'ERC20', blockchain: MERCHANT_TRC20 }),
    ).toMatchObject({ code: 0, msg: 'The deposit address does not match the network' });
  });

  it('takes bank-card and manual deposits from the default card only', async () => {
    expect((await post(RECHARGE, bank)).code).toBe(1);
    expect(await latest()).toMatchObject({ price: '250.50', recharge_type: 2, status: 0 });
    expect((await post(RECHARGE, { ...bank, recharge_type: 3 })).code).toBe(1);
    expect(await latest()).toMatchObject({ recharge_type: 3 });
    expect(
      await post(RECHARGE, { ...bank, bank_card: '6217000010004455', bank_name: 'Example' }),
    ).toMatchObject({ code: 0, msg: 'Please set the default bank card information' });
  });

  it('asks for a default bank card when the merchant has none', async () => {
    resetStore('empty');
    expect(await post(RECHARGE, bank)).toMatchObject({
      code: 0,
      msg: 'Please set the default bank card information',
    });
    expect((await get(LOG)).data.total).toBe(0);
  });

  it('takes no deposit on a platform without deposit setup', async () => {
    resetStore('noDepositSetup');
    expect((await get('/merchant/merchant/getBlockchain')).data).toEqual([]);
    expect((await get('/merchant/merchant/recharge_info')).data.bank_card).toBeNull();
    expect(await post('/new/api/mer/getAddress', {})).toMatchObject({
      code: 0,
      msg: 'No deposit network is available',
    });
    expect((await post(RECHARGE, blockchain)).msg).toBe(
      'Deposits on this network are not supported',
    );
    expect((await post(RECHARGE, bank)).msg).toBe('Reset the default recharge info');
  });
});

describe('recharge log', () => {
  it('filters by status and pages by total', async () => {
    const all = (await get(LOG, { limit: 100 })).data;
    expect(all.total).toBe(6);
    expect(new Set(all.list.map((r: Loose) => r.status))).toEqual(new Set([0, 1, 2]));
    const rejected = (await get(LOG, { status: '2' })).data;
    expect(rejected.total).toBe(1);
    expect(rejected.list[0]).toMatchObject({
      status: 2,
      admin_msg: 'The transfer voucher is unreadable',
    });
    const second = (await get(LOG, { page: 2, limit: 4 })).data;
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
    const record = (await get(LOG, { limit: 100 })).data.list.find(
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
      status: 2,
      admin_msg: 'Amount does not match the voucher',
    });
    expect(answer.code).toBe(1);
    expect(await balance()).toBe(before);
    const rejected = (await get(LOG, { status: '2' })).data.list;
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
});
