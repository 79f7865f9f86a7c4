import { describe, expect, it } from 'vitest';
import { resetStore } from './state/store.ts';
import { cents, get, paidPost, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const balance = async () => cents((await get('/merchant/merchant/getMerInfo')).data.mer_money);
const awaiting = async (limit = 50) =>
  (await get('/merchant/order/list', { status: '5', limit })).data;

describe('order list', () => {
  it('has orders in every status over several pages', async () => {
    const all = (await get('/merchant/order/list', { status: 'all', limit: 100 })).data;
    expect(all.total).toBeGreaterThanOrEqual(30);
    const kinds = new Set(
      all.list.map((o: Loose) => `${o.status}/${o.is_pick}/${o.delivery_status}`),
    );
    for (const kind of [
      '0/0/0',
      '1/0/0',
      '1/1/0',
      '2/1/1',
      '2/1/2',
      '2/1/3',
      '2/1/4',
      '3/1/4',
      '4/1/4',
      '-1/0/0',
      '-2/0/0',
    ]) {
      expect(kinds).toContain(kind);
    }
    const first = await get('/merchant/order/list', { status: 'all' });
    expect(first.data.list).toHaveLength(10);
    // The products as the platform names them: orderProduct, the picture and title in goods.
    const row = first.data.list[0];
    expect(row).not.toHaveProperty('order_product');
    expect(row.orderProduct[0].goods).toEqual({
      title: expect.any(String),
      image: expect.any(String),
    });
  });

  it('filters cancelled (-1) and refunded (-2) apart', async () => {
    const cancelled = (await get('/merchant/order/list', { status: '-1' })).data;
    const refunded = (await get('/merchant/order/list', { status: '-2' })).data;
    expect(cancelled.total).toBe(3);
    expect(refunded.total).toBe(1);
    expect(cancelled.list.every((o: Loose) => o.status === -1)).toBe(true);
    expect(refunded.list[0].status).toBe(-2);
  });

  it('filters status "5" as paid but not picked, with totals of the filter', async () => {
    const page = await awaiting();
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.list.every((o: Loose) => o.status === 1 && o.is_pick === 0)).toBe(true);
    const sum = page.list.reduce((s: number, o: Loose) => s + cents(o.total_price), 0);
    expect(cents(page.total_price)).toBe(sum);
  });

  it('searches by order number', async () => {
    const found = await get('/merchant/order/list', { status: 'all', search: 'SO202611200001' });
    expect(found.data.total).toBe(1);
    expect(found.data.list[0].order_sn).toBe('SO202611200001');
  });

  it('has at least two awaiting orders costing more than the balance', async () => {
    const over = (await awaiting()).list.filter((o: Loose) => cents(o.total_cost) > 258000);
    expect(over.length).toBeGreaterThanOrEqual(2);
  });

  it('gives details with and without a logistics timeline', async () => {
    const shipped = (await get('/merchant/order/list', { status: '2', limit: 50 })).data.list;
    const details = await Promise.all(
      shipped.map((o: Loose) => get('/merchant/order/detail', { id: o.order_id })),
    );
    expect(details.some((d) => d.data.delivery.length > 0)).toBe(true);
    expect(details.some((d) => d.data.delivery.length === 0)).toBe(true);
    expect(details[0]?.data.user_phone).toMatch(/\*\*\*\*/);
  });

  it('gives the detail lines at the top level and the tracking number on the timeline', async () => {
    const shipped = (await get('/merchant/order/list', { status: '2', limit: 50 })).data.list;
    const withSteps = (
      await Promise.all(
        shipped.map((o: Loose) => get('/merchant/order/detail', { id: o.order_id })),
      )
    ).find((d) => d.data.delivery.length > 0)?.data;
    expect(withSteps).not.toHaveProperty('delivery_no');
    expect(withSteps.delivery[0].delivery_no).toMatch(/^YT\d+$/);
    expect(withSteps.delivery[0]).toMatchObject({ mark: expect.any(String) });
    const [line] = withSteps.product;
    expect(line).not.toHaveProperty('goods');
    expect(line).toMatchObject({ title: expect.any(String), image: expect.any(String) });
    expect(cents(line.total_price)).toBe(cents(line.product_price) * line.product_num);
  });
});

