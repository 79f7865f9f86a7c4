import type { Money, components, operations } from '@merchant/api';
import { readCount, readList, readMoney, readRecord, readText } from '../../../data/kit/read';

type Schemas = components['schemas'];

/** The time window of the sales curve. */
export type ChartRange = NonNullable<
  NonNullable<operations['getSalesChart']['parameters']['query']>['range']
>;

/** The windows in the order the switch shows them. */
export const CHART_RANGES: readonly ChartRange[] = ['today', 'seven', 'thirty'];

/**
 * The dashboard figures (GET /merchant/index/index). An amount or a count that cannot be read
 * is null: it shows "—" ("unavailable") and the rest of the dashboard still shows.
 */
export type Figures = {
  totalSales: Money | null;
  totalProfit: Money | null;
  todayOrders: number | null;
  todaySales: Money | null;
  todayProfit: Money | null;
  visitsToday: number | null;
  visitsSeven: number | null;
  visitsThirty: number | null;
};

/** One point of the sales curve: the server's label (a date or an hour) and the amount. */
export type SalesPoint = { label: string; amount: Money | null };

/** Parses the dashboard; a missing record is a malformed answer. */
export function parseFigures(data: Schemas['Dashboard']): Figures {
  const d = readRecord(data);
  return {
    totalSales: readMoney(d.total_sales),
    totalProfit: readMoney(d.total_profit),
    todayOrders: readCount(d.today_order),
    todaySales: readMoney(d.today_sales),
    todayProfit: readMoney(d.today_profit),
    visitsToday: readCount(d.today_visit),
    visitsSeven: readCount(d.seven_visit),
    visitsThirty: readCount(d.thirty_visit),
  };
}

/** Parses the curve: labels and amounts side by side (two lists of unequal length are malformed). */
export function parseSalesChart(data: Schemas['SalesChart']): SalesPoint[] {
  const chart = readRecord(data);
  const x = readList(chart.x);
  const y = readList(chart.y);
  if (x.length !== y.length) throw new TypeError('labels and amounts differ in length');
  return x.map((label, i) => ({ label: readText(label), amount: readMoney(y[i]) }));
}

/** A window without a single sale draws a flat line at zero: the card says so instead. */
export function isWithoutSales(points: SalesPoint[]): boolean {
  return points.every((p) => p.amount === 0n);
}
