import type { Key, ReactNode } from 'react';
import { infiniteStatus, type PagedList as PagedListModel } from '../../data/kit/pagedList';
import { FailureBlock } from '../FailureBlock';
import { InfiniteList } from '../InfiniteList';

type PagedListProps<T> = {
  /** The list's model (from `usePagedList`). */
  list: PagedListModel<T>;
  /** Draws one row. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row. */
  getKey: (item: T, index: number) => Key;
  /** Accessible name of the list. */
  label?: string;
  /** Shown when there are no rows (default "no data"). */
  emptyState?: ReactNode;
  /** The skeleton of the real rows while the first page loads. */
  skeleton?: ReactNode;
  /** A typical row's height in px, before it is drawn (long lists draw only what is near). */
  estimateRowHeight?: number;
};

/**
 * An infinite list wired to a paged-list model: skeleton, failure block, empty, rows, footer; a
 * long list draws only the rows near the screen (see `InfiniteList`).
 */
export function PagedList<T>({
  list,
  renderItem,
  getKey,
  label,
  emptyState,
  skeleton,
  estimateRowHeight,
}: PagedListProps<T>) {
  return (
    <InfiniteList
      items={list.status === 'ready' ? list.items : []}
      renderItem={renderItem}
      getKey={getKey}
      status={infiniteStatus(list)}
      onLoadMore={() => {
        if (list.status === 'ready') list.loadMore();
      }}
      onRetry={() => {
        if (list.status !== 'loading') list.retry();
      }}
      label={label}
      emptyState={emptyState}
      skeleton={skeleton}
      estimateRowHeight={estimateRowHeight}
      errorState={
        list.status === 'failed' ? (
          <FailureBlock failure={list.failure} onRetry={list.retry} />
        ) : undefined
      }
    />
  );
}
