/**
 * A real HTTP server over the fake platform (phones on the LAN, e2e, the one-port demo):
 * each request becomes a Fetch `Request` answered by msw's `getResponse(handlers, request)`.
 * Unhandled API paths answer 404 JSON; with `staticDir` other GETs serve the built app
 * (files, SPA fallback to index.html). CORS as `corsOrigin` says (cors.ts); with `api: false`
 * it is the app's own static host only (the journeys serve the app and the platform from two
 * origins, as every real deployment does).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Http2SecureServer } from 'node:http2';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { corsHeaders, preflight, strictCors } from './cors.ts';
import type { CorsPolicy } from './cors.ts';
import { handlers as baseline } from './handlers/index.ts';
// The platform API's paths: never answered by the static directory.
import { API_PREFIXES } from './wire/requestCheck.ts';

export interface MockHttpServerOptions {
  /** A directory to serve for non-API requests (for example apps/merchant/dist). */
  staticDir?: string;
  /** Handlers to answer with (default: the whole fake platform). */
  handlers?: RequestHandler[];
  /**
   * false: the app's files only, as the app's own static host serves them (with `staticDir`):
   * no platform (its paths answer 404), no CORS grant. Default true.
   */
  api?: boolean;
  /**
   * The one origin allowed to call the platform from a page (for example the app's
   * `http://127.0.0.1:6401`), answered as a real server configured for it answers (cors.ts):
   * that origin echoed, only the app's methods and headers allowed, anything else refused.
   * Without it, any origin may call (`access-control-allow-origin: *`).
   */
  corsOrigin?: string;
  /**
   * A key and certificate (PEM): HTTPS with HTTP/2, as a CDN serves (HTTP/1.1 still answered);
   * the benchmark measures that way. Without them, plain HTTP/1.1.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /**
   * Checks each API request against the contract and keeps what does not match: read (and
   * emptied) with GET /__contract/violations, also logged to stderr. Journeys fail on any.
   */
  checkRequests?: (request: Request) => Promise<string[]>;
  /**
   * Answers as another platform would, around the fake's own answer (`answer`): variants.ts
   * (`serve.ts --variant`), for proving the platform probe.
   */
  variant?: (
    request: Request,
    answer: () => Promise<Response | undefined>,
  ) => Promise<Response | undefined>;
}

/** Where a test reads the requests that did not match the contract (with `checkRequests`). */
export const VIOLATIONS_PATH = '/__contract/violations';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Sent with every answer: no MIME sniffing, no referrer beyond the origin, no powerful features. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** The policy of a page without its own: nothing inline, nothing from elsewhere. */
const FALLBACK_CSP = "default-src 'self'; object-src 'none'; base-uri 'self'";

const META_CSP = /<meta[^>]+http-equiv="Content-Security-Policy"[^>]+content="([^"]+)"/i;

/** The page's own policy (its meta tag, from the build) as a header, which can also forbid framing. */
function pagePolicy(html: string): string {
  const own = META_CSP.exec(html)?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"');
  return `${own ?? FALLBACK_CSP}; frame-ancestors 'none'`;
}

/** Hashed build files never change: cache them for good; anything else is checked again. */
function cacheControl(pathname: string, isHtml: boolean): string {
  // The service worker is checked for a new version at each visit: never kept stale.
  if (isHtml || pathname === '/sw.js') return 'no-cache';
  if (/^\/assets\/.+-[\w-]{8,}\.\w+$/.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The encodings the server sends, best first: the suffix of a file's copy made at build time,
 * and how an answer is compressed on the fly (brotli at a quality meant for dynamic content).
 */
const ENCODINGS = {
  br: {
    suffix: '.br',
    compress: (body: Buffer) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
  gzip: { suffix: '.gz', compress: (body: Buffer) => gzipSync(body, { level: 6 }) },
};
type Encoding = keyof typeof ENCODINGS;

/** The encodings an Accept-Encoding header accepts, best first. */
function acceptedEncodings(accepted: string): Encoding[] {
  return (Object.keys(ENCODINGS) as Encoding[]).filter((encoding) =>
    new RegExp(`\\b${encoding}\\b`).test(accepted),
  );
}

/** The precompressed copy (.br, .gz, written at build time) the client accepts, if any. */
async function precompressed(
  path: string,
  accepted: string,
): Promise<{ path: string; encoding: string } | null> {
  for (const encoding of acceptedEncodings(accepted)) {
    const found = await fileIfExists(`${path}${ENCODINGS[encoding].suffix}`);
    if (found) return { path: found, encoding };
  }
  return null;
}

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  // HTTP/2 names the host `:authority`; its pseudo-headers (`:method`, `:path`...) are not headers.
  const authority = incoming.headers[':authority'];
  const host = incoming.headers.host ?? (typeof authority === 'string' ? authority : 'localhost');
  const url = new URL(incoming.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const all = Buffer.concat(chunks);
    body = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
  }
  return new Request(url, { method, headers, body });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  cors: Record<string, string>,
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...cors,
    ...SECURITY_HEADERS,
  });
  res.end(JSON.stringify(body));
}

