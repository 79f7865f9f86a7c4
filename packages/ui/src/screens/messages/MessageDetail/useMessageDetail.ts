import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@merchant/api';
import { useAction } from '../../../data/action';
import { $api } from '../../../data/api';
import { NotFoundError } from '../../../data/failure';
import { keys } from '../../../data/queries/keys';
import { readList, readRecord } from '../../../data/read';
import {
  notFoundState,
  refusedAsNotFound,
  requestState,
  selectData,
  type RequestState,
} from '../../../data/requestState';
import { parseMessage, type Message } from '../shared/messageModel';

/** What the message page needs. */
export type MessageDetailModel = {
  /** The message, or its loading, failure, or not-found (no such id). */
  message: RequestState<Message>;
};

/** The notice answer filtered by `id`: its only row, or not found. */
export function parseMessageById(data: components['schemas']['MessagePage']): Message {
  const [first] = readList(readRecord(data).list);
  if (!first) throw new NotFoundError();
  return parseMessage(first);
}

type ProfileEnvelope = { data?: { unread_notice?: unknown } | null } | undefined;

/** The profile's unread count one lower at once (home, My), before the refetch confirms it. */
function lowerCachedUnread(queryClient: QueryClient): void {
  queryClient.setQueriesData<ProfileEnvelope>({ queryKey: keys.merchant }, (envelope) => {
    const info = envelope?.data;
    if (!info || typeof info.unread_notice !== 'number' || info.unread_notice <= 0) return envelope;
    return { ...envelope, data: { ...info, unread_notice: info.unread_notice - 1 } };
  });
}

/**
 * /messageDetail?id=: one message (GET /merchant/index/notice with the assumed `id` filter),
 * marked read with see_notice once when it opens unread. The unread badges fall at once (the
 * cached profile) and the lists and profile are fetched again (`readNotice`).
 */
export function useMessageDetail(id: number | null): MessageDetailModel {
  const queryClient = useQueryClient();
  const query = $api.useQuery(
    'get',
    '/merchant/index/notice',
    { params: { query: { id: id ?? 0 } } },
    { enabled: id !== null, select: selectData(parseMessageById) },
  );
  const see = $api.useMutation('post', '/merchant/index/see_notice');
  const markRead = useAction(
    async (ids: number[]) => {
      lowerCachedUnread(queryClient);
      await see.mutateAsync({ body: { ids } });
      // Marking is silent: the mark disappearing is the answer.
      return undefined;
    },
    { successText: null, invalidates: 'readNotice' },
  );

  const message = query.data;
  const sentFor = useRef<number | null>(null);
  const { run } = markRead;
  useEffect(() => {
    if (!message || message.read || sentFor.current === message.id) return;
    sentFor.current = message.id;
    void run([message.id]);
  }, [message, run]);

  if (id === null) return { message: notFoundState() };
  return { message: refusedAsNotFound(requestState(query)) };
}
