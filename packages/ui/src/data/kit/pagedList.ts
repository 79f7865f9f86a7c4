import { useEffect, useMemo, useState, type Key } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { asMalformed, toFailure, type Failure } from './failure';
import type { RequestState } from './requestState';

/**
 * How a list endpoint pages. Most answer `{ total, list }`, some `{ count, list }`, one a bare
 * array (no total: the list ends with a page shorter than the limit).
 */
export type PageShape<P, R> = {
  /** The rows of one page's `data` (throws when the answer has another shape). */
  rows: (data: P) => R[];
  /** The next page number, or undefined at the end. Never throws. */
  next: (last: { data: P }, pages: { data: P }[]) => number | undefined;
};

function safeRows<P, R>(rows: (data: P) => R[], data: P): R[] | null {
  try {
    const list = rows(data);
    return Array.isArray(list) ? list : null;
  } catch {
    return null;
  }
}

function loadedCount<P, R>(rows: (data: P) => R[], pages: { data: P }[]): number {
  return pages.reduce((sum, page) => sum + (safeRows(rows, page.data)?.length ?? 0), 0);
}

/**
 * `{ total, list }` (or `{ count, list }` with `field: 'count'`), 1-based pages; `listField`
 * names the rows when they are not in `list` (the finance report's `{ total, report }`).
 */
export function pagedByTotal<R, P extends Record<L, R[]>, L extends string = 'list'>(
  field: 'total' | 'count' = 'total',
  listField: L = 'list' as L,
): PageShape<P, R> {
  const rows = (data: P) => data[listField];
  return {
    rows,
    next: (last, pages) => {
      const list = safeRows(rows, last.data);
      const total = (last.data as Record<string, unknown> | null)?.[field];
      // An empty or unreadable page ends the list, so a shrinking list cannot loop.
      if (!list || list.length === 0 || typeof total !== 'number') return undefined;
      return loadedCount(rows, pages) < total ? pages.length + 1 : undefined;
    },
  };
}

/**
 * `{ list }` pages that end with an empty page, whatever a count says (the bill: the platform's
 * own client reads no count and stops at the first empty page); 1-based pages.
 */
export function pagedUntilEmpty<R, P extends { list: R[] }>(): PageShape<P, R> {
  const rows = (data: P) => data.list;
  return {
    rows,
    next: (last, pages) => {
      const list = safeRows(rows, last.data);
      return list && list.length > 0 ? pages.length + 1 : undefined;
    },
  };
}

/** A bare array per page: the list ends with a page shorter than `limit`. */
export function pagedByLength<R>(limit: number): PageShape<R[], R> {
  const rows = (data: R[]) => data;
  return {
    rows,
    next: (last, pages) => {
      const list = safeRows(rows, last.data);
      return list && list.length >= limit ? pages.length + 1 : undefined;
    },
  };
}

/**
 * The infinite-query options of a list read page by page from 1 (`page`, as every list of the
 * platform pages), ending where `shape` says: `$api.useInfiniteQuery(method, path, init,
 * pagedBy(SHAPE))`.
 */
export function pagedBy<P, R>(shape: PageShape<P, R>) {
  return { pageParamName: 'page', initialPageParam: 1 as number, getNextPageParam: shape.next };
}

/** A paged list as every screen shows it. */
export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'failed'; failure: Failure; retry: () => void }
  | { status: 'empty'; retry: () => void }
  | {
      status: 'ready';
      items: T[];
      /** The footer: more to load, loading more, a later page failed, or the end. */
      more: 'idle' | 'loading' | 'failed' | 'done';
      loadMore: () => void;
      /** Retries the later page that failed. */
      retry: () => void;
      /** True while the list is refetched behind what is shown. */
      refreshing: boolean;
    };

type Options<R, T> = {
  /**
   * A stable id per row: a row shifted onto the next page by a change is shown once. `index` is
   * the row's place among every loaded page's rows, for a list whose rows carry no id
   * (`rowKey(row, 'id', index)`).
   */
  key: (row: R, index: number) => Key;
  /** Parses one row (given its key, for a row model that carries it); throwing makes the list a 'malformed' failure. */
  parse: (row: R, key: Key) => T;
  /** Keeps only some parsed rows (a filter the server cannot apply); further pages load while none is kept. */
  keep?: (item: T) => boolean;
};

/**
 * The one paged-list model over a TanStack infinite query: parses and de-duplicates the rows
 * of every loaded page, keeps loading while a client-side filter has nothing to show yet, and
 * gives the status ladder (loading, failed, empty, ready with its footer).
 */
