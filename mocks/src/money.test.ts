import { describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from './fixtures/merchant.ts';
import { resetStore } from './state/store.ts';
import { call, cents, get, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const balance = async () => cents((await get('/merchant/merchant/getMerInfo')).data.mer_money);
const blockchain = {
  extract_type: 1,
  currency_type: 'USDT',
  network: 'BEP20',
  blockchain: '0xDe00000000000000000000000000000000Beef',
};

describe('withdrawal', () => {
  it('charges 1.00 + 3 % (half-up) on blockchain, records it in review and deducts the amount', async () => {
    const before = await balance();
    const answer = await post('/merchant/merchant/extract', {
      ...blockchain,
      extract_price: '100.50',
    });
    expect(answer.code).toBe(1);
    const record = (await get('/merchant/merchant/extract_log')).data.list[0];
    // 3 % of 100.50 = 3.015 -> 3.02 (half-up), plus 1.00.
    expect(record).toMatchObject({
      extract_price: '100.50',
      fee: '4.02',
      real_price: '96.48',
      status: 0,
    });
    expect(await balance()).toBe(before - 10050);
    const bill = (await get('/merchant/merchant/bill', { type: 'extract' })).data.list[0];
    expect(bill).toMatchObject({ pm: 0, money: '100.50' });
  });

  it('uses service_charge (0 %) for a bank card that exists', async () => {
    const info = (await get('/merchant/merchant/extract')).data;
    expect(info).toMatchObject({
      balance: '2,580.00',
      service_charge: '0',
      wallet_service_charge: '1.00',
    });
    const card = (await get('/api/bankcard/getList')).data[0];
    const missing = await post('/merchant/merchant/extract', {
      extract_type: 2,
      currency_type: 'USD',
      extract_price: '50',
      bank_card: '999',
      bank_name: 'x',
      real_name: 'y',
    });
    expect(missing).toMatchObject({ code: 0, msg: 'Please choose a bank card' });
    const answer = await post('/merchant/merchant/extract', {
      extract_type: 2,
      currency_type: 'USD',
      extract_price: '50',
      bank_card: card.card_no,
      bank_name: card.bank_name,
      real_name: card.real_name,
    });
    expect(answer.code).toBe(1);
    expect((await get('/merchant/merchant/extract_log')).data.list[0]).toMatchObject({
      fee: '0.00',
      real_price: '50.00',
    });
  });

  it('refuses zero and more than the balance, changing nothing', async () => {
    const before = await balance();
    expect(
      (await post('/merchant/merchant/extract', { ...blockchain, extract_price: '0' })).msg,
    ).toBe('The amount cannot be zero');
    expect(
      (await post('/merchant/merchant/extract', { ...blockchain, extract_price: '2580.01' })).msg,
    ).toBe('The amount cannot exceed the balance');
    expect(await balance()).toBe(before);
  });

  it('has records in review, approved and rejected', async () => {
    const statuses = (await get('/merchant/merchant/extract_log', { limit: 100 })).data.list.map(
      (r: Loose) => r.status,
    );
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    expect((await get('/merchant/merchant/extract_log', { status: '2' })).data.total).toBe(1);
  });
});

describe('recharge', () => {
  it('creates an in-review record with a voucher', async () => {
    const noVoucher = await post('/merchant/merchant/recharge', {
      price: '100',
      recharge_type: 1,
      currency_type: 'USDT',
      image: '',
    });
    expect(noVoucher).toMatchObject({ code: 0, msg: 'Please upload the payment voucher' });
    expect(
      (
        await post('/merchant/merchant/recharge', {
          price: '5',
          recharge_type: 1,
          currency_type: 'USDT',
          image: '/uploads/1.png',
        })
      ).code,
    ).toBe(0);
    const answer = await post('/merchant/merchant/recharge', {
      price: '100.00',
      recharge_type: 1,
      currency_type: 'USDT',
      image: '/uploads/1.png',
      network: 'TRC20',
    });
    expect(answer.code).toBe(1);
    const record = (await get('/merchant/merchant/recharge_log')).data.list[0];
    expect(record).toMatchObject({
      price: '100.00',
      status: 0,
      paid: 0,
      recharge_type: 1,
      createtime: '2026-11-22 10:01:00',
    });
  });

  it('accepts the form-encoded variant', async () => {
    const response = await fetch('http://platform.test/merchant/merchant/recharge', {
      method: 'POST',
      headers: { token: 'demo-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        price: '20',
        recharge_type: '3',
        currency_type: 'USD',
        image: '/uploads/2.png',
      }),
    });
    expect((await response.json()).code).toBe(1);
  });
});

describe('bank cards', () => {
  it('adds with digits only, sets default and deletes', async () => {
    expect(
      (
        await post('/api/bankcard/add', {
          bank_name: 'B',
          card_no: '12ab',
          real_name: 'Demo Merchant',
        })
      ).msg,
    ).toBe('The card number must be numeric');
    const added = await post('/api/bankcard/add', {
      bank_name: 'Third Bank',
      card_no: '6200001111',
      real_name: 'Demo Merchant',
    });
    expect(added.code).toBe(1);
    expect(added.data.id).toBe(3);
    expect((await post('/api/bankcard/setDefault', { id: 3 })).code).toBe(1);
    const cards = (await get('/api/bankcard/getList')).data;
    expect(cards.filter((c: Loose) => c.is_default === 1).map((c: Loose) => c.id)).toEqual([3]);
    expect((await post('/api/bankcard/del', { id: 3 })).code).toBe(1);
    const left = (await get('/api/bankcard/getList')).data;
    expect(left).toHaveLength(2);
    expect(left.filter((c: Loose) => c.is_default === 1)).toHaveLength(1);
  });

  it('downloads a PNG for a known card and a JSON failure otherwise', async () => {
    const response = await call('GET', '/api/bankcard/downloadQrcode', { query: { id: 1 } });
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const unknown = await call('GET', '/api/bankcard/downloadQrcode', { query: { id: 99 } });
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(await unknown.json()).toMatchObject({ code: 0, msg: 'Download failed' });
  });
});

describe('level, express lane and donation', () => {
  it('buys an express package from the balance', async () => {
    const before = await balance();
    expect((await post('/merchant/index/buy_train', { id: 2 })).code).toBe(1);
    expect(await balance()).toBe(before - 9900);
    const purchases = (await get('/merchant/index/buy_train_bill')).data;
    expect(purchases.list[0]).toMatchObject({
      money: '99.00',
      train: { name: 'Express Lane Plus' },
    });
  });

  it('upgrades with the payment password and refuses when short', async () => {
    expect(
      (await post('/merchant/index/upgrade', { level_id: 3, password_pay: '000000' })).msg,
    ).toBe('Incorrect payment password');
    expect(
      (await post('/merchant/index/upgrade', { level_id: 4, password_pay: DEMO_PAY_PASSWORD })).msg,
    ).toBe('Insufficient balance');
    expect(
      (await post('/merchant/index/upgrade', { level_id: 3, password_pay: DEMO_PAY_PASSWORD }))
        .code,
    ).toBe(1);
    const me = (await get('/merchant/merchant/getMerInfo')).data;
    expect(me.mer_level).toBe(3);
    expect(me.mer_money).toBe('1,080.00');
  });

  it('donates with the payment password and appears in the bill', async () => {
    resetStore('noPayPassword');
    expect(
      (await post('/merchant/donation/donate', { amount: '10', password_pay: DEMO_PAY_PASSWORD }))
        .msg,
    ).toBe('Please set a payment password first');
    resetStore();
    expect(
      (await post('/merchant/donation/donate', { amount: '10', password_pay: DEMO_PAY_PASSWORD }))
        .code,
    ).toBe(1);
    expect((await get('/merchant/merchant/bill')).data.list[0]).toMatchObject({
      type: 'donation',
      money: '10.00',
      pm: 0,
    });
  });

  it('signs in once a day', async () => {
    const info = (await get('/merchant/welfare/sign_info')).data;
    expect(info).toMatchObject({ streak: 3, signed_today: 0, reward: '0.50' });
    expect((await post('/merchant/welfare/sign')).data).toEqual({ streak: 4, reward: '0.50' });
    expect((await post('/merchant/welfare/sign')).code).toBe(0);
    expect(
      (await get('/merchant/welfare/sign_info')).data.days.filter((d: Loose) => d.signed === 1),
    ).toHaveLength(4);
  });
});

describe('bill', () => {
  it('chains: the newest after is the balance and each entry explains the step', async () => {
    for (const seed of ['default', 'lowBalance'] as const) {
      resetStore(seed);
      const bill = (await get('/merchant/merchant/bill', { limit: 100 })).data;
      expect(bill.count).toBeGreaterThan(30);
      expect(cents(bill.list[0].after)).toBe(await balance());
      for (let i = 0; i + 1 < bill.list.length; i += 1) {
        const entry = bill.list[i];
        const signed = entry.pm === 1 ? cents(entry.money) : -cents(entry.money);
        expect(cents(entry.after) - signed).toBe(cents(bill.list[i + 1].after));
        expect(cents(entry.after)).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(bill.list.map((b: Loose) => b.type))).toEqual(
        new Set(['order', 'recharge', 'extract', 'train']),
      );
    }
  });

  it('filters by type and pages as { count, list }', async () => {
    const orders = (await get('/merchant/merchant/bill', { type: 'order', page: 2 })).data;
    expect(orders.list.every((b: Loose) => b.type === 'order')).toBe(true);
    expect(orders.count).toBeGreaterThan(10);
  });
});

describe('finance report', () => {
  it('filters by range', async () => {
    expect((await get('/merchant/merchant/financial_report', { range: 'today' })).data.total).toBe(
      1,
    );
    expect((await get('/merchant/merchant/financial_report', { range: 'week' })).data.total).toBe(
      7,
    );
    expect((await get('/merchant/merchant/financial_report', { range: 'month' })).data.total).toBe(
      30,
    );
    const all = (await get('/merchant/merchant/financial_report')).data;
    expect(all.total).toBe(31);
    expect(all.report).toHaveLength(10);
  });
});
