/**
 * The plumbing every handler shares: the envelope, the token check, reading what the
 * client sent (JSON, form-encoded, multipart or query), paging, and the operation registry.
 */
import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { db } from '../state/store.ts';

/** Handlers match any origin: the app, Storybook, tests and the HTTP server all reach them. */
export const BASE = '*';

export type Method = 'get' | 'post';

/** What the client sent: query parameters merged with the body (the body wins). */
export type Input = Record<string, unknown>;

export interface Context {
  request: Request;
  input: Input;
}

export type Resolver = (context: Context) => Response | Promise<Response>;

/** One row per operation of openapi/merchant.yaml. */
export interface OperationInfo {
  operationId: string;
  method: Method;
  path: string;
  /** False when the operation answers without a `token` (login, register, ...). */
  secured: boolean;
}

export const operations: OperationInfo[] = [];

export const MSG = {
  loginFirst: 'Please log in first',
  insufficient: 'Insufficient balance',
  closed: 'The store is closed, please contact customer service',
  wrongPay: 'Incorrect payment password',
  noPay: 'Please set a payment password first',
  /** A paid action without a passed verify_pay just before it. */
  payCheckFirst: 'Please enter the payment password',
  invalidInvite: 'Invalid invitation code',
  mismatch: 'The passwords entered do not match',
} as const;

function envelope<T>(code: number, msg: string, data: T) {
  return { code, msg, time: String(db().clock), data };
}

/** `code` 1 with data. */
export function ok<T>(data: T, msg = 'ok'): Response {
  return HttpResponse.json(envelope(1, msg, data));
}

/** `code` 1 without data (the contract's `Done`). */
export function done(msg: string): Response {
  return HttpResponse.json(envelope(1, msg, null));
}

/** A business failure: HTTP 200, `code` 0, the message to show. */
export function refuse(msg: string): Response {
  return HttpResponse.json(envelope(0, msg, null));
}

/** HTTP 401: the session is gone. */
export function unauthorized(msg: string = MSG.loginFirst): Response {
  return HttpResponse.json(
    { code: 401, msg, time: String(db().clock), data: null },
    { status: 401 },
  );
}

export function isLoggedIn(request: Request): boolean {
  const token = request.headers.get('token');
  return token !== null && db().tokens.has(token);
}

/** Reads query and body into one record; files stay `File`s, repeated keys become arrays. */
export async function readInput(request: Request): Promise<Input> {
  const input: Input = {};
  const url = new URL(request.url);
  const add = (key: string, value: unknown) => {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const previous = input[name];
    if (key.endsWith('[]')) {
      input[name] = Array.isArray(previous) ? [...previous, value] : [value];
    } else {
      input[name] = value;
    }
  };
  url.searchParams.forEach((value, key) => add(key, value));
  if (request.method === 'GET' || request.method === 'HEAD') return input;
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : {};
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(input, body);
    } else if (type.includes('application/x-www-form-urlencoded')) {
      new URLSearchParams(await request.text()).forEach((value, key) => add(key, value));
    } else if (type.includes('multipart/form-data')) {
      (await request.formData()).forEach((value, key) => add(key, value));
    } else {
      const text = await request.text();
      if (text.trim().startsWith('{')) Object.assign(input, JSON.parse(text) as object);
    }
  } catch {
    // A body that does not parse is treated as empty; validation then answers code 0.
  }
  return input;
}

/** Registers an operation and returns its msw handler. */
export function operation(
  info: { operationId: string; method: Method; path: string; secured?: boolean },
  resolver: Resolver,
): HttpHandler {
  const secured = info.secured ?? true;
  operations.push({ operationId: info.operationId, method: info.method, path: info.path, secured });
  return http[info.method](`${BASE}${info.path}`, async ({ request }) => {
    if (secured && !isLoggedIn(request)) return unauthorized();
    const input = await readInput(request);
    return resolver({ request, input });
  });
}

// ---- reading fields -----------------------------------------------------------------------

export function text(input: Input, key: string): string {
  const value = input[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** An integer field, or null when absent or not an integer. */
export function int(input: Input, key: string): number | null {
  const value = input[key];
  const raw = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : NaN;
  if (raw === '') return null;
  const number = Number(raw);
  return Number.isInteger(number) ? number : null;
}

/** Strings sent as a JSON array or a comma-separated string (image urls...); blanks dropped. */
export function textList(input: Input, key: string): string[] {
  const value = input[key];
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value === 'string') return value.split(',').filter((v) => v.trim() !== '');
  return [];
}

/** Ids sent as a JSON array, a repeated field or a comma-separated string. */
export function idList(input: Input, key: string): number[] {
  const value = input[key];
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  const ids: number[] = [];
  for (const part of parts) {
    const number = Number(typeof part === 'string' ? part.trim() : part);
    if (Number.isInteger(number) && number > 0 && !ids.includes(number)) ids.push(number);
  }
  return ids;
}

export interface Paging {
  page: number;
  limit: number;
}

/** `page` (1-based) and `limit` with the server's defaults 1 and 10; limit at most 100. */
export function paging(input: Input): Paging {
  const page = int(input, 'page');
  const limit = int(input, 'limit');
  return {
    page: page !== null && page >= 1 ? page : 1,
    limit: limit !== null && limit >= 1 ? Math.min(limit, 100) : 10,
  };
}

export function pageOf<T>(rows: T[], { page, limit }: Paging): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}
