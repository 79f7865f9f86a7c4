import type { InfiniteListStatus } from '../../../primitives/InfiniteList';
import { Skeleton } from '../../../primitives/Skeleton';
import { FailedState } from './FailedState';
import type { PendingState } from './loadState';

/** A paged product list as a screen sees it: pending, empty (filtered or not), or ready. */
export type PagedListState<T> =
  | PendingState
  | { status: 'empty'; filtered: boolean }
  | {
      status: 'ready';
      items: T[];
      /** Whether more pages exist. */
      hasMore: boolean;
      /** A next page is being fetched. */
      loadingMore: boolean;
      /** The last next-page request failed. */
      moreError: unknown;
      loadMore: () => void;
    };

function listStatus<T>(list: PagedListState<T>): InfiniteListStatus {
  switch (list.status) {
    case 'loading':
      return 'loading';
    case 'failed':
      return 'error';
    case 'empty':
      return 'done';
    case 'ready':
      if (list.loadingMore) return 'loadingMore';
      if (list.moreError) return 'errorMore';
      return list.hasMore ? 'ready' : 'done';
  }
}

/** The InfiniteList props that follow from the list's state (status, paging, retry, failure). */
export function pagedListProps<T>(list: PagedListState<T>) {
  return {
    status: listStatus(list),
    onLoadMore: () => {
      if (list.status === 'ready') list.loadMore();
    },
    onRetry: () => {
      if (list.status === 'failed') list.retry();
      if (list.status === 'ready') list.loadMore();
    },
    skeleton: <Skeleton variant="card" rows={4} />,
    errorState:
      list.status === 'failed' ? (
        <FailedState error={list.error} onRetry={list.retry} />
      ) : undefined,
  };
}