export function usePagedList<P, R, T>(
  query: UseInfiniteQueryResult<InfiniteData<{ data: P }>, unknown>,
  shape: PageShape<P, R>,
  { key, parse, keep }: Options<R, T>,
): PagedList<T> {
  const pages = query.data?.pages;
  // Each row is parsed once: a new page parses its own rows, not the thousand before it (the
  // query keeps the rows of unchanged pages, so they are the same objects).
  const [parsedRows] = useState(() => new WeakMap<object, T>());
  const parsed = useMemo((): { items: T[] } | { error: unknown } | null => {
    if (!pages) return null;
    const parseOnce = (row: R, id: Key): T => {
      if (typeof row !== 'object' || row === null) return parse(row, id);
      const known = parsedRows.get(row);
      if (known !== undefined) return known;
      const item = parse(row, id);
      parsedRows.set(row, item);
      return item;
    };
    try {
      const seen = new Set<Key>();
      const items: T[] = [];
      let index = 0;
      for (const page of pages) {
        for (const row of shape.rows(page.data)) {
          const id = key(row, index++);
          if (seen.has(id)) continue;
          seen.add(id);
          const item = parseOnce(row, id);
          if (!keep || keep(item)) items.push(item);
        }
      }
      return { items };
    } catch (error) {
      return { error: asMalformed(error) };
    }
    // The options are read at call time: their identity does not change what the pages hold.
  }, [pages, keep]);

  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  const items = parsed && 'items' in parsed ? parsed.items : null;
  const filling = Boolean(keep) && items?.length === 0 && hasNextPage && !query.isError;
  useEffect(() => {
    if (filling && !isFetching) void fetchNextPage();
  }, [filling, isFetching, fetchNextPage]);

  const refetch = () => void query.refetch();
  if (parsed && 'error' in parsed) {
    return { status: 'failed', failure: toFailure(parsed.error), retry: refetch };
  }
  if (!items) {
    if (query.isError) return { status: 'failed', failure: toFailure(query.error), retry: refetch };
    return { status: 'loading' };
  }
  if (filling) return { status: 'loading' };
  if (items.length === 0 && !isFetchNextPageError) return { status: 'empty', retry: refetch };
  let more: 'idle' | 'loading' | 'failed' | 'done';
  if (isFetchNextPageError) more = 'failed';
  else if (isFetchingNextPage) more = 'loading';
  else more = hasNextPage ? 'idle' : 'done';
  return {
    status: 'ready',
    items,
    more,
    refreshing: isFetching && !isFetchingNextPage,
    loadMore: () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    retry: () => void fetchNextPage(),
  };
}

/**
 * Where a paged list is, as a list draws it: first page `loading` or `error`; then `ready` (more
 * pages exist), `loadingMore`, `errorMore` (a later page failed) or `done` (the last page is
 * shown).
 */
export type InfiniteListStatus =
  'loading' | 'ready' | 'loadingMore' | 'error' | 'errorMore' | 'done';

/** The InfiniteList status of a paged list. */
export function infiniteStatus(list: PagedList<unknown>): InfiniteListStatus {
  switch (list.status) {
    case 'loading':
      return 'loading';
    case 'failed':
      return 'error';
    case 'empty':
      return 'done';
    case 'ready':
      return { idle: 'ready', loading: 'loadingMore', failed: 'errorMore', done: 'done' }[
        list.more
      ] as InfiniteListStatus;
  }
}

/**
 * What an endpoint sends beside a list's first page (a ranking's own place and total, a report's
 * totals), read by one policy on every page. The summary never fails nor hides the page: the
 * rows below it are still worth reading when it cannot be read, and a card that vanished would
 * read as "no such figure". So it is `loading` until the first page is there (its figures are
 * skeletons), `ready` when that page's summary can be read, and `failed` (the first page failed,
 * or its summary is malformed) otherwise: the view keeps the card and marks each figure
 * unavailable, never zero; the list's own failure block offers the retry. `parse` must be
 * stable (a module function): it runs again only when the first page changes.
 */
export function useFirstPageSummary<P, S>(
  query: UseInfiniteQueryResult<InfiniteData<{ data: P }>, unknown>,
  parse: (first: P) => S,
): RequestState<S> {
  const first = query.data?.pages[0];
  const parsed = useMemo((): { summary: S } | { error: unknown } | null => {
    if (!first) return null;
    try {
      return { summary: parse(first.data) };
    } catch (error) {
      return { error: asMalformed(error) };
    }
  }, [first, parse]);
  const retry = () => void query.refetch();
  if (parsed && 'summary' in parsed) {
    return { status: 'ready', data: parsed.summary, refreshing: query.isFetching, retry };
  }
  if (parsed) return { status: 'failed', failure: toFailure(parsed.error), retry };
  if (query.isError) return { status: 'failed', failure: toFailure(query.error), retry };
  return { status: 'loading' };
}
