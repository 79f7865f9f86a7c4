import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import {
  WITHDRAWAL_STATUS_CODE,
  parseWithdrawal,
  type WithdrawalFilter,
  type WithdrawalRow,
} from '../shared/withdrawalModel';

/** Withdrawal records asked for per page. */
export const WITHDRAWAL_PAGE_SIZE = 10;

/** The filter tabs of the withdrawal records. */
export const WITHDRAWAL_TABS = [
  'all',
  'review',
  'withdrawn',
  'rejected',
] as const satisfies readonly WithdrawalFilter[];

const SHAPE = pagedByTotal<
  components['schemas']['WithdrawalRecord'],
  components['schemas']['WithdrawalPage']
>();

/**
 * GET /merchant/merchant/extract_log `{status, page, limit}` (`status` always sent, `all` too;
 * -1 rejected): `{total, list}`, newest first.
 */
export function useWithdrawRecord(tab: WithdrawalFilter): PagedList<WithdrawalRow> {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/extract_log',
    { params: { query: { status: WITHDRAWAL_STATUS_CODE[tab], limit: WITHDRAWAL_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  return usePagedList(query, SHAPE, { key: (row) => row.extract_id, parse: parseWithdrawal });
}
