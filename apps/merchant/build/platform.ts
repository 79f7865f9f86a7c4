import { BOOT_SCRIPT_HASH } from './bootScript.ts';
import { REQUIRED_CHECK_SCRIPT_HASH } from './requiredCheck.ts';
import { SEEN_PAGE_SCRIPT_HASH } from './seenPage.ts';

/**
 * Where the platform's API is, for a built app. Every page carries it in one meta tag,
 * `<meta name="platform-api" content="https://api.example">` (empty: the page's own origin),
 * which the boot script and the app read before their first call; the page's
 * Content-Security-Policy allows calls (connect-src) and pictures (img-src) from that origin.
 * The build writes both from VITE_API_BASE_URL; `configurePage` writes both again at deploy time
 * (scripts/configure-deploy.mjs), so one build can be pointed at another platform without a
 * rebuild.
 */

/** The name of the meta tag that holds the platform's address (packages/ui data/kit/client.ts reads it). */
export const PLATFORM_META = 'platform-api';

/**
 * The platform's address as the app uses it: '' (the page's own origin) or an absolute http(s)
 * address without a trailing slash (a path is kept: `https://api.example/shop`). Throws on
 * anything else, so a wrong address fails the build or the deploy step, not the merchant.
 */
export function platformBase(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`the platform's address is not an absolute URL: ${JSON.stringify(text)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`the platform's address must be http(s)://host[:port][/path]: ${text}`);
  return url.href.replace(/\/+$/, '');
}

/** The origin of a platform address from `platformBase`, or null for the page's own origin. */
export function platformOrigin(base: string): string | null {
  return base ? new URL(base).origin : null;
}

/** connect-src: the app's own origin and the platform's. */
const connectSources = (apiOrigin: string | null) => (apiOrigin ? `'self' ${apiOrigin}` : "'self'");

/**
 * img-src: the app's own files, data: and blob: (previews of photos being uploaded), any https
 * host (the platform's CDN), and the platform itself (its pictures, on http too).
 */
const imageSources = (apiOrigin: string | null) =>
  `'self' data: blob: https:${apiOrigin ? ` ${apiOrigin}` : ''}`;

/**
 * The Content-Security-Policy of the app: only its own scripts and the prerendered pages' inline
 * scripts (the boot script, the last-seen page's, the required check), by their hashes (no other
 * inline script, no eval), calls only to its own origin and the
 * platform's, no plugins, nothing may frame it. Styles may be inline (styled-components writes
 * <style> elements at run time). The live chat of customer service is an https page shown in a
 * frame.
 */
export function contentSecurityPolicy(apiOrigin: string | null): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_HASH} ${SEEN_PAGE_SCRIPT_HASH} ${REQUIRED_CHECK_SCRIPT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources(apiOrigin)}`,
    "font-src 'self'",
    `connect-src ${connectSources(apiOrigin)}`,
    "worker-src 'self' blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const PLATFORM_TAG = new RegExp(`<meta name="${PLATFORM_META}" content="[^"]*"\\s*/?>`, 'g');
const POLICY_TAG = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)("\s*\/?>)/g;

const decodeAttr = (value: string) =>
  value
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const encodeAttr = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;');

/** The meta tag that names the platform's address (`base` from `platformBase`). */
export function platformTag(base: string): string {
  return `<meta name="${PLATFORM_META}" content="${encodeAttr(base)}">`;
}

/**
 * A built page pointed at the platform at `address` (see `platformBase`): its platform meta tag,
 * and its policy's connect-src and img-src, written as the build writes them for that address
 * (the rest of the policy, the boot script's hash among it, is kept). Running it again with
 * another address, or '' for the page's own origin, gives that address's page. Throws for HTML
 * that is not a page of this build (no platform tag or no policy, or more than one).
 */
export function configurePage(html: string, address: string): string {
  const base = platformBase(address);
  const origin = platformOrigin(base);
  const tags = html.match(PLATFORM_TAG) ?? [];
  const policies = html.match(POLICY_TAG) ?? [];
  if (tags.length !== 1 || policies.length !== 1)
    throw new Error(
      `not a page of this build (${tags.length} ${PLATFORM_META} tags, ${policies.length} policies)`,
    );
  return html
    .replace(PLATFORM_TAG, () => platformTag(base))
    .replace(POLICY_TAG, (_tag, open: string, content: string, close: string) => {
      const directives = decodeAttr(content)
        .split(';')
        .map((directive) => directive.trim())
        .filter(Boolean)
        .map((directive) => {
          const name = directive.split(/\s+/)[0];
          if (name === 'connect-src') return `connect-src ${connectSources(origin)}`;
          if (name === 'img-src') return `img-src ${imageSources(origin)}`;
          return directive;
        });
      return `${open}${encodeAttr(directives.join('; '))}${close}`;
    });
}
