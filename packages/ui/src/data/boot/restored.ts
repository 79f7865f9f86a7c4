import type { Query, QueryClient } from '@tanstack/react-query';

// Which answers on screen came from the device (the last-seen shop, persistedReads.ts) and have
// not been answered again in this visit. Kept apart from the storage code, which only the app's
// start-up loads.

/** Per query client: the queries restored from the device, with the time of their answer. */
const restoredBy = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Marks answers as restored from the device (the query's hash and its answer's time), so the
 * app can say "as of" that time until a newer answer arrives. Stories use it to show the state.
 */
export function markRestored(client: QueryClient, queryHashes: Iterable<string>): void {
  const restored = restoredBy.get(client) ?? new Map<string, number>();
  restoredBy.set(client, restored);
  for (const hash of queryHashes) {
    const state = client.getQueryCache().get(hash)?.state;
    if (state?.data !== undefined) restored.set(hash, state.dataUpdatedAt);
  }
}

/** True while `query` shows the answer restored from the device (no newer answer yet). */
export function showsRestored(client: QueryClient, query: Query): boolean {
  const at = restoredBy.get(client)?.get(query.queryHash);
  return at !== undefined && query.state.data !== undefined && query.state.dataUpdatedAt === at;
}

/** The queries on screen (observed) that still show an answer restored from the device. */
export function restoredOnScreen(client: QueryClient): Query[] {
  if (!restoredBy.get(client)?.size) return [];
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && showsRestored(client, query));
}
