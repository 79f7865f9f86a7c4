/** The home slice of each seed; `empty` keeps the curves' dates with every value 0. */
import { chartsFixture, dashboardFixture } from '../fixtures/growth.ts';
import { announcementsFixture } from '../fixtures/merchant.ts';
import { popupNoticesFixture } from '../fixtures/messages.ts';
import type { HomeState } from '../state/types.ts';
import type { ChartSeries } from '../types.ts';
import type { SeedName } from './names.ts';

const flat = (series: ChartSeries): ChartSeries => ({ x: series.x, y: series.y.map(() => 0) });

export function homeSeed(seed: SeedName): HomeState {
  const charts = chartsFixture();
  if (seed !== 'empty') {
    return {
      dashboard: dashboardFixture(),
      charts,
      announcements: announcementsFixture(),
      // Only on their seed: a pop-up over home would stop every other story and journey there.
      popupNotices: seed === 'popupNotices' ? popupNoticesFixture() : [],
    };
  }
  return {
    dashboard: {
      totalSalesCents: 0,
      totalProfitCents: 0,
      today_order: 0,
      todaySalesCents: 0,
      todayProfitCents: 0,
      today_visit: 0,
      seven_visit: 0,
      thirty_visit: 0,
    },
    charts: { today: flat(charts.today), seven: flat(charts.seven), thirty: flat(charts.thirty) },
    announcements: [],
    popupNotices: [],
  };
}
