import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { parseExpressPurchase, purchaseKey, type ExpressPurchaseRow } from '../shared/expressModel';

/** Purchases asked for per page. */
export const PURCHASE_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<
  components['schemas']['ExpressPurchase'],
  components['schemas']['ExpressPurchasePage']
>('count');

/** /buyTrainBill: the express-lane purchases, newest first, paged as `{count, list}`. */
export function useExpressPurchases(): PagedList<ExpressPurchaseRow> {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/index/buy_train_bill',
    { params: { query: { limit: PURCHASE_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  return usePagedList(query, SHAPE, { key: purchaseKey, parse: parseExpressPurchase });
}
