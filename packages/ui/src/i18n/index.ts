import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, normalizeLanguage, type LanguageCode } from './languages';
import { memoizeTranslations } from './memoT';

export * from './languages';

type Bundle = { resources: Record<string, Record<string, unknown>> };

/** The two parts of a language: what the login page needs, and everything. */
export type TranslationPart = 'start' | 'all';

// Each language is its own lazy chunks, so a phone downloads only the language it shows; the
// start part (common, app, auth) is all the login page waits for.
const startBundles: Record<LanguageCode, () => Promise<Bundle>> = {
  'zh-CN': () => import('./bundles/zh-CN.start'),
  'zh-TW': () => import('./bundles/zh-TW.start'),
  en: () => import('./bundles/en.start'),
  ko: () => import('./bundles/ko.start'),
  ja: () => import('./bundles/ja.start'),
  th: () => import('./bundles/th.start'),
  vi: () => import('./bundles/vi.start'),
};
const restBundles: Record<LanguageCode, () => Promise<Bundle>> = {
  'zh-CN': () => import('./bundles/zh-CN.rest'),
  'zh-TW': () => import('./bundles/zh-TW.rest'),
  en: () => import('./bundles/en.rest'),
  ko: () => import('./bundles/ko.rest'),
  ja: () => import('./bundles/ja.rest'),
  th: () => import('./bundles/th.rest'),
  vi: () => import('./bundles/vi.rest'),
};

/** The one i18next instance of the app. */
export const i18n = i18next.createInstance();

const loaded = new Map<string, Promise<void>>();

function loadBundle(lng: LanguageCode, part: 'start' | 'rest'): Promise<void> {
  const key = `${lng}:${part}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = (part === 'start' ? startBundles : restBundles)[lng]().then(({ resources }) => {
      for (const [file, content] of Object.entries(resources)) {
        const ns = /([^/]+)\.json$/.exec(file)?.[1];
        if (ns) i18n.addResourceBundle(lng, ns, content, true, true);
      }
    });
    // A failed download may be tried again.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

async function loadLanguage(lng: LanguageCode, part: TranslationPart): Promise<void> {
  await loadBundle(lng, 'start');
  if (part === 'all') await loadBundle(lng, 'rest');
}

/** Resolves when every namespace of the current language is there (screens wait for it). */
export function allTranslationsReady(): Promise<void> {
  return loadLanguage(normalizeLanguage(i18n.language), 'all');
}

function applyDocumentLanguage(lng: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

let ready: Promise<unknown> | null = null;

/**
 * Initialises i18next with the given (or default) language; safe to call more than once.
 * `part: 'start'` waits only for what the login page needs.
 */
export async function initI18n(
  language?: string | null,
  part: TranslationPart = 'all',
): Promise<LanguageCode> {
  const lng = normalizeLanguage(language ?? DEFAULT_LANGUAGE);
  ready ??= startI18n(lng);
  await ready;
  await changeLanguage(lng, part);
  return lng;
}

function startI18n(lng: LanguageCode): Promise<unknown> {
  const started = i18n.use(initReactI18next).init({
    lng,
    // Simplified Chinese, the default language, is also the fallback for a missing key. Every
    // key exists in every language (npm test checks it), so the fallback's chunks are not
    // downloaded for another language just in case: it answers once zh-CN has been loaded.
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when the rest of a language arrives after the first page.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  // The store exists once init() has been called: texts are remembered from the first render.
  memoizeTranslations(i18n);
  return started;
}

/** Loads the language's chunks, then switches to it. */
export async function changeLanguage(
  language: string,
  part: TranslationPart = 'all',
): Promise<LanguageCode> {
  const lng = normalizeLanguage(language);
  await loadLanguage(lng, part);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  return lng;
}