/** Answers smaller than this are sent as they are (as a web server's gzip_min_length). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * An answer's body compressed the way the client accepts, as a platform's web server or CDN
 * compresses its JSON on the fly; null when it is small, not text, already encoded, or the
 * client accepts no encoding the server sends.
 */
function compressed(
  body: Buffer,
  headers: Record<string, string>,
  accepted: string,
): { body: Buffer; encoding: string } | null {
  const type = headers['content-type'] ?? '';
  if (body.length < COMPRESS_MIN_BYTES || headers['content-encoding']) return null;
  if (!/^(application\/(json|[\w.+-]+\+json)|text\/)/.test(type)) return null;
  const [encoding] = acceptedEncodings(accepted);
  return encoding ? { body: ENCODINGS[encoding].compress(body), encoding } : null;
}

/** Where the server serves the fake platform's pictures (see `PictureFiles`). */
const PICTURES_PATH = '/demo-pictures/';
/** An inline SVG picture of the fixtures (mocks/src/images.ts) inside a JSON string. */
const INLINE_PICTURE = /"data:image\/svg\+xml,([^"\\]*)"/g;
/** Enough for every picture of the fixtures; past it the oldest are forgotten. */
const MAX_PICTURES = 5000;

/**
 * The fixtures' pictures served as files, as the real platform serves its pictures (its answers
 * carry a picture's address, `fullurl`): an answer's inline SVG pictures become addresses on this
 * server, named by their content, and the pictures are served from there. A browser then
 * downloads a picture as it would on the real platform, instead of finding it in the answer.
 */
class PictureFiles {
  private readonly files = new Map<string, string>();

  /** The answer's JSON with its inline pictures replaced by their addresses at `origin`. */
  rewrite(json: string, origin: string): string {
    return json.replace(INLINE_PICTURE, (inline, body: string) => {
      let svg: string;
      try {
        svg = decodeURIComponent(body);
      } catch {
        return inline;
      }
      const name = createHash('sha256').update(body).digest('base64url').slice(0, 16);
      if (!this.files.has(name)) {
        if (this.files.size >= MAX_PICTURES) this.files.delete(this.files.keys().next().value!);
        this.files.set(name, svg);
      }
      return JSON.stringify(`${origin}${PICTURES_PATH}${name}.svg`);
    });
  }

  /** Serves a picture an answer named; false when the path is not one. */
  serve(pathname: string, res: ServerResponse, cors: Record<string, string>): boolean {
    const name = /^\/demo-pictures\/([\w-]{16})\.svg$/.exec(pathname)?.[1];
    const svg = name === undefined ? undefined : this.files.get(name);
    if (svg === undefined) return false;
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      // Named by its content: it never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      ...cors,
      ...SECURITY_HEADERS,
    });
    res.end(svg);
    return true;
  }
}

/** The address the browser reached this server at (for the pictures' addresses). */
function originOf(req: IncomingMessage): string {
  const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const host = req.headers.host ?? String(req.headers[':authority'] ?? 'localhost');
  return `${secure ? 'https' : 'http'}://${host}`;
}

