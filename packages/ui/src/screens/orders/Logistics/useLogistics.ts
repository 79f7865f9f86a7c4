import type { RequestState } from '../../../data/kit/requestState';
import type { OrderDetailData } from '../shared/orderModel';
import { useOrderDetailQuery } from '../shared/useOrderDetailQuery';

/**
 * The tracking of /logistics?id=<order_id>. The platform has no tracking call of its own: the
 * timeline is the `delivery` of the order detail (same query as the order page, so coming from
 * there shows it at once), already sorted newest first by the parser.
 */
export function useLogistics(id: number | null): RequestState<OrderDetailData> {
  return useOrderDetailQuery(id);
}
