import type { components } from '@merchant/api';
import { $api } from '../../../data/api';
import { pagedByTotal, usePagedList, type PagedList } from '../../../data/pagedList';
import { parseWithdrawal, type WithdrawalRow } from '../shared/withdrawalModel';

/** Withdrawal records asked for per page. */
export const WITHDRAWAL_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<
  components['schemas']['WithdrawalRecord'],
  components['schemas']['WithdrawalPage']
>();

/** GET /merchant/merchant/extract_log `{page, limit}`: `{total, list}`, newest first. */
export function useWithdrawRecord(): PagedList<WithdrawalRow> {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/extract_log',
    { params: { query: { limit: WITHDRAWAL_PAGE_SIZE } } },
    { pageParamName: 'page', initialPageParam: 1, getNextPageParam: SHAPE.next },
  );
  return usePagedList(query, SHAPE, { key: (row) => row.extract_id, parse: parseWithdrawal });
}
