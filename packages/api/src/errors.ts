/**
 * Why a call failed, from the point of view of what a screen shows. `notOffered`: an operation
 * the contract grades assumed that this platform does not have (404, an HTML page, or a refusal
 * naming an unknown route).
 */
export type ApiErrorKind =
  'business' | 'unauthorized' | 'network' | 'timeout' | 'http' | 'malformed' | 'notOffered';

/** What an `ApiError` carries besides its kind. */
export interface ApiErrorDetails {
  /** The server's message, when it sent one. */
  msg?: string;
  /** The HTTP status, when a response arrived. */
  status?: number;
  /** The envelope `code`, when the body was an envelope. */
  code?: number;
  /** The underlying failure (a fetch TypeError, a JSON SyntaxError). */
  cause?: unknown;
  /** The envelope's `data` of a business refusal (the third-party exchange's shop status). */
  data?: unknown;
}

/** The one error type every call of the typed client rejects with (caller aborts excepted). */
export class ApiError extends Error {
  /** Why the call failed. */
  readonly kind: ApiErrorKind;
  /** The server's message ('' when it sent none); screens show it as is. */
  readonly msg: string;
  /** The HTTP status, when a response arrived. */
  readonly status?: number;
  /** The envelope `code`, when the body was an envelope. */
  readonly code?: number;
  /** The envelope's `data` of a business refusal, when it carried one (null and absent: none). */
  readonly data?: unknown;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    const msg = details.msg ?? '';
    const where = details.status === undefined ? '' : ` (HTTP ${details.status})`;
    super(msg ? `${kind}${where}: ${msg}` : `${kind}${where}`, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.msg = msg;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.data !== undefined && details.data !== null) this.data = details.data;
  }
}

/** True when `e` is an `ApiError` (optionally of the given kind). */
export function isApiError(e: unknown, kind?: ApiErrorKind): e is ApiError {
  return e instanceof ApiError && (kind === undefined || e.kind === kind);
}
