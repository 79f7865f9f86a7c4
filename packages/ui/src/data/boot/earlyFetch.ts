import { FRESH_MS } from './freshness';
import { serverLanguageCode } from './languageCode';
import { session } from './session';

/**
 * Reads started before the app asks for them, so a screen renders while its data downloads:
 * the page's boot script starts the route's main reads while the JavaScript is still loading,
 * and the app starts the next tab's on intent. The client takes a started answer instead of
 * fetching again when the same GET, with the same headers, is asked for soon after; anything
 * else goes to the network.
 */
type Started = {
  /** The headers it was sent with (token, lang, X-XSRF-TOKEN), as one string. */
  headers: string;
  /** performance.now() when it started. */
  at: number;
  response: Promise<Response>;
};

/** The headers that make two reads of the same address differ. */
const VARIES = ['token', 'lang', 'x-xsrf-token'];

const started = new Map<string, Started>();

/** What the boot script of a prerendered page leaves on `window`. */
type BootFetches = Record<string, { headers: Record<string, string>; response: Promise<Response> }>;

const headerKey = (get: (name: string) => string | null | undefined) =>
  VARIES.map((name) => `${name}:${get(name) ?? ''}`).join('\n');

function xsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const found = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
  if (!found) return null;
  try {
    return decodeURIComponent(found) || null;
  } catch {
    return found;
  }
}

/**
 * The headers the client sends now to `url` (see the platform middleware of @merchant/api): the
 * page's XSRF cookie only to the page's own origin.
 */
function currentHeaders(url: string): Record<string, string> {
  const { token, lang } = session.get();
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (lang) headers.lang = serverLanguageCode(lang);
  const xsrf = new URL(url, location.href).origin === location.origin ? xsrfCookie() : null;
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  return headers;
}

function remember(url: string, headers: Record<string, string>, response: Promise<Response>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  // A failed start is not an answer: the client then fetches for itself.
  response.catch(() => {
    if (started.get(url)?.response === response) started.delete(url);
  });
  started.set(url, {
    headers: headerKey((name) => lower[name]),
    at: performance.now(),
    response,
  });
}

/** Takes over the reads the page's boot script started (`window.__merchantEarly`). */
export function adoptBootFetches(): void {
  if (typeof window === 'undefined') return;
  const boot = (window as { __merchantEarly?: BootFetches }).__merchantEarly;
  if (!boot) return;
  delete (window as { __merchantEarly?: BootFetches }).__merchantEarly;
  for (const [url, { headers, response }] of Object.entries(boot)) {
    remember(new URL(url, location.href).href, headers, response);
  }
}

/** Starts reading `url` (absolute) now, with the headers the client would send. */
export function fetchEarly(url: string): void {
  const existing = started.get(url);
  if (existing && performance.now() - existing.at < FRESH_MS) return;
  const headers = currentHeaders(url);
  const response = globalThis.fetch(url, { headers, credentials: 'same-origin' });
  remember(url, headers, response);
}

/**
 * The started answer for `request`, taken once, or null. Any other method than GET (a change
 * on the platform) drops every started read: they may no longer be true.
 */
export function takeEarly(request: Request): Promise<Response> | null {
  if (request.method !== 'GET') {
    started.clear();
    return null;
  }
  const found = started.get(request.url);
  if (!found) return null;
  started.delete(request.url);
  if (performance.now() - found.at > FRESH_MS) return null;
  if (found.headers !== headerKey((name) => request.headers.get(name))) return null;
  // A start that failed is asked again, as if it had never been started (the client's
  // fetch settles on its own abort signal).
  return found.response.catch(() => globalThis.fetch(request));
}
