// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  ASKED_MS,
  drawAheadWhenQuiet,
  drawnAhead,
  resetDrawAhead,
  subscribeDrawnAhead,
} from './drawAhead';
import { withIdleTimers } from './idleTimers.testkit';
import { QUIET_MS } from './quiet';

withIdleTimers(resetDrawAhead);

describe('drawAheadWhenQuiet', () => {
  it('draws nothing just after it is asked, then one page at a time', () => {
    const changes = vi.fn();
    subscribeDrawnAhead(changes);
    drawAheadWhenQuiet(['/product', '/order']);
    vi.advanceTimersByTime(ASKED_MS - 10);
    expect(drawnAhead()).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(drawnAhead()).toEqual(['/product']);
    vi.advanceTimersByTime(1000);
    expect(drawnAhead()).toEqual(['/product', '/order']);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('waits until the merchant has been quiet for a while, counting from the last input before it was asked', () => {
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(QUIET_MS / 2);
    drawAheadWhenQuiet(['/order']);
    vi.advanceTimersByTime(QUIET_MS / 2 - 10);
    expect(drawnAhead()).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(drawnAhead()).toEqual(['/order']);
  });

  it('puts the drawing off while the merchant presses, touches, scrolls or types', () => {
    window.dispatchEvent(new Event('pointerdown'));
    drawAheadWhenQuiet(['/my']);
    for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown']) {
      vi.advanceTimersByTime(QUIET_MS - 100);
      window.dispatchEvent(new Event(type));
    }
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(drawnAhead()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(drawnAhead()).toEqual(['/my']);
  });

  it('draws each page once, however often it is asked for', () => {
    drawAheadWhenQuiet(['/order']);
    drawAheadWhenQuiet(['/order', '/my']);
    vi.advanceTimersByTime(10 * QUIET_MS);
    drawAheadWhenQuiet(['/my']);
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(drawnAhead()).toEqual(['/order', '/my']);
  });
});
