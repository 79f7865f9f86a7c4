import { useState } from 'react';
import { ApiError, parseMoney, type Money, type components, type operations } from '@merchant/api';
import { $api } from '../../../data/api';

type Schemas = components['schemas'];

/** The time window of the sales curve. */
export type ChartRange = NonNullable<
  NonNullable<operations['getSalesChart']['parameters']['query']>['range']
>;

/** The windows in the order the switch shows them. */
export const CHART_RANGES: readonly ChartRange[] = ['today', 'seven', 'thirty'];

/** The shop header and the profile figures (GET /merchant/merchant/getMerInfo), parsed. */
export type ShopProfile = {
  name: string;
  /** Logo url. */
  avatar: string;
  level: number;
  balance: Money;
  followers: number;
  /** Shop rating as a number ("4.8"); null when the server sent none. */
  rating: number | null;
  credit: number;
  /** False when `status` is not 1: the store is closed. */
  open: boolean;
  unreadMessages: number;
};

/** The dashboard figures (GET /merchant/index/index), parsed. */
export type Figures = {
  totalSales: Money;
  totalProfit: Money;
  todayOrders: number;
  todaySales: Money;
  todayProfit: Money;
  visitsToday: number;
  visitsSeven: number;
  visitsThirty: number;
};

/** One point of the sales curve: the server's label (a date or an hour) and the amount. */
export type SalesPoint = { label: string; amount: Money };

/** One announcement; `content` is HTML from the platform (sanitise before showing it). */
export type Announcement = Schemas['Announcement'];

/** A part of the screen that failed: the error (for its text and the offline/error choice). */
type Failed = { status: 'failed'; error: unknown };

/** The page: profile and figures load together; nothing shows until both are there. */
export type HomeState =
  { status: 'loading' } | Failed | { status: 'ready'; shop: ShopProfile; figures: Figures };

/** The sales curve of the chosen window. */
export type ChartState =
  { status: 'loading' } | Failed | { status: 'empty' } | { status: 'ready'; points: SalesPoint[] };

/** The announcements list. */
export type AnnouncementsState =
  { status: 'loading' } | Failed | { status: 'empty' } | { status: 'ready'; items: Announcement[] };

/** Everything the Home view needs. */
export type HomeModel = {
  home: HomeState;
  chart: ChartState;
  announcements: AnnouncementsState;
  range: ChartRange;
  onRangeChange: (range: ChartRange) => void;
  /** Loads profile and figures again (the page's retry). */
  onRetry: () => void;
  onRetryChart: () => void;
  onRetryAnnouncements: () => void;
  /** Reloads every figure (pull to refresh, the refresh button); rejects when one failed. */
  onRefresh: () => Promise<void>;
};

/** Exact money, or a "malformed answer" failure: a wrong figure is worse than an error. */
function money(value: Schemas['Money']): Money {
  const parsed = parseMoney(value);
  if (parsed === null) throw new ApiError('malformed');
  return parsed;
}

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function toProfile(info: Schemas['MerchantInfo']): ShopProfile {
  const rating = Number(info.grade);
  return {
    name: info.mer_name,
    avatar: info.mer_avatar,
    level: info.mer_level,
    balance: money(info.mer_money),
    followers: count(info.follow_count),
    rating: info.grade === '' || !Number.isFinite(rating) ? null : rating,
    credit: count(info.credit),
    open: info.status === 1,
    unreadMessages: count(info.unread_notice),
  };
}

function toFigures(d: Schemas['Dashboard']): Figures {
  return {
    totalSales: money(d.total_sales),
    totalProfit: money(d.total_profit),
    todayOrders: count(d.today_order),
    todaySales: money(d.today_sales),
    todayProfit: money(d.today_profit),
    visitsToday: count(d.today_visit),
    visitsSeven: count(d.seven_visit),
    visitsThirty: count(d.thirty_visit),
  };
}

function toPoints(chart: Schemas['SalesChart']): SalesPoint[] {
  if (chart.x.length !== chart.y.length) throw new ApiError('malformed');
  return chart.x.map((label, i) => ({ label, amount: money(chart.y[i] ?? 0) }));
}

/** The Home dashboard: shop profile, figures, sales curve and announcements. */
export function useHome(): HomeModel {
  const [range, setRange] = useState<ChartRange>('seven');

  const profile = $api.useQuery('get', '/merchant/merchant/getMerInfo', undefined, {
    select: (envelope) => toProfile(envelope.data),
  });
  const dashboard = $api.useQuery('get', '/merchant/index/index', undefined, {
    select: (envelope) => toFigures(envelope.data),
  });
  const chart = $api.useQuery(
    'get',
    '/merchant/index/echart',
    { params: { query: { range } } },
    { select: (envelope) => toPoints(envelope.data) },
  );
  const affiche = $api.useQuery('get', '/merchant/merchant/affiche', undefined, {
    select: (envelope) => envelope.data,
  });

  let home: HomeState;
  // Figures already shown stay on screen when a refresh fails (the refresh reports it).
  if (profile.data && dashboard.data) {
    home = { status: 'ready', shop: profile.data, figures: dashboard.data };
  } else if (profile.isError || dashboard.isError) {
    home = { status: 'failed', error: profile.error ?? dashboard.error };
  } else {
    home = { status: 'loading' };
  }

  let chartState: ChartState;
  if (chart.data) {
    // A window without a single sale draws a flat line at zero: say so instead.
    chartState = chart.data.every((p) => p.amount === 0n)
      ? { status: 'empty' }
      : { status: 'ready', points: chart.data };
  } else if (chart.isError) {
    chartState = { status: 'failed', error: chart.error };
  } else {
    chartState = { status: 'loading' };
  }

  let announcements: AnnouncementsState;
  if (affiche.data) {
    announcements =
      affiche.data.length === 0 ? { status: 'empty' } : { status: 'ready', items: affiche.data };
  } else if (affiche.isError) {
    announcements = { status: 'failed', error: affiche.error };
  } else {
    announcements = { status: 'loading' };
  }

  const onRefresh = async () => {
    const results = await Promise.all([
      profile.refetch(),
      dashboard.refetch(),
      chart.refetch(),
      affiche.refetch(),
    ]);
    const failed = results.find((r) => r.isError);
    if (failed) throw failed.error;
  };

  return {
    home,
    chart: chartState,
    announcements,
    range,
    onRangeChange: setRange,
    onRetry: () => {
      if (profile.isError) void profile.refetch();
      if (dashboard.isError) void dashboard.refetch();
    },
    onRetryChart: () => void chart.refetch(),
    onRetryAnnouncements: () => void affiche.refetch(),
    onRefresh,
  };
}
