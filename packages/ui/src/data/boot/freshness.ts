/**
 * How long an answer of the platform counts as fresh: the query client does not ask again for
 * it (`staleTime`), a read started ahead of the app (`earlyFetch`) is still taken, and a route's
 * prefetch leaves it alone.
 */
export const FRESH_MS = 30_000;
