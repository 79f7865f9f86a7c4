import { useRef, useState } from 'react';
import { ApiError } from '@merchant/api';
import { useLocation } from 'wouter';
import { apiClient } from '../../../data/kit/client';
import { useErrorText } from '../../../data/kit/failure';
import { useLanguageChoice, type LanguageChoice } from '../../../data/boot/languageChoice';
import { openingSoon, pageCodeOrTimeout } from '../../../data/address/pageAhead';
import { safeReturnPath } from '../../../data/address/returnPath';
import { session, useSessionValue } from '../../../data/boot/session';
import type { LanguageCode } from '../../../i18n';
import { useToast } from '../../../primitives/Toast';
import type { LoginValues } from './login.schema';

/** What the login page needs. */
export type LoginModel = {
  /**
   * Where a merchant who opens /login while already logged in goes instead (the `redirect`
   * page, or /home); null when nobody is logged in.
   */
  loggedInTarget: string | null;
  /** The account name remembered from the last login (never a password). */
  defaultAccount: string;
  /** 'submitting' while the login call is in flight. */
  status: 'idle' | 'submitting';
  /** Sends the checked credentials (a second call while one is in flight does nothing). */
  submit: (values: LoginValues) => void;
  /** The languages to offer (the platform's list within our seven, or ours). */
  languages: LanguageChoice[];
  /** The language on screen. */
  language: LanguageCode;
  /** Switches the language. */
  chooseLanguage: (code: LanguageCode) => void;
};

/**
 * Login: the submit, the language switcher and the remembered account name. The login page
 * loads without TanStack Query and the kit's query parts (its size budget), so its one post
 * keeps a ref guard of its own instead of `useAction`: one request in flight, busy button,
 * the server's message in a toast, input kept on failure.
 */
export function useLogin(redirect: string | null): LoginModel {
  const [, navigate] = useLocation();
  const toast = useToast();
  const errorText = useErrorText();
  const languages = useLanguageChoice();
  // Through the hook: a prerendered login page hydrates with the field empty, then fills it.
  const account = useSessionValue('account');
  // Read once, when the page opens: the login below logs in too and navigates itself.
  const [loggedInAtOpen] = useState(() => Boolean(session.get().token));
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  // A ref, not only state: a double tap in the same frame must not send twice.
  const inFlight = useRef(false);

  const submit = async (values: LoginValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('submitting');
    // The page it goes to loads while the call is on its way: its code now, its reads as soon
    // as the session is there.
    const target = safeReturnPath(redirect);
    const ready = openingSoon(target);
    const account = values.account.trim();
    try {
      const { data: envelope } = await apiClient.POST('/merchant/merchant/login', {
        body: { account, password: values.password },
      });
      const merinfo = envelope?.data?.merinfo;
      if (!envelope || !merinfo?.token) throw new ApiError('malformed');
      // Only the account name is remembered, never the password.
      session.set({ token: merinfo.token, merInfo: merinfo, account });
      void openingSoon(target);
      // Opened once its code is there (usually before the answer came), a second at most.
      await pageCodeOrTimeout(ready);
      toast.show(envelope.msg, { tone: 'success' });
      navigate(target, { replace: true });
    } catch (error) {
      toast.show(errorText(error), { tone: 'error' });
    } finally {
      inFlight.current = false;
      setStatus('idle');
    }
  };

  return {
    loggedInTarget: loggedInAtOpen ? safeReturnPath(redirect) : null,
    defaultAccount: account ?? '',
    status,
    submit: (values) => void submit(values),
    languages: languages.choices,
    language: languages.current,
    chooseLanguage: (code) => void languages.choose(code),
  };
}
