// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  setLanguage: [] as unknown[],
  answers: [] as (() => void)[],
}));
vi.mock('./client', () => ({
  apiClient: {
    GET: (path: string, init?: { params?: { query?: unknown } }) => {
      if (path === '/merchant/merchant/language_list') return Promise.reject(new Error('offline'));
      calls.setLanguage.push(init?.params?.query);
      // The platform answers when the test says so: the second tap comes meanwhile.
      return new Promise<void>((resolve) => calls.answers.push(resolve));
    },
  },
}));
vi.mock('../i18n', () => ({
  LANGUAGES: [
    { code: 'en', label: 'English' },
    { code: 'ja', label: '日本語' },
  ],
  changeLanguage: (code: string) => Promise.resolve(code),
  normalizeLanguage: (code: string) => code,
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: 'en' } }) }));

const { session } = await import('./session');
const { useLanguageChoice } = await import('./languageChoice');

afterEach(() => {
  cleanup();
  calls.setLanguage.length = 0;
  for (const answer of calls.answers.splice(0)) answer();
  session.clear();
});

describe('useLanguageChoice', () => {
  it('tells the platform once when one language is tapped twice', async () => {
    session.set({ token: 'demo-token' });
    const { result } = renderHook(() => useLanguageChoice());
    const taps: Promise<void>[] = [];
    await act(async () => {
      taps.push(result.current.choose('ja'), result.current.choose('ja'));
      await vi.waitFor(() => expect(calls.setLanguage).not.toHaveLength(0));
    });
    expect(calls.setLanguage).toEqual([{ lang: 'ja' }]);
    await act(async () => {
      for (const answer of calls.answers.splice(0)) answer();
      await Promise.all(taps);
    });
    // Once answered, choosing again is a new choice.
    await act(async () => {
      const again = result.current.choose('ja');
      await vi.waitFor(() => expect(calls.setLanguage).toHaveLength(2));
      for (const answer of calls.answers.splice(0)) answer();
      await again;
    });
  });

  it('switches without telling the platform when nobody is logged in', async () => {
    const { result } = renderHook(() => useLanguageChoice());
    await act(() => result.current.choose('ja'));
    expect(calls.setLanguage).toEqual([]);
    expect(session.get().lang).toBe('ja');
  });
});
