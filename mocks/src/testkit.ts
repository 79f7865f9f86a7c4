/**
 * Helpers for the fake platform's own tests: start msw in Node around a test file and
 * call the platform like the app does (plain fetch to any origin), or start its HTTP server.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEMO_PAY_PASSWORD, DEMO_TOKEN } from './fixtures/merchant.ts';
import { createMockHttpServer } from './http.ts';
import { server } from './node.ts';
import type { SeedName } from './seeds/index.ts';
import { resetStore } from './state/store.ts';

export const ORIGIN = 'http://platform.test';

/** Listens for the whole file, resets handlers after each test and the store before each. */
export function useFakePlatform(seed: SeedName = 'default'): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetStore(seed);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** The `token` header; default the demo token, `null` for none. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Tests read whatever `data` holds and assert on it; the conformance test checks the shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time?: string;
  data: T;
}

export async function call(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? DEMO_TOKEN : options.token;
  if (token !== null) headers.token = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method, headers, body, signal: options.signal });
}

/** Calls and reads the JSON envelope (`data` typed loosely: tests assert what they need). */
export async function json<T = Loose>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await call(method, path, options);
  return (await response.json()) as Envelope<T>;
}

export const get = <T = Loose>(
  path: string,
  query?: CallOptions['query'],
  options: CallOptions = {},
) => json<T>('GET', path, { ...options, query });

export const post = <T = Loose>(path: string, body?: unknown, options: CallOptions = {}) =>
  json<T>('POST', path, { ...options, body });

/**
 * Passes verify_pay with the demo payment password, as the app does before every paid action
 * (pick, buy_train, upgrade, donate, withdraw); resolves its `code`.
 */
export async function passPayCheck(password = DEMO_PAY_PASSWORD): Promise<number> {
  return (await post('/merchant/merchant/verify_pay', { password_pay: password })).code;
}

/** A paid action as the app sends it: verify_pay first, then the action. */
export async function paidPost<T = Loose>(path: string, body?: unknown): Promise<Envelope<T>> {
  await passPayCheck();
  return post<T>(path, body);
}

/** "2,580.00" / "12.50" / 12.5 -> cents (test-side, independent of the platform's parser). */
export function cents(value: string | number): number {
  const [whole = '0', fraction = ''] = String(value).replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Starts a server of `createMockHttpServer(options)` on a free port; resolves its address and its stop. */
export async function listen(
  options: Parameters<typeof createMockHttpServer>[0],
): Promise<{ address: string; stop: () => Promise<void> }> {
  const server = createMockHttpServer({ ...options, tls: undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { address, stop };
}
