import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@merchant/api';

/** A query client; stories and tests pass `retry: false`. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retry = options.retry ?? true;
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A business refusal or an ended session will not change on a retry.
        retry: retry
          ? (count, error) =>
              count < 2 &&
              !(isApiError(error) && (error.kind === 'business' || error.kind === 'unauthorized'))
          : false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
