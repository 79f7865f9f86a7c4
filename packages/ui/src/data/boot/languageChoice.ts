import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  changeLanguage,
  languageOfServerCode,
  normalizeLanguage,
  type LanguageCode,
} from '../../i18n';
import { apiClient } from '../kit/client';
import { rememberServerCodes, serverLanguageCode } from './languageCode';
import { session } from './session';

/** One language the merchant can choose: our code, its name, the platform's own code. */
export type LanguageChoice = { code: LanguageCode; label: string; serverCode: string };

const LOCAL: LanguageChoice[] = LANGUAGES.map((l) => ({
  code: l.code,
  label: l.label,
  serverCode: l.server,
}));

/** What the platform's language list says: its languages among our seven, and its default. */
export type LanguageList = {
  /** The platform's languages that are among our seven, in its order. */
  choices: LanguageChoice[];
  /** Its `is_default` language when that is one of ours, else null. */
  defaultCode: LanguageCode | null;
};

/**
 * Reads language_list (`{language_name, file_name, is_default}` rows, by the platform's own
 * codes): a row switched off (`status` 0) or not one of our seven ("fr") is not offered.
 */
export function parseLanguageList(data: unknown): LanguageList {
  const list = (data as { list?: unknown } | null)?.list;
  const choices: LanguageChoice[] = [];
  let defaultCode: LanguageCode | null = null;
  if (!Array.isArray(list)) return { choices, defaultCode };
  for (const item of list as Record<string, unknown>[]) {
    if (typeof item?.file_name !== 'string' || item.status === 0 || item.status === '0') continue;
    const code = languageOfServerCode(item.file_name);
    if (!code || choices.some((c) => c.code === code)) continue;
    const label =
      typeof item.language_name === 'string' && item.language_name.trim()
        ? item.language_name
        : (LANGUAGES.find((l) => l.code === code)?.label ?? code);
    choices.push({ code, label, serverCode: item.file_name.trim() });
    if (defaultCode === null && (item.is_default === 1 || item.is_default === '1')) {
      defaultCode = code;
    }
  }
  return { choices, defaultCode };
}

/** What a language switcher needs. */
export type LanguageChoiceModel = {
  /** The languages to offer (the platform's list within our seven; ours until it answers). */
  choices: LanguageChoice[];
  /** The language on screen. */
  current: LanguageCode;
  /** Switches at once (no reload), remembers it, and tells the platform (logged out too). */
  choose: (code: LanguageCode) => Promise<void>;
};

/**
 * The one language-choice hook (login page, My tab, settings). Plain calls of the client, no
 * TanStack Query: the login page loads without it. A failure of the platform keeps our list.
 * On a first visit (no language chosen yet) the platform's default language is shown, when it
 * is one of ours.
 */
export function useLanguageChoice(): LanguageChoiceModel {
  const { i18n } = useTranslation();
  const [choices, setChoices] = useState<LanguageChoice[]>(LOCAL);
  useEffect(() => {
    let current = true;
    apiClient
      .GET('/merchant/merchant/language_list')
      .then(({ data: envelope }) => {
        const { choices: found, defaultCode } = parseLanguageList(envelope?.data);
        rememberServerCodes(found);
        if (!current) return;
        if (found.length > 0) setChoices(found);
        if (defaultCode && session.get().lang === null && defaultCode !== i18n.language) {
          void changeLanguage(defaultCode)
            .then((shown) => {
              // A choice made meanwhile wins over the platform's default.
              if (session.get().lang === null) session.set({ lang: shown });
            })
            .catch(() => {});
        }
      })
      .catch(() => {
        // Our list stays: choosing a language works without the platform.
      });
    return () => {
      current = false;
    };
  }, [i18n]);

  // The language being switched to: a double tap on it (the sheet still closing under the
  // second tap) switches and tells the platform once.
  const choosing = useRef<LanguageCode | null>(null);
  const choose = useCallback(async (code: LanguageCode) => {
    if (choosing.current === code) return;
    choosing.current = code;
    try {
      const shown = await changeLanguage(code);
      session.set({ lang: shown });
      // The platform answers in the same language afterwards (logged out too, as its own client
      // tells it from the login page); a failure changes nothing here.
      await apiClient
        .GET('/merchant/merchant/set_language', {
          params: { query: { lang: serverLanguageCode(shown) } },
        })
        .catch(() => {});
    } finally {
      if (choosing.current === code) choosing.current = null;
    }
  }, []);

  return { choices, current: normalizeLanguage(i18n.language), choose };
}
