/** What a list or a record shows while it is not ready: loading, or a failure with retry. */
export type PendingState =
  | { status: 'loading' }
  | {
      status: 'failed';
      /** The error, for the state block (offline or error) and its text. */
      error: unknown;
      /** Asks again. */
      retry: () => void;
    };

/** How many rows the loaded pages of an infinite list hold. */
export function countLoaded<T>(pages: { data: { list: T[] } }[]): number {
  return pages.reduce((sum, page) => sum + page.data.list.length, 0);
}

/**
 * `getNextPageParam` of a 1-based `{total, list}` list: the next page while fewer rows than
 * `total` are loaded (and the last page was not empty, so a shrinking list cannot loop).
 */
export function nextPageOf<T>(
  last: { data: { total: number; list: T[] } },
  pages: { data: { list: T[] } }[],
): number | undefined {
  if (last.data.list.length === 0) return undefined;
  return countLoaded(pages) < last.data.total ? pages.length + 1 : undefined;
}
