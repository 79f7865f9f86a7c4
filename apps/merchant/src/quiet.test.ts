// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { withIdleTimers } from './idleTimers.testkit';
import { nextWhenQuiet, QUIET_MS, whenQuiet } from './quiet';

withIdleTimers();

describe('whenQuiet', () => {
  it('runs the work after the time asked when the merchant has been quiet', () => {
    const work = vi.fn();
    whenQuiet(work, 300);
    vi.advanceTimersByTime(290);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits until QUIET_MS after the last press, touch, wheel or key', () => {
    const work = vi.fn();
    whenQuiet(work);
    for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown']) {
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(QUIET_MS - 100);
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, whether it was waiting for the time or for the quiet', () => {
    const early = vi.fn();
    whenQuiet(early, 300)();
    window.dispatchEvent(new Event('keydown'));
    const late = vi.fn();
    const cancel = whenQuiet(late);
    vi.advanceTimersByTime(QUIET_MS / 2);
    cancel();
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs the next of a chain of tasks in the background at once while the merchant is quiet, else once quiet', () => {
    const quiet = vi.fn();
    nextWhenQuiet(quiet);
    // (The background task here is an idle timer of 1 ms.)
    vi.advanceTimersByTime(1);
    expect(quiet).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pointerdown'));
    const pressed = vi.fn();
    const cancelled = vi.fn();
    nextWhenQuiet(pressed);
    nextWhenQuiet(cancelled)();
    vi.advanceTimersByTime(QUIET_MS - 10);
    expect(pressed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(pressed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
