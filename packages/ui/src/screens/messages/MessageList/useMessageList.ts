import type { components } from '@merchant/api';
import { $api } from '../../../data/api';
import { pagedByTotal, usePagedList, type PagedList } from '../../../data/pagedList';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import {
  MESSAGE_TYPE_CODE,
  parseMessage,
  type Message,
  type MessageTab,
} from '../shared/messageModel';

/** Messages asked for per page. */
export const MESSAGE_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<
  components['schemas']['Message'],
  components['schemas']['MessagePage']
>();

/** What the message list needs. */
export type MessageListModel = {
  /** The messages of the tab, newest first. */
  list: PagedList<Message>;
  /** Unread messages of every type (the profile's `unread_notice`); null while unknown. */
  unread: number | null;
};

/** GET /merchant/index/notice `{type, page, limit}` (`{total, list}`), and the unread count. */
export function useMessageList(tab: MessageTab): MessageListModel {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/index/notice',
    { params: { query: { type: MESSAGE_TYPE_CODE[tab], limit: MESSAGE_PAGE_SIZE } } },
    { pageParamName: 'page', initialPageParam: 1, getNextPageParam: SHAPE.next },
  );
  const list = usePagedList(query, SHAPE, { key: (row) => row.id, parse: parseMessage });
  const profile = useMerchantProfile();
  return { list, unread: profile.status === 'ready' ? profile.data.unread : null };
}
