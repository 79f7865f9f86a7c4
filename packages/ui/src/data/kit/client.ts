import { createApiClient, type ApiClientOptions, type SendUpload } from '@merchant/api';
import { takeEarly } from '../boot/earlyFetch';
import { serverLanguageCode } from '../boot/languageCode';
import { session } from '../boot/session';

type UnauthorizedListener = (msg: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
// An end of session no one heard (a page's reads run before its first render): told to the
// first listener, so its message is still shown.
let unheard: string | null = null;

/** Subscribes to "the server ended the session" (HTTP 401); returns the unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  if (unheard !== null) {
    const msg = unheard;
    unheard = null;
    listener(msg);
  }
  return () => unauthorizedListeners.delete(listener);
}

/** An http(s) address without its trailing slashes, or null for anything else. */
function httpAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/\/+$/, '');
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/**
 * The platform's address. A built page names it in its `platform-api` meta tag (written by the
 * build from VITE_API_BASE_URL, or at deploy time: apps/merchant/build/platform.ts), read as the
 * page's boot script reads it: empty, or not an http(s) address, is this page's origin. Without
 * the tag (the development server, tests): VITE_API_BASE_URL, else this page's origin.
 */
export function apiBaseUrl(): string {
  const here = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const tag =
    typeof document !== 'undefined'
      ? document.querySelector<HTMLMetaElement>('meta[name="platform-api"]')
      : null;
  if (tag) return httpAddress(tag.content) ?? here;
  return httpAddress(import.meta.env.VITE_API_BASE_URL as string | undefined) ?? here;
}

const options: ApiClientOptions = {
  baseUrl: apiBaseUrl(),
  // A read the page already started (see earlyFetch) is taken instead of fetched again.
  fetch: (request) => takeEarly(request) ?? globalThis.fetch(request),
  getToken: () => session.get().token,
  getLang: () => {
    const lang = session.get().lang;
    return lang ? serverLanguageCode(lang) : null;
  },
  onUnauthorized: (msg) => {
    // One place ends the session; the shell listens to navigate and to show the message. Only
    // the 401 that ends it reports: the requests cancelled by the redirect answer 401 too,
    // often without a readable body, and must not replace the server's message.
    if (!session.get().token) return;
    session.clear();
    if (unauthorizedListeners.size === 0) unheard = msg;
    for (const listener of unauthorizedListeners) listener(msg);
  },
};

/** The typed client of the platform, shared by every screen (no React Query: the login page needs none). */
export const apiClient = createApiClient(options);

let uploader: Promise<SendUpload> | null = null;

/**
 * The platform's upload request, with progress and cancel, under the same rules as `apiClient`.
 * Its code loads with the first upload: no first page uploads anything.
 */
export const sendUpload: SendUpload = async (...args) => {
  uploader ??= import('@merchant/api/upload').then(({ createUploader }) => createUploader(options));
  return (await uploader)(...args);
};
