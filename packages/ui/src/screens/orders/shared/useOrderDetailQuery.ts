import { isApiError } from '@merchant/api';
import { $api } from '../../../data/api';
import { failureKind, useErrorText } from '../../../data/errors';
import { parseOrderDetail, type OrderDetailData } from './orderModel';

/** One order with its timeline, by id, in the states a detail page shows. */
export type OrderDetailState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; offline: boolean; message: string; retry: () => void }
  | { status: 'ready'; order: OrderDetailData };

/** A positive integer order id from the address (`?id=`), or null without asking the server. */
export function orderIdFromParam(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * GET /merchant/order/detail, shared by the order detail and the logistics page (same query
 * key, so going from one to the other shows the cached order at once). The platform answers
 * an unknown id with `code` 0 ("The order does not exist"): that, and a success without data,
 * is "not found" rather than an error to retry.
 */
export function useOrderDetailQuery(id: number | null): OrderDetailState {
  const errorText = useErrorText();
  const query = $api.useQuery(
    'get',
    '/merchant/order/detail',
    { params: { query: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  if (id === null) return { status: 'notFound' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    if (isApiError(query.error, 'business')) return { status: 'notFound' };
    return {
      status: 'error',
      offline: failureKind(query.error) === 'offline',
      message: errorText(query.error),
      retry: () => void query.refetch(),
    };
  }
  const order = query.data?.data;
  if (!order || typeof order !== 'object' || !('order_id' in order)) return { status: 'notFound' };
  return { status: 'ready', order: parseOrderDetail(order) };
}
