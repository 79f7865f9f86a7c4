/**
 * The fake platform's CORS rules. The real platform serves its API from another origin than the
 * app, so every call the app makes is cross-origin, and a browser asks first (a preflight:
 * OPTIONS with the method and the header names it is about to send) because the app's calls
 * carry the `token` and `lang` headers and JSON bodies. Three policies:
 * - `any`: everything allowed from anywhere (`access-control-allow-origin: *`), for the fake
 *   platform run beside a development server on another port;
 * - `strict`: one origin, the methods and headers the app sends, as a real server is configured:
 *   the allowed origin echoed exactly (with `Vary: Origin`), any other origin or header refused;
 * - `none`: no grant at all (a server of the app's own files, which is never called across
 *   origins).
 */

/** The methods of the app's calls (every read is a GET, every change a POST). */
export const CORS_METHODS = ['GET', 'POST'] as const;

/**
 * The request headers the app sets on a call of the platform: the session token, the language,
 * and the JSON body's type. The XSRF header never goes to another origin (its cookie belongs to
 * the app's page), so a strict platform does not allow it.
 */
export const CORS_HEADERS = ['token', 'lang', 'content-type'] as const;

/** Who may call the platform from a page. */
export type CorsPolicy = { kind: 'any' } | { kind: 'strict'; origin: string } | { kind: 'none' };

/** A strict policy for `origin` (scheme, host and port; an address with a path is refused). */
export function strictCors(origin: string): CorsPolicy {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`not an origin: ${origin}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(`not an origin (scheme://host[:port] only): ${origin}`);
  }
  return { kind: 'strict', origin: url.origin };
}

const ANY_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, token, lang, x-xsrf-token',
};

/** The CORS headers of an answer (anything but a preflight) to a request from `origin`. */
export function corsHeaders(policy: CorsPolicy, origin: string | null): Record<string, string> {
  if (policy.kind === 'any') return { ...ANY_HEADERS };
  if (policy.kind === 'none') return {};
  // The answer depends on the Origin: a cache must not hand one origin's answer to another.
  return origin === policy.origin
    ? { 'access-control-allow-origin': origin, vary: 'Origin' }
    : { vary: 'Origin' };
}

/** What an OPTIONS request carries that a preflight decides on. */
export interface PreflightRequest {
  /** The Origin header (null when absent). */
  origin: string | null;
  /** Access-Control-Request-Method (null when absent: then not a preflight). */
  method: string | null;
  /** Access-Control-Request-Headers as sent (comma-separated names), null when absent. */
  headers: string | null;
}

/** The answer to an OPTIONS request: its status and headers. */
export interface PreflightAnswer {
  status: number;
  headers: Record<string, string>;
}

/**
 * The answer to an OPTIONS request. Strict: 204 with the grant only when the origin is the
 * allowed one, the method is GET or POST and every header asked for is one the app sends;
 * otherwise 403 without any grant (the browser then blocks the call).
 */
export function preflight(policy: CorsPolicy, request: PreflightRequest): PreflightAnswer {
  if (policy.kind === 'any') return { status: 204, headers: { ...ANY_HEADERS } };
  const allow = { allow: 'GET, POST, OPTIONS' };
  if (policy.kind === 'none' || request.method === null) return { status: 204, headers: allow };
  const vary = { vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' };
  const asked = (request.headers ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const granted =
    request.origin === policy.origin &&
    (CORS_METHODS as readonly string[]).includes(request.method) &&
    asked.every((name) => (CORS_HEADERS as readonly string[]).includes(name));
  if (!granted) return { status: 403, headers: { ...allow, ...vary } };
  return {
    status: 204,
    headers: {
      ...allow,
      ...vary,
      'access-control-allow-origin': policy.origin,
      'access-control-allow-methods': CORS_METHODS.join(', '),
      'access-control-allow-headers': CORS_HEADERS.join(', '),
    },
  };
}
