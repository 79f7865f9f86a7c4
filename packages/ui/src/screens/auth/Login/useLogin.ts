import { useTranslation } from 'react-i18next';
import { ApiError } from '@merchant/api';
import { useLocation } from 'wouter';
import { $api, apiClient, safeReturnPath, session, useErrorText } from '../../../data';
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

/** The platform's languages mapped to ours; the local list while it loads or when it fails. */
function useLanguageOptions(): LanguageOption[] {
  const query = $api.useQuery('get', '/merchant/merchant/language_list');
  const list = query.data?.data?.list ?? [];
  const options: LanguageOption[] = [];
  for (const language of list) {
    if (language.status !== 1) continue;
    const code = normalizeLanguage(language.file_name);
    if (options.some((o) => o.code === code)) continue;
    options.push({ code, label: language.language_name, serverCode: language.file_name });
  }
  return options.length > 0 ? options : LOCAL_LANGUAGES;
}

/** Login: the submit, the language switcher and the remembered account name. */
export function useLogin(redirect: string | null) {
  const [, navigate] = useLocation();
  const { i18n } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const languages = useLanguageOptions();
  const login = $api.useMutation('post', '/merchant/merchant/login');

  const submit = (values: LoginValues) => {
    if (login.isPending) return;
    const account = values.account.trim();
    login.mutate(
      { body: { account, password: values.password } },
      {
        onSuccess: (envelope) => {
          const merinfo = envelope.data?.merinfo;
          if (!merinfo?.token) {
            toast.show(errorText(new ApiError('malformed')), { tone: 'error' });
            return;
          }
          // Only the account name is remembered, never the password.
          session.set({ token: merinfo.token, merInfo: merinfo, account });
          toast.show(envelope.msg, { tone: 'success' });
          navigate(safeReturnPath(redirect), { replace: true });
        },
        onError: (error) => toast.show(errorText(error), { tone: 'error' }),
      },
    );
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
    status: login.isPending ? ('submitting' as const) : ('idle' as const),
    submit,
    languages,
    language: normalizeLanguage(i18n.language),
    chooseLanguage: (option: LanguageOption) => void chooseLanguage(option),
  };
}
