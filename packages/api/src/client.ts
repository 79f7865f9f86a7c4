import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './errors';
import { isAssumedOperation } from './grades';
import { namesUnknownRoute } from './unknownRoute';
import type { components, paths } from './schema.gen';

/** The request timeout of the platform, in milliseconds: a request still unanswered then fails. */
export const REQUEST_TIMEOUT_MS = 99999;

/** The typed client of the platform: openapi-fetch over the generated `paths`. */
export type ApiClient = Client<paths>;

/** What `createApiClient` needs from the app. */
export interface ApiClientOptions {
  /** Absolute in Node (tests, MSW), for example `http://localhost`. */
  baseUrl: string;
  /** The session token, sent as the `token` header when non-empty. */
  getToken: () => string | null;
  /** The chosen language code, sent as the `lang` header when set. */
  getLang: () => string | null;
  /** Called once per HTTP 401 with the server's message ('' when none): end the session here. */
  onUnauthorized: (msg: string) => void;
  /** Defaults to `REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Defaults to the global fetch, looked up at call time so MSW can patch it later. */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to the `XSRF-TOKEN` cookie of `document`, when there is a document. */
  getXsrfToken?: () => string | null;
  /**
   * The origin of the page the client runs in (defaults to `location.origin`, null without a
   * page): X-XSRF-TOKEN, which carries the page's cookie, is sent only to that origin.
   */
  getPageOrigin?: () => string | null;
}

/** The body every JSON answer of the platform has: `{ code, msg, time, data }`, `code` 1 = success. */
export type Envelope = components['schemas']['Envelope'];

/** Creates the typed client with the platform's middleware (headers, timeout, envelope, 401). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const signals = new WeakMap<Request, AbortSignal>();
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: settleOnAbort(baseFetch, signals),
  });
  client.use(platformMiddleware(options, signals));
  return client;
}

/** The origin of the page, when there is a page. */
export function pageOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/** Reads the `XSRF-TOKEN` cookie of the page, when there is a page. */
export function readXsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

interface InFlight {
  /** The caller's request: its signal follows the caller's (TanStack Query's) signal. */
  caller: Request;
  timeout: AbortSignal;
}

function platformMiddleware(
  options: ApiClientOptions,
  signals: WeakMap<Request, AbortSignal>,
): Middleware {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const getXsrfToken = options.getXsrfToken ?? readXsrfCookie;
  const getPageOrigin = options.getPageOrigin ?? pageOrigin;
  // Keyed by openapi-fetch's request id: onError must tell our timeout from a caller's abort.
  const inFlight = new Map<string, InFlight>();
  const settle = (id: string): InFlight | undefined => {
    const flight = inFlight.get(id);
    inFlight.delete(id);
    return flight;
  };

  return {
    onRequest({ request, id }) {
      const headers = new Headers(request.headers);
      const token = options.getToken();
      if (token) headers.set('token', token);
      const lang = options.getLang();
      if (lang) headers.set('lang', lang);
      // The cookie belongs to the page: it never goes to another origin (the platform's API on
      // another origin would also have to allow the header in its CORS preflight).
      const xsrf = new URL(request.url).origin === getPageOrigin() ? getXsrfToken() : null;
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);

      const timeout = AbortSignal.timeout(timeoutMs);
      // Holding the caller's Request keeps its signal following the caller's: Node's Request
      // follows a signal only through a weak reference, so a collected Request stops cancelling.
      inFlight.set(id, { caller: request, timeout });
      const signal = anySignal([request.signal, timeout]);
      const next = new Request(request, { headers, signal });
      signals.set(next, signal);
      return next;
    },

    async onResponse({ request, response, id, options: merged, schemaPath }) {
      const flight = settle(id);
      const readText = async (): Promise<string> => {
        try {
          return await response.clone().text();
        } catch (error) {
          throw flight
            ? (abortError(flight, error) ?? error)
            : new ApiError('network', { cause: error });
        }
      };
      const assumed = isAssumedOperation(request.method, schemaPath);
      if (!isPassThrough(request, response, merged.parseAs, assumed)) {
        await checkResponse(response, readText, options.onUnauthorized, assumed);
      }
      return undefined;
    },

    onError({ error, id }) {
      const flight = settle(id);
      if (error instanceof ApiError) return error;
      if (flight) return abortError(flight, error);
      return new ApiError('network', { cause: error });
    },
  };
}

