import { pathTo } from '../../../data/address/paths';

/**
 * The registration page with the code, on the app's own origin
 * (`https://shop.example/register?code=DEMO2026`), so the link opens the app being used.
 * Null without a code.
 */
export function invitationLink(origin: string, code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return null;
  return `${origin.replace(/\/+$/, '')}${pathTo('register', { code: trimmed })}`;
}
