import type { Money, components } from '@merchant/api';
import { readCount, readMoney, readRecord, readText } from '../../../data/kit/read';

type WireReport = components['schemas']['FinancialReport'];
type WireRow = components['schemas']['FinancialReportRow'];

/** The report's time windows (financial_report `range`). */
export const FINANCE_RANGES = ['all', 'yesterday', 'today', 'week', 'month'] as const;
export type FinanceRange = (typeof FINANCE_RANGES)[number];

/** The totals of a window. */
export type FinanceTotals = {
  /** Settlement not received yet (null when unreadable). */
  unreceived: Money | null;
  profit: Money | null;
};

/** One day of the report. */
export type FinanceDay = {
  /** "YYYY-MM-DD" as the server wrote it. */
  date: string;
  profit: Money | null;
  orders: number | null;
  cancelled: number | null;
  refunded: number | null;
};

/** The totals of a report page (a missing record is a malformed answer). */
export function parseTotals(data: WireReport): FinanceTotals {
  const report = readRecord(data);
  return { unreceived: readMoney(report.total_unreceived), profit: readMoney(report.all_profit) };
}

/** Wire row -> day (throws on a row without a date: a malformed answer). */
export function parseDay(row: WireRow): FinanceDay {
  const date = readText(row.date);
  if (date === '') throw new TypeError('a report row without a date');
  return {
    date,
    profit: readMoney(row.total_profit),
    orders: readCount(row.total_order),
    cancelled: readCount(row.cancel_order),
    refunded: readCount(row.refund_order),
  };
}

/** The chart's points: oldest first, labelled "MM-DD". */
export function chartPoints(
  days: readonly FinanceDay[],
): { label: string; profit: Money | null }[] {
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((day) => ({
      label: /^\d{4}-\d{2}-\d{2}$/.test(day.date) ? day.date.slice(5) : day.date,
      profit: day.profit,
    }));
}
