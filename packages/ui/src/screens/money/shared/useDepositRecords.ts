import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { readList, readRecord } from '../../../data/kit/read';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { STATUS_CODE, parseDeposit, type DepositFilter, type DepositRow } from './depositModel';

export type { DepositFilter } from './depositModel';

/** Deposit records asked for per page. */
export const DEPOSIT_PAGE_SIZE = 10;

type WirePage = components['schemas']['RechargePage'];

const SHAPE = pagedByTotal<components['schemas']['RechargeRecord'], WirePage>();

/**
 * GET /merchant/merchant/recharge_log `{status, page, limit}` (`status` always sent, `all` too):
 * `{total, list}`, newest first.
 */
export function useDepositRecords(filter: DepositFilter): PagedList<DepositRow> {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/recharge_log',
    {
      params: {
        query: {
          status: STATUS_CODE[filter],
          limit: DEPOSIT_PAGE_SIZE,
        },
      },
    },
    pagedBy(SHAPE),
  );
  return usePagedList(query, SHAPE, { key: (row) => row.recharge_id, parse: parseDeposit });
}

function parseRows(data: WirePage): DepositRow[] {
  return readList(readRecord(data).list).map(parseDeposit);
}

/** The first `count` deposit records (of one status, or all), as a request state. */
export function useLatestDeposits(
  count: number,
  filter: DepositFilter = 'all',
): RequestState<DepositRow[]> {
  const query = $api.useQuery(
    'get',
    '/merchant/merchant/recharge_log',
    {
      params: {
        query: {
          status: STATUS_CODE[filter],
          page: 1,
          limit: count,
        },
      },
    },
    { select: selectData(parseRows) },
  );
  return requestState(query, (rows) => rows.length === 0);
}
