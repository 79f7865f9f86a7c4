import { z } from 'zod/mini';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../shared/storeSettings';
import { message, stop } from '../shared/validation';

/** True for a complete https address ("https://facebook.com/shop"): no spaces, a host. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The scheme as the platform expects it ("HTTPS://x" -> "https://x"); the rest untouched. */
export function normalizeLink(value: string): string {
  return value.trim().replace(/^https:\/\//i, 'https://');
}

// Links must use https. "http:", "javascript:" and anything else are refused with the
// platform's message before any request; an https address that is not complete gets its own.
const link = z.string().check(
  z.trim(),
  z.refine(
    (value) => value === '' || /^https:\/\//i.test(value),
    stop('settings:validation.httpsOnly'),
  ),
  z.refine(
    (value) => value === '' || isHttpsUrl(normalizeLink(value)),
    message('settings:validation.linkInvalid'),
  ),
);

/** /socialmedia: one optional https link per network. */
export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link])) as Record<
    SocialNetwork,
    typeof link
  >,
);

/** What the social links form holds. */
export type SocialLinksValues = z.input<typeof socialLinksSchema>;
