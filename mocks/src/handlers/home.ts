/** Home and messages: dashboard figures, sales curve, announcements, notices. */
import { formatThousands } from '../money.ts';
import { db, now } from '../store.ts';
import { done, idList, ok, operation, pageOf, paging, refuse, text } from './common.ts';

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
      // API-NOTES: the curve's values are plain numbers.
      return ok({ x: [...series.x], y: [...series.y] });
    },
  ),

  operation(
    { operationId: 'listAnnouncements', method: 'get', path: '/merchant/merchant/affiche' },
    () => ok(db().announcements.map((a) => ({ ...a }))),
  ),

  operation(
    { operationId: 'listMessages', method: 'get', path: '/merchant/index/notice' },
    ({ input }) => {
      const filter = text(input, 'is_see') || 'all';
      const rows = db().messages.filter((m) =>
        filter === '0' ? m.is_see === 0 : filter === '1' ? m.is_see === 1 : true,
      );
      return ok({ total: rows.length, list: pageOf(rows, paging(input)).map((m) => ({ ...m })) });
    },
  ),

  operation(
    { operationId: 'markMessagesRead', method: 'post', path: '/merchant/index/see_notice' },
    ({ input }) => {
      const ids = idList(input, 'ids');
      if (ids.length === 0) return refuse('Please choose messages');
      const seen = now();
      for (const message of db().messages) {
        if (ids.includes(message.id) && message.is_see === 0) {
          message.is_see = 1;
          message.see_time = seen;
        }
      }
      return done('Marked as read');
    },
  ),
];
