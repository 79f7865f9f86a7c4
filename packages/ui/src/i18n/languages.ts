import type app from './locales/zh-CN/app.json';

/** The seven interface languages; simplified Chinese is the default and the fallback. */
export const LANGUAGES = [
  { code: 'zh-CN', label: '简体中文' },
  { code: 'zh-TW', label: '繁體中文' },
  { code: 'en', label: 'English' },
  { code: 'ko', label: '한국어' },
  { code: 'ja', label: '日本語' },
  { code: 'th', label: 'ไทย' },
  { code: 'vi', label: 'Tiếng Việt' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'zh-CN';

export const NAMESPACES = [
  'common',
  'app',
  'auth',
  'home',
  'products',
  'orders',
  'money',
  'wallet',
  'account',
  'settings',
  'team',
  'growth',
  'messages',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The start of a language: what the login page needs, in one file per language. */
export const START_NAMESPACES = ['common', 'app', 'auth'] as const satisfies readonly Namespace[];

/** The other namespaces (the screens' own): each is its own small file per language. */
export type PageNamespace = Exclude<Namespace, (typeof START_NAMESPACES)[number]>;

/**
 * What of a language to wait for: its start (all the login page needs), the start and the given
 * namespaces (what a page's screen uses), or everything.
 */
export type TranslationPart = 'start' | 'all' | readonly PageNamespace[];

/** The namespaces a page may wait for, in the order of NAMESPACES. */
export const PAGE_NAMESPACES: readonly PageNamespace[] = NAMESPACES.filter(
  (ns): ns is PageNamespace => !(START_NAMESPACES as readonly string[]).includes(ns),
);

/** The namespaces beyond the start that a part of a language holds. */
export function pageNamespacesOf(part: TranslationPart): readonly PageNamespace[] {
  return part === 'start' ? [] : part === 'all' ? PAGE_NAMESPACES : part;
}

const byLower = new Map<string, LanguageCode>(LANGUAGES.map((l) => [l.code.toLowerCase(), l.code]));

/**
 * Maps whatever is stored or sent by a browser ("zh-cn", "en-US", "zh-Hant", "fr") to one of
 * our codes; anything unknown falls back to simplified Chinese.
 */
export function normalizeLanguage(input: string | null | undefined): LanguageCode {
  if (!input) return DEFAULT_LANGUAGE;
  const lower = input.trim().toLowerCase().replace('_', '-');
  const exact = byLower.get(lower);
  if (exact) return exact;
  if (lower === 'zh-hant' || lower === 'zh-hk' || lower === 'zh-mo') return 'zh-TW';
  if (lower.startsWith('zh')) return 'zh-CN';
  return byLower.get(lower.split('-')[0] ?? '') ?? DEFAULT_LANGUAGE;
}

/** The i18n key (namespace app) of a page title. */
export type RouteTitleKey = `route.${keyof (typeof app)['route'] & string}`;