async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  pictures: PictureFiles,
  cors: Record<string, string>,
): Promise<void> {
  if (response.type === 'error') {
    // HttpResponse.error(): a network failure, so drop the connection.
    res.destroy();
    return;
  }
  const headers: Record<string, string> = { ...cors, ...SECURITY_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  if (headers['content-type']?.includes('json') && !headers['content-encoding']) {
    body = Buffer.from(pictures.rewrite(body.toString('utf8'), originOf(req)));
    delete headers['content-length'];
  }
  const encoded = compressed(body, headers, String(req.headers['accept-encoding'] ?? ''));
  if (encoded) {
    body = encoded.body;
    headers['content-encoding'] = encoded.encoding;
    delete headers['content-length'];
  }
  if (encoded || headers['content-type']?.includes('json'))
    headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  res.writeHead(response.status, headers);
  res.end(body);
}

async function fileIfExists(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) return fileIfExists(join(path, 'index.html'));
  } catch {
    // Not there.
  }
  return null;
}

async function serveStatic(
  root: string,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const target = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (target !== root && !target.startsWith(root + sep)) return false;
  const found =
    (await fileIfExists(target)) ??
    // SPA fallback: routes such as /orderDetail are the app's, not files.
    (extname(pathname) === '' ? await fileIfExists(join(root, 'index.html')) : null);
  if (!found) return false;
  const type = CONTENT_TYPES[extname(found).toLowerCase()] ?? 'application/octet-stream';
  const isHtml = type.startsWith('text/html');
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': cacheControl(pathname, isHtml),
    vary: 'accept-encoding',
    ...SECURITY_HEADERS,
  };
  if (isHtml) headers['content-security-policy'] = pagePolicy(await readFile(found, 'utf8'));
  const copy = await precompressed(found, String(req.headers['accept-encoding'] ?? ''));
  if (copy) headers['content-encoding'] = copy.encoding;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(copy?.path ?? found).pipe(res);
  return true;
}

/** Creates (does not start) the server; call `.listen(port, host)`. */
export function createMockHttpServer(options?: MockHttpServerOptions & { tls?: undefined }): Server;
export function createMockHttpServer(
  options: MockHttpServerOptions & { tls: NonNullable<MockHttpServerOptions['tls']> },
): Http2SecureServer;
export function createMockHttpServer(options?: MockHttpServerOptions): Server | Http2SecureServer;
export function createMockHttpServer(
  options: MockHttpServerOptions = {},
): Server | Http2SecureServer {
  const api = options.api ?? true;
  const handlers = api ? (options.handlers ?? baseline) : [];
  const policy: CorsPolicy = !api
    ? { kind: 'none' }
    : options.corsOrigin
      ? strictCors(options.corsOrigin)
      : { kind: 'any' };
  const root = options.staticDir ? resolve(options.staticDir) : null;
  const pictures = new PictureFiles();
  const violations: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const cors = corsHeaders(policy, header('origin'));
    void (async () => {
      try {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (req.method === 'OPTIONS') {
          const answer = preflight(policy, {
            origin: header('origin'),
            method: header('access-control-request-method'),
            headers: header('access-control-request-headers'),
          });
          res.writeHead(answer.status, { ...answer.headers, ...SECURITY_HEADERS });
          res.end();
          return;
        }
        if (
          api &&
          req.method === 'GET' &&
          pathname.startsWith(PICTURES_PATH) &&
          pictures.serve(pathname, res, cors)
        )
          return;
        if (options.checkRequests && pathname === VIOLATIONS_PATH) {
          sendJson(res, 200, { violations: violations.splice(0) }, cors);
          return;
        }
        const request = await toRequest(req);
        if (options.checkRequests) {
          for (const problem of await options.checkRequests(request)) {
            if (violations.length < 1000) violations.push(problem);
            console.error(`contract: ${problem}`);
          }
        }
        const response = options.variant
          ? await options.variant(request, () => getResponse(handlers, request))
          : await getResponse(handlers, request);
        if (response) {
          await sendResponse(req, res, response, pictures, cors);
          return;
        }
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        if (root && isRead && !isApiPath(pathname) && (await serveStatic(root, pathname, req, res)))
          return;
        sendJson(
          res,
          404,
          { code: 404, msg: `Not found: ${req.method} ${pathname}`, data: null },
          cors,
        );
      } catch (error) {
        if (!res.headersSent)
          sendJson(res, 500, { code: 500, msg: String(error), data: null }, cors);
        else res.destroy();
      }
    })();
  };
  if (!options.tls) return createServer(handle);
  // HTTP/2's compatibility API has the same request and response calls this server uses.
  return createSecureServer({ ...options.tls, allowHTTP1: true }, (req, res) =>
    handle(req as unknown as IncomingMessage, res as unknown as ServerResponse),
  );
}
