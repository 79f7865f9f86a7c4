// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../boot/queryClient';
import { session } from '../boot/session';
import { useAwaitingPickupCount } from './awaitingPickup';
import { LIVE_MAX_MS, LIVE_MS, liveInterval } from './live';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let awaiting: number;
let reads: number;
let down: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  awaiting = 3;
  reads = 0;
  down = false;
  // jsdom's document is not "visible": the app is on screen in these tests unless said.
  focusManager.setFocused(true);
  session.set({ token: 'test-token' });
  vi.stubGlobal('fetch', async () => {
    reads += 1;
    if (down) throw new TypeError('Failed to fetch');
    return Response.json({ code: 1, msg: '', data: { total: awaiting, list: [] } });
  });
});

afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

function renderBadge() {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAwaitingPickupCount(), { wrapper });
}

/** Lets the timers run for `ms` and the answers that were asked for arrive. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let tick = 0; tick < 5; tick += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

describe('the order badge while the app is open', () => {
  it('follows a new order without a reload, every 30 s', async () => {
    const { result } = renderBadge();
    await pass(0);
    expect(result.current).toBe(3);
    awaiting = 4;
    await pass(LIVE_MS - 1000);
    expect(result.current).toBe(3);
    await pass(1500);
    expect(result.current).toBe(4);
  });

  it('reads nothing while the app is hidden, and reads at once on coming back', async () => {
    const { result } = renderBadge();
    await pass(0);
    const before = reads;
    act(() => focusManager.setFocused(false));
    awaiting = 5;
    await pass(LIVE_MS * 4);
    expect(reads).toBe(before);
    act(() => focusManager.setFocused(true));
    await pass(0);
    expect(reads).toBe(before + 1);
    expect(result.current).toBe(5);
  });

  it('waits longer after each failure, then goes back to 30 s', async () => {
    renderBadge();
    await pass(0);
    down = true;
    const at = reads;
    // Each step ends 1 s after the reading it expects: the next one is checked 2 s early, then 1 s late.
    await pass(LIVE_MS + 1000);
    expect(reads).toBe(at + 1);
    // One failure: the next reading waits 60 s.
    await pass(LIVE_MS * 2 - 2000);
    expect(reads).toBe(at + 1);
    await pass(2000);
    expect(reads).toBe(at + 2);
    // Two in a row: 120 s; then a success brings back 30 s.
    down = false;
    await pass(LIVE_MS * 4 - 2000);
    expect(reads).toBe(at + 2);
    await pass(2000);
    expect(reads).toBe(at + 3);
    await pass(LIVE_MS - 2000);
    expect(reads).toBe(at + 3);
    await pass(2000);
    expect(reads).toBe(at + 4);
  });
});

describe('liveInterval', () => {
  it('doubles after each failure, up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 10].map(liveInterval)).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      LIVE_MAX_MS,
      LIVE_MAX_MS,
    ]);
  });
});
