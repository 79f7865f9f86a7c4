// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '../../i18n';

const calls = vi.hoisted(() => ({
  setLanguage: [] as unknown[],
  answers: [] as (() => void)[],
}));
vi.mock('../kit/client', () => ({
  apiClient: {
    GET: (path: string, init?: { params?: { query?: unknown } }) => {
      if (path === '/merchant/merchant/language_list') return Promise.reject(new Error('offline'));
      calls.setLanguage.push(init?.params?.query);
      // The platform answers when the test says so: the second tap comes meanwhile.
      return new Promise<void>((resolve) => calls.answers.push(resolve));
    },
  },
}));
vi.mock('../../i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  changeLanguage: (code: string) => Promise.resolve(code),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: 'en' } }) }));

const { session } = await import('./session');
const { parseLanguageList, useLanguageChoice } = await import('./languageChoice');

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
    expect(calls.setLanguage).toEqual([{ lang: 'ri' }]);
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

  it('tells the platform when nobody is logged in too', async () => {
    const { result } = renderHook(() => useLanguageChoice());
    const chosen = result.current.choose('ko');
    await act(async () => {
      await vi.waitFor(() => expect(calls.setLanguage).toEqual([{ lang: 'han' }]));
      for (const answer of calls.answers.splice(0)) answer();
      await chosen;
    });
    expect(session.get().lang).toBe('ko');
  });
});

describe('parseLanguageList', () => {
  const row = (file_name: string, language_name: string, is_default = 0) => ({
    file_name,
    language_name,
    is_default,
  });

  it("reads the platform's codes as ours, its default among them, and nothing else", () => {
    const parsed = parseLanguageList({
      list: [
        row('en', 'English'),
        row('fr', 'Français', 1),
        row('han', '한국어'),
        row('ko', 'Korean?'),
        row('hant', '繁體中文'),
        row('vn', 'Tiếng Việt', 1),
        row('ri', '日本語'),
        { ...row('tai', 'ไทย'), status: 0 },
        row('zh-CN', '简体中文'),
      ],
    });
    expect(parsed.choices.map((c) => [c.code, c.serverCode, c.label])).toEqual([
      ['en', 'en', 'English'],
      ['ko', 'han', '한국어'],
      ['zh-TW', 'hant', '繁體中文'],
      ['vi', 'vn', 'Tiếng Việt'],
      ['ja', 'ri', '日本語'],
      ['zh-CN', 'zh-CN', '简体中文'],
    ]);
    // French is the platform's default but not one of ours: the first of ours marked default.
    expect(parsed.defaultCode).toBe('vi');
  });

  it('offers nothing for an answer that is not a list', () => {
    for (const data of [null, {}, { list: {} }, { list: [null, 3, 'en'] }, 'x']) {
      expect(parseLanguageList(data)).toEqual({ choices: [], defaultCode: null });
    }
  });
});