/**
 * The ApiError for a failed fetch or body read, or undefined for a caller's abort: that one
 * stays the AbortError it is, which TanStack Query treats as a cancellation.
 */
function abortError(flight: InFlight, error: unknown): ApiError | undefined {
  if (flight.caller.signal.aborted) return undefined;
  if (flight.timeout.aborted) return new ApiError('timeout', { cause: error });
  return new ApiError('network', { cause: error });
}

/**
 * True for a success whose body the client will not parse as JSON (a file, parseAs blob):
 * it passes untouched. Whatever openapi-fetch parses as JSON, and any JSON answer to a file
 * download (the server refusing it), must be an envelope. An HTML page answering an assumed
 * operation's file download is the platform's page for a route it does not have.
 */
function isPassThrough(
  request: Request,
  response: Response,
  parseAs: string,
  assumed: boolean,
): boolean {
  if (!response.ok) return false;
  if (response.status === 204 || request.method === 'HEAD') return true;
  if (assumed && isHtmlType(response)) return false;
  return parseAs !== 'json' && !isJsonType(response);
}

/**
 * Checks an answer. For an operation the contract grades assumed (the platform's public client
 * never makes it), a 404, a body that is not JSON (a framework's error page) or a refusal naming
 * an unknown route, controller or method means this platform does not have the operation:
 * `notOffered`, never a logout. A 401 stays a 401 for every operation.
 */
export async function checkResponse(
  response: Response,
  readText: () => Promise<string>,
  onUnauthorized: (msg: string) => void,
  assumed: boolean,
): Promise<void> {
  const { status } = response;
  if (status === 401) {
    const body = await readJson(readText);
    const msg = messageOf(body);
    onUnauthorized(msg);
    throw new ApiError('unauthorized', { status, msg, code: codeOf(body) });
  }
  if (!response.ok) {
    const body = await readJson(readText);
    const details = { status, msg: messageOf(body), code: codeOf(body) };
    if (assumed && (status === 404 || body === undefined || namesUnknownOperation(body))) {
      throw new ApiError('notOffered', details);
    }
    throw new ApiError('http', details);
  }
  const text = await readText();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError(assumed ? 'notOffered' : 'malformed', { status, cause: error });
  }
  if (!isEnvelope(body)) throw new ApiError('malformed', { status });
  if (body.code !== 1) {
    const details = { status, code: body.code, msg: messageOf(body) };
    if (assumed && namesUnknownOperation(body)) throw new ApiError('notOffered', details);
    throw new ApiError('business', { ...details, data: (body as { data?: unknown }).data });
  }
}

function namesUnknownOperation(body: unknown): boolean {
  return namesUnknownRoute(messageOf(body));
}

function isHtmlType(response: Response): boolean {
  return /\btext\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}

function isJsonType(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** The parsed body of an error response, or undefined when it is not JSON (or unreadable). */
async function readJson(readText: () => Promise<string>): Promise<unknown> {
  try {
    return JSON.parse(await readText());
  } catch {
    return undefined;
  }
}

/** Only a numeric `code` is required: a missing `msg` reads as ''. */
function isEnvelope(body: unknown): body is { code: number } {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { msg } = body as { msg?: unknown };
  return typeof msg === 'string' ? msg : '';
}

function codeOf(body: unknown): number | undefined {
  return isEnvelope(body) ? body.code : undefined;
}

/** AbortSignal.any is missing before Safari 17.4, still common on phones. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  const aborted = signals.find((signal) => signal.aborted);
  if (aborted) {
    controller.abort(aborted.reason);
    return controller.signal;
  }
  const onAbort = (event: Event) => {
    controller.abort((event.target as AbortSignal).reason);
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
  };
  for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
}

/**
 * Rejects with the signal's reason as soon as the request is aborted, even when the fetch
 * implementation ignores the signal (test doubles, some polyfills): a timeout must always end.
 * It listens to the signal the middleware made, not to `request.signal`, which Node's Request
 * only follows through a weak reference.
 */
function settleOnAbort(
  fetchImpl: (request: Request) => Promise<Response>,
  signals: WeakMap<Request, AbortSignal>,
): (request: Request) => Promise<Response> {
  return (request) => {
    const signal = signals.get(request) ?? request.signal;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      fetchImpl(request)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}
