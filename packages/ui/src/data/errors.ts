import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@merchant/api';

/** What kind of failure a screen shows: the offline block or the error block. */
export type FailureKind = 'offline' | 'error';

/** Classifies an error for the state block. */
export function failureKind(error: unknown): FailureKind {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return 'offline';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return 'error';
}

/** The translated, user-facing text of any failure: the server's message when it sent one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('app');
  // Stable between renders, so effects may depend on it.
  return useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        if (error.kind === 'business' && error.msg) return error.msg;
        if (error.kind === 'unauthorized') return error.msg || t('error.unauthorized');
        if (error.kind === 'network') return t('error.network');
        if (error.kind === 'timeout') return t('error.timeout');
        if (error.kind === 'malformed') return t('error.malformed');
        if (error.msg) return error.msg;
        return t('error.server');
      }
      return t('error.unknown');
    },
    [t],
  );
}
