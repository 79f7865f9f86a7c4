import { useSyncExternalStore } from 'react';
import { createSessionStore, type Session } from '@merchant/api';
import { browserStorage } from './storage';

/** The one persistent session of the app (token, profile, language, order badge). */
export const session = createSessionStore(browserStorage());

// The session a prerendered page was rendered with (at build time, where there is no storage):
// React renders with it while it hydrates that page, so the first render matches the HTML,
// then renders again with the real session.
let renderedSession: Session | null = null;

/** Sets the session the page was prerendered with (null: none, the page was not prerendered). */
export function setRenderedSession(rendered: Session | null): void {
  renderedSession = rendered;
}

const getRenderedSession = () => renderedSession ?? session.get();

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, getRenderedSession);
}

/**
 * One field of the session; re-renders only when that field changes (after hydration too: a
 * field the page was prerendered with re-renders nothing).
 */
export function useSessionValue<K extends keyof Session>(key: K): Session[K] {
  return useSyncExternalStore(
    session.subscribe,
    () => session.get()[key],
    () => getRenderedSession()[key],
  );
}

/** True when a token is stored. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    session.subscribe,
    () => Boolean(session.get().token),
    () => Boolean(getRenderedSession().token),
  );
}
