import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@merchant/api';
import { FRESH_MS } from './freshness';

const NOT_RETRIED = new Set(['business', 'unauthorized', 'malformed', 'notOffered']);

/** A query client; stories and tests pass `retry: false`. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retry = options.retry ?? true;
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Network trouble and server errors are retried; a business refusal, an ended session,
        // an answer outside the contract or a call the platform does not offer will not change
        // on a retry (the failure block offers one by hand where one can help).
        retry: retry
          ? (count, error) => count < 2 && !(isApiError(error) && NOT_RETRIED.has(error.kind))
          : false,
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
      },
      // A change is sent even when the browser says it is offline: it then fails at once with
      // the network error (input kept) instead of waiting, busy, for the network to return.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
