/** Messages: system messages and user notices, and marking them read. */
import { db, now } from '../state/store.ts';
import { done, idList, ok, operation, pageOf, paging, refuse, text } from './common.ts';

export const messageHandlers = [
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
