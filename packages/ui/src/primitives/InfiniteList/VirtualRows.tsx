import {
  memo,
  useCallback,
  useDeferredValue,
  useState,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import styled from 'styled-components';
import { usePageShown } from '../../data/pageShown';
import { tokens } from '../../theme/cssTokens';

// The rows of a long list (over WHOLE_LIST_ROWS rows), loaded with the virtualizer only when a
// list gets that long: most lists never do, and the first page of every screen does without
// this code (about 9 KB compressed).

/** Rows drawn beyond each edge of the screen in a long list: a flick never shows a gap. */
const OVERSCAN = 3;

// What the virtualizer follows: the window, or nothing while the page is kept hidden.
const theWindow = () => window;
const nothing = () => null;

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
  background: ${tokens.colors.bg};
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

/** The list's distance from the top of the document (the page scrolls, not the list). */
function documentTop(node: HTMLElement): number {
  return node.getBoundingClientRect().top + window.scrollY;
}

export type VirtualRowsProps<T> = {
  /** The rows of every page loaded so far. */
  items: readonly T[];
  /** Draws one row (wrapped in an `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row (an id). */
  getKey: (item: T, index: number) => Key;
  /** The rows in the list, or -1 while more pages may come (`aria-setsize`). */
  setSize: number;
  /** True while the next page loads (`aria-busy`). */
  busy: true | undefined;
  /** Accessible name of the list. */
  label?: string;
  /** A typical row's height in px, before it is measured. */
  estimateRowHeight: number;
};

/**
 * A long list drawing only the rows near the screen (TanStack Virtual, the page's own scroll),
 * each measured, with its place in the whole (`aria-posinset` / `aria-setsize`); the row that
 * has the focus stays drawn however far the page scrolls.
 */
export function VirtualRows<T>({
  items,
  renderItem,
  getKey,
  setSize,
  busy,
  label,
  estimateRowHeight,
}: VirtualRowsProps<T>) {
  // Where the list starts in the page (what is above it can change; see listRef below).
  const [scrollMargin, setScrollMargin] = useState(0);

  // The row with the focus (by key): kept drawn, with its neighbours, when it scrolls away, so
  // the focus is not lost and the keyboard goes on from there.
  const [focused, setFocused] = useState<Key | null>(null);
  const focusedIndex =
    focused === null ? -1 : items.findIndex((item, index) => getKey(item, index) === focused);
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
  const [initialRect] = useState(() =>
    typeof window === 'undefined'
      ? undefined
      : { width: window.innerWidth, height: window.innerHeight },
  );
  // On a page kept hidden, the virtualizer stops following the window (another page scrolls
  // it): the rows stay as they were, and it follows the window again once the page is shown.
  const shown = usePageShown();
  const virtualizer = useWindowVirtualizer({
    getScrollElement: shown ? theWindow : nothing,
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
      let observer: ResizeObserver | null = null;
      if (shown) {
        const update = () => setScrollMargin(Math.round(documentTop(node)));
        update();
        observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
        observer?.observe(document.body);
      }
      return () => {
        observer?.disconnect();
        virtualizer.containerRef(null);
      };
    },
    [virtualizer, shown],
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

  return (
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
  );
}
