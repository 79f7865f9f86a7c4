import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { REQUEST_TIMEOUT_MS, createApiClient, type ApiClientOptions } from './client';
import { ApiError, isApiError } from './errors';

const BASE_URL = 'http://api.test';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A client over a fake fetch that answers with `respond` and records every request. */
function setup(
  respond: (request: Request) => Response | Promise<Response> = () =>
    json({ code: 1, msg: 'ok', time: '1709301909', data: { id: 7 } }),
  options: Partial<ApiClientOptions> = {},
) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn<(msg: string) => void>();
  const client = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => null,
    getLang: () => null,
    getXsrfToken: () => null,
    onUnauthorized,
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
    ...options,
  });
  return { client, requests, onUnauthorized };
}

/** The error a call rejected with. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call resolved');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends the token when logged in', async () => {
    const { client, requests } = setup(undefined, { getToken: () => 'tok-123' });
    await client.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.get('token')).toBe('tok-123');
  });

  it.each([null, ''])('sends no token header when the token is %j', async (token) => {
    const { client, requests } = setup(undefined, { getToken: () => token });
    await client.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.has('token')).toBe(false);
  });

  it('sends lang only when a language is set', async () => {
    let lang: string | null = null;
    const { client, requests } = setup(undefined, { getLang: () => lang });
    await client.GET('/merchant/merchant/getMerInfo');
    lang = 'en';
    await client.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.has('lang')).toBe(false);
    expect(requests[1]?.headers.get('lang')).toBe('en');
  });

  it('copies the XSRF-TOKEN cookie of the page into X-XSRF-TOKEN', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1' });
    vi.stubGlobal('location', { origin: BASE_URL });
    const { client, requests } = setup(undefined, { getXsrfToken: undefined });
    await client.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('sends no X-XSRF-TOKEN without the cookie or without a page', async () => {
    const { client, requests } = setup(undefined, { getXsrfToken: undefined });
    await client.GET('/merchant/merchant/getMerInfo');
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    await client.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(requests[1]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('uses an injected XSRF reader', async () => {
    const { client, requests } = setup(undefined, {
      getXsrfToken: () => 'xsrf-1',
      getPageOrigin: () => BASE_URL,
    });
    await client.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });

  it("never sends the page's XSRF cookie to another origin (a platform on its own origin)", async () => {
    const injected = setup(undefined, {
      getXsrfToken: () => 'xsrf-1',
      getPageOrigin: () => 'http://app.test',
    });
    await injected.client.POST('/merchant/order/pick', { body: { order_id: 42 } });
    expect(injected.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    // The page's own cookie and origin, read by default: another port is another origin.
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
    vi.stubGlobal('location', { origin: `${BASE_URL}:8080` });
    const page = setup(undefined, { getXsrfToken: undefined });
    await page.client.GET('/merchant/merchant/getMerInfo');
    expect(page.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('keeps the method, URL and JSON body of the call', async () => {
    const { client, requests } = setup(undefined, { getToken: () => 'tok' });
    await client.POST('/merchant/order/pick', { body: { order_id: 42 } });
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE_URL}/merchant/order/pick`);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ order_id: 42 });
  });
});

describe('responses', () => {
  it('resolves with the envelope of a success', async () => {
    const { client } = setup();
    const { data } = await client.GET('/merchant/merchant/getMerInfo');
    expect(data).toMatchObject({ code: 1, msg: 'ok', data: { id: 7 } });
  });

  it('ends the session on HTTP 401: onUnauthorized once with the message, then rejects', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ code: 401, msg: 'Please log in first' }, 401),
    );
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Please log in first');
    expect(isApiError(error, 'unauthorized')).toBe(true);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, msg: 'Please log in first' });
  });

  it('passes an empty message on a 401 without a JSON body', async () => {
    const { client, onUnauthorized } = setup(() => new Response('nope', { status: 401 }));
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('');
    expect(error).toMatchObject({ kind: 'unauthorized', msg: '' });
  });

  it('turns code 0 into a business error carrying msg', async () => {
    const { client, onUnauthorized } = setup(() => json({ code: 0, msg: 'Insufficient balance' }));
    const error = await failure(client.POST('/merchant/order/pick', { body: { order_id: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 0, msg: 'Insufficient balance' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the data of a refusal (the third-party exchange says why there is no session)', async () => {
    const { client } = setup(() => json({ code: 0, msg: 'In review', data: { status: 0 } }));
    const body = { data: 'x', code: '', mer: '' };
    const error = await failure(client.POST('/merchant/merchant/third', { body }));
    expect(error).toMatchObject({ kind: 'business', code: 0, data: { status: 0 } });
    const { client: bare } = setup(() => json({ code: 0, msg: 'No', data: null }));
    const bareError = await failure(bare.POST('/merchant/merchant/third', { body }));
    expect(bareError).toMatchObject({ kind: 'business', code: 0 });
    expect((bareError as ApiError).data).toBeUndefined();
  });

  it('turns every code other than 1 into a business error carrying msg', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer().filter((code) => code !== 1),
        fc.string(),
        async (code, msg) => {
          const { client } = setup(() => json({ code, msg, data: null }));
          const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
          expect(error).toMatchObject({ kind: 'business', code, msg });
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ['an array', [1, 2]],
    ['an object without code', { msg: 'ok', data: {} }],
    ['a string code', { code: '1', msg: 'ok' }],
    ['null', null],
    ['a number', 1],
  ])('rejects a 2xx body that is %s as malformed', async (_, body) => {
    const { client } = setup(() => json(body));
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('rejects invalid JSON as malformed', async () => {
    const { client } = setup(
      () => new Response('{"code":1,', { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await failure(client.GET('/merchant/merchant/getMerInfo'))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('rejects an HTML page where JSON was expected as malformed', async () => {
    const { client } = setup(
      () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(await failure(client.GET('/merchant/merchant/getMerInfo'))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('checks the envelope even when the server labels JSON as text/html', async () => {
    const { client } = setup(
      () =>
        new Response(JSON.stringify({ code: 0, msg: 'closed' }), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    );
    expect(await failure(client.GET('/merchant/merchant/getMerInfo'))).toMatchObject({
      kind: 'business',
      msg: 'closed',
    });
  });

  it('turns another HTTP failure into an http error with its status and message', async () => {
    const { client, onUnauthorized } = setup(() => json({ code: 0, msg: 'Server busy' }, 503));
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(error).toMatchObject({ kind: 'http', status: 503, msg: 'Server busy', code: 0 });
    const plain = setup(() => new Response('Bad gateway', { status: 502 }));
    const bare = await failure(plain.client.GET('/merchant/merchant/getMerInfo'));
    expect(bare).toMatchObject({ kind: 'http', status: 502, msg: '' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes a PNG download through untouched', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { client, requests } = setup(
      () => new Response(png, { headers: { 'Content-Type': 'image/png' } }),
    );
    const { data, response } = await client.GET('/api/bankcard/downloadQrcode', {
      params: { query: { id: 3 } },
      parseAs: 'blob',
    });
    expect(requests[0]?.url).toBe(`${BASE_URL}/api/bankcard/downloadQrcode?id=3`);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(png);
  });

  it('turns a JSON answer to a download into a business error with its message', async () => {
    const { client } = setup(() => json({ code: 0, msg: 'QR code not set' }));
    const error = await failure(
      client.GET('/api/bankcard/downloadQrcode', { params: { query: { id: 3 } }, parseAs: 'blob' }),
    );
    expect(error).toMatchObject({ kind: 'business', msg: 'QR code not set' });
  });
});

describe('operations the platform may not offer (graded assumed)', () => {
  const html = (status: number) =>
    new Response('<!DOCTYPE html><html><body><h1>404 Not Found</h1></body></html>', {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  const teamInfo = (client: ReturnType<typeof setup>['client']) =>
    failure(client.GET('/merchant/team/info'));

  it('turns a 404 on an assumed operation into notOffered, never a logout', async () => {
    const { client, onUnauthorized } = setup(() => html(404));
    expect(await teamInfo(client)).toMatchObject({ kind: 'notOffered', status: 404 });
    const asJson = setup(() => json({ code: 0, msg: 'Not Found' }, 404));
    expect(await teamInfo(asJson.client)).toMatchObject({ kind: 'notOffered', status: 404 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps a 404 on a seen operation an http error', async () => {
    const { client } = setup(() => html(404));
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it.each([200, 500, 502])(
    'turns an HTML page with status %i on an assumed operation into notOffered',
    async (status) => {
      const { client } = setup(() => html(status));
      expect(await teamInfo(client)).toMatchObject({ kind: 'notOffered', status });
    },
  );

  it('keeps an HTML page on a seen operation malformed (200) or http (500)', async () => {
    const ok = setup(() => html(200));
    expect(await failure(ok.client.GET('/merchant/merchant/getMerInfo'))).toMatchObject({
      kind: 'malformed',
    });
    const down = setup(() => html(500));
    expect(await failure(down.client.GET('/merchant/merchant/getMerInfo'))).toMatchObject({
      kind: 'http',
      status: 500,
    });
  });

  it('turns an HTML page answering an assumed file download into notOffered', async () => {
    const { client } = setup(() => html(200));
    const error = await failure(
      client.GET('/api/bankcard/downloadQrcode', { params: { query: { id: 3 } }, parseAs: 'blob' }),
    );
    expect(error).toMatchObject({ kind: 'notOffered' });
  });

  it.each([
    'method not exists:app\\merchant\\controller\\Team->info()',
    'controller not exists:app\\merchant\\controller\\Welfare',
    'module not exists:merchant',
    '控制器不存在:app\\merchant\\controller\\Donation',
    '模块不存在:team',
    '方法不存在:app\\merchant\\controller\\Team->info()',
    '非法请求:merchant/team/info',
    'The route merchant/team/info could not be found.',
    'not found',
    '404 Not Found',
  ])('turns a refusal naming an unknown operation (%s) into notOffered', async (msg) => {
    const { client, onUnauthorized } = setup(() => json({ code: 0, msg, data: null }));
    expect(await teamInfo(client)).toMatchObject({ kind: 'notOffered', msg });
    const failing = setup(() => json({ code: 0, msg }, 500));
    expect(await teamInfo(failing.client)).toMatchObject({ kind: 'notOffered', status: 500 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps an ordinary refusal of an assumed operation a business error', async () => {
    for (const msg of ['Order not found', 'Insufficient balance', '余额不足', '']) {
      const { client } = setup(() => json({ code: 0, msg }));
      expect(await teamInfo(client)).toMatchObject({ kind: 'business', msg });
    }
  });

  it('keeps the same refusal on a seen operation a business error', async () => {
    const { client } = setup(() =>
      json({ code: 0, msg: 'method not exists:Merchant->getMerInfo' }),
    );
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(error).toMatchObject({ kind: 'business' });
  });

  it('keeps a 401 on an assumed operation unauthorized, ending the session', async () => {
    const { client, onUnauthorized } = setup(() => json({ code: 401, msg: 'Please log in' }, 401));
    expect(await teamInfo(client)).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('Please log in');
    const page = setup(() => html(401));
    expect(await teamInfo(page.client)).toMatchObject({ kind: 'unauthorized' });
    expect(page.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('matches a POST assumed operation by method and path', async () => {
    const { client } = setup(() => html(404));
    const error = await failure(client.POST('/merchant/welfare/sign'));
    expect(error).toMatchObject({ kind: 'notOffered' });
  });
});

describe('failures before a response', () => {
  it('turns a fetch TypeError into a network error', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it('turns a fetch that never answers into a timeout error', async () => {
    const { client } = setup(() => new Promise<Response>(() => {}), { timeoutMs: 50 });
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('times out even when the garbage collector runs while nothing else holds the call', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { client } = setup(() => new Promise<Response>(() => {}), { timeoutMs: 100 });
    const call = client.GET('/merchant/merchant/getMerInfo').catch((error: unknown) => error);
    const collecting = setInterval(gc, 10);
    try {
      expect(await call).toMatchObject({ kind: 'timeout' });
    } finally {
      clearInterval(collecting);
    }
  });

  it('cancels on a caller abort even after the garbage collector ran', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const controller = new AbortController();
    const { client } = setup(() => new Promise<Response>(() => {}));
    const call = client
      .GET('/merchant/merchant/getMerInfo', { signal: controller.signal })
      .catch((error: unknown) => error);
    for (let i = 0; i < 5; i += 1) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    controller.abort();
    const error = await call;
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('gives the fetch a signal that the timeout aborts', async () => {
    const { client, requests } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      { timeoutMs: 50 },
    );
    const error = await failure(client.GET('/merchant/merchant/getMerInfo'));
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('keeps a caller abort an AbortError, so query cancellation is not an error', async () => {
    const controller = new AbortController();
    const { client } = setup(() => new Promise<Response>(() => {}));
    const call = client.GET('/merchant/merchant/getMerInfo', { signal: controller.signal });
    controller.abort();
    const error = await failure(call);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('times out and cancels without AbortSignal.any (Safari before 17.4)', async () => {
    vi.stubGlobal(
      'AbortSignal',
      Object.assign(Object.create(AbortSignal) as typeof AbortSignal, { any: undefined }),
    );
    const slow = setup(() => new Promise<Response>(() => {}), { timeoutMs: 50 });
    expect(await failure(slow.client.GET('/merchant/merchant/getMerInfo'))).toMatchObject({
      kind: 'timeout',
    });
    const controller = new AbortController();
    controller.abort();
    const cancelled = setup(() => new Promise<Response>(() => {}));
    const error = await failure(
      cancelled.client.GET('/merchant/merchant/getMerInfo', { signal: controller.signal }),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('ends a hung request as a timeout after 99999 ms, the platform timeout, by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Node runs AbortSignal.timeout on timers that fake timers cannot reach: drive it by the
    // faked setTimeout instead, so the clock below decides when the request ends.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    const { client } = setup(() => new Promise<Response>(() => {}));
    let outcome: unknown = 'pending';
    client.GET('/merchant/merchant/getMerInfo').then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(99_998);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ kind: 'timeout' });
    expect(REQUEST_TIMEOUT_MS).toBe(99_999);
  });

  it('looks the global fetch up at call time, so MSW can patch it after the client exists', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => null,
      getLang: () => null,
      onUnauthorized: () => {},
    });
    const patched = vi.fn(async (_request: Request) => json({ code: 1, msg: '', data: null }));
    vi.stubGlobal('fetch', patched);
    await client.GET('/merchant/merchant/getMerInfo');
    expect(patched).toHaveBeenCalledTimes(1);
  });
});
