import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { selectData } from '../../../data/kit/requestState';
import { isWithoutSales, parseFigures, parseSalesChart, type SalesPoint } from './homeModel';

const dashboard = {
  total_sales: '12,345.60',
  total_profit: '2469.12',
  today_order: 6,
  today_sales: '384.70',
  today_profit: '76.94',
  today_visit: 128,
  seven_visit: 946,
  thirty_visit: 4213,
};

describe('home model', () => {
  it('reads the figures exactly', () => {
    expect(parseFigures(dashboard)).toEqual({
      totalSales: moneyFromCents(1234560n),
      totalProfit: moneyFromCents(246912n),
      todayOrders: 6,
      todaySales: moneyFromCents(38470n),
      todayProfit: moneyFromCents(7694n),
      visitsToday: 128,
      visitsSeven: 946,
      visitsThirty: 4213,
    });
  });

  it('shows an unreadable figure as null, never zero, and keeps the others', () => {
    const figures = parseFigures({
      ...dashboard,
      total_profit: 'n/a' as never,
      today_sales: null as never,
      seven_visit: 'lots' as never,
    });
    expect(figures.totalProfit).toBeNull();
    expect(figures.todaySales).toBeNull();
    expect(figures.visitsSeven).toBeNull();
    expect(figures.totalSales).toBe(moneyFromCents(1234560n));
  });

  it('turns a dashboard without a record into the malformed failure', () => {
    expect(() => selectData(parseFigures)({ data: null as never })).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
  });

  it('reads the curve and keeps an unreadable amount as a gap', () => {
    expect(parseSalesChart({ x: ['11-20', '11-21'], y: ['12.50', 'x' as never] })).toEqual([
      { label: '11-20', amount: moneyFromCents(1250n) },
      { label: '11-21', amount: null },
    ]);
    expect(() => parseSalesChart({ x: ['11-20'], y: [] })).toThrow();
    expect(() => parseSalesChart(null as never)).toThrow();
  });

  it('calls a window with only zero sales empty, but not one with an unreadable amount', () => {
    const zero: SalesPoint[] = [{ label: 'a', amount: moneyFromCents(0n) }];
    expect(isWithoutSales(zero)).toBe(true);
    expect(isWithoutSales([...zero, { label: 'b', amount: null }])).toBe(false);
  });
});
