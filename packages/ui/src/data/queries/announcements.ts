import type { components } from '@merchant/api';
import { $api } from '../kit/api';
import { htmlPreview } from '../format/htmlText';
import { readList, readRecord, readText, rowKey } from '../kit/read';
import { requestState, selectData, type RequestState } from '../kit/requestState';

/** One announcement of the platform; `html` is the server's HTML (shown through `SafeHtml`). */
export type Announcement = {
  /** The row's key: its id when it has one, else its place and content. */
  key: string;
  /** '' when the platform sent none (its own client shows the content only). */
  title: string;
  /** The text of the content, cut: what a row without a title shows. */
  preview: string;
  html: string;
};

/**
 * Parses affiche's data: a list of `{content}` (the platform's client reads nothing else; an id
 * and a title are used when present). Anything but a list, or a row that is not a record, is a
 * malformed answer.
 */
export function parseAnnouncementList(
  data: components['schemas']['Announcement'][],
): Announcement[] {
  return readList(data).map((item, index) => {
    const announcement = readRecord(item);
    const html = readText(announcement.content);
    return {
      key: rowKey(announcement, 'id', index),
      title: readText(announcement.title).trim(),
      preview: htmlPreview(html, 60),
      html,
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
