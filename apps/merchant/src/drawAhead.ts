import { whenQuiet } from './quiet';

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

/** How long after it is asked for a page is drawn ahead at the soonest: the page's own late work first. */
export const ASKED_MS = 500;
/** Between two pages drawn ahead: the first one's drawing and layout are done by then. */
const BETWEEN_MS = 500;

const queue: string[] = [];
let cancel: (() => void) | undefined;

function drawNext(): void {
  cancel = undefined;
  const path = queue.shift();
  if (path !== undefined && !ahead.includes(path)) {
    ahead = [...ahead, path];
    for (const listener of listeners) listener();
  }
  if (queue.length > 0) cancel = whenQuiet(drawNext, BETWEEN_MS);
}

/**
 * Draws these tab pages ahead, hidden, one at a time, once the merchant has been quiet for
 * QUIET_MS (has not pressed, touched, scrolled with a wheel or typed; whenQuiet) and ASKED_MS
 * after the last call at the soonest. Drawing and laying out a page takes the main thread for a
 * while (tens of milliseconds on a slow phone), so it is kept out of the page's start and out of
 * the merchant's way; a press puts it off again.
 */
export function drawAheadWhenQuiet(paths: readonly string[]): void {
  const wanted = paths.filter((path) => !ahead.includes(path) && !queue.includes(path));
  if (wanted.length === 0) return;
  queue.push(...wanted);
  cancel?.();
  cancel = whenQuiet(drawNext, ASKED_MS);
}

/** Forgets every page drawn ahead and every one waiting (a session that ended; tests). */
export function resetDrawAhead(): void {
  cancel?.();
  cancel = undefined;
  queue.length = 0;
  if (ahead.length === 0) return;
  ahead = [];
  for (const listener of listeners) listener();
}
