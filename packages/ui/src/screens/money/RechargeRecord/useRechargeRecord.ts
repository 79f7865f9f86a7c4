import type { PagedList } from '../../../data/kit/pagedList';
import type { DepositRow } from '../shared/depositModel';
import { useDepositRecords, type DepositFilter } from '../shared/useDepositRecords';

/** The filter tabs of the deposit records. */
export const RECORD_TABS = [
  'all',
  'review',
  'approved',
  'rejected',
] as const satisfies readonly DepositFilter[];

/** /rechargeRecord: the deposits of one status (the server filters), paged by `{total, list}`. */
export function useRechargeRecord(tab: DepositFilter): PagedList<DepositRow> {
  return useDepositRecords(tab);
}
