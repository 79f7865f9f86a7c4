/**
 * Per-story and per-test deviations from the baseline fake platform. Each returns msw
 * handlers for one method + path (path like '/merchant/order/list'); pass them to
 * `server.use(...)` (tests) or `msw.use(...)` (stories). The baseline stays as it is.
 */
import { HttpResponse, delay, getResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { BASE } from './handlers/common.ts';
import { handlers } from './handlers/index.ts';
import { SEED_NAMES } from './seeds/index.ts';
import type { SeedName } from './seeds/index.ts';
import { db, resetStore } from './state/store.ts';

export type OverrideMethod =
  'get' | 'post' | 'put' | 'patch' | 'delete' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function handler(
  method: OverrideMethod,
  path: string,
  resolver: () => Response | Promise<Response>,
  options: { once?: boolean } = {},
): HttpHandler {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[verb](`${BASE}${path}`, resolver, options);
}

/** Never answers (the loading state). */
export function stall(method: OverrideMethod, path: string): HttpHandler {
  return handler(method, path, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** Answers an HTTP error status (default 500) with a JSON body (`once`: the next call only). */
export function fail(
  method: OverrideMethod,
  path: string,
  status = 500,
  { once = false }: { once?: boolean } = {},
): HttpHandler {
  return handler(
    method,
    path,
    () =>
      HttpResponse.json(
        { code: 0, msg: `Server error (${status})`, time: String(db().clock), data: null },
        { status },
      ),
    { once },
  );
}

/**
 * Answers HTTP 200 with `code` 1 and the `data` given: what the baseline would not answer (a
 * shape to check, a record to show), in the platform's envelope.
 */
export function answer(
  method: OverrideMethod,
  path: string,
  data: unknown,
  msg = 'ok',
): HttpHandler {
  return handler(method, path, () =>
    HttpResponse.json({ code: 1, msg, time: String(db().clock), data }),
  );
}

/** Answers HTTP 200 with a business failure: `code` 0 and the message to show. */
export function refuse(method: OverrideMethod, path: string, msg: string): HttpHandler {
  return handler(method, path, () =>
    HttpResponse.json({ code: 0, msg, time: String(db().clock), data: null }),
  );
}

/** A PHP server's answer to a route it does not have: HTTP 404 with an HTML page. */
export function notOfferedPage(): Response {
  return new HttpResponse(
    '<!DOCTYPE html><html><head><title>404 Not Found</title></head>' +
      '<body><h1>404 Not Found</h1><p>The requested URL was not found on this server.</p>' +
      '</body></html>',
    { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

/**
 * HTTP 404 with an HTML page, as a real PHP server answers a route it does not have: for an
 * operation the contract grades assumed, the client reads it as "this platform does not offer
 * the feature".
 */
export function notOffered(method: OverrideMethod, path: string): HttpHandler {
  return handler(method, path, notOfferedPage);
}

/**
 * Fails at the network level (fetch rejects with a TypeError): the offline state; with `once`,
 * only the first call (the connection drops, the next try goes through).
 */
export function offline(
  method: OverrideMethod,
  path: string,
  { once = false }: { once?: boolean } = {},
): HttpHandler {
  return handler(method, path, () => HttpResponse.error(), { once });
}

/**
 * The whole platform out of reach: every call fails at the network (`'offline'`, the device has
 * no network) or never answers (`'stalled'`, a refresh still on its way).
 */
export function wholePlatform(state: 'offline' | 'stalled'): HttpHandler {
  // The platform's calls only (its four prefixes), not the page's own files.
  return http.all(/^https?:\/\/[^/]+\/(merchant|api|new|demo)\//, async () => {
    if (state === 'offline') return HttpResponse.error();
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/**
 * The platform carries the request out, then the connection drops before its answer arrives
 * (fetch rejects, as offline): a lost answer. The first `times` requests are lost this way;
 * later ones are answered as usual.
 */
export function lostAnswer(method: OverrideMethod, path: string, times = 1): HttpHandler {
  let left = times;
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[verb](`${BASE}${path}`, async ({ request }) => {
    if (left <= 0) return undefined;
    left -= 1;
    await getResponse(handlers, request);
    return HttpResponse.error();
  });
}

/**
 * The baseline's answer with its `data.list` in the opposite order (a list of records oldest
 * first): what the app shows must not depend on the order the platform lists in.
 */
export function listedOldestFirst(path: string): HttpHandler {
  return http.get(`${BASE}${path}`, async ({ request }) => {
    const answer = await getResponse(handlers, request);
    if (!answer) return undefined;
    const body = (await answer.json()) as { data?: { list?: unknown[] } };
    if (Array.isArray(body.data?.list)) body.data.list.reverse();
    return HttpResponse.json(body, { status: answer.status });
  });
}

/** HTTP 401: the session is gone. */
export function unauthorized(
  method: OverrideMethod,
  path: string,
  msg = 'Please log in first',
): HttpHandler {
  return handler(method, path, () =>
    HttpResponse.json({ code: 401, msg, time: String(db().clock), data: null }, { status: 401 }),
  );
}

/**
 * Records the requests to one call and lets them through to the fake platform (the handler
 * answers nothing, so the baseline answers): for "sent exactly once" and "sent nothing" checks.
 */
export function record(
  method: OverrideMethod,
  path: string,
): { handler: HttpHandler; requests: Request[] } {
  const requests: Request[] = [];
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const recorder = http[verb](`${BASE}${path}`, ({ request }) => {
    requests.push(request.clone());
  });
  return { handler: recorder, requests };
}

/** The seed names, for `withSeed(seeds.empty)`. */
export const seeds = Object.fromEntries(SEED_NAMES.map((name) => [name, name])) as {
  readonly [K in SeedName]: K;
};

/**
 * Puts the fake platform into a seeded state. The global reset before each story/test uses
 * `default`; call this after it (in a story's `beforeEach`, or at the start of a test) to
 * start from another seed: `beforeEach: () => { withSeed(seeds.empty); }`.
 */
export function withSeed(name: SeedName): void {
  resetStore(name);
}
