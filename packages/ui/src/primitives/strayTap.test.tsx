// @vitest-environment jsdom
import {
  act,
  cleanup,
  createEvent,
  fireEvent,
  render,
  renderHook,
  screen,
} from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseProviders } from '../shell/BaseProviders';
import { initI18n } from '../i18n';
import { PaymentPasswordSheet } from './PaymentPasswordSheet';
import { tokens } from '../theme/cssTokens';
import { ARRIVAL_MS, STRAY_TAP_MS, useArrival, useStrayTap } from './strayTap';

// Frames run when the test says, at the time the test says.
let frames: FrameRequestCallback[] = [];
let now = 1000;
const paint = () =>
  act(() => {
    const due = frames;
    frames = [];
    for (const frame of due) frame(now);
  });

beforeAll(() => initI18n('en', 'all'));
beforeEach(() => {
  frames = [];
  now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useStrayTap', () => {
  it('takes a tap for a stray one until the frame drawing the step is painted, and for a moment after', () => {
    const { result, rerender } = renderHook(({ step }) => useStrayTap(step), {
      initialProps: { step: 'quote' },
    });
    // However late the frame comes (a busy phone), a tap before it is no choice.
    now += 2000;
    expect(result.current()).toBe(true);
    paint();
    now += STRAY_TAP_MS - 1;
    expect(result.current()).toBe(true);
    now += 1;
    expect(result.current()).toBe(false);

    rerender({ step: 'password' });
    expect(result.current()).toBe(true);
    paint();
    now += STRAY_TAP_MS;
    expect(result.current()).toBe(false);
    // The same step again is no new sheet.
    rerender({ step: 'password' });
    expect(result.current()).toBe(false);
  });

  it('times a tap from when it was made: one queued behind a long task is still the second', () => {
    const { result, rerender } = renderHook(({ step }) => useStrayTap(step), {
      initialProps: { step: 'quote' },
    });
    paint();
    now += 5000;
    rerender({ step: 'password' });
    // The second tap is made now, before the frame drawing the new step; the page is busy, and
    // it is handled a second after that frame.
    const made = { timeStamp: now };
    now += 100;
    paint();
    now += 1000;
    expect(result.current(made)).toBe(true);
    // A tap made then is a choice; one without a time is timed when it is handled.
    expect(result.current({ timeStamp: now })).toBe(false);
    expect(result.current()).toBe(false);
  });
});

describe('useArrival', () => {
  /** A click as a finger (detail 1, trusted), a key (detail 0) or a script (untrusted) makes it. */
  const click = (by: 'finger' | 'key' | 'script') => {
    const event = {
      isTrusted: by !== 'script',
      detail: by === 'finger' ? 1 : 0,
      preventDefault: vi.fn(),
      stopPropagation: vi.fn(),
    };
    return event;
  };
  const swallowed = (event: ReturnType<typeof click>) =>
    event.preventDefault.mock.calls.length > 0 && event.stopPropagation.mock.calls.length > 0;

  /**
   * A modal drawn closed, then opened (not painted yet); `tap` clicks in it as `by` makes a click,
   * made at `at` (default: when it is handled), and says whether it was swallowed.
   */
  const opened = () => {
    const modal = { current: null };
    const { result, rerender } = renderHook(({ open }) => useArrival(open, modal), {
      initialProps: { open: false },
    });
    paint();
    now += 5000;
    rerender({ open: true });
    const tap = (by: 'finger' | 'key' | 'script', at?: number) => {
      const event = { ...click(by), ...(at === undefined ? {} : { timeStamp: at }) };
      result.current.onClickCapture(event as unknown as React.MouseEvent);
      return swallowed(event);
    };
    return { result, tap };
  };

  it("swallows a finger's click until the modal is painted and for its arrival, not a key's or a script's", () => {
    const { result, tap } = opened();
    // The second tap of a double tap, before the frame that draws the sheet (a busy phone).
    now += 300;
    expect(result.current.arriving()).toBe(true);
    expect(tap('finger')).toBe(true);
    expect(tap('key')).toBe(false);
    expect(tap('script')).toBe(false);
    paint();
    now += ARRIVAL_MS - 1;
    expect(tap('finger')).toBe(true);
    now += 1;
    expect(result.current.arriving()).toBe(false);
    expect(tap('finger')).toBe(false);
  });

  it('times a click from when it was made, not when the busy page handles it', () => {
    const { tap } = opened();
    const made = now;
    now += 50;
    paint();
    now += ARRIVAL_MS * 4;
    expect(tap('finger', made)).toBe(true);
    expect(tap('finger', now)).toBe(false);
  });

  it("lasts as long as a sheet's opening animation (written in ms, read as a number)", () => {
    expect(tokens.motion.normal).toBe(`${ARRIVAL_MS}ms`);
    expect(ARRIVAL_MS).toBeGreaterThan(0);
  });

  it('counts a modal still moving as arriving, however long its animation is held up', () => {
    const running = [{ playState: 'running' }];
    const element = { getAnimations: () => running } as unknown as HTMLElement;
    const { result } = renderHook(() => useArrival(true, { current: element }));
    paint();
    now += ARRIVAL_MS * 10;
    expect(result.current.arriving()).toBe(true);
    running[0] = { playState: 'finished' };
    expect(result.current.arriving()).toBe(false);
  });
});

describe('PaymentPasswordSheet', () => {
  it('does not follow its link on the second tap of a double tap, and follows it after', async () => {
    const followed = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <BaseProviders>
        <PaymentPasswordSheet
          open
          onOpenChange={() => {}}
          onComplete={() => {}}
          forgotPassword={
            <a href="/changePayPassword" onClick={followed}>
              forgot
            </a>
          }
        />
      </BaseProviders>,
    );
    const link = await screen.findByRole('link', { name: 'forgot' });
    /** A tap on the link, made at `at` (a finger's time: now, or earlier). */
    const tap = (at = now) => {
      const event = createEvent.click(link);
      Object.defineProperty(event, 'timeStamp', { value: at });
      return fireEvent(link, event);
    };

    expect(tap()).toBe(false);
    const beforeTheFrame = now;
    paint();
    now += 100;
    expect(tap()).toBe(false);
    expect(followed).not.toHaveBeenCalled();

    now += STRAY_TAP_MS;
    // Made before the sheet was drawn, handled only now (the page was busy): still the second.
    expect(tap(beforeTheFrame)).toBe(false);
    expect(followed).not.toHaveBeenCalled();
    tap();
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
