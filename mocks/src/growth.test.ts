import { describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD, DEMO_TOKEN } from './fixtures/merchant.ts';
import { PAY_CHECK_WINDOW_MS } from './handlers/account/payPassword.ts';
import { db, resetStore } from './state/store.ts';
import { cents, get, paidPost, passPayCheck, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const me = async () => (await get('/merchant/merchant/getMerInfo')).data;
const balance = async () => cents((await me()).mer_money);

/** Every action paid from the balance, with a body the default seed accepts. */
const PAID: [path: string, body: () => Promise<unknown>][] = [
  [
    '/merchant/order/pick',
    async () => ({
      order_id: (await get('/merchant/order/list', { status: '5', limit: 50 })).data.list.find(
        (o: Loose) => cents(o.total_cost) < 10000,
      ).order_id,
    }),
  ],
  [
    '/merchant/order/pick_batch',
    async () => ({
      ids: (await get('/merchant/order/list', { status: '5', limit: 50 })).data.list
        .filter((o: Loose) => cents(o.total_cost) < 10000)
        .slice(0, 2)
        .map((o: Loose) => o.order_id),
    }),
  ],
  ['/merchant/index/buy_train', async () => ({ id: 1 })],
  ['/merchant/index/upgrade', async () => ({ level_id: 3 })],
  ['/merchant/donation/donate', async () => ({ amount: '5.00' })],
  [
    '/merchant/merchant/extract',
    async () => ({
      extract_price: '20.00',
      extract_type: '1',
      currency_type: 'USD',
      network: 'USDT-TRC20',
      blockchain: '0xDe00000000000000000000000000000000Beef',
      real_name: '',
      bank_card: '',
      bank_name: '',
    }),
  ],
];

describe('paid actions need a passed verify_pay', () => {
  it.each(PAID)('%s is refused without one and changes nothing', async (path, body) => {
    const before = await balance();
    expect(await post(path, await body())).toMatchObject({
      code: 0,
      msg: 'Please enter the payment password',
    });
    expect(await balance()).toBe(before);
  });

  it.each(PAID)('%s goes through right after one, and the pass pays once', async (path, body) => {
    const request = await body();
    const before = await balance();
    expect((await paidPost(path, request)).code).toBe(1);
    expect(await balance()).toBeLessThan(before);
    const after = await balance();
    // The pass is used up: the same request again (the next level for an upgrade) needs a new one.
    const again = path === '/merchant/index/upgrade' ? { level_id: 4 } : request;
    expect((await post(path, again)).msg).toBe('Please enter the payment password');
    expect(await balance()).toBe(after);
  });

  it('ignores a password sent with the action itself', async () => {
    expect(
      (await post('/merchant/index/buy_train', { id: 1, password_pay: DEMO_PAY_PASSWORD })).msg,
    ).toBe('Please enter the payment password');
  });

  it('does not count a wrong password, which also withdraws an earlier pass', async () => {
    expect(await passPayCheck('000000')).toBe(0);
    expect((await post('/merchant/index/buy_train', { id: 1 })).code).toBe(0);
    expect(await passPayCheck()).toBe(1);
    expect(await passPayCheck('000000')).toBe(0);
    expect((await post('/merchant/index/buy_train', { id: 1 })).code).toBe(0);
  });

  it('expires after the window', async () => {
    expect(await passPayCheck()).toBe(1);
    db().payChecks.set(DEMO_TOKEN, Date.now() - PAY_CHECK_WINDOW_MS - 1);
    expect((await post('/merchant/index/buy_train', { id: 1 })).msg).toBe(
      'Please enter the payment password',
    );
  });

  it('belongs to the session that passed it', async () => {
    const other = 'second-session';
    db().tokens.add(other);
    expect(
      (
        await post(
          '/merchant/merchant/verify_pay',
          { password_pay: DEMO_PAY_PASSWORD },
          { token: other },
        )
      ).code,
    ).toBe(1);
    expect((await post('/merchant/index/buy_train', { id: 1 })).code).toBe(0);
    expect((await post('/merchant/index/buy_train', { id: 1 }, { token: other })).code).toBe(1);
  });

  it('asks to set a payment password first when none is set', async () => {
    resetStore('noPayPassword');
    expect(await passPayCheck()).toBe(0);
    expect((await post('/merchant/index/buy_train', { id: 1 })).msg).toBe(
      'Please set a payment password first',
    );
  });
});

describe('seller level', () => {
  it('lists the levels with price, margin and product quota', async () => {
    const levels = (await get('/merchant/index/level')).data;
    expect(levels).toHaveLength(4);
    expect(levels[1]).toMatchObject({ level_id: 2, price: '500.00', rate: '20', product_num: 100 });
    expect((await me()).mer_level).toBe(2);
  });

  it('upgrades from the balance: the new level shows in the profile and the bill', async () => {
    expect((await paidPost('/merchant/index/upgrade', { level_id: 3 })).code).toBe(1);
    const profile = await me();
    expect(profile.mer_level).toBe(3);
    expect(profile.mer_money).toBe('1,080.00');
    expect((await get('/merchant/merchant/bill')).data.list[0]).toMatchObject({
      type: 'level',
      money: '1500.00',
      pm: 0,
    });
  });

  it('refuses the same or a lower level, a short balance and a closed shop', async () => {
    expect((await paidPost('/merchant/index/upgrade', { level_id: 2 })).msg).toBe(
      'You are already at this level or higher',
    );
    expect((await paidPost('/merchant/index/upgrade', { level_id: 9 })).msg).toBe(
      'The level does not exist',
    );
    expect((await paidPost('/merchant/index/upgrade', { level_id: 4 })).msg).toBe(
      'Insufficient balance',
    );
    resetStore('closedShop');
    expect((await paidPost('/merchant/index/upgrade', { level_id: 3 })).msg).toBe(
      'The store is closed, please contact customer service',
    );
    expect((await me()).mer_level).toBe(2);
  });
});

describe('express lane', () => {
  it('lists packages and purchases, a running one first', async () => {
    expect((await get('/merchant/index/train')).data[0]).toMatchObject({
      id: 1,
      price: '29.90',
      hour: 24,
      order_num: 5,
    });
    const purchases = (await get('/merchant/index/buy_train_bill')).data;
    expect(purchases.count).toBe(4);
    expect(purchases.list.map((p: Loose) => p.status)).toEqual([1, 2, 2, 2]);
    expect(purchases.list[0]).toMatchObject({
      money: '299.00',
      train: { name: 'Express Lane Pro' },
    });
  });

  it('buys a package from the balance; the purchase runs and is in the bill', async () => {
    const before = await balance();
    expect(await paidPost('/merchant/index/buy_train', { id: 2 })).toMatchObject({
      code: 1,
      msg: 'Purchased successfully',
    });
    expect(await balance()).toBe(before - 9900);
    const purchases = (await get('/merchant/index/buy_train_bill')).data;
    expect(purchases.count).toBe(5);
    expect(purchases.list[0]).toMatchObject({
      money: '99.00',
      status: 1,
      train: { name: 'Express Lane Plus' },
    });
    expect((await get('/merchant/merchant/bill', { type: 'train' })).data.list[0]).toMatchObject({
      money: '99.00',
      pm: 0,
    });
  });

  it('pages purchases as {count, list}', async () => {
    const page = (await get('/merchant/index/buy_train_bill', { page: 2, limit: 3 })).data;
    expect(page.count).toBe(4);
    expect(page.list).toHaveLength(1);
  });

  it('refuses an unknown package, a short balance and a closed shop', async () => {
    expect((await paidPost('/merchant/index/buy_train', { id: 99 })).msg).toBe(
      'The package does not exist',
    );
    resetStore('lowBalance');
    expect((await paidPost('/merchant/index/buy_train', { id: 1 })).msg).toBe(
      'Insufficient balance',
    );
    resetStore('closedShop');
    expect((await paidPost('/merchant/index/buy_train', { id: 1 })).msg).toBe(
      'The store is closed, please contact customer service',
    );
    expect((await get('/merchant/index/buy_train_bill')).data.count).toBe(4);
  });

  it('has no purchases in the empty seed', async () => {
    resetStore('empty');
    expect((await get('/merchant/index/buy_train_bill')).data).toEqual({ count: 0, list: [] });
  });
});

describe('daily sign-in', () => {
  it('signs in once a platform day, paying the day of the cycle', async () => {
    const info = (await get('/merchant/welfare/sign_info')).data;
    expect(info).toMatchObject({ streak: 3, signed_today: 0, reward: '0.50' });
    const before = await balance();
    expect(await post('/merchant/welfare/sign')).toMatchObject({
      code: 1,
      data: { streak: 4, reward: '0.50' },
    });
    expect(await balance()).toBe(before + 50);
    expect(await post('/merchant/welfare/sign')).toMatchObject({
      code: 0,
      msg: 'You have already signed in today',
    });
    expect(await balance()).toBe(before + 50);
    const after = (await get('/merchant/welfare/sign_info')).data;
    expect(after).toMatchObject({ streak: 4, signed_today: 1 });
    expect(after.days.filter((d: Loose) => d.signed === 1)).toHaveLength(4);
  });

  it('signs again the next platform day, and a missed day starts the streak over', async () => {
    await post('/merchant/welfare/sign');
    db().clock += 86400;
    expect((await get('/merchant/welfare/sign_info')).data).toMatchObject({
      streak: 4,
      signed_today: 0,
    });
    expect((await post('/merchant/welfare/sign')).data).toEqual({ streak: 5, reward: '0.80' });
    db().clock += 2 * 86400;
    expect((await get('/merchant/welfare/sign_info')).data).toMatchObject({
      streak: 0,
      signed_today: 0,
      reward: '0.10',
    });
    expect((await post('/merchant/welfare/sign')).data).toEqual({ streak: 1, reward: '0.10' });
  });

  it('starts at day one in the empty seed', async () => {
    resetStore('empty');
    const info = (await get('/merchant/welfare/sign_info')).data;
    expect(info).toMatchObject({ streak: 0, signed_today: 0, reward: '0.10' });
    expect(info.days.every((d: Loose) => d.signed === 0)).toBe(true);
  });
});

describe('caring donation', () => {
  it('ranks donors and gives the merchant its own total', async () => {
    const rank = (await get('/merchant/donation/rank')).data;
    expect(rank.total).toBe(8);
    expect(rank.list[0]).toMatchObject({ rank: 1, account: 'ama***@example.com' });
    expect(rank.mine).toEqual({ rank: 4, amount: '300.00', count: 2 });
  });

  it('donates from the balance: the bill, the ranking and the own total follow', async () => {
    const before = await balance();
    expect(await paidPost('/merchant/donation/donate', { amount: '10.50' })).toMatchObject({
      code: 1,
      msg: 'Thank you for your donation',
    });
    expect(await balance()).toBe(before - 1050);
    expect((await get('/merchant/merchant/bill')).data.list[0]).toMatchObject({
      type: 'donation',
      money: '10.50',
      pm: 0,
    });
    expect((await get('/merchant/donation/rank')).data.mine).toEqual({
      rank: 4,
      amount: '310.50',
      count: 3,
    });
  });

  it('refuses zero, a bad amount, more than the balance and a closed shop', async () => {
    const before = await balance();
    expect((await paidPost('/merchant/donation/donate', { amount: '0' })).msg).toBe(
      'The amount cannot be zero',
    );
    expect((await paidPost('/merchant/donation/donate', { amount: '1.005' })).msg).toBe(
      'Please enter a valid amount',
    );
    expect((await paidPost('/merchant/donation/donate', { amount: '2580.01' })).msg).toBe(
      'Insufficient balance',
    );
    expect(await balance()).toBe(before);
    resetStore('closedShop');
    expect((await paidPost('/merchant/donation/donate', { amount: '1' })).msg).toBe(
      'The store is closed, please contact customer service',
    );
  });

  it('has no ranking and a zero own total in the empty seed', async () => {
    resetStore('empty');
    expect((await get('/merchant/donation/rank')).data).toEqual({
      total: 0,
      list: [],
      mine: { rank: 0, amount: '0.00', count: 0 },
    });
  });
});

describe('feedback', () => {
  it('takes content, up to three images and the anonymous flag', async () => {
    expect(
      await post('/merchant/merchant/feedbackSave', {
        content: 'Please add a dark theme.',
        images: ['/uploads/a.png', '/uploads/b.png'],
        anonymous: 1,
      }),
    ).toMatchObject({ code: 1, msg: 'Thank you for your feedback' });
    expect(db().feedback.at(-1)).toMatchObject({
      content: 'Please add a dark theme.',
      images: ['/uploads/a.png', '/uploads/b.png'],
      anonymous: true,
    });
  });

  it('refuses blank, too long and too many images', async () => {
    expect(
      (await post('/merchant/merchant/feedbackSave', { content: '  ', anonymous: 0 })).msg,
    ).toBe('Please enter your feedback');
    expect(
      (await post('/merchant/merchant/feedbackSave', { content: '字'.repeat(501), anonymous: 0 }))
        .msg,
    ).toBe('The feedback can be at most 500 characters');
    expect(
      (await post('/merchant/merchant/feedbackSave', { content: '字'.repeat(500), anonymous: 0 }))
        .code,
    ).toBe(1);
    expect(
      (
        await post('/merchant/merchant/feedbackSave', {
          content: 'Hi',
          images: ['/1.png', '/2.png', '/3.png', '/4.png'],
          anonymous: 0,
        })
      ).msg,
    ).toBe('At most 3 images can be attached');
    expect(db().feedback).toHaveLength(1);
  });
});
