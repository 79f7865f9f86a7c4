import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import styled from 'styled-components';
import { usePageShown } from '../../data/boot/pageShown';
import { tokens } from '../../theme/cssTokens';

// The rows of a long list after its first WHOLE_LIST_ROWS (which stay drawn), loaded with the
// virtualizer only when a list gets that long: most lists never do, and the first page of every
// screen does without this code (its size: bench/RESULTS.md).

/** Rows drawn beyond each edge of the screen in a long list: a flick never shows a gap. */
const OVERSCAN = 3;

// What the virtualizer follows: the window, or nothing while the page is kept hidden.
const theWindow = () => window;
const nothing = () => null;

// A long list's later rows are drawn inside the list, after its first rows: a spacer as tall as
// all of them (written by the virtualizer; hidden from screen readers, no list item) keeps
// their place, so the footer and the "load more" observer sit at the list's true end, and each
// row drawn is placed over it (absolute, at its measured offset from the spacer's top). The
// list lays its rows out (InfiniteList's Items): the spacer needs no style of its own.

const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

type ItemRowProps<T> = {
  item: T;
  /** The row's index among the virtualizer's rows. */
  index: number;
  /** The row's index in the whole list. */
  position: number;
  /** Where the spacer starts in the list, in px: the rows' offsets are from there. */
  spacerTop: number;
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
  position,
  spacerTop,
  setSize,
  renderItem,
  measure,
  pendingHeight,
}: ItemRowProps<T>) {
  const drawn = useDeferredValue(true, false);
  return (
    <Row
      ref={measure}
      style={{ marginTop: spacerTop }}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={position + 1}
      aria-busy={drawn ? undefined : true}
    >
      {drawn ? renderItem(item, position) : <Pending style={{ height: pendingHeight }} />}
    </Row>
  );
}) as <T>(props: ItemRowProps<T>) => ReactNode;

/**
 * A row's height from the browser's own layout (its resize observer's first report, which comes
 * after the layout of the frame it was drawn in), never from a layout forced as it is drawn: a
 * row coming into view shows its placeholder, as tall as the virtualizer already thinks it is,
 * so reading it then (TanStack Virtual's default on a row's first drawing) forced a layout of
 * the page in the middle of a scroll event for nothing.
 */
const rowHeight: typeof measureElement = (element, entry, instance) => {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
};

/** The list's distance from the top of the document (the page scrolls, not the list). */
function documentTop(node: HTMLElement): number {
  return node.getBoundingClientRect().top + window.scrollY;
}

export type VirtualRowsProps<T> = {
  /** The rows of every page loaded so far. */
  items: readonly T[];
  /** The first row this part draws (the rows before it are drawn by the list itself). */
  firstIndex?: number;
  /** Draws one row (wrapped in an `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row (an id). */
  getKey: (item: T, index: number) => Key;
  /** The rows in the list, or -1 while more pages may come (`aria-setsize`). */
  setSize: number;
  /** A typical row's height in px, before it is measured. */
  estimateRowHeight: number;
};

/**
 * The rows of a long list from `firstIndex` on, drawing only those near the screen (TanStack
 * Virtual, the page's own scroll), each measured, with its place in the whole (`aria-posinset` /
 * `aria-setsize`); the row that has the focus stays drawn however far the page scrolls. Rendered
 * inside the list's `<ul>` (which is positioned), after the rows the list draws itself.
 */
