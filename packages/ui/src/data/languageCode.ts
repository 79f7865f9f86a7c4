import { LANGUAGES, normalizeLanguage, type LanguageCode } from '../i18n/languages';

// Our code -> the platform's `file_name`, learnt from language_list: the one mapping used by
// both the `lang` header and set_language.
const serverCodes = new Map<LanguageCode, string>(LANGUAGES.map((l) => [l.code, l.code]));

/** The platform's code of one of our languages (the `lang` header and set_language send it). */
export function serverLanguageCode(code: string): string {
  const ours = normalizeLanguage(code);
  return serverCodes.get(ours) ?? ours;
}

/** Remembers the platform's codes of our languages (from its language list). */
export function rememberServerCodes(pairs: { code: LanguageCode; serverCode: string }[]): void {
  for (const { code, serverCode } of pairs) serverCodes.set(code, serverCode);
}
