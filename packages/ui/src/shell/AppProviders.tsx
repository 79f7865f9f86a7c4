import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BaseProviders } from './BaseProviders';

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
    <BaseProviders themeMode={themeMode}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProviders>
  );
}