export function VirtualRows<T>({
  items,
  firstIndex = 0,
  renderItem,
  getKey,
  setSize,
  estimateRowHeight,
}: VirtualRowsProps<T>) {
  // Where the spacer starts, in the page and in the list (what is above it can change; see
  // spacerRef below); null until it is read.
  const [place, setPlace] = useState<{ scrollMargin: number; spacerTop: number } | null>(null);
  const { scrollMargin, spacerTop } = place ?? { scrollMargin: 0, spacerTop: 0 };

  // The list (the spacer's parent) is marked `data-far` while the top of the screen is more
  // than a screen below the rows before this part (the list's first rows): the list then skips
  // them outright (InfiniteList's Items) rather than the browser checking each of them for
  // nearness in every frame. Judged from the virtualizer's own scroll position whenever its
  // rows change (every row or so of a scroll, and when a scroll stops), so the rows are back
  // well before they come into view: no observer of its own, no layout read.
  const listRef = useRef<HTMLElement | null>(null);
  const markFar = (instance: Virtualizer<Window, Element>) => {
    const list = listRef.current;
    const screen = instance.scrollRect?.height;
    if (!list || !place || !screen) return;
    const far = (instance.scrollOffset ?? 0) > place.scrollMargin + screen;
    if (list.hasAttribute('data-far') !== far) list.toggleAttribute('data-far', far);
  };

  // The row with the focus (by key): kept drawn, with its neighbours, when it scrolls away, so
  // the focus is not lost and the keyboard goes on from there. (Indexes here are the
  // virtualizer's: the list's minus firstIndex.)
  const [focused, setFocused] = useState<Key | null>(null);
  const focusedAt =
    focused === null
      ? -1
      : items.findIndex((item, index) => index >= firstIndex && getKey(item, index) === focused);
  const focusedIndex = focusedAt < 0 ? -1 : focusedAt - firstIndex;
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
    (index: number) => getKey(items[firstIndex + index] as T, firstIndex + index),
    [items, getKey, firstIndex],
  );
  // Read once, when the list becomes long: reading the window's size in every render forced a
  // layout in the middle of it when /order opened (bench/RESULTS.md).
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
    count: Math.max(0, items.length - firstIndex),
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    // The first render already has rows (the window's size is known before any layout).
    initialRect,
    getItemKey,
    rangeExtractor,
    measureElement: rowHeight,
    // Scrolling moves the rows without drawing the list again: it is drawn when rows come or go.
    directDomUpdates: true,
    // `top`, not a 3D transform: no compositor layer per row.
    directDomUpdatesMode: 'position',
    onChange: markFar,
  });
  // And after each render of this part: the rows before it may have moved (drawn, or changed).
  useEffect(() => markFar(virtualizer));
  // A list that is no longer long draws its first rows again.
  useEffect(() => () => listRef.current?.removeAttribute('data-far'), []);

  // The focus moving in the list (whose rows this part does not wrap): a row of this part that
  // takes it is kept drawn; it is let go when the focus leaves this part's rows.
  const focusWith = useRef({ items, firstIndex, getKey });
  useEffect(() => {
    focusWith.current = { items, firstIndex, getKey };
  });

  // The spacer's height and the rows' places are written by the virtualizer. Where the spacer
  // starts is read when it appears and after a layout that changed the page's height (what is
  // above it changed, or a page of rows came), never forcing a layout of its own.
  const spacerRef = useCallback(
    (node: HTMLLIElement | null) => {
      if (!node) return;
      virtualizer.containerRef(node);
      const list = node.parentElement;
      listRef.current = list;
      /** This part's row holding the target, if any. */
      const rowOf = (target: EventTarget | null) => {
        const row = target instanceof Element ? target.closest('li[data-index]') : null;
        return row?.parentElement === list ? row : null;
      };
      const onFocusIn = (event: FocusEvent) => {
        const row = rowOf(event.target);
        if (!row) return;
        const { items: now, firstIndex: first, getKey: keyOf } = focusWith.current;
        const at = first + Number(row.getAttribute('data-index'));
        const item = now[at];
        setFocused(item === undefined ? null : keyOf(item, at));
      };
      const onFocusOut = (event: FocusEvent) => {
        // Another app or tab took the focus: the row gets it back on return, so it stays drawn.
        if (event.relatedTarget === null && !document.hasFocus()) return;
        if (!rowOf(event.relatedTarget)) setFocused(null);
      };
      list?.addEventListener('focusin', onFocusIn);
      list?.addEventListener('focusout', onFocusOut);
      let observer: ResizeObserver | null = null;
      if (shown) {
        const update = () => {
          const next = { scrollMargin: Math.round(documentTop(node)), spacerTop: node.offsetTop };
          setPlace((now) =>
            now?.scrollMargin === next.scrollMargin && now.spacerTop === next.spacerTop
              ? now
              : next,
          );
        };
        // Read in the observer's first report, after the browser's own layout of the frame the
        // spacer came in (reading it here forced that layout in the middle of the task that
        // made the list long).
        if (typeof ResizeObserver === 'undefined') update();
        else {
          observer = new ResizeObserver(update);
          observer.observe(document.body);
        }
      }
      return () => {
        observer?.disconnect();
        list?.removeEventListener('focusin', onFocusIn);
        list?.removeEventListener('focusout', onFocusOut);
        virtualizer.containerRef(null);
      };
    },
    [virtualizer, shown],
  );

  return (
    <>
      <li ref={spacerRef} aria-hidden="true" />
      {virtualizer.getVirtualItems().map((row) => (
        <ItemRow
          key={row.key}
          item={items[firstIndex + row.index] as T}
          index={row.index}
          position={firstIndex + row.index}
          spacerTop={spacerTop}
          setSize={setSize}
          renderItem={renderItem}
          measure={virtualizer.measureElement}
          pendingHeight={row.size}
        />
      ))}
    </>
  );
}
