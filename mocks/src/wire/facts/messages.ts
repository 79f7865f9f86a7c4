/**
 * Messages, pop-up notices, customer service and the alliance page as the platform's public
 * client uses them.
 */
import type { WireFact } from '../types.ts';

/** The demo's newest message (unread in the default seed). */
const NEWEST = '517';

export const facts: WireFact[] = [
  {
    fact: 'the message list filters on is_see only, "all" sent explicitly, 10 a page',
    operationId: 'listMessages',
    request: { query: { is_see: 'all', page: '1', limit: '10' } },
    rejects: [
      { query: { page: '1', limit: '10' } },
      { query: { is_see: 'unread', page: '1', limit: '10' } },
      { query: { is_see: 'all', type: '1', page: '1', limit: '10' } },
      { query: { is_see: 'all', id: NEWEST, page: '1', limit: '10' } },
    ],
    responds: ['total', 'list[].id', 'list[].title', 'list[].createtime', 'list[].type'],
  },
  {
    fact: 'the unread tab sends is_see=0 and the read tab is_see=1',
    operationId: 'listMessages',
    request: { query: { is_see: '0', page: '1', limit: '10' } },
    rejects: [{ query: { is_see: 'false', page: '1', limit: '10' } }],
    expect: (data) => {
      const list = (data as { list: { is_see?: number }[] }).list;
      if (!list.length || list.some((m) => m.is_see !== 0)) throw new Error('not only unread');
    },
  },
  {
    fact: 'a message row names its sender as `user` (not `sender`)',
    operationId: 'listMessages',
    request: { query: { is_see: '1', page: '1', limit: '10' } },
    responds: ['list[].user'],
  },
  {
    fact: 'see_notice takes {ids: "<id>"} (one id, a string) and answers the content',
    operationId: 'markMessagesRead',
    request: { body: { ids: NEWEST } },
    rejects: [
      { body: { ids: Number(NEWEST) } },
      { body: { ids: [Number(NEWEST)] } },
      { body: { id: NEWEST } },
      { body: { ids: NEWEST, type: 1 } },
    ],
    responds: ['content'],
  },
  {
    fact: 'tanNotice answers the pop-up notices: total and list of {title, content}',
    operationId: 'listPopupNotices',
    request: { seed: 'popupNotices' },
    responds: ['total', 'list[].title', 'list[].content'],
  },
  {
    fact: 'getChat answers the customer-service chat as data.url',
    operationId: 'getServiceChat',
    request: {},
    responds: ['url'],
  },
  {
    fact: 'coalition answers the invitation url and the shops of two levels (list, list2)',
    operationId: 'getAlliance',
    request: {},
    responds: [
      'url',
      'list',
      'list2',
      'list[].mer_name',
      'list[].income',
      'list[].order_count',
      'list[].createtime',
    ],
  },
  {
    fact: 'affiche answers a bare array whose items carry content (no id is read)',
    operationId: 'listAnnouncements',
    request: {},
    responds: ['[].content'],
  },
];
