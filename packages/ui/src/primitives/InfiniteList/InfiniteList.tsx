import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { StateBlock } from '../StateBlock';

/**
 * Where a paged list is: first page `loading` or `error`; then `ready` (more pages exist),
 * `loadingMore`, `errorMore` (a later page failed) or `done` (the last page is shown).
 */
export type InfiniteListStatus =
  'loading' | 'ready' | 'loadingMore' | 'error' | 'errorMore' | 'done';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Line = styled.span`
  flex: 0 1 48px;
  height: 1px;
  background: ${({ theme }) => theme.colors.border};
`;

type InfiniteListProps<T> = {
  /** The rows of every page loaded so far. */
  items: readonly T[];
  /** Draws one row (wrapped in an `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row (an id). */
  getKey: (item: T, index: number) => Key;
  /** Where the list is; drives the skeleton, the footer and the empty and error blocks. */
  status: InfiniteListStatus;
  /** Loads the next page; called once each time the end of the list comes into view. */
  onLoadMore: () => void;
  /** Retries the page that failed (first or later). */
  onRetry: () => void;
  /** Shown when there are no rows at all (default: "no data"). */
  emptyState?: ReactNode;
  /** Shown when the first page failed (default: the error block with retry). */
  errorState?: ReactNode;
  /** Shown while the first page loads (default: list-row skeletons). */
  skeleton?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
};

/** A list that loads the next page as its end scrolls into view, and can retry a failed page. */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  status,
  onLoadMore,
  onRetry,
  emptyState,
  errorState,
  skeleton,
  label,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLButtonElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // A new observer per page: it reports at once if the end is still in view after a short page,
  // and stops after one call, so a page is asked for once however the observer fires.
  useEffect(() => {
    const node = sentinel.current;
    if (status !== 'ready' || !node || typeof IntersectionObserver === 'undefined') return;
    let asked = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (asked || !entries.some((entry) => entry.isIntersecting)) return;
        asked = true;
        observer.disconnect();
        loadMore.current();
      },
      // Ask a little early: slow networks.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, items.length]);

  if (status === 'loading') return <>{skeleton ?? <Skeleton variant="list" />}</>;
  if (status === 'error') return <>{errorState ?? <StateBlock kind="error" onRetry={onRetry} />}</>;
  if (items.length === 0 && (status === 'ready' || status === 'done')) {
    return <>{emptyState ?? <StateBlock kind="empty" />}</>;
  }

  return (
    <>
      <Items aria-label={label} aria-busy={status === 'loadingMore' || undefined}>
        {items.map((item, index) => (
          <li key={getKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </Items>
      <Footer>
        {status === 'ready' ? (
          // Also the fallback for keyboards, switch access and browsers without the observer.
          <Button ref={sentinel} variant="text" onClick={onLoadMore}>
            {t('action.loadMore')}
          </Button>
        ) : null}
        {status === 'loadingMore' ? (
          <>
            <Spinner size={16} />
            <span role="status">{t('list.loadingMore')}</span>
          </>
        ) : null}
        {status === 'errorMore' ? (
          <>
            <span role="alert">{t('list.loadMoreFailed')}</span>
            <Button variant="text" onClick={onRetry}>
              {t('action.retry')}
            </Button>
          </>
        ) : null}
        {status === 'done' ? (
          <>
            <Line />
            <span>{t('list.noMore')}</span>
            <Line />
          </>
        ) : null}
      </Footer>
    </>
  );
}
