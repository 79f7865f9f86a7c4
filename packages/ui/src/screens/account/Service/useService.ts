import type { components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { readRecord, readText } from '../../../data/kit/read';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { toServiceLink, type ServiceLink } from './serviceLink';

/** getChat's data -> the chat's address ('' when the platform gave none). */
export function parseServiceChat(data: components['schemas']['ServiceChat']): string {
  return readText(readRecord(data).url);
}

/**
 * /service: the platform's customer-service chat, from getChat (as the platform's own client
 * opens it). The profile's `custom_service` is only a fallback, used when getChat gives no
 * address or fails while the profile has a usable one.
 */
export function useService(): RequestState<ServiceLink> {
  const chat = requestState(
    $api.useQuery('get', '/merchant/merchant/getChat', undefined, {
      select: selectData(parseServiceChat),
    }),
  );
  const profile = useMerchantProfile();
  const fallback = profile.status === 'ready' ? toServiceLink(profile.data.serviceUrl) : null;
  const usable = fallback?.kind === 'chat' ? fallback : null;

  if (chat.status === 'ready') {
    const link = toServiceLink(chat.data);
    return { ...chat, data: link.kind === 'none' && usable ? usable : link };
  }
  if (chat.status === 'failed' && usable) {
    return { status: 'ready', data: usable, refreshing: false, retry: chat.retry };
  }
  return chat;
}
