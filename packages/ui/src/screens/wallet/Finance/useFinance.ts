import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import {
  pagedBy,
  pagedByTotal,
  type PagedList,
  useFirstPageSummary,
  usePagedList,
} from '../../../data/kit/pagedList';
import type { RequestState } from '../../../data/kit/requestState';
import {
  parseDay,
  parseTotals,
  type FinanceDay,
  type FinanceRange,
  type FinanceTotals,
} from './financeModel';

/** Days asked for per page: a month's window and its chart arrive in one request. */
export const FINANCE_PAGE_SIZE = 31;

const SHAPE = pagedByTotal<
  components['schemas']['FinancialReportRow'],
  components['schemas']['FinancialReport'],
  'report'
>('total', 'report');

/** The finance report as the view sees it. */
export type FinanceModel = {
  /** The window's totals (the report's first-page summary: unavailable, never hidden, when unreadable). */
  totals: RequestState<FinanceTotals>;
  /** The window's days, newest first. */
  days: PagedList<FinanceDay>;
};

/**
 * GET /merchant/merchant/financial_report `{range, page, limit}`: `{total_unreceived,
 * all_profit, total, report}`; the totals come with the first page, the days page by `total`.
 */
export function useFinance(range: FinanceRange): FinanceModel {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/financial_report',
    { params: { query: { range, limit: FINANCE_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  const days = usePagedList(query, SHAPE, { key: (row) => row.date, parse: parseDay });
  return { totals: useFirstPageSummary(query, parseTotals), days };
}
