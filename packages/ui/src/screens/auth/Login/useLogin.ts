import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@merchant/api';
import { useLocation } from 'wouter';
import { apiClient } from '../../../data/client';
import { useErrorText } from '../../../data/errors';
import { safeReturnPath } from '../../../data/returnPath';
import { session } from '../../../data/session';
import { LANGUAGES, changeLanguage, normalizeLanguage, type LanguageCode } from '../../../i18n';
import { useToast } from '../../../primitives/Toast';
import type { LoginValues } from './login.schema';

/** One choice of the language switcher. */
export type LanguageOption = {
  /** Our language code. */
  code: LanguageCode;
  /** The language's name in itself ("English", "简体中文"). */
  label: string;
  /** The code the platform knows it by (`file_name`), reported with set_language. */
  serverCode: string;
};

const LOCAL_LANGUAGES: LanguageOption[] = LANGUAGES.map((l) => ({
  code: l.code,
  label: l.label,
  serverCode: l.code,
}));

/**
 * The platform's languages mapped to ours; the local list while it loads or when it fails.
 * Plain calls of the typed client, not TanStack Query: the login page loads without it.
 */
function useLanguageOptions(): LanguageOption[] {
  const [options, setOptions] = useState<LanguageOption[]>(LOCAL_LANGUAGES);
  useEffect(() => {
    let current = true;
    apiClient
      .GET('/merchant/merchant/language_list')
      .then(({ data: envelope }) => {
        const found: LanguageOption[] = [];
        for (const language of envelope?.data?.list ?? []) {
          if (language.status !== 1) continue;
          const code = normalizeLanguage(language.file_name);
          if (found.some((o) => o.code === code)) continue;
          found.push({ code, label: language.language_name, serverCode: language.file_name });
        }
        if (current && found.length > 0) setOptions(found);
      })
      .catch(() => {
        // The local list stays: choosing a language works without the platform.
      });
    return () => {
      current = false;
    };
  }, []);
  return options;
}

/** Login: the submit, the language switcher and the remembered account name. */
export function useLogin(redirect: string | null) {
  const [, navigate] = useLocation();
  const { i18n } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const languages = useLanguageOptions();
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  // A ref, not only state: a double tap in the same frame must not send twice.
  const inFlight = useRef(false);

  const submit = async (values: LoginValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('submitting');
    const account = values.account.trim();
    try {
      const { data: envelope } = await apiClient.POST('/merchant/merchant/login', {
        body: { account, password: values.password },
      });
      const merinfo = envelope?.data?.merinfo;
      if (!envelope || !merinfo?.token) throw new ApiError('malformed');
      // Only the account name is remembered, never the password.
      session.set({ token: merinfo.token, merInfo: merinfo, account });
      toast.show(envelope.msg, { tone: 'success' });
      navigate(safeReturnPath(redirect), { replace: true });
    } catch (error) {
      toast.show(errorText(error), { tone: 'error' });
    } finally {
      inFlight.current = false;
      setStatus('idle');
    }
  };

  const chooseLanguage = async (option: LanguageOption) => {
    const code = await changeLanguage(option.code);
    session.set({ lang: code });
    if (!session.get().token) return;
    try {
      await apiClient.GET('/merchant/merchant/set_language', {
        params: { query: { lang: option.serverCode } },
      });
    } catch (error) {
      toast.show(errorText(error), { tone: 'error' });
    }
  };

  return {
    defaultAccount: session.get().account ?? '',
    status,
    submit: (values: LoginValues) => void submit(values),
    languages,
    language: normalizeLanguage(i18n.language),
    chooseLanguage: (option: LanguageOption) => void chooseLanguage(option),
  };
}
