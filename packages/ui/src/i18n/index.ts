import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, normalizeLanguage, type LanguageCode } from './languages';

export * from './languages';

type Bundle = { resources: Record<string, Record<string, unknown>> };

// Each language is its own lazy chunk, so a phone downloads only the language it shows.
const bundles: Record<LanguageCode, () => Promise<Bundle>> = {
  'zh-CN': () => import('./bundles/zh-CN'),
  'zh-TW': () => import('./bundles/zh-TW'),
  en: () => import('./bundles/en'),
  ko: () => import('./bundles/ko'),
  ja: () => import('./bundles/ja'),
  th: () => import('./bundles/th'),
  vi: () => import('./bundles/vi'),
};

/** The one i18next instance of the app. */
export const i18n = i18next.createInstance();

async function loadLanguage(lng: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'common')) return;
  const { resources } = await bundles[lng]();
  for (const [file, content] of Object.entries(resources)) {
    const ns = /([^/]+)\.json$/.exec(file)?.[1];
    if (ns) i18n.addResourceBundle(lng, ns, content, true, true);
  }
}

function applyDocumentLanguage(lng: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

let ready: Promise<unknown> | null = null;

/** Initialises i18next with the given (or default) language; safe to call more than once. */
export async function initI18n(language?: string | null): Promise<LanguageCode> {
  const lng = normalizeLanguage(language ?? DEFAULT_LANGUAGE);
  ready ??= i18n.use(initReactI18next).init({
    lng,
    // Every key exists in every language (checked by npm test), so the fallback is only
    // for codes we do not know, which normalizeLanguage already maps to zh-CN.
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await ready;
  await changeLanguage(lng);
  return lng;
}

/** Loads the language's chunk, then switches to it. */
export async function changeLanguage(language: string): Promise<LanguageCode> {
  const lng = normalizeLanguage(language);
  await loadLanguage(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  return lng;
}
