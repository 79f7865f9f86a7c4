import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { apiClient } from '../../../data/client';
import { failureKind, useErrorText } from '../../../data/errors';
import { session } from '../../../data/session';
import { changeLanguage, normalizeLanguage } from '../../../i18n';
import { useMy, type LanguageChoice } from './useMy';
import { MyView } from './MyView';

/** The My tab (/my). */
export function MyScreen() {
  const { i18n } = useTranslation();
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const my = useMy();
  const onLanguageChange = (choice: LanguageChoice) => {
    session.set({ lang: choice.code });
    void changeLanguage(choice.code);
    // Tell the platform too, so its messages come in the same language; a failure is harmless.
    void apiClient
      .GET('/merchant/merchant/set_language', { params: { query: { lang: choice.serverCode } } })
      .catch(() => {});
  };
  return (
    <MyView
      status={my.status}
      profile={my.profile}
      failure={my.error ? failureKind(my.error) : undefined}
      errorText={my.error ? errorText(my.error) : undefined}
      onRetry={my.retry}
      languages={my.languages}
      language={normalizeLanguage(i18n.language)}
      onLanguageChange={onLanguageChange}
      onLogout={() => {
        my.logout();
        navigate('/login', { replace: true });
      }}
    />
  );
}
