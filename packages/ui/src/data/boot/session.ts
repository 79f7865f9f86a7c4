import { useSyncExternalStore } from 'react';
import { createSessionStore, type Session } from '@merchant/api';
import { browserStorage } from './storage';

/** The one persistent session of the app (token, profile, language, order badge). */
export const session = createSessionStore(browserStorage());

/** The IndexedDB database of the merchant's last-seen shop (persistedReads.ts), and its store. */
export const LAST_SEEN_DB = 'merchant-last-seen';
export const LAST_SEEN_STORE = 'reads';

/**
 * Where a tab page is kept, as the merchant left it, for the next visit to paint at once
 * (`seenPage:/order`: apps/merchant/src/seenPage.ts keeps it, its build shows it).
 */
export const SEEN_PAGE_PREFIX = 'seenPage:';

let keptInThisPage = false;

/** Said by the storage code of the last-seen shop when it opens the database in this page. */
export function lastSeenOpenedHere(): void {
  keptInThisPage = true;
}

/**
 * Deletes the last-seen shop kept on the device: the pages kept as last seen, and the reads,
 * where the storage code did not open them in this page (where it did, it forgets through its
 * own connection: a deletion would wait for it).
 */
export function forgetLastSeenShop(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(SEEN_PAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept there.
  }
  if (keptInThisPage || typeof indexedDB === 'undefined') return;
  try {
    indexedDB.deleteDatabase(LAST_SEEN_DB);
  } catch {
    // Nothing was kept either.
  }
}

// Logout, or a session the platform ended: the last-seen shop goes too, here, since its storage
// code may never have loaded in this page.
if (typeof window !== 'undefined') {
  let hadToken = Boolean(session.get().token);
  session.subscribe(() => {
    const hasToken = Boolean(session.get().token);
    if (hadToken && !hasToken) forgetLastSeenShop();
    hadToken = hasToken;
  });
}

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
