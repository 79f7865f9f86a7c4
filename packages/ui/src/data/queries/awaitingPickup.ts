import { useEffect } from 'react';
import { $api } from '../kit/api';
import { readCount, readRecord } from '../kit/read';
import { selectData } from '../kit/requestState';
import { session, useIsLoggedIn, useSessionValue } from '../boot/session';
import { LIVE_OPTIONS } from './live';

/** The query the Order tab's badge reads (status "5", page 1, limit 10), its `total`. */
export const AWAITING_PICKUP_QUERY = { status: '5', page: 1, limit: 10 } as const;

const parseTotal = (data: { total: number }) => readCount(readRecord(data).total);

/**
 * Orders paid but not yet picked (the Order tab's badge), kept fresh while the app is on screen
 * (see `LIVE_OPTIONS`); the last known count while unknown, 0 when logged out. A malformed answer leaves the badge as it was: the shell never fails.
 */
export function useAwaitingPickupCount(): number {
  const loggedIn = useIsLoggedIn();
  const lastKnown = useSessionValue('total');
  const query = $api.useQuery(
    'get',
    '/merchant/order/list',
    { params: { query: AWAITING_PICKUP_QUERY } },
    { enabled: loggedIn, select: selectData(parseTotal), ...LIVE_OPTIONS },
  );
  const total = query.data;
  useEffect(() => {
    if (typeof total === 'number') session.set({ total });
  }, [total]);
  if (!loggedIn) return 0;
  return typeof total === 'number' ? total : lastKnown;
}

/**
 * Keeps the profile (unread messages, balance) fresh while a tab page is on screen, as the order
 * badge is: nothing is read for it, so nothing is drawn again unless the profile changes.
 */
export function useLiveProfile(): void {
  const loggedIn = useIsLoggedIn();
  $api.useQuery('get', '/merchant/merchant/getMerInfo', undefined, {
    enabled: loggedIn,
    ...LIVE_OPTIONS,
  });
}
