import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
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

/**
 * Up to this many rows a list is drawn whole (screen readers and find-in-page see every row);
 * a longer one draws only the rows near the screen, so a 1,000-order shop scrolls without
 * dropped frames and keeps a small DOM (bench/scroll.mjs).
 */
export const WHOLE_LIST_ROWS = 100;

/** How far below the screen the end of the list asks for the next page, in px. */
const EARLY = 200;

/** Rows drawn beyond each edge of the screen in a long list: a flick never shows a gap. */
const OVERSCAN = 3;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
`;

// A long list's rows are placed by the virtualizer (absolute, at their measured offsets): the
// list is as tall as all its rows, so the footer and the "load more" observer sit at its true end.
const VirtualItems = styled.ul`
  position: relative;
`;

const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
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
  /** A typical row's height in px, before it is measured (default 72: a two-line cell). */
  estimateRowHeight?: number;
};

type ItemRowProps<T> = {
  item: T;
  index: number;
  /** The rows in the list, or -1 while more pages may come (`aria-setsize`). */
  setSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  measure: (node: HTMLLIElement | null) => void;
  /**
   * A row coming into view: its place (this tall) at once, its content in a background render
   * that yields to the browser.
   */
  pendingHeight: number;
};

const Pending = styled.div`
  background: ${({ theme }) => theme.colors.bg};
`;

// A row draws again only when its item or renderer changes (the virtualizer places it). In a
// long list a row's content is drawn in a render that yields every few milliseconds, so rows
// coming into view never hold a scroll up; the overscan has them ready before they show.
const ItemRow = memo(function ItemRow<T>({
  item,
  index,
  setSize,
  renderItem,
  measure,
  pendingHeight,
}: ItemRowProps<T>) {
  const drawn = useDeferredValue(true, false);
  return (
    <Row
      ref={measure}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      aria-busy={drawn ? undefined : true}
    >
      {drawn ? renderItem(item, index) : <Pending style={{ height: pendingHeight }} />}
    </Row>
  );
}) as <T>(props: ItemRowProps<T>) => ReactNode;

// A short list's row: drawn again only when its item or renderer changes.
const WholeRow = memo(function WholeRow<T>({
  item,
  index,
  renderItem,
}: Pick<ItemRowProps<T>, 'item' | 'index' | 'renderItem'>) {
  return <li>{renderItem(item, index)}</li>;
}) as <T>(props: Pick<ItemRowProps<T>, 'item' | 'index' | 'renderItem'>) => ReactNode;

/** The list's distance from the top of the document (the page scrolls, not the list). */
function documentTop(node: HTMLElement): number {
  return node.getBoundingClientRect().top + window.scrollY;
}

/**
 * A list that loads the next page as its end scrolls into view, and can retry a failed page.
 * A long list draws only the rows near the screen (TanStack Virtual, the page's own scroll),
 * each measured, with its place in the whole (`aria-posinset` / `aria-setsize`); the row that
 * has the focus stays drawn however far the page scrolls.
 */
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
  estimateRowHeight = 72,
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
        // The first report can describe the page before the new rows were laid out (the
        // observer was created in the same task as they were added): ask only if the end
        // really is near; otherwise the observer reports again when it is.
        if (node.getBoundingClientRect().top > window.innerHeight + EARLY) return;
        asked = true;
        observer.disconnect();
        loadMore.current();
      },
      // Ask a little early: slow networks.
      { rootMargin: `0px 0px ${EARLY}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, items.length]);

  // Where the list starts in the page (what is above it can change; see listRef below).
  const [scrollMargin, setScrollMargin] = useState(0);

  // The row with the focus (by key): kept drawn, with its neighbours, when it scrolls away, so
  // the focus is not lost and the keyboard goes on from there.
  const [focused, setFocused] = useState<Key | null>(null);
  const focusedIndex =
    focused === null ? -1 : items.findIndex((item, index) => getKey(item, index) === focused);
  const whole = items.length <= WHOLE_LIST_ROWS;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0) return indexes;
      // With its neighbours: Tab and Shift+Tab go on to the next and previous rows.
      const kept = [focusedIndex - 1, focusedIndex, focusedIndex + 1].filter(
        (index) => index >= 0 && index < range.count && !indexes.includes(index),
      );
      return kept.length === 0 ? indexes : [...indexes, ...kept].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  // Stable while the rows are: the virtualizer lays every row out again when it changes.
  const getItemKey = useCallback(
    (index: number) => getKey(items[index] as T, index),
    [items, getKey],
  );
  // Read once, when the list becomes long: reading the window's size in every render forced a
  // layout in the middle of it (about 65 ms of a slow phone's main thread when /order opened).
  const initialRect = useMemo(
    () =>
      whole || typeof window === 'undefined'
        ? undefined
        : { width: window.innerWidth, height: window.innerHeight },
    [whole],
  );
  const virtualizer = useWindowVirtualizer({
    // A short list is drawn whole, as a plain list: the virtualizer stays out of it.
    enabled: !whole,
    count: items.length,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    // The first render already has rows (the window's size is known before any layout).
    initialRect,
    getItemKey,
    rangeExtractor,
    // Scrolling moves the rows without drawing the list again: it is drawn when rows come or go.
    directDomUpdates: true,
    // `top`, not a 3D transform: no compositor layer per row.
    directDomUpdatesMode: 'position',
  });

  // The list's height and the rows' places are written by the virtualizer. Where the list
  // starts is read when it appears and after a layout that changed the page's height (what is
  // above it changed, or a page of rows came), never forcing a layout of its own.
  const listRef = useCallback(
    (node: HTMLUListElement | null) => {
      if (!node) return;
      virtualizer.containerRef(node);
      const update = () => setScrollMargin(Math.round(documentTop(node)));
      update();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      observer?.observe(document.body);
      return () => {
        observer?.disconnect();
        virtualizer.containerRef(null);
      };
    },
    [virtualizer],
  );

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as Element).closest('li[data-index]');
    const index = Number(row?.getAttribute('data-index') ?? -1);
    const item = items[index];
    setFocused(item === undefined ? null : getKey(item, index));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    // Another app or tab took the focus: the row gets it back on return, so it stays drawn.
    if (event.relatedTarget === null && !document.hasFocus()) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  if (status === 'loading') return <>{skeleton ?? <Skeleton variant="list" />}</>;
  if (status === 'error') return <>{errorState ?? <StateBlock kind="error" onRetry={onRetry} />}</>;
  if (items.length === 0 && (status === 'ready' || status === 'done')) {
    return <>{emptyState ?? <StateBlock kind="empty" />}</>;
  }

  const setSize = status === 'done' ? items.length : -1;
  const busy = status === 'loadingMore' || undefined;
  return (
    <>
      {whole ? (
        <Items aria-label={label} aria-busy={busy}>
          {items.map((item, index) => (
            <WholeRow key={getKey(item, index)} item={item} index={index} renderItem={renderItem} />
          ))}
        </Items>
      ) : (
        <VirtualItems
          ref={listRef}
          aria-label={label}
          aria-busy={busy}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {virtualizer.getVirtualItems().map((row) => (
            <ItemRow
              key={row.key}
              item={items[row.index] as T}
              index={row.index}
              setSize={setSize}
              renderItem={renderItem}
              measure={virtualizer.measureElement}
              pendingHeight={row.size}
            />
          ))}
        </VirtualItems>
      )}
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
