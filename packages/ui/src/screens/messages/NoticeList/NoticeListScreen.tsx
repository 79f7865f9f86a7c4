import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { NoticeListView } from './NoticeListView';
import { useNoticeList } from './useNoticeList';

/** /noteList: the platform's announcements; each opens in a sheet. */
export function NoticeListScreen() {
  const notices = useNoticeList();
  return <NoticeListView announcements={notices.announcements} onBack={useGoBack(PATHS.my)} />;
}
