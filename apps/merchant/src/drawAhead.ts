import { inBackground } from '@merchant/ui/data/idle.ts';

// The tab pages drawn ahead, hidden (TabPages), in the order they were drawn.
let ahead: readonly string[] = [];
const listeners = new Set<() => void>();

/** The tab pages drawn ahead (their paths). */
export function drawnAhead(): readonly string[] {
  return ahead;
}

/** Calls `listener` when another tab page is to be drawn ahead; returns the unsubscription. */
export function subscribeDrawnAhead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long the merchant and the page must have been quiet before a page is drawn ahead. */
export const QUIET_MS = 2000;
/** Between two pages drawn ahead: the first one's drawing and layout are done by then. */
const BETWEEN_MS = 500;
// What the merchant does with a page: each one puts the drawing off.
const INPUTS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

const queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let lastInput = -Infinity;

const onInput = () => {
  lastInput = performance.now();
};

function listen(on: boolean): void {
  for (const type of INPUTS) {
    if (on) addEventListener(type, onInput, { capture: true, passive: true });
    else removeEventListener(type, onInput, { capture: true });
  }
}

function wait(ms: number): void {
  timer = setTimeout(() => {
    timer = undefined;
    const quiet = performance.now() - lastInput;
    if (quiet < QUIET_MS) {
      wait(QUIET_MS - quiet);
      return;
    }
    inBackground(drawNext);
  }, ms);
}

function drawNext(): void {
  const path = queue.shift();
  if (path !== undefined && !ahead.includes(path)) {
    ahead = [...ahead, path];
    for (const listener of listeners) listener();
  }
  if (queue.length > 0) wait(BETWEEN_MS);
  else listen(false);
}

/**
 * Draws these tab pages ahead, hidden, one at a time, once the page has been quiet for
 * QUIET_MS: the merchant has not pressed, touched, scrolled with a wheel or typed, and nothing
 * else was asked of this module. Drawing and laying out a page takes the main thread for a
 * while (tens of milliseconds on a slow phone), so it is kept out of the page's start and out of
 * the merchant's way; a press puts it off again.
 */
export function drawAheadWhenQuiet(paths: readonly string[]): void {
  const wanted = paths.filter((path) => !ahead.includes(path) && !queue.includes(path));
  if (wanted.length === 0) return;
  if (queue.length === 0 && timer === undefined) listen(true);
  queue.push(...wanted);
  if (timer !== undefined) clearTimeout(timer);
  wait(QUIET_MS);
}

/** Forgets every page drawn ahead and every one waiting (a session that ended; tests). */
export function resetDrawAhead(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue.length = 0;
  listen(false);
  lastInput = -Infinity;
  if (ahead.length === 0) return;
  ahead = [];
  for (const listener of listeners) listener();
}
