import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { useDetailQuery } from '../../../data/kit/detailQuery';
import { useInvalidate } from '../../../data/queries/invalidation';
import { keys } from '../../../data/queries/keys';
import { selectData, type RequestState } from '../../../data/kit/requestState';
import {
  parseMessage,
  parseMessageDetail,
  type Message,
  type MessageDetail,
} from '../shared/messageModel';

/** What the message page needs. */
export type MessageDetailModel = {
  /** The message, or its loading, failure, or not-found (no such id). */
  message: RequestState<MessageDetail>;
};

type MessagePageEnvelope = { data?: components['schemas']['MessagePage'] | null };
type ProfileEnvelope = { data?: { unread_notice?: unknown } | null } | undefined;

/** The row of message `id` in a list still in memory (the row the merchant tapped), or null. */
function listedMessage(queryClient: QueryClient, id: number): Message | null {
  const lists = queryClient.getQueriesData<InfiniteData<MessagePageEnvelope>>({
    queryKey: keys.notices,
  });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const rows = page?.data?.list;
      if (!Array.isArray(rows)) continue;
      for (const row of rows) {
        try {
          const message = parseMessage(row);
          if (message.id === id) return message;
        } catch {
          // A row the list could not show either: not this one.
        }
      }
    }
  }
  return null;
}

/** The profile's unread count one lower at once (home, My), before the refetch confirms it. */
function lowerCachedUnread(queryClient: QueryClient): void {
  queryClient.setQueriesData<ProfileEnvelope>({ queryKey: keys.merchant }, (envelope) => {
    const info = envelope?.data;
    if (!info || typeof info.unread_notice !== 'number' || info.unread_notice <= 0) return envelope;
    return { ...envelope, data: { ...info, unread_notice: info.unread_notice - 1 } };
  });
}

/**
 * /messageDetail?id=: one message, read with see_notice `{ids: "<id>"}` as the platform's client
 * does: the same call answers the content and marks the message read. Once it has answered, the
 * unread badges fall (at once when the list showed the message unread) and the lists and the
 * profile are fetched again. A refusal (no such message) is the not-found state.
 */
export function useMessageDetail(id: number | null): MessageDetailModel {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  // What the list showed of it: the title, sender and time when the answer lacks them.
  const listed = useMemo(
    () => (id === null ? null : listedMessage(queryClient, id)),
    [queryClient, id],
  );
  const parse = useMemo(
    () => (data: components['schemas']['MessageContent']) => parseMessageDetail(data, listed),
    [listed],
  );
  const message = useDetailQuery(id, (messageId) =>
    $api.queryOptions(
      'post',
      '/merchant/index/see_notice',
      { body: { ids: String(messageId) } },
      // The content does not change: reading it again would only mark it read again.
      { staleTime: Infinity, select: selectData(parse) },
    ),
  );

  const markedFor = useRef<number | null>(null);
  const answered = message.status === 'ready';
  useEffect(() => {
    if (!answered || id === null || markedFor.current === id) return;
    markedFor.current = id;
    if (listed?.read === false) lowerCachedUnread(queryClient);
    void invalidate('readNotice');
  }, [answered, id, listed, queryClient, invalidate]);

  return { message };
}
