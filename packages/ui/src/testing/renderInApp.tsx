import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../data/boot/queryClient';
import { NotifyPort, type Notify } from '../data/kit/notify';
import { i18n } from '../i18n';
import { BaseProviders } from '../shell/BaseProviders';

/**
 * Renders `hook` (in a unit test) as a screen's hook runs: in the app's providers (theme,
 * language, toasts) with a query client of its own that never retries, returned with the hook.
 * With `notify`, the hook's messages go to it instead of the toasts (the language and the client
 * only, no shell).
 */
export function renderInApp<T>(hook: () => T, { notify }: { notify?: Notify } = {}) {
  const client = createQueryClient({ retry: false });
  const queries = (children: ReactNode) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const wrapper = ({ children }: { children: ReactNode }) =>
    notify ? (
      <I18nextProvider i18n={i18n}>
        <NotifyPort value={notify}>{queries(children)}</NotifyPort>
      </I18nextProvider>
    ) : (
      <BaseProviders>{queries(children)}</BaseProviders>
    );
  return { client, ...renderHook(hook, { wrapper }) };
}
