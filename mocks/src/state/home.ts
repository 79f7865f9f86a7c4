/** Home: the dashboard figures, the sales curves, the announcements and the pop-up notices. */
import type { Announcement, ChartSeries, Dashboard, PopupNotice } from '../types.ts';

export interface HomeState {
  dashboard: Dashboard;
  charts: Record<'today' | 'seven' | 'thirty', ChartSeries>;
  announcements: Announcement[];
  /** The notices tanNotice answers (the pop-up on home). */
  popupNotices: PopupNotice[];
}
