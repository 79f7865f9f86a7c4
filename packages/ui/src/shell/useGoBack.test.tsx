// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { depthOf, hasInAppPrevious, navigateInApp, useAppLocation } from './appHistory';
import { useGoBack } from './useGoBack';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Router hook={useAppLocation}>{children}</Router>
);

/** The merchant arrives on `path` from elsewhere (another site, a bookmark): no mark. */
function arriveOn(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('in-app history', () => {
  it('marks pushed entries with their depth and keeps it on replace', () => {
    arriveOn('/home');
    expect(depthOf(window.history.state)).toBe(0);
    expect(hasInAppPrevious()).toBe(false);
    navigateInApp('/orderDetail?id=3');
    expect(depthOf(window.history.state)).toBe(1);
    navigateInApp('/logistics?id=3');
    expect(depthOf(window.history.state)).toBe(2);
    navigateInApp('/logistics?id=4', { replace: true });
    expect(depthOf(window.history.state)).toBe(2);
    expect(hasInAppPrevious()).toBe(true);
    expect(window.location.pathname).toBe('/logistics');
  });

  it('keeps the state a link passes along with the mark', () => {
    arriveOn('/home');
    navigateInApp('/goods', { state: { from: 'home' } });
    expect(window.history.state).toMatchObject({ from: 'home' });
    expect(depthOf(window.history.state)).toBe(1);
  });

  it('ignores states that are not its own', () => {
    expect(depthOf(null)).toBe(0);
    expect(depthOf({ idx: 3 })).toBe(0);
    expect(depthOf({ merchantAppDepth: -1 })).toBe(0);
    expect(depthOf({ merchantAppDepth: '2' })).toBe(0);
  });
});

describe('useGoBack', () => {
  it('goes to the fallback page, replacing this one, when the page was opened from another site', () => {
    arriveOn('/orderDetail?id=3');
    const back = vi.spyOn(window.history, 'back');
    const length = window.history.length;
    const { result } = renderHook(() => useGoBack('/order'), { wrapper });
    act(() => result.current());
    expect(back).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/order');
    expect(window.history.length).toBe(length);
    // Still unmarked: Back from the fallback page does not pretend to have an app page before it.
    expect(hasInAppPrevious()).toBe(false);
  });

  it('goes back in the history when the previous page is one of the app', () => {
    arriveOn('/order');
    const { result } = renderHook(
      () => ({ goBack: useGoBack('/order'), location: useAppLocation() }),
      { wrapper },
    );
    act(() => result.current.location[1]('/orderDetail?id=3'));
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    act(() => result.current.goBack());
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('goes to /home by default', () => {
    arriveOn('/withdraw');
    const { result } = renderHook(() => useGoBack(), { wrapper });
    act(() => result.current());
    expect(window.location.pathname).toBe('/home');
  });
});
