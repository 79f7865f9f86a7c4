/** The fake clock of the tests of work that waits for a quiet moment (quiet.ts, drawAhead.ts). */
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetInput } from './quiet';

/**
 * Fake timers around each test of the file, without the Prioritized Task Scheduling API (the
 * background task falls back to an idle timer); after each test, `reset` and the inputs seen are
 * forgotten.
 */
export function withIdleTimers(reset?: () => void): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 1));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    reset?.();
    forgetInput();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
