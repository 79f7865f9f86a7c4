// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A prerendered page until the test makes it live; no idle callback here (the fallback timer).
async function loadIdle(boot: string | null) {
  if (boot === null) document.documentElement.removeAttribute('data-boot');
  else document.documentElement.setAttribute('data-boot', boot);
  vi.resetModules();
  return import('./idle');
}

describe('afterStart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-boot');
  });

  it('waits for the page to go live, then for the main thread to settle, then for idle', async () => {
    const { afterStart, SETTLED_MS } = await loadIdle('hydrate');
    const work = vi.fn();
    afterStart(work);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).not.toHaveBeenCalled();

    document.documentElement.setAttribute('data-boot', 'live');
    await vi.advanceTimersByTimeAsync(SETTLED_MS - 1);
    expect(work).not.toHaveBeenCalled();
    // Settled; then the idle period (here the 2 s fallback timer).
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs on a page rendered in the browser (no boot mark) once settled and idle', async () => {
    const { afterStart, SETTLED_MS } = await loadIdle(null);
    const work = vi.fn();
    afterStart(work);
    await vi.advanceTimersByTimeAsync(SETTLED_MS + 2000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the page went live', async () => {
    const { afterStart, SETTLED_MS } = await loadIdle('hydrate');
    const early = vi.fn();
    const late = vi.fn();
    afterStart(early)();
    document.documentElement.setAttribute('data-boot', 'live');
    await vi.advanceTimersByTimeAsync(0);
    const cancelLate = afterStart(late);
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    cancelLate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
