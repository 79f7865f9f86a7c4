import { useEffect, useMemo } from 'react';
import { parseMoney, type Money } from '@merchant/api';
import { $api } from '../../../data/api';
import { failureKind, useErrorText, type FailureKind } from '../../../data/errors';
import type { InfiniteListStatus } from '../../../primitives/InfiniteList';
import { parseOrder, type OrderRow } from '../shared/orderModel';
import { TAB_QUERY, type OrderTab } from './orderTabs';

/** SPEC section 9: the order list pages by 10. */
export const ORDER_PAGE_SIZE = 10;

/** The server's totals of the whole filtered list (not only the loaded pages). */
export type OrderTotals = { count: number; price: Money | null; profit: Money | null };

/** What the order list view needs. */
export type OrderListData = {
  /** Where the paged list is. */
  status: InfiniteListStatus;
  /** Why the first page failed (status 'error'). */
  failure: { kind: FailureKind; message: string } | null;
  /** The loaded orders of the tab (already filtered where the server cannot filter). */
  rows: OrderRow[];
  /** The server's totals, when they describe exactly this tab. */
  totals: OrderTotals | null;
  /** Loads the next page. */
  loadMore: () => void;
  /** Retries the page that failed. */
  retry: () => void;
};

/** The orders of a tab, optionally searched by order number, 10 at a time. */
export function useOrderList(tab: OrderTab, search: string): OrderListData {
  const errorText = useErrorText();
  const { status, keep } = TAB_QUERY[tab];
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/order/list',
    {
      params: {
        query: {
          ...(status === undefined ? {} : { status }),
          ...(search ? { search } : {}),
          limit: ORDER_PAGE_SIZE,
        },
      },
    },
    {
      pageParamName: 'page',
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.data.list.length, 0);
        return last.data.list.length > 0 && loaded < last.data.total ? pages.length + 1 : undefined;
      },
    },
  );

  const pages = query.data?.pages;
  const rows = useMemo(() => {
    const seen = new Set<number>();
    const all: OrderRow[] = [];
    // A pick between two page loads shifts rows from one page to the next: show each once.
    for (const order of pages?.flatMap((page) => page.data.list) ?? []) {
      if (seen.has(order.order_id)) continue;
      seen.add(order.order_id);
      const row = parseOrder(order);
      if (!keep || keep(row)) all.push(row);
    }
    return all;
  }, [pages, keep]);

  const { hasNextPage, isFetchingNextPage, isFetching, isError, fetchNextPage } = query;
  // A client-filtered tab can get whole pages without a row it shows: keep loading until it
  // has one (or the server has no more), rather than claiming the tab is empty.
  const filling = Boolean(keep) && rows.length === 0 && hasNextPage && !isError;
  useEffect(() => {
    if (filling && !isFetching) void fetchNextPage();
  }, [filling, isFetching, fetchNextPage]);

  const last = pages?.[pages.length - 1]?.data;
  const totals: OrderTotals | null =
    last && !keep
      ? {
          count: last.total,
          price: parseMoney(last.total_price),
          profit: parseMoney(last.total_profit),
        }
      : null;

  let listStatus: InfiniteListStatus;
  if (query.isPending || filling) listStatus = 'loading';
  else if (query.isError && !pages) listStatus = 'error';
  else if (query.isFetchNextPageError) listStatus = 'errorMore';
  else if (isFetchingNextPage) listStatus = 'loadingMore';
  else if (hasNextPage) listStatus = 'ready';
  else listStatus = 'done';

  return {
    status: listStatus,
    failure:
      listStatus === 'error'
        ? { kind: failureKind(query.error), message: errorText(query.error) }
        : null,
    rows,
    totals,
    loadMore: () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    retry: () => {
      if (query.isFetchNextPageError) void fetchNextPage();
      else void query.refetch();
    },
  };
}
