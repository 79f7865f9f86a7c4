import { useTranslation } from 'react-i18next';
import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { csvText } from '../../../data/format/csv';
import { saveFile } from '../../../data/kit/download';
import {
  pagedBy,
  type PagedList,
  pagedUntilEmpty,
  usePagedList,
} from '../../../data/kit/pagedList';
import { rowKey } from '../../../data/kit/read';
import { useToast } from '../../../primitives/Toast';
import { billCsvRows, parseBill, type BillRow, type BillTab } from './billModel';

/** Movements asked for per page. */
export const BILL_PAGE_SIZE = 10;

// The list ends with an empty page, as the platform's own client reads it (not by `count`).
const SHAPE = pagedUntilEmpty<
  components['schemas']['BillEntry'],
  components['schemas']['BillPage']
>();

/** The funds records as the view sees them. */
export type FundsRecordsModel = {
  /** The movements of the tab, newest first. */
  list: PagedList<BillRow>;
  /** True when there are records on screen to export. */
  canExport: boolean;
  /** Saves the records on screen as a CSV file. */
  exportCsv: () => void;
};

/**
 * GET /merchant/merchant/bill `{type, page, limit}` (`{count, list}`, until an empty page): the balance's movements of
 * one type or all; the loaded rows export as CSV (plain signed decimals, formula-safe texts).
 */
export function useFundsRecords(tab: BillTab): FundsRecordsModel {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/merchant/bill',
    { params: { query: { type: tab, limit: BILL_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  const list = usePagedList(query, SHAPE, {
    key: (row, index) => rowKey(row, 'id', index),
    parse: (row, key) => parseBill(row, String(key)),
  });
  const rows = list.status === 'ready' ? list.items : [];

  return {
    list,
    canExport: rows.length > 0,
    exportCsv: () => {
      if (rows.length === 0) return;
      const csv = csvText(
        billCsvRows(rows, {
          header: [
            t('funds.csv.time'),
            t('funds.csv.type'),
            t('funds.csv.direction'),
            t('funds.csv.amount'),
            t('funds.csv.after'),
            t('funds.csv.memo'),
          ],
          type: (row) =>
            row.type === 'unknown'
              ? t('funds.type.unknown', { code: row.typeCode })
              : t(`funds.type.${row.type}`),
          direction: (direction) => t(`funds.direction.${direction}`),
        }),
      );
      saveFile(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        t('funds.fileName', { type: t(`funds.type.${tab}`) }),
      );
      toast.show(t('funds.exported', { count: rows.length }), { tone: 'success' });
    },
  };
}
