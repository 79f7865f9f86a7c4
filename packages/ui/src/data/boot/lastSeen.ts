import { useCallback, useContext, useSyncExternalStore } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { deviceOffline, useDeviceOffline } from './deviceOnline';
import { restoredOnScreen } from './restored';

/** The oldest answer on screen that came from the device (its time), or 0 when none does. */
function oldestRestored(client: QueryClient | undefined): number {
  if (!client) return 0;
  let oldest = 0;
  for (const query of restoredOnScreen(client)) {
    const at = query.state.dataUpdatedAt;
    if (oldest === 0 || at < oldest) oldest = at;
  }
  return oldest;
}

/**
 * What the page on screen shows of the last-seen shop: `asOf`, the time of the oldest answer on
 * screen restored from the device and not yet answered again (null when every answer on screen is
 * from this visit), and whether the device is offline.
 */
export function useLastSeen(): { asOf: number | null; offline: boolean } {
  const client = useContext(QueryClientContext);
  const subscribe = useCallback(
    (listener: () => void) => client?.getQueryCache().subscribe(listener) ?? (() => {}),
    [client],
  );
  const asOf = useSyncExternalStore(
    subscribe,
    () => oldestRestored(client),
    () => 0,
  );
  const offline = useDeviceOffline();
  return { asOf: asOf === 0 ? null : asOf, offline };
}

/**
 * Whether an action that moves money or stock may go: 'go' when everything on screen is from
 * this visit; else the answers on screen that came from the device are asked again first, and
 * it goes only when they are unchanged ('go'); 'changed' when the platform answered differently
 * (the merchant must see the new figures first), 'unreadable' when they could not be read again,
 * 'offline' when the device has no network.
 */
export type FreshVerdict = 'go' | 'changed' | 'unreadable' | 'offline';

/**
 * Asks the platform again for what the screen shows from the device (see FreshVerdict);
 * `onWait` is called when it has to wait for that (to say so).
 */
export async function freshBeforeAction(
  client: QueryClient | undefined,
  onWait?: () => void,
): Promise<FreshVerdict> {
  if (deviceOffline()) return 'offline';
  if (!client) return 'go';
  const shown = restoredOnScreen(client);
  if (!shown.length) return 'go';
  onWait?.();
  const before = new Map(shown.map((query) => [query, query.state.data]));
  await client.refetchQueries({ predicate: (query) => before.has(query as never) }).catch(() => {});
  if (deviceOffline()) return 'offline';
  let verdict: FreshVerdict = 'go';
  for (const [query, data] of before) {
    if (query.state.status === 'error' || restoredOnScreen(client).includes(query))
      return 'unreadable';
    // An unchanged answer keeps its object (the query client shares equal structures).
    if (query.state.data !== data) verdict = 'changed';
  }
  return verdict;
}
