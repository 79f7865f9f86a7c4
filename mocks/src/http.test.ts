import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from './fixtures/merchant.ts';
import { resetStore } from './state/store.ts';
import { listen } from './testkit.ts';

let staticDir = '';
let base = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  resetStore();
  staticDir = await mkdtemp(join(tmpdir(), 'mock-static-'));
  await writeFile(
    join(staticDir, 'index.html'),
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'"><title>Demo app</title>`,
  );
  await writeFile(join(staticDir, 'app.js'), 'console.log("app")');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'assets', 'index-Ab12Cd34.js'), 'plain');
  await writeFile(join(staticDir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync('plain'));
  await writeFile(join(staticDir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync('plain'));
  ({ address: base, stop: close } = await listen({ staticDir }));
});

afterAll(async () => {
  await close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('mock HTTP server', () => {
  it('serves pages with their policy as a header, framing forbidden, never cached', async () => {
    const page = await fetch(`${base}/orderDetail?id=3`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    );
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('serves hashed assets precompressed and immutable, like a CDN', async () => {
    const br = await fetch(`${base}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe('plain');
    const gz = await fetch(`${base}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('plain');
    const plain = await fetch(`${base}/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends the security headers with API answers too', async () => {
    const answer = await fetch(`${base}/merchant/merchant/language_list`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the platform API over real HTTP', async () => {
    const response = await fetch(`${base}/merchant/merchant/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO_ACCOUNT, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 1, msg: 'Login successful' });
    const me = await fetch(`${base}/merchant/merchant/getMerInfo`, {
      headers: { token: body.data.merinfo.token },
    });
    expect((await me.json()).data.mer_name).toBe('Demo Shop');
  });

  it('answers 401 and binary bodies as the handlers do', async () => {
    expect((await fetch(`${base}/merchant/order/list`)).status).toBe(401);
    const png = await fetch(`${base}/api/bankcard/downloadQrcode?id=1`, {
      headers: { token: 'demo-token' },
    });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await png.arrayBuffer())[1]).toBe(80);
  });

  it("compresses a larger answer as the client accepts, as a platform's web server does", async () => {
    const read = (accepted: string) =>
      fetch(`${base}/merchant/order/list?page=1&limit=10`, {
        headers: { token: 'demo-token', 'accept-encoding': accepted },
      });
    const plain = await read('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await read(accepted);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toBe('accept-encoding');
      expect(await answer.text()).toBe(text);
    }
    // A small answer is sent as it is.
    const small = await fetch(`${base}/merchant/index/index`, {
      headers: { token: 'demo-token', 'accept-encoding': 'br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).code).toBe(1);
  });

  it("serves the fixtures' pictures as files, as the platform does, and names them in its answers", async () => {
    const answer = await fetch(`${base}/merchant/product/manage?switch=1&limit=10&page=1`, {
      headers: { token: 'demo-token' },
    });
    const text = await answer.text();
    expect(text).not.toContain('data:image');
    const addresses = [
      ...text.matchAll(/"(http:\/\/127\.0\.0\.1:\d+\/demo-pictures\/[\w-]+\.svg)"/g),
    ];
    expect(addresses.length).toBeGreaterThan(0);
    const [, address] = addresses[0]!;
    const picture = await fetch(address!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await picture.text()).toMatch(
      /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/,
    );
    // Only pictures an answer named are served.
    expect((await fetch(`${base}/demo-pictures/AAAAAAAAAAAAAAAA.svg`)).status).toBe(404);
  });

  it('answers 404 JSON for unknown API paths', async () => {
    const response = await fetch(`${base}/merchant/nope/nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).code).toBe(404);
  });

  it('serves the static app with content types and SPA fallback', async () => {
    const script = await fetch(`${base}/app.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const route = await fetch(`${base}/orderDetail`);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('Demo app');
    expect((await fetch(`${base}/missing.png`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${base}/merchant/order/list`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('token');
  });
});

describe('the platform on its own origin, strict CORS (as every real deployment)', () => {
  const APP = 'http://127.0.0.1:6401';
  let platform = '';
  let stop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ address: platform, stop } = await listen({ corsOrigin: APP }));
  });
  afterAll(() => stop());

  /** A browser's preflight from `origin` before a `method` call carrying `headers`. */
  const preflightFrom = (origin: string, method: string, headers: string) =>
    fetch(`${platform}/merchant/merchant/getMerInfo`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': headers,
      },
    });

  it("answers the app's preflight with exactly its origin, methods and headers", async () => {
    const answer = await preflightFrom(APP, 'POST', 'content-type,lang,token');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('token, lang, content-type');
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('grants nothing to another origin or to a header the app does not send', async () => {
    for (const answer of [
      await preflightFrom('http://127.0.0.1:6402', 'GET', 'lang,token'),
      await preflightFrom(APP, 'GET', 'lang,token,x-xsrf-token'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it("echoes the app's origin on answers (pictures too), and nothing to another origin", async () => {
    const read = (origin: string) =>
      fetch(`${platform}/merchant/product/manage?switch=1&limit=10&page=1`, {
        headers: { origin, token: 'demo-token', 'accept-encoding': 'br' },
      });
    const answer = await read(APP);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('vary')).toBe('Origin, accept-encoding');
    const [, picture] = /"(http:[^"]+\/demo-pictures\/[\w-]+\.svg)"/.exec(await answer.text())!;
    const served = await fetch(picture!, { headers: { origin: APP } });
    expect(served.headers.get('access-control-allow-origin')).toBe(APP);
    const foreign = await read('http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('vary')).toContain('Origin');
    const refused = await fetch(`${platform}/merchant/nope`, { headers: { origin: APP } });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP);
  });
});

describe("the app's own static host (api: false)", () => {
  let app = '';
  let stop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ address: app, stop } = await listen({ staticDir, api: false }));
  });
  afterAll(() => stop());

  it('serves the app and answers no call of the platform, granting no CORS', async () => {
    expect(await (await fetch(`${app}/orderDetail`)).text()).toContain('Demo app');
    const call = await fetch(`${app}/merchant/merchant/language_list`, {
      headers: { origin: 'http://127.0.0.1:6402' },
    });
    expect(call.status).toBe(404);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    const asked = await fetch(`${app}/merchant/merchant/language_list`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:6402', 'access-control-request-method': 'GET' },
    });
    expect(asked.headers.get('access-control-allow-origin')).toBeNull();
  });
});