describe('pick', () => {
  it('deducts the total cost, marks the order picked and writes the bill', async () => {
    const before = await balance();
    const list = await awaiting();
    const target = list.list.find((o: Loose) => cents(o.total_cost) <= before);
    const answer = await paidPost('/merchant/order/pick', { order_id: target.order_id });
    expect(answer.code).toBe(1);
    expect(await balance()).toBe(before - cents(target.total_cost));
    const after = await awaiting();
    expect(after.total).toBe(list.total - 1);
    const detail = (await get('/merchant/order/detail', { id: target.order_id })).data;
    expect(detail).toMatchObject({ status: 1, is_pick: 1, pick_time: '2026-11-22 10:01:00' });
    const bill = (await get('/merchant/merchant/bill', { type: 'order' })).data.list[0];
    expect(bill).toMatchObject({ pm: 0, type: 'order', money: target.total_cost });
    expect(cents(bill.after)).toBe(before - cents(target.total_cost));
  });

  it('refuses an order over the balance and changes nothing', async () => {
    const before = await balance();
    const list = await awaiting();
    const expensive = list.list.find((o: Loose) => cents(o.total_cost) > before);
    expect(await paidPost('/merchant/order/pick', { order_id: expensive.order_id })).toMatchObject({
      code: 0,
      msg: 'Insufficient balance',
    });
    expect(await balance()).toBe(before);
    expect((await awaiting()).total).toBe(list.total);
  });

  it('refuses an order that is not awaiting pickup', async () => {
    const shipped = (await get('/merchant/order/list', { status: '2' })).data.list[0];
    expect((await paidPost('/merchant/order/pick', { order_id: shipped.order_id })).code).toBe(0);
  });

  it('refuses every pick on the low-balance seed', async () => {
    resetStore('lowBalance');
    const list = await awaiting();
    for (const order of list.list) {
      expect((await paidPost('/merchant/order/pick', { order_id: order.order_id })).msg).toBe(
        'Insufficient balance',
      );
    }
  });

  it('refuses picking when the store is closed', async () => {
    resetStore('closedShop');
    const order = (await awaiting()).list[0];
    expect(await paidPost('/merchant/order/pick', { order_id: order.order_id })).toMatchObject({
      code: 0,
      msg: 'The store is closed, please contact customer service',
    });
  });
});

describe('pick_batch', () => {
  it('picks all together and deducts the sum', async () => {
    const before = await balance();
    const list = await awaiting();
    const cheap = list.list.filter((o: Loose) => cents(o.total_cost) < 20000).slice(0, 3);
    const answer = await paidPost('/merchant/order/pick_batch', {
      ids: cheap.map((o: Loose) => o.order_id),
    });
    expect(answer.code).toBe(1);
    const sum = cheap.reduce((s: number, o: Loose) => s + cents(o.total_cost), 0);
    expect(await balance()).toBe(before - sum);
    expect((await awaiting()).total).toBe(list.total - 3);
  });

  it('is all-or-nothing: one order over the balance refuses the whole batch', async () => {
    const before = await balance();
    const list = await awaiting();
    const ids = list.list.slice(0, 6).map((o: Loose) => o.order_id);
    const expensive = list.list.find((o: Loose) => cents(o.total_cost) > before);
    const answer = await paidPost('/merchant/order/pick_batch', {
      ids: [...ids, expensive.order_id],
    });
    expect(answer).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    expect(await balance()).toBe(before);
    expect((await awaiting()).total).toBe(list.total);
  });

  it('is all-or-nothing: one order not awaiting pickup refuses the whole batch', async () => {
    const list = await awaiting();
    const shipped = (await get('/merchant/order/list', { status: '2' })).data.list[0];
    const answer = await paidPost('/merchant/order/pick_batch', {
      ids: [list.list[0].order_id, shipped.order_id],
    });
    expect(answer.code).toBe(0);
    expect((await awaiting()).total).toBe(list.total);
  });
});

describe('refunds', () => {
  it('is a bare array in every status and both receiving statuses, paged', async () => {
    const all = (await get('/merchant/merchant/refund_order', { limit: 100 })).data;
    expect(Array.isArray(all)).toBe(true);
    // 0 pending, 1 approved, -1 rejected.
    expect(new Set(all.map((r: Loose) => r.status))).toEqual(new Set([0, 1, -1]));
    expect(new Set(all.map((r: Loose) => r.receiving_status))).toEqual(new Set([0, 1]));
    const second = (await get('/merchant/merchant/refund_order', { page: 2, limit: 5 })).data;
    expect(second).toHaveLength(all.length - 5);
  });
});
