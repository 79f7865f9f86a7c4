import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppThemeProvider } from '../../theme/AppThemeProvider';
import { ToastProvider } from '../../primitives/Toast';
import { i18n } from '../../i18n';

type BaseProvidersProps = {
  /** Light or dark palette. */
  themeMode?: 'light' | 'dark';
  /** The app. */
  children: ReactNode;
};

/** Translations, theme and toasts: what every page needs, the login page included. */
export function BaseProviders({ themeMode = 'light', children }: BaseProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider mode={themeMode}>
        <ToastProvider>{children}</ToastProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
