import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import {
  MESSAGE_FILTER,
  parseMessage,
  type Message,
  type MessageTab,
} from '../shared/messageModel';

/** Messages asked for per page (the platform's client asks for 10). */
export const MESSAGE_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<
  components['schemas']['Message'],
  components['schemas']['MessagePage']
>();

/** What the message list needs. */
export type MessageListModel = {
  /** The messages of the tab, newest first. */
  list: PagedList<Message>;
  /** Unread messages (the profile's `unread_notice`); null while unknown. */
  unread: number | null;
};

/**
 * GET /merchant/index/notice `{is_see, page, limit}` (`{total, list}`): the tabs filter on
 * `is_see` only, "all" sent explicitly. And the unread count of the profile.
 */
export function useMessageList(tab: MessageTab): MessageListModel {
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/index/notice',
    { params: { query: { is_see: MESSAGE_FILTER[tab], limit: MESSAGE_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  const list = usePagedList(query, SHAPE, {
    key: (row) => row.id,
    parse: (row) => parseMessage(row, tab),
  });
  const profile = useMerchantProfile();
  return { list, unread: profile.status === 'ready' ? profile.data.unread : null };
}
