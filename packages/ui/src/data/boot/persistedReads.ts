import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, keys as storedKeys, set, type UseStore } from 'idb-keyval';
import type { Session } from '@merchant/api';
import { keys, type EntityName } from '../queries/keys';
import { toFailure } from '../kit/failure';
import { markRestored } from './restored';
import { LAST_SEEN_DB, LAST_SEEN_STORE, lastSeenOpenedHere, session } from './session';

/**
 * The last-seen shop: the reads a merchant looks at are kept on the device (IndexedDB), one entry
 * per merchant, and drawn at once on the next visit, marked "as of" their time until the
 * platform answers again. Rules:
 * - only the reads below are kept, and of a paged list only its first page;
 * - nothing secret: none of these reads carries a token or a password (the token lives in the
 *   session, the passwords nowhere; the profile says only whether a payment password is set);
 * - dropped at logout and when the platform ends the session (the session loses its token), for
 *   any other merchant than the one logged in, and after 7 days;
 * - a restored read is asked again as soon as a page shows it.
 */
export const KEPT_READS: readonly EntityName[] = [
  'merchant',
  'storeSettings',
  'dashboard',
  'salesChart',
  'announcements',
  'notices',
  'orders',
  'shopProducts',
  'catalogue',
  'categories',
  'deposits',
  'withdrawals',
  'bill',
  'withdrawInfo',
  'levels',
  'expressPackages',
];

/** How long a last-seen shop is kept on the device. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Changed when what is kept can no longer be read by this code: older entries are dropped. */
const SHAPE_VERSION = 'reads-1';

const keptPaths = new Set(KEPT_READS.map((name) => keys[name][1] as string));

/** True for a query whose answer is kept on the device. */
export function isKeptRead(query: Pick<Query, 'queryKey'>): boolean {
  const [method, path] = query.queryKey as [unknown, unknown];
  return method === 'get' && typeof path === 'string' && keptPaths.has(path);
}

/** Who the kept reads belong to: the merchant's id; null when logged out or not known yet. */
export function ownerOf(current: Session): string | null {
  if (!current.token) return null;
  const id = current.merInfo?.mer_id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? `merchant:${id}` : null;
}

/**
 * Learns who is logged in from the profile read when the session does not say (a session that
 * holds only a token): the session keeps the profile of the last login or profile read.
 */
function learnOwnerFromProfile(client: QueryClient): void {
  const learn = (data: unknown) => {
    const info = (data as { data?: unknown } | undefined)?.data;
    const current = session.get();
    if (!current.token || info === null || typeof info !== 'object') return;
    const id = (info as { mer_id?: unknown }).mer_id;
    if (id !== undefined && id !== current.merInfo?.mer_id)
      session.set({ merInfo: info as Session['merInfo'] });
  };
  // Read already (the page was live before this ran), or when it is read.
  for (const query of client.getQueryCache().findAll({ queryKey: keys.merchant }))
    learn(query.state.data);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[1] === keys.merchant[1]) learn(event.query.state.data);
  });
}

// --- The device storage ---------------------------------------------------------------------

let store: UseStore | null = null;
const lastSeenStore = () => {
  if (!store) {
    lastSeenOpenedHere();
    store = createStore(LAST_SEEN_DB, LAST_SEEN_STORE);
  }
  return store;
};

const entryKey = (owner: string) => `shop:${owner}`;

/**
 * What the page's boot script read of the device while the app's code loaded (a returning
 * merchant's logged-in page: every kept entry by key, or null when it could not read), taken
 * once: later reads go to the device.
 */
function takeBootRead(): Promise<Record<string, unknown> | null> | undefined {
  const page = globalThis as { __merchantKept?: Promise<Record<string, unknown> | null> };
  const read = page.__merchantKept;
  delete page.__merchantKept;
  return read;
}

/** The kept entry `name`: from the boot script's read where it has one, else from the device. */
async function readKept(name: string): Promise<string | null> {
  const early = await takeBootRead()?.catch(() => null);
  if (early) return typeof early[name] === 'string' ? early[name] : null;
  return (await get<string>(name, lastSeenStore())) ?? null;
}

/**
 * What is written of a read: its answer as an answer (a refresh that failed since, offline, does
 * not take the answer off the device), and of a paged list its first page only (the rest is read
 * again when scrolled to).
 */
function asKept(state: DehydratedState): DehydratedState {
  return {
    ...state,
    mutations: [],
    queries: state.queries.map((query) => {
      const answered = {
        ...query,
        state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0 },
      };
      const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
      if (!data || !Array.isArray(data.pages) || !Array.isArray(data.pageParams)) return answered;
      return {
        ...answered,
        state: {
          ...answered.state,
          data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
        },
      };
    }),
  };
}

/**
 * The device storage of one merchant's entry. A write is dropped when it comes after that
 * merchant's session ended (a save waiting for its throttle must not write back what logout
 * removed).
 */
function storageFor(owner: string) {
  return {
    getItem: readKept,
    setItem: async (name: string, value: string) => {
      if (ownerOf(session.get()) !== owner) return;
      await set(name, value, lastSeenStore());
    },
    removeItem: (name: string) => del(name, lastSeenStore()),
  };
}

const serialize = (client: PersistedClient) =>
  JSON.stringify({ ...client, clientState: asKept(client.clientState) });

/** The persister of one merchant's entry. */
function persisterFor(owner: string) {
  return createAsyncStoragePersister({
    key: entryKey(owner),
    // Soon after a change (a merchant may close the app a moment after a page answered).
    throttleTime: 300,
    storage: storageFor(owner),
    serialize,
  });
}

