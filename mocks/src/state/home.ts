/** Home: the dashboard figures, the sales curves and the announcements. */
import type { Announcement, ChartSeries, Dashboard } from '../types.ts';

export interface HomeState {
  dashboard: Dashboard;
  charts: Record<'today' | 'seven' | 'thirty', ChartSeries>;
  announcements: Announcement[];
}
