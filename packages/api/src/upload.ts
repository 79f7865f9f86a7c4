import {
  checkResponse,
  pageOrigin,
  readXsrfCookie,
  REQUEST_TIMEOUT_MS,
  type ApiClientOptions,
} from './client';
import { ApiError } from './errors';

/** How one upload is followed: its progress, and the caller's cancel. */
export interface UploadOptions {
  /** Called with the bytes sent so far, from 0 to 100, as the request body leaves the phone. */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload: the promise rejects with an `AbortError` DOMException. */
  signal?: AbortSignal;
}

/** Posts a multipart body and resolves with the answer's envelope (already checked: `code` 1). */
export type SendUpload = (
  path: string,
  body: FormData,
  options?: UploadOptions,
) => Promise<unknown>;

/**
 * The upload request of the platform. fetch reports no upload progress, so this one goes through
 * XMLHttpRequest, with the rules of the typed client: the `token`, `lang` and same-origin XSRF headers, its timeout,
 * the envelope check (a refusal keeps the server's message) and the 401 that ends the session.
 */
export function createUploader(options: ApiClientOptions): SendUpload {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  const getXsrfToken = options.getXsrfToken ?? readXsrfCookie;
  const getPageOrigin = options.getPageOrigin ?? pageOrigin;
  return (path, body, { onProgress, signal } = {}) =>
    new Promise<Response>((resolve, reject) => {
      const aborted = () => new DOMException('The upload was cancelled', 'AbortError');
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const url = `${base}${path}`;
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.timeout = timeoutMs;
      const token = options.getToken();
      if (token) xhr.setRequestHeader('token', token);
      const lang = options.getLang();
      if (lang) xhr.setRequestHeader('lang', lang);
      // As the typed client: the page's cookie goes to the page's own origin only.
      const xsrf = new URL(url).origin === getPageOrigin() ? getXsrfToken() : null;
      if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress?.((event.loaded / event.total) * 100);
        }
      };
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        done();
        const headers = new Headers();
        const type = xhr.getResponseHeader('Content-Type');
        if (type) headers.set('Content-Type', type);
        // A Response cannot carry a 1xx status; XMLHttpRequest never ends on one.
        const status = xhr.status >= 200 ? xhr.status : 200;
        const empty = status === 204 || status === 205 || status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status, headers }));
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError('network'));
      };
      xhr.ontimeout = () => {
        done();
        reject(new ApiError('timeout'));
      };
      xhr.onabort = () => {
        done();
        reject(aborted());
      };
      xhr.send(body);
    }).then(async (response) => {
      await checkResponse(response, () => response.clone().text(), options.onUnauthorized, false);
      try {
        return JSON.parse(await response.text()) as unknown;
      } catch (error) {
        throw new ApiError('malformed', { status: response.status, cause: error });
      }
    });
}
