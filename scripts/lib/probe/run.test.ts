import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDocument, ContractOperation } from './contract.ts';
import { EXIT, ProbeError, classify, renderText, runProbe } from './run.ts';
import type { RouteCalls } from './screens.ts';

const PASSWORD = 'Unit-Secret-42';

const listSchema = {
  allOf: [
    { $ref: '#/components/schemas/Envelope' },
    {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['list'],
          properties: {
            list: {
              type: 'array',
              items: {
                type: 'object',
                required: ['order_id'],
                properties: { order_id: { type: 'integer' } },
              },
            },
          },
        },
      },
    },
  ],
};
const okSchema = { $ref: '#/components/schemas/Envelope' };
const read = (operationId: string, grade: string, schema: object, parameters: object[] = []) => ({
  get: {
    operationId,
    'x-grade': grade,
    'x-probe': 'safe',
    parameters,
    responses: { '200': { content: { 'application/json': { schema } } } },
  },
});

/** A small contract: a list, its detail, reads that fail each way, and a write never called. */
const contract = {
  info: { version: 'test' },
  paths: {
    '/list': read('listThings', 'seen', listSchema, [
      { name: 'status', in: 'query', schema: { type: 'string', enum: ['all', '1'] } },
      { name: 'page', in: 'query', schema: { type: 'integer' } },
    ]),
    '/detail': read('getThing', 'seen', okSchema, [
      {
        name: 'id',
        in: 'query',
        required: true,
        'x-probe-from': 'listThings: list[].order_id',
        schema: { type: 'integer' },
      },
    ]),
    '/echo': read('echoRefusal', 'seen', okSchema),
    '/html': read('htmlPage', 'assumed', okSchema),
    '/unknown': read('unknownRoute', 'assumed', okSchema),
    '/missing': read('missingRoute', 'assumed', okSchema),
    '/write': {
      post: {
        operationId: 'writeThing',
        'x-grade': 'seen',
        responses: { '200': { content: { 'application/json': { schema: okSchema } } } },
      },
    },
  },
  components: {
    schemas: {
      Envelope: {
        type: 'object',
        required: ['code', 'msg'],
        properties: { code: { type: 'integer' }, msg: { type: 'string' } },
      },
    },
  },
} as unknown as ContractDocument;

const routes: RouteCalls[] = [
  { path: '/things', screen: 's/Things', calls: ['GET /list', 'POST /write'] },
  { path: '/thing', screen: 's/Thing', calls: ['GET /detail'] },
  { path: '/extras', screen: 's/Extras', calls: ['GET /list', 'GET /html', 'GET /unknown'] },
  { path: '/broken', screen: 's/Broken', calls: ['GET /echo', 'GET /missing'] },
  { path: '/form', screen: 's/Form', calls: ['POST /write'] },
];

const requests: {
  method: string;
  url: string;
  token: string | undefined;
  lang: string | undefined;
}[] = [];
let api = '';
const server = createServer((req, res) => {
  requests.push({
    method: req.method ?? '',
    url: req.url ?? '',
    token: req.headers.token as string | undefined,
    lang: req.headers.lang as string | undefined,
  });
  const json = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/merchant/merchant/login') {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text) as { account: string; password: string };
      json(
        body.password === PASSWORD
          ? { code: 1, msg: 'ok', data: { merinfo: { token: 'tok-1' } } }
          : { code: 0, msg: `wrong password ${body.password}`, data: null },
      );
    });
    return;
  }
  if (path === '/list') return json({ code: 1, msg: 'ok', data: { list: [{ order_id: 77 }] } });
  if (path === '/detail') return json({ code: 1, msg: 'ok', data: {} });
  if (path === '/echo') return json({ code: 0, msg: `no access with ${PASSWORD}`, data: null });
  if (path === '/html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<html><body>Welcome</body></html>');
  }
  if (path === '/unknown') return json({ code: 0, msg: 'method not exists:app\\Index->unknown()' });
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 404, msg: 'nope' }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = (overrides = {}) => ({
  api,
  account: 'shop@example.com',
  password: PASSWORD,
  lang: 'en',
  contract,
  routes,
  timeoutMs: 5000,
  ...overrides,
});

