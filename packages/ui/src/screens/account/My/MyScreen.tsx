import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { apiClient } from '../../../data/client';
import { failureKind, useErrorText } from '../../../data/errors';
import { session } from '../../../data/session';
import { changeLanguage, normalizeLanguage, type LanguageCode } from '../../../i18n';
import { useMy } from './useMy';
import { MyView } from './MyView';

/** The My tab (/my). */
export function MyScreen() {
  const { i18n } = useTranslation();
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const my = useMy();
  const onLanguageChange = (code: LanguageCode) => {
    session.set({ lang: code });
    void changeLanguage(code);
    // Tell the platform too, so its messages come in the same language; a failure is harmless.
    void apiClient
      .GET('/merchant/merchant/set_language', { params: { query: { lang: code } } })
      .catch(() => {});
  };
  return (
    <MyView
      status={my.status}
      profile={my.profile}
      failure={my.error ? failureKind(my.error) : undefined}
      errorText={my.error ? errorText(my.error) : undefined}
      onRetry={my.retry}
      language={normalizeLanguage(i18n.language)}
      onLanguageChange={onLanguageChange}
      onLogout={() => {
        my.logout();
        navigate('/login', { replace: true });
      }}
    />
  );
}
