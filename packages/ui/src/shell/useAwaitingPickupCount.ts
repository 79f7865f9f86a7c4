import { useEffect } from 'react';
import { $api } from '../data/api';
import { session, useIsLoggedIn } from '../data/session';

/** The query the badge reads: SPEC section 9 (status "5", page 1, limit 10), its `total`. */
export const AWAITING_PICKUP_QUERY = { status: '5', page: 1, limit: 10 } as const;

/** Orders paid but not yet picked (the Order tab's badge); 0 while unknown or logged out. */
export function useAwaitingPickupCount(): number {
  const loggedIn = useIsLoggedIn();
  const query = $api.useQuery(
    'get',
    '/merchant/order/list',
    { params: { query: AWAITING_PICKUP_QUERY } },
    { enabled: loggedIn },
  );
  const total = query.data?.data.total;
  useEffect(() => {
    if (typeof total === 'number') session.set({ total });
  }, [total]);
  return typeof total === 'number' ? total : loggedIn ? session.get().total : 0;
}
