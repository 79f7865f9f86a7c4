import { useCallback } from 'react';
import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { useDetailQuery } from '../../../data/kit/detailQuery';
import { selectData, type RequestState } from '../../../data/kit/requestState';
import { parseOrderDetail, type OrderDetailData } from './orderModel';

/**
 * GET /merchant/order/detail, shared by the order detail and the logistics page (same query
 * key, so going from one to the other shows the cached order at once), read as every detail
 * page reads (useDetailQuery); a success without data is not found as well.
 */
export function useOrderDetailQuery(id: number | null): RequestState<OrderDetailData> {
  const parse = useCallback(
    (data: components['schemas']['OrderDetail'] | null) => parseOrderDetail(data, id ?? 0),
    [id],
  );
  return useDetailQuery(id, (orderId) =>
    $api.queryOptions(
      'get',
      '/merchant/order/detail',
      { params: { query: { id: orderId } } },
      { select: selectData(parse) },
    ),
  );
}
