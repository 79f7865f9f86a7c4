import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppThemeProvider } from '../theme';
import { ToastProvider } from '../primitives/Toast';
import { i18n } from '../i18n';

type AppProvidersProps = {
  /** The query client (a fresh one per story or test). */
  queryClient: QueryClient;
  /** Light or dark palette. */
  themeMode?: 'light' | 'dark';
  /** The app or the story. */
  children: ReactNode;
};

/** Everything a screen needs around it: translations, theme, toasts, queries. */
export function AppProviders({ queryClient, themeMode = 'light', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider mode={themeMode}>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ToastProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
