import { describe, expect, it } from 'vitest';
import { server } from './node.ts';
import { DEMO_PAY_PASSWORD } from './fixtures/merchant.ts';
import {
  fail,
  lostAnswer,
  offline,
  record,
  refuse,
  seeds,
  stall,
  unauthorized,
  withSeed,
} from './overrides.ts';
import { db } from './state/store.ts';
import { call, get, useFakePlatform } from './testkit.ts';

useFakePlatform();

const PATH = '/merchant/order/list';

describe('overrides', () => {
  it('stall never answers', async () => {
    server.use(stall('get', PATH));
    const controller = new AbortController();
    const pending = call('GET', PATH, { signal: controller.signal }).then(
      () => 'answered',
      () => 'aborted',
    );
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200));
    expect(await Promise.race([pending, timeout])).toBe('still waiting');
    controller.abort();
    expect(await pending).toBe('aborted');
  });

  it('record counts the requests and lets the fake platform answer them', async () => {
    const { handler, requests } = record('get', PATH);
    server.use(handler);
    const response = await call('GET', `${PATH}?status=5`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(1);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('status')).toBe('5');
    await call('GET', '/merchant/index/index');
    expect(requests).toHaveLength(1);
  });

  it('fail answers the HTTP status', async () => {
    server.use(fail('GET', PATH, 503));
    expect((await call('GET', PATH)).status).toBe(503);
    server.use(fail('get', '/merchant/index/index'));
    expect((await call('GET', '/merchant/index/index')).status).toBe(500);
  });

  it('refuse answers code 0 with the message', async () => {
    server.use(
      refuse(
        'post',
        '/merchant/order/pick',
        'The store is closed, please contact customer service',
      ),
    );
    const response = await call('POST', '/merchant/order/pick', { body: { order_id: 1 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 0,
      msg: 'The store is closed, please contact customer service',
    });
  });

  it('offline makes fetch throw a TypeError', async () => {
    server.use(offline('get', PATH));
    await expect(call('GET', PATH)).rejects.toBeInstanceOf(TypeError);
  });

  it('offline once drops the first call only: the next one goes through', async () => {
    server.use(offline('get', PATH, { once: true }));
    await expect(call('GET', PATH)).rejects.toBeInstanceOf(TypeError);
    expect((await call('GET', PATH)).status).toBe(200);
  });

  it('lostAnswer carries the request out, then drops the answer, only `times` times', async () => {
    server.use(lostAnswer('post', '/merchant/order/pick'));
    const pay = () =>
      call('POST', '/merchant/merchant/verify_pay', { body: { password_pay: DEMO_PAY_PASSWORD } });
    const before = db().merchant.balanceCents;
    await pay();
    await expect(
      call('POST', '/merchant/order/pick', { body: { order_id: 1036 } }),
    ).rejects.toBeInstanceOf(TypeError);
    // The platform picked it: the price left the balance.
    expect(db().merchant.balanceCents).toBe(before - 8632);
    await pay();
    const again = await call('POST', '/merchant/order/pick', { body: { order_id: 1036 } });
    expect(again.status).toBe(200);
  });

  it('unauthorized answers 401 with the message', async () => {
    server.use(unauthorized('get', PATH, 'Session expired'));
    const response = await call('GET', PATH);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, msg: 'Session expired' });
  });

  it('withSeed switches the store', async () => {
    withSeed(seeds.empty);
    expect((await get(PATH)).data.total).toBe(0);
  });
});
