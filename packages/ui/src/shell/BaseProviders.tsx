import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { ToastProvider, useToast } from '../primitives/Toast';
import { NotifyPort } from '../data/kit/notify';
import { i18n } from '../i18n';

type BaseProvidersProps = {
  /** Light or dark palette. */
  themeMode?: 'light' | 'dark';
  /** The app. */
  children: ReactNode;
};

/** The data hooks' messages (data/kit/notify) drawn as toasts. */
function ToastNotices({ children }: { children: ReactNode }) {
  const { show } = useToast();
  return <NotifyPort value={show}>{children}</NotifyPort>;
}

/** Translations, theme and toasts: what every page needs, the login page included. */
export function BaseProviders({ themeMode = 'light', children }: BaseProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider mode={themeMode}>
        <ToastProvider>
          <ToastNotices>{children}</ToastNotices>
        </ToastProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
