/** Home: dashboard figures, sales curve, announcements, the pop-up notices. */
import { formatThousands } from '../money.ts';
import { db } from '../state/store.ts';
import { ok, operation, refuse, text } from './common.ts';

const RANGES = ['today', 'seven', 'thirty'] as const;

export const homeHandlers = [
  operation({ operationId: 'getDashboard', method: 'get', path: '/merchant/index/index' }, () => {
    const d = db().dashboard;
    return ok({
      total_sales: formatThousands(d.totalSalesCents),
      total_profit: formatThousands(d.totalProfitCents),
      today_order: d.today_order,
      today_sales: formatThousands(d.todaySalesCents),
      today_profit: formatThousands(d.todayProfitCents),
      today_visit: d.today_visit,
      seven_visit: d.seven_visit,
      thirty_visit: d.thirty_visit,
    });
  }),

  operation(
    { operationId: 'getSalesChart', method: 'get', path: '/merchant/index/echart' },
    ({ input }) => {
      const asked = text(input, 'range') || 'seven';
      const range = RANGES.find((r) => r === asked);
      if (!range) return refuse('Unknown range');
      const series = db().charts[range];
      // The curve's values are plain numbers, not money strings.
      return ok({ x: [...series.x], y: [...series.y] });
    },
  ),

  operation(
    { operationId: 'listAnnouncements', method: 'get', path: '/merchant/merchant/affiche' },
    () => ok(db().announcements.map((a) => ({ ...a }))),
  ),

  operation(
    { operationId: 'listPopupNotices', method: 'get', path: '/merchant/index/tanNotice' },
    () => {
      const notices = db().popupNotices;
      return ok({ total: notices.length, list: notices.map((n) => ({ ...n })) });
    },
  ),
];
