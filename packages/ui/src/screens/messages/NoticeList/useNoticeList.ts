import { useAnnouncements, type Announcement } from '../../../data/queries/announcements';
import type { RequestState } from '../../../data/kit/requestState';

/** What the announcements page needs. */
export type NoticeListModel = {
  /** The platform's announcements, or their loading, emptiness or failure. */
  announcements: RequestState<Announcement[]>;
};

/** /noteList: the platform's announcements (GET /merchant/merchant/affiche). */
export function useNoticeList(): NoticeListModel {
  return { announcements: useAnnouncements() };
}
