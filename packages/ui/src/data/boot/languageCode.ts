import type { components } from '@merchant/api';
import {
  LANGUAGES,
  languageOfServerCode,
  normalizeLanguage,
  type LanguageCode,
} from '../../i18n/languages';
import { browserStorage } from './storage';

/**
 * Where the platform's codes learnt from its language list are kept when they differ from the
 * usual ones ("vi=vn": this platform names Vietnamese `vn`), so that the next visit's first
 * requests send them too. The page's boot script reads the same key (build/bootScript.ts).
 */
export const LEARNT_CODES_KEY = 'langCodes';

const usual = new Map<LanguageCode, string>(LANGUAGES.map((l) => [l.code, l.server]));

function readLearnt(): Map<LanguageCode, string> {
  const learnt = new Map<LanguageCode, string>();
  let stored: string | null = null;
  try {
    stored = browserStorage()?.getItem(LEARNT_CODES_KEY) ?? null;
  } catch {
    // Unreadable storage: the usual codes.
  }
  for (const pair of (stored ?? '').split(' ')) {
    const [ours, server] = pair.split('=');
    const code = LANGUAGES.find((l) => l.code === ours)?.code;
    if (code && server && languageOfServerCode(server) === code) learnt.set(code, server);
  }
  return learnt;
}

let learnt = readLearnt();

/** A language code of the platform (`zh-CN`, `hant`, `han`...), as the contract lists them. */
export type ServerLanguageCode = components['schemas']['LanguageCode'];

/**
 * The platform's code of one of our languages: what the `lang` header and set_language send
 * (Korean `han`, Japanese `ri`, never our own `ko`, `ja`). Anything unknown is simplified Chinese.
 */
export function serverLanguageCode(code: string): ServerLanguageCode {
  const ours = normalizeLanguage(code);
  // What the platform's own list said, else the usual code: both are the platform's.
  return (learnt.get(ours) ?? usual.get(ours) ?? ours) as ServerLanguageCode;
}

/**
 * Remembers how the platform's language list spells our languages (`vn` for Vietnamese, say),
 * for this visit and the next ones.
 */
export function rememberServerCodes(pairs: { code: LanguageCode; serverCode: string }[]): void {
  const next = new Map(learnt);
  for (const { code, serverCode } of pairs) {
    if (serverCode === usual.get(code)) next.delete(code);
    else next.set(code, serverCode);
  }
  learnt = next;
  const text = [...next].map(([code, server]) => `${code}=${server}`).join(' ');
  try {
    const storage = browserStorage();
    if (text) storage?.setItem(LEARNT_CODES_KEY, text);
    else storage?.removeItem(LEARNT_CODES_KEY);
  } catch {
    // Quota or private mode: this visit still uses what was learnt.
  }
}

/** Forgets what was learnt (tests). */
export function resetServerCodes(): void {
  rememberServerCodes(LANGUAGES.map((l) => ({ code: l.code, serverCode: l.server })));
}
