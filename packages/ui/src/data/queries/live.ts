import type { QueryState } from '@tanstack/react-query';

/** What the live options read of a query (any query's data and error types). */
type LiveQuery = {
  state: Pick<QueryState, 'errorUpdateCount' | 'errorUpdatedAt' | 'dataUpdatedAt'>;
};

/** How often the counts a merchant waits for (new orders, unread messages) are read again. */
export const LIVE_MS = 30_000;

/** The longest wait between two readings after failures. */
export const LIVE_MAX_MS = 5 * 60_000;

/** The wait before the next reading: 30 s, doubled after each failure in a row, at most 5 min. */
export function liveInterval(failures: number): number {
  return Math.min(LIVE_MS * 2 ** Math.max(0, failures), LIVE_MAX_MS);
}

// The query's error count at its last success: failures since then are in a row.
const errorsAtSuccess = new WeakMap<LiveQuery, number>();

/** How many readings in a row failed (the query's own failure count restarts with each fetch). */
export function failuresInARow(query: LiveQuery): number {
  const { errorUpdateCount, errorUpdatedAt, dataUpdatedAt } = query.state;
  if (dataUpdatedAt >= errorUpdatedAt) {
    errorsAtSuccess.set(query, errorUpdateCount);
    return 0;
  }
  return errorUpdateCount - (errorsAtSuccess.get(query) ?? 0);
}

/**
 * Query options of a live count: read again every `LIVE_MS` while the app is on screen (backing
 * off on failures), never while it is hidden, and at once on coming back to it when the count is
 * older than its freshness. The first reading is the page's own: nothing extra during the load.
 */
export const LIVE_OPTIONS = {
  refetchInterval: (query: LiveQuery) => liveInterval(failuresInARow(query)),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
