import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByLength, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { rowKey } from '../../../data/kit/read';
import { parseRefund, type RefundRow, type RefundTab } from './refundModel';

/** Refunds asked for per page. */
export const REFUND_PAGE_SIZE = 10;

const SHAPE = pagedByLength<components['schemas']['Refund']>(REFUND_PAGE_SIZE);

/**
 * GET /merchant/merchant/refund_order: a bare array per page, no total, so paging ends with a
 * page shorter than `limit`. The contract has no status filter, so the tabs filter the loaded
 * rows on the client (and the kit loads further pages while a tab has nothing to show yet).
 */
export function useRefundList(tab: RefundTab): PagedList<RefundRow> {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/refund_order',
    { params: { query: { limit: REFUND_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  return usePagedList(query, SHAPE, {
    // The platform's client never reads a refund's id: a row without one is keyed by its place.
    key: (row, index) => rowKey(row, 'id', index),
    parse: parseRefund,
    keep: tab === 'all' ? undefined : (row) => row.status === tab,
  });
}
