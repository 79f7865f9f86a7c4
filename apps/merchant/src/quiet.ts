import { inBackground } from '@merchant/ui/data/boot/idle.ts';

/** How long the merchant must have been quiet (no press, touch, wheel or key) for work kept out of their way. */
export const QUIET_MS = 2000;
// What the merchant does with a page: each one puts such work off.
const INPUTS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

let lastInput = -Infinity;

// Listened to from the start: how long the merchant has been quiet is known whenever it is asked.
if (typeof window !== 'undefined') {
  const onInput = () => {
    lastInput = performance.now();
  };
  for (const type of INPUTS) addEventListener(type, onInput, { capture: true, passive: true });
}

/**
 * Runs `work` as a background task once `after` ms have passed and the merchant has been quiet
 * for QUIET_MS: work that takes the main thread for a while (drawing or laying out a page kept
 * hidden) is kept out of a press, a scroll or typing. Returns the cancellation.
 */
export function whenQuiet(work: () => void, after = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelTask: (() => void) | undefined;
  const check = () => {
    const quiet = performance.now() - lastInput;
    if (quiet < QUIET_MS) {
      timer = setTimeout(check, QUIET_MS - quiet);
      return;
    }
    timer = undefined;
    cancelTask = inBackground(work);
  };
  timer = setTimeout(check, after);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    cancelTask?.();
  };
}

/**
 * Runs `work` as a background task at once if the merchant has been quiet for QUIET_MS, else as
 * whenQuiet does: for the next of a chain of background tasks. Returns the cancellation.
 */
export function nextWhenQuiet(work: () => void): () => void {
  return performance.now() - lastInput >= QUIET_MS ? inBackground(work) : whenQuiet(work);
}

/** Forgets the merchant's last input (tests). */
export function forgetInput(): void {
  lastInput = -Infinity;
}
