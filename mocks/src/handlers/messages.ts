/**
 * Messages and the customer-service chat, as the platform's public client uses them: the list filtered by `is_see` only
 * (`all` sent explicitly), and see_notice, which answers one message and marks it read. The
 * filters and encodings that client never sends (a `type` or `id` filter, ids as a number or a
 * list) are refused, so a drift of the app shows here first.
 */
import { db, now } from '../state/store.ts';
import type { Message } from '../types.ts';
import { ok, operation, pageOf, paging, refuse } from './common.ts';

const FILTERS = ['all', '0', '1'] as const;

/** A message as both calls send it. */
function wireMessage(message: Message) {
  return {
    id: message.id,
    title: message.title,
    user: message.user,
    content: message.content,
    is_see: message.is_see,
    createtime: message.createtime,
    type: message.type,
  };
}

export const messageHandlers = [
  operation(
    { operationId: 'listMessages', method: 'get', path: '/merchant/index/notice' },
    ({ input }) => {
      for (const unknown of ['type', 'id', 'ids']) {
        if (input[unknown] !== undefined) return refuse(`Unknown parameter: ${unknown}`);
      }
      const filter = FILTERS.find((value) => value === input.is_see);
      if (!filter) return refuse('Unknown filter');
      const rows = db().messages.filter((m) =>
        filter === '0' ? m.is_see === 0 : filter === '1' ? m.is_see === 1 : true,
      );
      return ok({ total: rows.length, list: pageOf(rows, paging(input)).map(wireMessage) });
    },
  ),

  operation(
    { operationId: 'markMessagesRead', method: 'post', path: '/merchant/index/see_notice' },
    ({ input }) => {
      // One id, as a string: `{ids: "31"}`.
      const raw = input.ids;
      if (typeof raw !== 'string' || !/^[1-9][0-9]*$/.test(raw.trim())) {
        return refuse('Please choose a message');
      }
      const id = Number(raw.trim());
      const message = db().messages.find((m) => m.id === id);
      if (!message) return refuse('The message does not exist');
      if (message.is_see === 0) {
        message.is_see = 1;
        message.see_time = now();
      }
      return ok(wireMessage(message));
    },
  ),

  operation(
    { operationId: 'getServiceChat', method: 'get', path: '/merchant/merchant/getChat' },
    () => ok({ url: db().merchant.chat_url }),
  ),
];