/** Removes every kept entry but `owner`'s (all of them for null). Never throws. */
export async function forgetLastSeen(owner: string | null = null): Promise<void> {
  try {
    const keep = owner === null ? null : entryKey(owner);
    for (const key of await storedKeys(lastSeenStore())) {
      if (key !== keep) await del(key, lastSeenStore());
    }
  } catch {
    // No IndexedDB (private mode, an old WebView): nothing was kept either.
  }
}

// --- Restore at start-up, then keep ---------------------------------------------------------

let started = false;

/**
 * Restores the logged-in merchant's last-seen shop into `client` (at most `waitMs`: a slow
 * device storage never holds the page back), then keeps the reads as they change, for whoever
 * logs in later too. Resolves with the number of reads restored. Once per page (later calls
 * resolve 0); does nothing without IndexedDB.
 */
export async function restoreLastSeen(client: QueryClient, waitMs = 400): Promise<number> {
  if (started || typeof indexedDB === 'undefined') return 0;
  started = true;
  learnOwnerFromProfile(client);
  // A kept read stays in memory as long as on the device, so that a page not opened in this
  // visit is not dropped from the device when the query client forgets it.
  for (const name of KEPT_READS) client.setQueryDefaults(keys[name], { gcTime: KEPT_FOR_MS });
  let owner = ownerOf(session.get());
  let stopKeeping: (() => void) | null = null;
  const keep = () => {
    stopKeeping?.();
    stopKeeping = null;
    if (!owner) return;
    const options = {
      queryClient: client,
      persister: persisterFor(owner),
      buster: SHAPE_VERSION,
      dehydrateOptions: {
        shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && isKeptRead(query),
        shouldDehydrateMutation: () => false,
      },
    };
    const stopSubscription = persistQueryClientSubscribe(options);
    // The page hidden (the merchant switches apps, locks the phone or leaves the page): written
    // at once, not after the throttle, which a page frozen or closed meanwhile never reaches.
    const keeper = owner;
    const writeNow = () => {
      const kept: PersistedClient = {
        buster: SHAPE_VERSION,
        timestamp: Date.now(),
        clientState: dehydrate(client, options.dehydrateOptions),
      };
      void storageFor(keeper)
        .setItem(entryKey(keeper), serialize(kept))
        .catch(() => {});
    };
    const onHidden = () => document.visibilityState === 'hidden' && writeNow();
    const page = typeof document === 'undefined' ? null : document;
    page?.addEventListener('visibilitychange', onHidden);
    globalThis.addEventListener?.('pagehide', writeNow);
    stopKeeping = () => {
      stopSubscription();
      page?.removeEventListener('visibilitychange', onHidden);
      globalThis.removeEventListener?.('pagehide', writeNow);
    };
    // What the page holds already (read before the merchant was known) is kept now.
    void persistQueryClientSave(options).catch(() => {});
  };
  session.subscribe(() => {
    const now = ownerOf(session.get());
    if (now === owner) return;
    owner = now;
    // Logout, an ended session, another merchant: nothing of the last one stays.
    stopKeeping?.();
    stopKeeping = null;
    void forgetLastSeen(now).then(() => {
      if (owner === now) keep();
    });
  });
  if (!owner) {
    void forgetLastSeen(null);
    return 0;
  }
  void forgetLastSeen(owner);
  const restoring = restoreInto(client, owner);
  const timedOut = new Promise<number>((resolve) => setTimeout(() => resolve(0), waitMs));
  const restored = await Promise.race([restoring, timedOut]);
  // Kept from now on (also when the device storage was too slow: its answer still arrives).
  void restoring.finally(keep);
  return restored;
}

async function restoreInto(client: QueryClient, owner: string): Promise<number> {
  const persister = persisterFor(owner);
  let persisted: PersistedClient | undefined;
  try {
    await persistQueryClientRestore({
      queryClient: client,
      buster: SHAPE_VERSION,
      maxAge: KEPT_FOR_MS,
      persister: {
        ...persister,
        restoreClient: async () => {
          const kept = await persister.restoreClient();
          if (!kept) return kept;
          // Never over what this visit has settled already (an answer, or an answer the page
          // shows as unreadable or refused): only reads not answered yet, or that did not reach
          // the platform (offline, timed out), are drawn from the device.
          const settledHere = (hash: string) => {
            const state = client.getQueryCache().get(hash)?.state;
            if (state === undefined) return false;
            if (state.data !== undefined) return true;
            if (state.status !== 'error') return false;
            const kind = toFailure(state.error).kind;
            return kind !== 'offline' && kind !== 'timeout';
          };
          const queries = kept.clientState.queries.filter((query) => !settledHere(query.queryHash));
          persisted = { ...kept, clientState: { ...kept.clientState, queries } };
          return persisted;
        },
      },
    });
  } catch {
    return 0;
  }
  if (!persisted || ownerOf(session.get()) !== owner) return 0;
  // Only the reads restored as they were kept: a newer answer that arrived meanwhile wins.
  const hashes = persisted.clientState.queries
    .filter(
      (kept) =>
        client.getQueryCache().get(kept.queryHash)?.state.dataUpdatedAt ===
        kept.state.dataUpdatedAt,
    )
    .map((kept) => kept.queryHash);
  markRestored(client, hashes);
  // Asked again as soon as a page shows them.
  for (const hash of hashes) client.getQueryCache().get(hash)?.invalidate();
  return hashes.length;
}
