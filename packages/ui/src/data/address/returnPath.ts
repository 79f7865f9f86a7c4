import { PATHS } from './paths';

/** Where to go when no (acceptable) return path is given. */
export const HOME_PATH = PATHS.home;

/**
 * Accepts only a path of this app ("/orderDetail?id=3"); anything that could leave it
 * ("https://evil.example", "//evil.example", "/\\evil.example", "javascript:...") gives /home.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return HOME_PATH;
  let value = candidate.trim();
  try {
    // A path may arrive encoded once more than needed.
    if (/%2f|%5c/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return HOME_PATH;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME_PATH;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return HOME_PATH;
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return HOME_PATH;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (path === '/' || path.startsWith('/login')) return HOME_PATH;
    return path;
  } catch {
    return HOME_PATH;
  }
}

/** The login address that brings the visitor back to `from` afterwards. */
export function loginPathFor(from: string): string {
  const back = safeReturnPath(from);
  return back === HOME_PATH ? PATHS.login : `${PATHS.login}?redirect=${encodeURIComponent(back)}`;
}
