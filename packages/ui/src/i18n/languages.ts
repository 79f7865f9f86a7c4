import type app from './locales/zh-CN/app.json';

/**
 * The seven interface languages; simplified Chinese is the default and the fallback. `server` is
 * the platform's own code of the language (its language list's `file_name`, the `lang` header,
 * set_language): the platform's public client names Korean `han`, not `ko`.
 */
export const LANGUAGES = [
  { code: 'zh-CN', label: '简体中文', server: 'zh-CN' },
  { code: 'zh-TW', label: '繁體中文', server: 'hant' },
  { code: 'en', label: 'English', server: 'en' },
  { code: 'ko', label: '한국어', server: 'han' },
  { code: 'ja', label: '日本語', server: 'ri' },
  { code: 'th', label: 'ไทย', server: 'tai' },
  { code: 'vi', label: 'Tiếng Việt', server: 'vi' },
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

/** The platform's codes of our languages, lower case (Vietnamese is `vi` or `vn`). */
const byServerCode = new Map<string, LanguageCode>([
  ...LANGUAGES.map((l): [string, LanguageCode] => [l.server.toLowerCase(), l.code]),
  ['vn', 'vi'],
]);

/**
 * Our language of a platform language code (a `file_name` of its list: "han", "hant", "vn"),
 * or null when it is none of our seven ("fr", or our own "ko", which the platform never uses).
 */
export function languageOfServerCode(code: string): LanguageCode | null {
  return byServerCode.get(code.trim().toLowerCase()) ?? null;
}

/**
 * Maps whatever is stored or sent by a browser ("zh-cn", "en-US", "zh-Hant", "fr"), or a
 * platform code stored by its own client ("han"), to one of our codes; anything unknown falls
 * back to simplified Chinese.
 */
export function normalizeLanguage(input: string | null | undefined): LanguageCode {
  if (!input) return DEFAULT_LANGUAGE;
  const lower = input.trim().toLowerCase().replace('_', '-');
  const exact = byLower.get(lower) ?? byServerCode.get(lower);
  if (exact) return exact;
  if (lower === 'zh-hant' || lower === 'zh-hk' || lower === 'zh-mo') return 'zh-TW';
  if (lower.startsWith('zh')) return 'zh-CN';
  return byLower.get(lower.split('-')[0] ?? '') ?? DEFAULT_LANGUAGE;
}

/** The i18n key (namespace app) of a page title. */
export type RouteTitleKey = `route.${keyof (typeof app)['route'] & string}`;
