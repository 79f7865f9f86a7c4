import { PATHS } from './paths';

/** Where to go when no (acceptable) return path is given. */
export const HOME_PATH = PATHS.home;

/**
 * Accepts only a path of this app ("/orderDetail?id=3"); anything that could leave it
 * ("https://evil.example", "//evil.example", "/\\evil.example", "javascript:...") gives
 * `fallback` (/home unless the page says where it goes without one).
 */
export function safeReturnPath(
  candidate: string | null | undefined,
  fallback: string = HOME_PATH,
): string {
  if (!candidate) return fallback;
  let value = candidate.trim();
  try {
    // A path may arrive encoded once more than needed.
    if (/%2f|%5c/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (path === '/' || path.startsWith('/login')) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** The login address that brings the visitor back to `from` afterwards. */
export function loginPathFor(from: string): string {
  const back = safeReturnPath(from);
  return back === HOME_PATH ? PATHS.login : `${PATHS.login}?redirect=${encodeURIComponent(back)}`;
}
