// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '../../i18n';
import type { LanguageCode } from '../../i18n/languages';

vi.mock('../../i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  // The texts themselves are not what this file tests.
  changeLanguage: (code: LanguageCode) => Promise.resolve(code),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: 'zh-CN' } }) }));

const { apiClient } = await import('../kit/client');
const { useLanguageChoice } = await import('./languageChoice');
const { LEARNT_CODES_KEY, rememberServerCodes, resetServerCodes, serverLanguageCode } =
  await import('./languageCode');
const { session } = await import('./session');

/** What each of our languages is called on the wire: the platform's own codes. */
const WIRE: [LanguageCode, string][] = [
  ['zh-CN', 'zh-CN'],
  ['zh-TW', 'hant'],
  ['en', 'en'],
  ['ko', 'han'],
  ['ja', 'ri'],
  ['th', 'tai'],
  ['vi', 'vi'],
];

let requests: Request[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return Promise.resolve(
      Response.json({ code: 1, msg: 'ok', time: '1', data: { count: 0, list: [] } }),
    );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
  session.set({ lang: null });
  resetServerCodes();
});

/** The `lang` query of the set_language requests sent so far. */
const setLanguageSent = () =>
  requests
    .filter((r) => new URL(r.url).pathname === '/merchant/merchant/set_language')
    .map((r) => new URL(r.url).searchParams.get('lang'));

describe("the platform's language codes", () => {
  it.each(WIRE)('%s is sent as %s in the lang header', async (ours, wire) => {
    session.set({ lang: ours });
    await apiClient.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.get('lang')).toBe(wire);
  });

  it.each(WIRE)('%s is chosen with set_language?lang=%s, logged out too', async (ours, wire) => {
    const { result } = renderHook(() => useLanguageChoice());
    await act(() => result.current.choose(ours));
    expect(setLanguageSent()).toEqual([wire]);
    expect(session.get().lang).toBe(ours);
  });

  it('sends no lang header before a language is chosen', async () => {
    await apiClient.GET('/merchant/merchant/getMerInfo');
    expect(requests[0]?.headers.has('lang')).toBe(false);
  });

  it("keeps the platform's spelling learnt from its list (vn), for the next visit too", () => {
    rememberServerCodes([
      { code: 'vi', serverCode: 'vn' },
      { code: 'ko', serverCode: 'han' },
    ]);
    expect(serverLanguageCode('vi')).toBe('vn');
    expect(serverLanguageCode('ko')).toBe('han');
    expect(localStorage.getItem(LEARNT_CODES_KEY)).toBe('vi=vn');
    rememberServerCodes([{ code: 'vi', serverCode: 'vi' }]);
    expect(serverLanguageCode('vi')).toBe('vi');
    expect(localStorage.getItem(LEARNT_CODES_KEY)).toBeNull();
  });
});
