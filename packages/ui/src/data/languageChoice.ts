import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, normalizeLanguage, type LanguageCode } from '../i18n';
import { apiClient } from './client';
import { rememberServerCodes, serverLanguageCode } from './languageCode';
import { session } from './session';

/** One language the merchant can choose: our code, its name, the platform's own code. */
export type LanguageChoice = { code: LanguageCode; label: string; serverCode: string };

const LOCAL: LanguageChoice[] = LANGUAGES.map((l) => ({
  code: l.code,
  label: l.label,
  serverCode: l.code,
}));

/** Reads language_list: the platform's enabled languages that are among our seven. */
export function parseLanguageList(data: unknown): LanguageChoice[] {
  const list = (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  const found: LanguageChoice[] = [];
  for (const item of list as { status?: unknown; file_name?: unknown; language_name?: unknown }[]) {
    if (item?.status !== 1 || typeof item.file_name !== 'string') continue;
    const lower = item.file_name.trim().toLowerCase();
    const code = normalizeLanguage(item.file_name);
    // Only our seven: a platform language we cannot show ("fr") is not offered.
    if (
      !LANGUAGES.some(
        (l) => l.code.toLowerCase() === lower || lower.startsWith(l.code.slice(0, 2).toLowerCase()),
      )
    ) {
      continue;
    }
    if (found.some((c) => c.code === code)) continue;
    const label =
      typeof item.language_name === 'string' && item.language_name.trim()
        ? item.language_name
        : code;
    found.push({ code, label, serverCode: item.file_name });
  }
  return found;
}

/** What a language switcher needs. */
export type LanguageChoiceModel = {
  /** The languages to offer (the platform's list within our seven; ours until it answers). */
  choices: LanguageChoice[];
  /** The language on screen. */
  current: LanguageCode;
  /** Switches at once (no reload), remembers it, and tells the platform when logged in. */
  choose: (code: LanguageCode) => Promise<void>;
};

/**
 * The one language-choice hook (login page, My tab, settings). Plain calls of the client, no
 * TanStack Query: the login page loads without it. A failure of the platform keeps our list.
 */
export function useLanguageChoice(): LanguageChoiceModel {
  const { i18n } = useTranslation();
  const [choices, setChoices] = useState<LanguageChoice[]>(LOCAL);
  useEffect(() => {
    let current = true;
    apiClient
      .GET('/merchant/merchant/language_list')
      .then(({ data: envelope }) => {
        const found = parseLanguageList(envelope?.data);
        rememberServerCodes(found);
        if (current && found.length > 0) setChoices(found);
      })
      .catch(() => {
        // Our list stays: choosing a language works without the platform.
      });
    return () => {
      current = false;
    };
  }, []);

  // The language being switched to: a double tap on it (the sheet still closing under the
  // second tap) switches and tells the platform once.
  const choosing = useRef<LanguageCode | null>(null);
  const choose = useCallback(async (code: LanguageCode) => {
    if (choosing.current === code) return;
    choosing.current = code;
    try {
      const shown = await changeLanguage(code);
      session.set({ lang: shown });
      if (!session.get().token) return;
      // The platform answers in the same language afterwards; a failure changes nothing here.
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
