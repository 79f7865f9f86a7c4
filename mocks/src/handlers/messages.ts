/** Messages: system messages and user notices, and marking them read. */
import { db, now } from '../state/store.ts';
import { done, idList, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';

export const messageHandlers = [
  operation(
    { operationId: 'listMessages', method: 'get', path: '/merchant/index/notice' },
    ({ input }) => {
      const filter = text(input, 'is_see') || 'all';
      if (!['all', '0', '1'].includes(filter)) return refuse('Unknown filter');
      // Assumed filters: `type` (1 system message, 2 user notice) and `id` (the detail page).
      const type = text(input, 'type') === '' ? null : int(input, 'type');
      if (type !== null ? type !== 1 && type !== 2 : text(input, 'type') !== '') {
        return refuse('Unknown message type');
      }
      const id = text(input, 'id') === '' ? null : int(input, 'id');
      if (id !== null ? id < 1 : text(input, 'id') !== '') return refuse('Unknown message');
      const rows = db().messages.filter(
        (m) =>
          (filter === '0' ? m.is_see === 0 : filter === '1' ? m.is_see === 1 : true) &&
          (type === null || m.type === type) &&
          (id === null || m.id === id),
      );
      return ok({ total: rows.length, list: pageOf(rows, paging(input)).map((m) => ({ ...m })) });
    },
  ),

  operation(
    { operationId: 'markMessagesRead', method: 'post', path: '/merchant/index/see_notice' },
    ({ input }) => {
      const ids = idList(input, 'ids');
      if (ids.length === 0) return refuse('Please choose messages');
      if (!db().messages.some((m) => ids.includes(m.id)))
        return refuse('The message does not exist');
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
