import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from './fixtures/merchant.ts';
import { handlers } from './handlers/index.ts';
import { resetStore } from './state/store.ts';
import { listen } from './testkit.ts';
import type { Loose } from './testkit.ts';
import { createVariantAnswer, gradesOf, parseVariant, renameField } from './variants.ts';
import { loadContract } from './wire/contractNode.ts';

const grades = gradesOf(loadContract());

const request = (path: string) =>
  new Request(`http://platform.test${path}`, { headers: { token: DEMO_TOKEN } });

async function answerOf(spec: string, path: string): Promise<Response> {
  const req = request(path);
  const response = await createVariantAnswer(parseVariant(spec), grades)(req, () =>
    getResponse(handlers, req),
  );
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

beforeEach(() => {
  resetStore();
});

describe('parseVariant', () => {
  it('reads the three variants', () => {
    expect(parseVariant('exact')).toEqual({ kind: 'exact' });
    expect(parseVariant('seen-only')).toEqual({ kind: 'seen-only' });
    expect(parseVariant('rename:listOrders:list[].orderProduct:order_product')).toEqual({
      kind: 'rename',
      operationId: 'listOrders',
      dataPath: 'list[].orderProduct',
      newName: 'order_product',
    });
    expect(parseVariant('rename:listRefunds:[].status:state')).toMatchObject({
      dataPath: '[].status',
    });
  });

  it('refuses an unknown variant, operation or path', () => {
    expect(() => parseVariant('fuzzy')).toThrow(/Unknown --variant fuzzy/);
    expect(() => parseVariant('rename:noSuchOperation:list[].x:y')).toThrow(/Unknown operation/);
    expect(() => parseVariant('rename:listOrders:list[]:y')).toThrow(/names a field/);
    expect(() => parseVariant('rename:listOrders:list..x:y')).toThrow(/names a field/);
  });
});

describe('renameField', () => {
  it('renames the field in every row a [] step goes through', () => {
    const data = { list: [{ a: 1, b: 2 }, { a: 3 }, { b: 4 }], a: 9 };
    expect(renameField(data, 'list[].a', 'z')).toBe(2);
    expect(data).toEqual({ list: [{ z: 1, b: 2 }, { z: 3 }, { b: 4 }], a: 9 });
  });

  it('renames in a bare array, a nested record, and nowhere when the shape differs', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(renameField(rows, '[].id', 'key')).toBe(2);
    expect(rows).toEqual([{ key: 1 }, { key: 2 }]);
    const nested = { merinfo: { token: 't' } };
    expect(renameField(nested, 'merinfo.token', 'tok')).toBe(1);
    expect(nested).toEqual({ merinfo: { tok: 't' } });
    expect(renameField({ list: { a: 1 } }, 'list[].a', 'z')).toBe(0);
    expect(renameField(null, 'list[].a', 'z')).toBe(0);
  });
});

describe('gradesOf', () => {
  it("reads each operation's grade from the contract", () => {
    expect(grades.get('listOrders')).toBe('seen');
    expect(grades.get('getTeamInfo')).toBe('assumed');
    expect(grades.get('reviewRechargeDemo')).toBe('demo');
  });
});

describe('the variants around the fake platform', () => {
  it('exact answers as the fake platform does', async () => {
    const body = (await (
      await answerOf('exact', '/merchant/order/list?page=1&limit=10')
    ).json()) as Loose;
    expect(body.data.list[0]).toHaveProperty('orderProduct');
  });

  it("rename renames the field in that operation's answers only", async () => {
    const spec = 'rename:listOrders:list[].orderProduct:order_product';
    const body = (await (
      await answerOf(spec, '/merchant/order/list?page=1&limit=10')
    ).json()) as Loose;
    expect(body.code).toBe(1);
    expect(body.data.list.length).toBeGreaterThan(1);
    for (const row of body.data.list) {
      expect(row).not.toHaveProperty('orderProduct');
      expect(row).toHaveProperty('order_product');
    }
    const id = body.data.list[0].order_id as number;
    const detail = (await (
      await answerOf(spec, `/merchant/order/detail?id=${id}`)
    ).json()) as Loose;
    expect(detail.code).toBe(1);
  });

  it('seen-only answers 404 with an HTML page for every assumed operation, as the fake for seen ones', async () => {
    const team = await answerOf('seen-only', '/merchant/team/info');
    expect(team.status).toBe(404);
    expect(team.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await team.text()).toMatch(/^<!DOCTYPE html>/);
    const bank = await answerOf('seen-only', '/api/bankcard/getList');
    expect(bank.status).toBe(404);
    const orders = await answerOf('seen-only', '/merchant/order/list?page=1&limit=10');
    expect(orders.status).toBe(200);
    expect(((await orders.json()) as Loose).code).toBe(1);
  });
});

describe('serve.ts --variant, through the HTTP server', () => {
  let base = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ address: base, stop: close } = await listen({
      variant: createVariantAnswer(parseVariant('seen-only'), grades),
    }));
  });
  afterAll(() => close());

  it('answers an assumed read with the 404 page and a seen read as the fake does', async () => {
    const headers = { token: DEMO_TOKEN };
    const signIn = await fetch(`${base}/merchant/welfare/sign_info`, { headers });
    expect(signIn.status).toBe(404);
    expect(await signIn.text()).toContain('Not Found');
    const profile = await fetch(`${base}/merchant/merchant/getMerInfo`, { headers });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as Loose).code).toBe(1);
  });
});
