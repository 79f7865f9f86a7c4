import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  NAMESPACES,
  normalizeLanguage,
  pageNamespacesOf,
  type LanguageCode,
  type PageNamespace,
  type TranslationPart,
} from './languages';
import { memoizeTranslations } from './memoT';

export * from './languages';

type Bundle = { resources: Record<string, Record<string, unknown>> };

// Each language is its own lazy chunks, so a phone downloads only the language it shows: the
// start (common, app, auth), which the login page waits for, and one small file per other
// namespace (named by <language>.pages), so a page downloads the texts of its own screen and no
// others before it shows.
const startBundles: Record<LanguageCode, () => Promise<Bundle>> = {
  'zh-CN': () => import('./bundles/zh-CN.start'),
  'zh-TW': () => import('./bundles/zh-TW.start'),
  en: () => import('./bundles/en.start'),
  ko: () => import('./bundles/ko.start'),
  ja: () => import('./bundles/ja.start'),
  th: () => import('./bundles/th.start'),
  vi: () => import('./bundles/vi.start'),
};
type Pages = { namespaces: Record<string, () => Promise<Record<string, unknown>>> };
const pageBundles: Record<LanguageCode, () => Promise<Pages>> = {
  'zh-CN': () => import('./bundles/zh-CN.pages'),
  'zh-TW': () => import('./bundles/zh-TW.pages'),
  en: () => import('./bundles/en.pages'),
  ko: () => import('./bundles/ko.pages'),
  ja: () => import('./bundles/ja.pages'),
  th: () => import('./bundles/th.pages'),
  vi: () => import('./bundles/vi.pages'),
};

/** The one i18next instance of the app. */
export const i18n = i18next.createInstance();

const loaded = new Map<string, Promise<void>>();

/** Loads one part of a language (its start, or one namespace) once; a failure may be retried. */
function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

function loadStart(lng: LanguageCode): Promise<void> {
  return loadOnce(`${lng}:start`, () =>
    startBundles[lng]().then(({ resources }) => {
      for (const [file, content] of Object.entries(resources)) {
        const ns = /([^/]+)\.json$/.exec(file)?.[1];
        if (ns) i18n.addResourceBundle(lng, ns, content, true, true);
      }
    }),
  );
}

function loadNamespace(lng: LanguageCode, ns: PageNamespace): Promise<void> {
  return loadOnce(`${lng}:${ns}`, async () => {
    const file = (await pageBundles[lng]()).namespaces[`../locales/${lng}/${ns}.json`];
    if (!file) throw new Error(`i18n: no ${ns} texts in ${lng}`);
    i18n.addResourceBundle(lng, ns, await file(), true, true);
  });
}

async function loadLanguage(lng: LanguageCode, part: TranslationPart): Promise<void> {
  // The start and the namespaces download together; i18next gets each as it comes.
  await Promise.all([
    loadStart(lng),
    ...pageNamespacesOf(part).map((ns) => loadNamespace(lng, ns)),
  ]);
}

/** Resolves when the given part of the current language is there ('all': every namespace). */
export function translationsReady(part: TranslationPart): Promise<void> {
  return loadLanguage(normalizeLanguage(i18n.language), part);
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
    // No re-render when texts are added: a screen is drawn once its namespaces are there
    // (routes.ts), and namespaces that come later are for other screens (the prefetched tabs,
    // the pages after login), so re-drawing the page shown for them would be work for nothing.
    react: { useSuspense: false },
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
