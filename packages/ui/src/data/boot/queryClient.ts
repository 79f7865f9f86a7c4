import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@merchant/api';
import { deviceOffline } from './deviceOnline';
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
        // Not while the device is offline: the page says so at once (with what it last saw).
        retry: retry
          ? (count, error) =>
              count < 2 && !(isApiError(error) && NOT_RETRIED.has(error.kind)) && !deviceOffline()
          : false,
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        // A read is tried even when the device says it is offline, and fails at once: the page
        // then shows what it last saw, or says it was never loaded here, instead of waiting on
        // a skeleton. It is asked again when the network returns (refetchOnReconnect).
        networkMode: 'always',
      },
      // A change is sent even when the browser says it is offline: it then fails at once with
      // the network error (input kept) instead of waiting, busy, for the network to return.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
