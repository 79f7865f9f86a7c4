import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../data/kit/failure';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import { lazyOverlay } from '../../../primitives/lazyModal';
import { PullToRefresh } from '../../../primitives/PullToRefresh';
import { useToast } from '../../../primitives/Toast';
import { Announcements } from './Announcements';
import { HomeFigures } from './HomeFigures';
import { HomeHeader } from './HomeHeader';
import { HomeShortcuts } from './HomeShortcuts';
import { HomeSkeleton } from './HomeSkeleton';
import { Stack } from '../../../primitives/Card';
import { SalesCard } from './SalesCard';
import type { HomeModel } from './useHome';
import type { PopupNoticesProps } from './PopupNotices';

export type HomeViewProps = HomeModel;

// The pop-up notices' code loads apart from home's first files (when idle, or once one is due).
const PopupNotices = lazyOverlay<PopupNoticesProps>(
  () => import('./PopupNotices').then((m) => m.PopupNotices),
  { isOpen: ({ popup }) => popup.notice !== null, close: ({ popup }) => popup.dismiss() },
);

/**
 * The Home dashboard in every state: loading, failed (offline, server, malformed), ready (zero
 * figures and unreadable ones included). Announcements and the curve fail on their own.
 */
export function HomeView({
  dashboard,
  chart,
  announcements,
  popup,
  range,
  onRangeChange,
  onRefresh,
}: HomeViewProps) {
  const { t } = useTranslation(['home', 'app']);
  const errorText = useErrorText();
  const toast = useToast();

  const refresh = async () => {
    try {
      await onRefresh();
    } catch (error) {
      toast.show(t('home:refresh.failed', { reason: errorText(error) }), { tone: 'error' });
    }
  };

  return (
    <Page navBar={<NavBar title={t('app:route.home')} />}>
      <Loadable state={dashboard} skeleton={<HomeSkeleton />}>
        {([shop, figures]) => (
          <PullToRefresh onRefresh={refresh}>
            <Stack>
              <HomeHeader shop={shop} />
              {shop.open ? null : <ShopClosedNotice withTitle />}
              <Announcements state={announcements} />
              <HomeFigures shop={shop} figures={figures} />
              <HomeShortcuts open={shop.open} />
              <SalesCard state={chart} range={range} onRangeChange={onRangeChange} />
            </Stack>
          </PullToRefresh>
        )}
      </Loadable>
      <PopupNotices popup={popup} />
    </Page>
  );
}
