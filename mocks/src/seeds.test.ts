import { describe, expect, it } from 'vitest';
import { SEED_NAMES } from './seeds/index.ts';
import { resetStore } from './state/store.ts';
import { cents, get, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

/** Every list operation and where its rows are. */
const LISTS: [path: string, rows: (data: Loose) => unknown[]][] = [
  ['/merchant/order/list', (d) => d.list],
  ['/merchant/product/product', (d) => d.list],
  ['/merchant/product/manage', (d) => d.list],
  ['/merchant/product/hot', (d) => d],
  ['/merchant/merchant/refund_order', (d) => d],
  ['/merchant/merchant/recharge_log', (d) => d.list],
  ['/merchant/merchant/extract_log', (d) => d.list],
  ['/merchant/merchant/bill', (d) => d.list],
  ['/merchant/merchant/financial_report', (d) => d.report],
  ['/api/bankcard/getList', (d) => d],
  ['/merchant/index/notice?is_see=all', (d) => d.list],
  ['/merchant/merchant/affiche', (d) => d],
  ['/merchant/index/buy_train_bill', (d) => d.list],
  ['/merchant/team/members', (d) => d.list],
  ['/merchant/donation/rank', (d) => d.list],
];

describe('seeds', () => {
  it('empty: every list is empty, balance 0, the merchant is logged in', async () => {
    resetStore('empty');
    for (const [path, rows] of LISTS) {
      const answer = await get(path);
      expect(answer.code, path).toBe(1);
      expect(rows(answer.data), path).toEqual([]);
    }
    const me = (await get('/merchant/merchant/getMerInfo')).data;
    expect(me).toMatchObject({ mer_name: 'Demo Shop', mer_money: '0.00', unread_notice: 0 });
    expect((await get('/merchant/order/list', { status: '5' })).data.total).toBe(0);
  });

  it('default: every list has rows', async () => {
    for (const [path, rows] of LISTS)
      expect(rows((await get(path)).data).length, path).toBeGreaterThan(0);
  });

  it('closedShop, noPayPassword, lowBalance change one thing each', async () => {
    resetStore('closedShop');
    expect((await get('/merchant/merchant/getMerInfo')).data.status).toBe(0);
    resetStore('noPayPassword');
    expect((await get('/merchant/merchant/getMerInfo')).data.have_pay).toBe(0);
    resetStore('lowBalance');
    const balance = cents((await get('/merchant/merchant/getMerInfo')).data.mer_money);
    const orders = (await get('/merchant/order/list', { limit: 100 })).data.list;
    expect(orders.every((o: Loose) => cents(o.total_cost) > balance)).toBe(true);
  });

  it('manyOrders: 1,000 distinct orders, newest first, the demo shop otherwise', async () => {
    resetStore('manyOrders');
    const first = (await get('/merchant/order/list', { limit: 10, page: 1 })).data;
    expect(first.total).toBe(1000);
    const last = (await get('/merchant/order/list', { limit: 10, page: 100 })).data;
    expect(last.list).toHaveLength(10);
    expect((await get('/merchant/order/list', { limit: 10, page: 101 })).data.list).toEqual([]);
    const all: Loose[] = [];
    for (let page = 1; page <= 10; page += 1)
      all.push(...(await get('/merchant/order/list', { limit: 100, page })).data.list);
    expect(new Set(all.map((o) => o.order_sn)).size).toBe(1000);
    const times = all.map((o) => String(o.createtime));
    expect(times).toEqual([...times].sort().reverse());
    expect((await get('/merchant/merchant/getMerInfo')).data.mer_name).toBe('Demo Shop');
    resetStore('default');
    expect((await get('/merchant/order/list')).data.total).toBe(38);
  });

  it('is deterministic: the same seed gives the same answers', async () => {
    for (const seed of SEED_NAMES) {
      resetStore(seed);
      const first = JSON.stringify(await get('/merchant/order/list', { limit: 100 }));
      resetStore(seed);
      expect(JSON.stringify(await get('/merchant/order/list', { limit: 100 }))).toBe(first);
    }
  });
});
