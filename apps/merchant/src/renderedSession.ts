import type { Session } from '@merchant/api';
import type { RouteDef } from './routes';

/**
 * The session a page is prerendered with, and hydrated with: a protected page as a logged-in
 * merchant sees it before anything is known about them (a token, nothing else), any other page
 * as a visitor sees it. The page then renders again with the real session.
 */
export function renderedSession(route: RouteDef | undefined, lang: string): Session {
  return {
    token: route?.access === 'protected' ? 'prerendered' : null,
    merInfo: null,
    data: null,
    lang,
    total: 0,
    account: null,
  };
}
