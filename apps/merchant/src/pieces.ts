import { nextWhenQuiet, whenQuiet } from './quiet';

/** At most this many elements in one piece of a hidden page laid out in pieces (keepLaidOut). */
export const PIECE_ELEMENTS = 24;
/**
 * How long one background task lays out pieces before it leaves the rest to the next: well under
 * a long task (50 ms) on a phone four times slower than this budget measures on a fast one.
 */
export const PIECE_BUDGET_MS = 4;

/**
 * The pieces of `root`'s content, in document order: its descendants of at most `max` elements
 * (with their own descendants) whose parents are bigger. What is left around them (the bigger
 * elements and their own text) is the page's skeleton.
 */
export function piecesOf(root: Element, max = PIECE_ELEMENTS): HTMLElement[] {
  const sizes = new Map<Element, number>();
  const sizeOf = (element: Element): number => {
    let size = 1;
    for (const child of element.children) size += sizeOf(child);
    sizes.set(element, size);
    return size;
  };
  sizeOf(root);
  const pieces: HTMLElement[] = [];
  const split = (element: Element) => {
    for (const child of element.children) {
      if ((sizes.get(child) ?? 0) > max) split(child);
      else if (child instanceof HTMLElement) pieces.push(child);
    }
  };
  split(root);
  return pieces;
}

/**
 * How far below its first screen a shown page's lazy pictures load (Chromium's distance on a fast
 * connection): a hidden page's pictures that near its top load once it is laid out, as they
 * would have if it had been shown, not on the press that shows it.
 */
export const PICTURES_AHEAD_PX = 1250;

const lock = (piece: HTMLElement) => piece.style.setProperty('content-visibility', 'hidden');
const unlock = (piece: HTMLElement) => piece.style.removeProperty('content-visibility');

/**
 * Takes items off the head of `queue` into `each` until it is empty or PIECE_BUDGET_MS have
 * passed: one background task's share of the work (at least one item, where there is one).
 */
function withinBudget<T>(queue: T[], each: (item: T) => void): void {
  const started = performance.now();
  while (queue.length > 0) {
    each(queue.shift()!);
    if (performance.now() - started >= PIECE_BUDGET_MS) return;
  }
}

/**
 * Keeps a hidden page's style and layout worked out while it is hidden, in the background and in
 * pieces, so that showing it costs no more than a frame: once at the start unless `laidOut` (a
 * page drawn ahead, never shown), and after each change to it (new answers, another language).
 *
 * `frame` skips its content's rendering (`content-visibility: hidden`), so nothing of the page
 * is styled or laid out when it is drawn or changed. A background task while the merchant is quiet
 * (whenQuiet) sets each of its pieces (piecesOf) to skip its own rendering too; then each task
 * lets pieces render again and reads where they are, which works out the style and layout of the
 * page's skeleton and of those pieces alone (the browser does so for a hidden element that is
 * read), until PIECE_BUDGET_MS have passed, and leaves the rest to the next. Laying out a page
 * whole takes tens of milliseconds on a slow phone: a long task.
 *
 * Once laid out, its lazy pictures near its top (PICTURES_AHEAD_PX) load, in tasks of their own
 * with the same budget: starting a picture's load is work of its own (tens of pictures on a page
 * of goods), and with the last pieces' it made a long task. The frame is marked `data-laying`
 * while work is left. Returns the end: every piece renders again (call it before the page is
 * shown).
 */
export function keepLaidOut(frame: HTMLElement, laidOut: boolean): () => void {
  let waiting: HTMLElement[] = [];
  let pictures: HTMLImageElement[] = [];
  let cancel: (() => void) | undefined;
  const changes = new MutationObserver(() => {
    stop();
    later();
  });
  // The pieces' own changes (their style) are not changes to the page.
  const quietly = (change: () => void) => {
    change();
    changes.takeRecords();
  };
  // Marked while it has work left (`data-laying`).
  const laying = (on: boolean) => quietly(() => frame.toggleAttribute('data-laying', on));
  const stop = () => {
    cancel?.();
    cancel = undefined;
    quietly(() => waiting.forEach(unlock));
    waiting = [];
    pictures = [];
    laying(false);
  };
  const later = () => {
    laying(true);
    cancel = whenQuiet(start);
  };
  const step = () => {
    quietly(() =>
      withinBudget(waiting, (piece) => {
        unlock(piece);
        piece.getBoundingClientRect();
      }),
    );
    if (waiting.length > 0) cancel = nextWhenQuiet(step);
    else {
      pictures = [...frame.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
      cancel = nextWhenQuiet(load);
    }
  };
  // The lazy pictures a shown page would load at once.
  const load = () => {
    const top = frame.getBoundingClientRect().top;
    const reach = window.innerHeight + PICTURES_AHEAD_PX;
    quietly(() =>
      withinBudget(pictures, (picture) => {
        if (picture.getBoundingClientRect().top - top < reach)
          picture.setAttribute('loading', 'eager');
      }),
    );
    if (pictures.length > 0) cancel = nextWhenQuiet(load);
    else stop();
  };
  const start = () => {
    waiting = piecesOf(frame);
    quietly(() => waiting.forEach(lock));
    cancel = nextWhenQuiet(step);
  };
  changes.observe(frame, { subtree: true, childList: true, characterData: true, attributes: true });
  if (!laidOut) later();
  return () => {
    changes.disconnect();
    stop();
  };
}
