import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../data/kit/api';
import { useAnnouncements, type Announcement } from '../../../data/queries/announcements';
import { keys } from '../../../data/queries/keys';
import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import {
  allReady,
  requestState,
  selectData,
  type RequestState,
} from '../../../data/kit/requestState';
import {
  isWithoutSales,
  parseFigures,
  parseSalesChart,
  type ChartRange,
  type Figures,
  type SalesPoint,
} from './homeModel';
import { usePopupNotices, type PopupNoticesModel } from './usePopupNotices';

/** Everything the Home view needs. */
export type HomeModel = {
  /** The shop profile and the figures: they load together, nothing shows until both are there. */
  dashboard: RequestState<[MerchantProfile, Figures]>;
  /** The sales curve of the chosen window ('empty' when it has no sale at all). */
  chart: RequestState<SalesPoint[]>;
  /** The platform's announcements. */
  announcements: RequestState<Announcement[]>;
  /** The platform's pop-up notices, shown once a session. */
  popup: PopupNoticesModel;
  /** The chosen window of the curve. */
  range: ChartRange;
  /** Switches the window. */
  onRangeChange: (range: ChartRange) => void;
  /** Reloads every part (pull to refresh, the refresh button); rejects when one failed. */
  onRefresh: () => Promise<void>;
};

/** The Home dashboard: shop profile, figures, sales curve, announcements, pop-up notices. */
export function useHome(): HomeModel {
  const [range, setRange] = useState<ChartRange>('seven');
  const queryClient = useQueryClient();
  const profile = useMerchantProfile();
  const figures = $api.useQuery('get', '/merchant/index/index', undefined, {
    select: selectData(parseFigures),
  });
  const chart = $api.useQuery(
    'get',
    '/merchant/index/echart',
    { params: { query: { range } } },
    { select: selectData(parseSalesChart) },
  );
  const announcements = useAnnouncements();
  const popup = usePopupNotices();

  const onRefresh = async () => {
    const [own] = await Promise.all([
      Promise.all([figures.refetch(), chart.refetch()]),
      // The shared queries refetch wherever they are used; a failure rejects here.
      queryClient.refetchQueries(
        { queryKey: keys.merchant, type: 'active' },
        { throwOnError: true },
      ),
      queryClient.refetchQueries(
        { queryKey: keys.announcements, type: 'active' },
        { throwOnError: true },
      ),
    ]);
    const failed = own.find((result) => result.isError);
    if (failed) throw failed.error;
  };

  return {
    dashboard: allReady<[MerchantProfile, Figures]>(profile, requestState(figures)),
    chart: requestState(chart, isWithoutSales),
    announcements,
    popup,
    range,
    onRangeChange: setRange,
    onRefresh,
  };
}
