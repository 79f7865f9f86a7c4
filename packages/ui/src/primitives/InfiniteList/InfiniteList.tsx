import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { StateBlock } from '../StateBlock';
import type { VirtualRowsProps as LongRowsProps } from './VirtualRows';
import type { InfiniteListStatus } from '../../data/kit/pagedList';
import { tokens } from '../../theme/cssTokens';

export type { InfiniteListStatus };

/**
 * A list's first rows, all in the page (screen readers and find-in-page see every one); the
 * rows after them are drawn only near the screen, so a 1,000-order shop scrolls without long
 * tasks and keeps a small DOM (bench/scroll.mjs). The first rows stay when a list gets longer:
 * nothing already drawn is drawn again (taking the first rows down for a virtual list was one
 * long task in the middle of the scroll). Scrolled more than a screen
 * past them, a long list skips them outright (see Items): like the far rows of the virtual part,
 * they are then out of screen readers' and find's reach until the list comes back near them.
 * Three pages of rows (about ten screens of order cards): every row kept drawn is memory the
 * browser's garbage collectors go through while the list scrolls: with more rows kept, V8's
 * memory-reducing collection became a long task of the scroll (bench/scroll.mjs; the figures
 * are in bench/RESULTS.md).
 */
export const WHOLE_LIST_ROWS = 30;

/**
 * A tall phone's screen in CSS px: a list draws as many rows as fill it at a time (see
 * `InfiniteList`).
 */
const FIRST_SCREEN_PX = 960;

/** How far below the screen the end of the list asks for the next page, in px. */
const EARLY = 200;

const Items = styled.ul`
  position: relative;

  /* A row below the first screen is contained (see WholeRow): what it draws beyond its box
     (a card's shadow, a focus ring) is still shown. */
  & > li {
    display: flow-root;
    overflow-clip-margin: ${tokens.space.md};
  }

  & > li[data-row='later'] {
    content-visibility: auto;
  }

  /* A long list scrolled more than a screen past its first rows (VirtualRows marks it): they
     are skipped outright, at the size they were drawn, instead of the browser checking each of
     them for nearness in every frame of the scroll. A row holding the focus stays. */
  &[data-far] > li[data-row]:not(:focus-within) {
    content-visibility: hidden;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 56px;
  padding: ${tokens.space.sm} ${tokens.space.lg};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

const Line = styled.span`
  flex: 0 1 48px;
  height: 1px;
  background: ${tokens.colors.border};
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

type WholeRowProps<T> = {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Below the first screen: the row's style, layout and paint wait until it nears the screen
   * (`content-visibility: auto`), so a page of rows arriving below the screen costs a frame
   * almost nothing; its text stays in the page for find and screen readers.
   */
  later: boolean;
  /** A row's height in px until it is drawn (then the height it was drawn at). */
  estimate: number;
  /** In a long list, the rows in the list or -1 (`aria-setsize`, with `aria-posinset`). */
  setSize?: number;
};

// A short list's row: drawn again only when its item or renderer changes.
const WholeRow = memo(function WholeRow<T>({
  item,
  index,
  renderItem,
  later,
  estimate,
  setSize,
}: WholeRowProps<T>) {
  return (
    <li
      data-row={later ? 'later' : 'first'}
      // In a long list every row says its place, as the rows drawn near the screen do.
      aria-setsize={setSize}
      aria-posinset={setSize === undefined ? undefined : index + 1}
      style={{ containIntrinsicSize: `auto ${estimate}px` }}
    >
      {renderItem(item, index)}
    </li>
  );
}) as <T>(props: WholeRowProps<T>) => ReactNode;

// A long list's later rows and the virtualizer: their own chunk, loaded when a list gets long.
const loadVirtualRows = () => import('./VirtualRows');
const VirtualRows = lazy(async () => ({
  default: (await loadVirtualRows()).VirtualRows as ComponentType<VirtualRowsProps>,
}));
type VirtualRowsProps = LongRowsProps<unknown>;

