// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

const listeners = vi.hoisted(() => new Set<(msg: string) => void>());
const shown = vi.hoisted(() => [] as string[]);
vi.mock('../data/kit/client', () => ({
  onUnauthorized: (listener: (msg: string) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
vi.mock('../primitives/Toast', () => ({
  useToast: () => ({ show: (text: string) => shown.push(text) }),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { useUnauthorizedRedirect } = await import('./useUnauthorizedRedirect');

function sessionEndsOn(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  renderHook(() => useUnauthorizedRedirect(), { wrapper });
  act(() => {
    for (const listener of listeners) listener('Please log in first');
  });
  return location.history;
}

afterEach(() => {
  cleanup();
  shown.length = 0;
});

describe('useUnauthorizedRedirect', () => {
  it('sends to /login with the whole address to come back to, query included', () => {
    expect(sessionEndsOn('/bank/add?redirect=/withdraw')).toEqual([
      '/login?redirect=%2Fbank%2Fadd%3Fredirect%3D%2Fwithdraw',
    ]);
    expect(shown).toEqual(['Please log in first']);
  });

  it('keeps a plain path as it is', () => {
    expect(sessionEndsOn('/baseinfo')).toEqual(['/login?redirect=%2Fbaseinfo']);
  });

  it('stays on /login when the session ends there', () => {
    expect(sessionEndsOn('/login?redirect=%2Fhome')).toEqual(['/login?redirect=%2Fhome']);
  });
});
