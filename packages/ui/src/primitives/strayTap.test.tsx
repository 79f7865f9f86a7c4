// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseProviders } from '../data/BaseProviders';
import { initI18n } from '../i18n';
import { PaymentPasswordSheet } from './PaymentPasswordSheet';
import { STRAY_TAP_MS, useStrayTap } from './strayTap';

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
    const tap = () => fireEvent.click(link);

    expect(tap()).toBe(false);
    paint();
    now += 100;
    expect(tap()).toBe(false);
    expect(followed).not.toHaveBeenCalled();

    now += STRAY_TAP_MS;
    tap();
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
