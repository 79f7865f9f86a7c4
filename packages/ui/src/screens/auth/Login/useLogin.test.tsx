// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

// The platform's answer to the login, held until the test lets it come.
const platform = vi.hoisted(() => ({ answer: () => {} }));
vi.mock('../../../data/kit/client', () => ({
  apiClient: {
    GET: () => new Promise(() => {}),
    POST: () =>
      new Promise((resolve) => {
        platform.answer = () =>
          resolve({ data: { code: 1, msg: 'Logged in', data: { merinfo: { token: 't-1' } } } });
      }),
  },
}));
vi.mock('../../../primitives/Toast', () => ({ useToast: () => ({ show: () => {} }) }));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'zh-CN' } }),
}));

const { setPageAhead } = await import('../../../data/address/pageAhead');
const { pageAheadSpy } = await import('../../../data/address/pageAhead.testkit');
const { session } = await import('../../../data/boot/session');
const { useLogin } = await import('./useLogin');

function loginPage(redirect: string | null) {
  const location = memoryLocation({ path: '/login', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const { result } = renderHook(() => useLogin(redirect), { wrapper });
  return { result, history: location.history };
}

/** Lets promises and `ms` of (fake) time pass. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  setPageAhead(null);
  session.clear();
  vi.useRealTimers();
});

describe('useLogin: the page it opens next', () => {
  it('loads the next page while the call is on its way, and opens it once its code is there', async () => {
    const { asked, codeReady } = pageAheadSpy();
    const { result, history } = loginPage('/withdraw?from=my');
    act(() => result.current.submit({ account: 'demo@example.com', password: 'demo1234' }));
    // Asked for at the press, before any answer: the page's address, without its query.
    expect(asked).toEqual(['/withdraw']);

    platform.answer();
    await pass();
    // Logged in: asked again (its reads can start now), but not opened before its code came.
    expect(asked).toEqual(['/withdraw', '/withdraw']);
    expect(session.get().token).toBe('t-1');
    expect(history).toEqual(['/login']);

    codeReady();
    await pass();
    expect(history).toEqual(['/withdraw?from=my']);
  });

  it('opens the page after a second even when its code has not come', async () => {
    setPageAhead(() => new Promise<void>(() => {}));
    const { result, history } = loginPage(null);
    act(() => result.current.submit({ account: 'demo@example.com', password: 'demo1234' }));
    platform.answer();
    await pass(999);
    expect(history).toEqual(['/login']);
    await pass(1);
    expect(history).toEqual(['/home']);
  });

  it('opens the page at once where nothing loads pages ahead (or loading fails)', async () => {
    const { result, history } = loginPage(null);
    act(() => result.current.submit({ account: 'demo@example.com', password: 'demo1234' }));
    platform.answer();
    await pass();
    expect(history).toEqual(['/home']);

    cleanup();
    session.clear();
    setPageAhead(() => Promise.reject(new Error('offline')));
    const second = loginPage(null);
    act(() => second.result.current.submit({ account: 'demo@example.com', password: 'demo1234' }));
    platform.answer();
    await pass();
    expect(second.history).toEqual(['/home']);
  });
});
