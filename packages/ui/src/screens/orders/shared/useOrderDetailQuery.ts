import { useCallback } from 'react';
import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import {
  notFoundState,
  refusedAsNotFound,
  requestState,
  selectData,
  type RequestState,
} from '../../../data/kit/requestState';
import { parseOrderDetail, type OrderDetailData } from './orderModel';

/**
 * GET /merchant/order/detail, shared by the order detail and the logistics page (same query
 * key, so going from one to the other shows the cached order at once). No id (a bad `?id=`)
 * asks nothing; the platform's refusal of an unknown id ("The order does not exist") and a
 * success without data are the not-found block, not an error to retry.
 */
export function useOrderDetailQuery(id: number | null): RequestState<OrderDetailData> {
  const parse = useCallback(
    (data: components['schemas']['OrderDetail'] | null) => parseOrderDetail(data, id ?? 0),
    [id],
  );
  const query = $api.useQuery(
    'get',
    '/merchant/order/detail',
    { params: { query: { id: id ?? 0 } } },
    { enabled: id !== null, select: selectData(parse) },
  );
  if (id === null) return notFoundState();
  return refusedAsNotFound(requestState(query));
}
