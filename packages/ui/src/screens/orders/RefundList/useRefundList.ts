import { useEffect, useMemo } from 'react';
import { $api } from '../../../data/api';
import { failureKind, useErrorText, type FailureKind } from '../../../data/errors';
import type { InfiniteListStatus } from '../../../primitives/InfiniteList';
import { parseRefund, type RefundRow, type RefundTab } from './refundModel';

/** Refunds asked for per page. */
export const REFUND_PAGE_SIZE = 10;

/** What the refund list view needs. */
export type RefundListData = {
  /** Where the paged list is. */
  status: InfiniteListStatus;
  /** Why the first page failed (status 'error'). */
  failure: { kind: FailureKind; message: string } | null;
  /** The loaded refunds of the tab. */
  rows: RefundRow[];
  /** Loads the next page. */
  loadMore: () => void;
  /** Retries the page that failed. */
  retry: () => void;
};

/**
 * GET /merchant/merchant/refund_order: a bare array per page, no total, so paging ends with a
 * page shorter than `limit`. The contract has no status filter, so the tabs filter the loaded
 * rows on the client (and load further pages while a tab has nothing to show yet).
 */
export function useRefundList(tab: RefundTab): RefundListData {
  const errorText = useErrorText();
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/refund_order',
    { params: { query: { limit: REFUND_PAGE_SIZE } } },
    {
      pageParamName: 'page',
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        last.data.length < REFUND_PAGE_SIZE ? undefined : pages.length + 1,
    },
  );

  const pages = query.data?.pages;
  const all = useMemo(() => {
    const seen = new Set<number>();
    const rows: RefundRow[] = [];
    for (const refund of pages?.flatMap((page) => page.data) ?? []) {
      if (seen.has(refund.id)) continue;
      seen.add(refund.id);
      rows.push(parseRefund(refund));
    }
    return rows;
  }, [pages]);
  const rows = useMemo(
    () => (tab === 'all' ? all : all.filter((row) => row.status === tab)),
    [all, tab],
  );

  const { hasNextPage, isFetchingNextPage, isFetching, isError, fetchNextPage } = query;
  const filling = tab !== 'all' && rows.length === 0 && hasNextPage && !isError;
  useEffect(() => {
    if (filling && !isFetching) void fetchNextPage();
  }, [filling, isFetching, fetchNextPage]);

  let status: InfiniteListStatus;
  if (query.isPending || filling) status = 'loading';
  else if (isError && !pages) status = 'error';
  else if (query.isFetchNextPageError) status = 'errorMore';
  else if (isFetchingNextPage) status = 'loadingMore';
  else if (hasNextPage) status = 'ready';
  else status = 'done';

  return {
    status,
    failure:
      status === 'error'
        ? { kind: failureKind(query.error), message: errorText(query.error) }
        : null,
    rows,
    loadMore: () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    retry: () => {
      if (query.isFetchNextPageError) void fetchNextPage();
      else void query.refetch();
    },
  };
}
