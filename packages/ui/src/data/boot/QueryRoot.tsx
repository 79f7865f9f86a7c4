import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterStart } from './idle';
import { createQueryClient } from './queryClient';

// With the client, for a page's start-up (apps/merchant/src/prefetch.ts: primeRoute).
export { primeReads } from './primeReads';

/** The app's one query client (the route prefetch and the build's prerender read it too). */
export const queryClient = createQueryClient();

/**
 * Restores the logged-in merchant's last-seen shop from the device into the app's client (see
 * persistedReads.ts, its own file: a first visit does not download it before the page is live)
 * and keeps it from then on; resolves with the number of reads restored.
 */
export const restoreLastSeen = (): Promise<number> =>
  import('./persistedReads').then(({ restoreLastSeen: restore }) => restore(queryClient));

type QueryRootProps = {
  /** The screens that read the platform through TanStack Query. */
  children: ReactNode;
};

/**
 * The app's query client. The app loads this module lazily around the pages that use queries,
 * so the login page (the first page on a slow network) does without TanStack Query.
 */
export function QueryRoot({ children }: QueryRootProps) {
  // Kept on the device from now on, once the page on screen is live (restored already when a
  // returning merchant's app started on a logged-in page).
  useEffect(() => afterStart(() => void restoreLastSeen().catch(() => {})), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