describe('runProbe', () => {
  it('calls every safe read, never a write, with the token and lang headers and an id from the list', async () => {
    requests.length = 0;
    const report = await runProbe(options());
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /merchant/merchant/login',
      'GET /list?status=all&page=1',
      'GET /detail?id=77',
      'GET /echo',
      'GET /html',
      'GET /unknown',
      'GET /missing',
    ]);
    expect(requests.slice(1).every((r) => r.token === 'tok-1' && r.lang === 'en')).toBe(true);
    expect(report.operations.map((o) => [o.operationId, o.outcome])).toEqual([
      ['listThings', 'conforms'],
      ['getThing', 'conforms'],
      ['echoRefusal', 'refused'],
      ['htmlPage', 'not offered'],
      ['unknownRoute', 'not offered'],
      ['missingRoute', 'not offered'],
    ]);
  });

  it('sorts the pages: usable, degraded by assumed reads, unusable by a seen one, unchecked', async () => {
    const report = await runProbe(options());
    expect(report.screens.map((s) => [s.path, s.state, s.failing])).toEqual([
      ['/things', 'usable', []],
      ['/thing', 'usable', []],
      ['/extras', 'degraded', ['htmlPage', 'unknownRoute']],
      ['/broken', 'unusable', ['echoRefusal', 'missingRoute']],
      ['/form', 'unchecked', []],
    ]);
    expect(report.summary).toEqual({ usable: 2, degraded: 1, unusable: 1, unchecked: 1 });
    const text = renderText(report);
    expect(text.trimEnd().split('\n').pop()).toBe('2 screens fully usable, 1 degraded, 1 unusable');
    expect(text).toMatch(/^echoRefusal\s+200\s+refused\s+seen\s+\/broken$/m);
    expect(text).toMatch(/^missingRoute\s+404\s+not offered\s+assumed\s+\/broken$/m);
  });

  it('never prints the password, even when a server echoes it', async () => {
    const report = await runProbe(options());
    const printed = `${JSON.stringify(report)}${renderText(report)}`;
    expect(printed).not.toContain(PASSWORD);
    expect(report.operations.find((o) => o.operationId === 'echoRefusal')?.details).toEqual([
      'code 0: no access with ***',
    ]);
    const refused = await runProbe(options({ password: 'Other-Secret-9' })).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ProbeError);
    expect((refused as ProbeError).exitCode).toBe(EXIT.login);
    expect((refused as ProbeError).message).toContain('was refused');
    expect((refused as ProbeError).message).not.toContain('Other-Secret-9');
  });

  it('says the API is unreachable when nothing answers', async () => {
    const error = await runProbe(options({ api: 'http://127.0.0.1:1' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProbeError);
    expect((error as ProbeError).exitCode).toBe(EXIT.unreachable);
  });

  it('skips a detail read when the list has no id', async () => {
    const empty = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          req.url?.startsWith('/merchant/merchant/login')
            ? { code: 1, msg: 'ok', data: { merinfo: { token: 't' } } }
            : { code: 1, msg: 'ok', data: { list: [] } },
        ),
      );
    });
    await new Promise<void>((resolve) => empty.listen(0, '127.0.0.1', resolve));
    try {
      const report = await runProbe(
        options({ api: `http://127.0.0.1:${(empty.address() as AddressInfo).port}` }),
      );
      const detail = report.operations.find((o) => o.operationId === 'getThing');
      expect(detail?.outcome).toBe('skipped');
      expect(detail?.details[0]).toMatch(/^no id: id \(from listThings list\[\]\.order_id\)/);
      expect(report.screens.find((s) => s.path === '/thing')?.state).toBe('usable');
    } finally {
      empty.closeAllConnections();
      await new Promise((resolve) => empty.close(resolve));
    }
  });
});

describe('classify', () => {
  const op: ContractOperation = {
    operationId: 'x',
    method: 'GET',
    path: '/x',
    grade: 'assumed',
    safe: true,
    parameters: [],
    success: { 'image/png': 'p', 'application/json': 'j' },
  };
  const answer = (status: number, type: string, body: string | Uint8Array) => ({
    status,
    type,
    bytes: typeof body === 'string' ? new TextEncoder().encode(body) : body,
  });
  const never = () => ['should not be checked'];

  it('takes a PNG for a PNG, and nothing else', () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0]);
    expect(classify(op, answer(200, 'image/png', png), never, '').outcome).toBe('conforms');
    expect(classify(op, answer(200, 'image/png', 'GIF89a'), never, '').outcome).toBe('differs');
  });

  it('reads a 500, a body that is not JSON and a 401', () => {
    expect(
      classify(op, answer(500, 'application/json', '{"code":0,"msg":"boom"}'), never, ''),
    ).toEqual({ outcome: 'differs', details: ['HTTP 500: boom'] });
    expect(classify(op, answer(200, 'text/plain', 'hello'), never, '').outcome).toBe('differs');
    expect(
      classify(op, answer(401, 'application/json', '{"code":401,"msg":"login"}'), never, '')
        .outcome,
    ).toBe('refused');
  });

  it('takes the failing field paths from the check, and keeps the data for ids', () => {
    const result = classify(
      op,
      answer(200, 'application/json', '{"code":1,"msg":"ok","data":{"list":[]}}'),
      () => ['data.total: missing'],
      '',
    );
    expect(result).toEqual({
      outcome: 'differs',
      details: ['data.total: missing'],
      data: { list: [] },
    });
  });
});