/**
 * A list that loads the next page as its end scrolls into view, and can retry a failed page.
 * A long list draws its first WHOLE_LIST_ROWS rows and, after them, only the rows near the
 * screen (TanStack Virtual, the page's own scroll), each measured, every row with its place in
 * the whole (`aria-posinset` / `aria-setsize`); the row that has the focus stays drawn however
 * far the page scrolls.
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
  // A list's first WHOLE_LIST_ROWS rows are drawn a screenful per task (a timer each, so the
  // browser can draw frames between them), the first screenful in the task that brings them:
  // the screen shows its content at once, and no task draws more than a screenful (a page of
  // order cards drawn in one task was a long task in the middle of a scroll: bench/scroll.mjs,
  // figures in bench/RESULTS.md). The rows after them are drawn only near the screen anyway.
  // (The end of the list asks for the next page only once every row is drawn.)
  const firstRows = Math.ceil(FIRST_SCREEN_PX / estimateRowHeight);
  const [revealed, setRevealed] = useState(firstRows);
  // A list emptied (a new search, another tab) starts again from its first screen.
  if (items.length === 0 && revealed !== firstRows) setRevealed(firstRows);
  const shown = revealed >= WHOLE_LIST_ROWS ? items.length : Math.min(revealed, items.length);
  const revealing = shown < items.length;
  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setRevealed(shown + firstRows), 0);
    return () => clearTimeout(timer);
  }, [revealing, shown, firstRows]);
  const rows = revealing ? items.slice(0, shown) : items;
  const sentinel = useRef<HTMLButtonElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // A new observer per page: it reports at once if the end is still in view after a short page,
  // and stops after one call, so a page is asked for once however the observer fires.
  useEffect(() => {
    const node = sentinel.current;
    if (revealing || status !== 'ready' || !node || typeof IntersectionObserver === 'undefined')
      return;
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
  }, [revealing, status, items.length]);

  // The rows after the first ones (and every row's place) come in a render that yields to the
  // browser (a transition), never in one long task in the middle of a scroll.
  const long = useDeferredValue(rows.length > WHOLE_LIST_ROWS) && rows.length > WHOLE_LIST_ROWS;
  // The long list's code starts loading halfway there, so it is ready when the list gets long.
  const nearlyLong = items.length > WHOLE_LIST_ROWS / 2;
  useEffect(() => {
    if (nearlyLong) {
      loadVirtualRows().catch(() => {
        // The list shows its first rows; its render tries again.
      });
    }
  }, [nearlyLong]);

  if (status === 'loading') return <>{skeleton ?? <Skeleton variant="list" />}</>;
  if (status === 'error') return <>{errorState ?? <StateBlock kind="error" onRetry={onRetry} />}</>;
  if (items.length === 0 && (status === 'ready' || status === 'done')) {
    return <>{emptyState ?? <StateBlock kind="empty" />}</>;
  }

  const setSize = status === 'done' ? items.length : -1;
  // Until the rows of a page are all drawn, the list's end says it is loading them.
  const footer = revealing ? 'loadingMore' : status;
  const busy = footer === 'loadingMore' || undefined;
  return (
    <>
      <Items aria-label={label} aria-busy={busy}>
        {rows.slice(0, WHOLE_LIST_ROWS).map((item, index) => (
          <WholeRow
            key={getKey(item, index)}
            item={item}
            index={index}
            renderItem={renderItem}
            later={index >= firstRows}
            estimate={estimateRowHeight}
            setSize={long ? setSize : undefined}
          />
        ))}
        {long ? (
          // The rows after the first ones, drawn near the screen, in this list. Until their code
          // is there (it starts loading halfway to a long list), the first rows only.
          <Suspense fallback={null}>
            <VirtualRows
              items={rows}
              firstIndex={WHOLE_LIST_ROWS}
              renderItem={renderItem as VirtualRowsProps['renderItem']}
              getKey={getKey as VirtualRowsProps['getKey']}
              setSize={setSize}
              estimateRowHeight={estimateRowHeight}
            />
          </Suspense>
        ) : null}
      </Items>
      <Footer>
        {footer === 'ready' ? (
          // Also the fallback for keyboards, switch access and browsers without the observer.
          <Button ref={sentinel} variant="text" onClick={onLoadMore}>
            {t('action.loadMore')}
          </Button>
        ) : null}
        {footer === 'loadingMore' ? (
          <>
            <Spinner size={16} />
            <span role="status">{t('list.loadingMore')}</span>
          </>
        ) : null}
        {footer === 'errorMore' ? (
          <>
            <span role="alert">{t('list.loadMoreFailed')}</span>
            <Button variant="text" onClick={onRetry}>
              {t('action.retry')}
            </Button>
          </>
        ) : null}
        {footer === 'done' ? (
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
