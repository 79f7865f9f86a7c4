import { useSyncExternalStore } from 'react';
import { createSessionStore, type Session } from '@merchant/api';
import { browserStorage } from './storage';

/** The one persistent session of the app (token, profile, language, order badge). */
export const session = createSessionStore(browserStorage());

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** True when a token is stored. */
export function useIsLoggedIn(): boolean {
  return Boolean(useSession().token);
}
