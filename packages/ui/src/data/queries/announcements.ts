import type { components } from '@merchant/api';
import { $api } from '../api';
import { readId, readList, readRecord, readText } from '../read';
import { requestState, selectData, type RequestState } from '../requestState';

/** One announcement of the platform; `html` is the server's HTML (shown through `SafeHtml`). */
export type Announcement = { id: number; title: string; html: string };

/** Parses affiche's data: a list, each announcement with an id (else a malformed answer). */
export function parseAnnouncementList(
  data: components['schemas']['Announcement'][],
): Announcement[] {
  return readList(data).map((item) => {
    const announcement = readRecord(item);
    return {
      id: readId(announcement.id),
      title: readText(announcement.title).trim(),
      html: readText(announcement.content),
    };
  });
}

/** The platform's announcements (GET /merchant/merchant/affiche); none is the empty state. */
export function useAnnouncements(): RequestState<Announcement[]> {
  const query = $api.useQuery('get', '/merchant/merchant/affiche', undefined, {
    select: selectData(parseAnnouncementList),
  });
  return requestState(query, (items) => items.length === 0);
}
