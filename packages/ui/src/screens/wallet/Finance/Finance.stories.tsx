import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, moneyFromCents } from '@merchant/api';
import { TODAY, db } from '@merchant/mocks';
import {
  WAIT,
  answer,
  expectLocation,
  expectRowsToEnd,
  screenStates,
  shown,
} from '../../../testing';
import { rowValue } from '../shared/storySteps';
import { FinanceScreen } from './FinanceScreen';

const meta = {
  title: 'Screens/Wallet/Finance',
  component: FinanceScreen,
  parameters: { route: '/finance' },
} satisfies Meta<typeof FinanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const REPORT = '/merchant/merchant/financial_report';

/** The fake platform's profit of the last `days` days (all when omitted), as shown. */
function profitOf(days?: number): string {
  const rows = days === undefined ? db().report : db().report.slice(0, days);
  return formatMoney(moneyFromCents(rows.reduce((sum, r) => sum + r.profitCents, 0)), 'zh-CN');
}

const dayCount = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '每日明细' })).queryAllByRole('article')
    .length;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '财务报表' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部', selected: true })).toBeVisible();
    const totals = await canvas.findByRole('region', { name: '汇总' }, { timeout: WAIT });
    await waitFor(() => expect(rowValue(totals, '利润')).toBe(profitOf()), { timeout: WAIT });
    const today = db().report[0]!;
    await expect(rowValue(totals, '未到账金额')).not.toBe('');
    // The chart of profit per day, with a readout of the newest day.
    const chart = canvas.getByRole('region', { name: '每日利润' });
    await expect(
      await within(chart).findByRole('slider', { name: '每日利润曲线' }, { timeout: WAIT }),
    ).toHaveAttribute('aria-valuenow', '31');
    await expect(within(chart).getByRole('table', { name: '每日利润' })).toBeInTheDocument();
    // The daily rows, newest first.
    const first = canvas.getByRole('article', { name: TODAY });
    await expect(rowValue(first, '利润')).toBe(
      formatMoney(moneyFromCents(today.profitCents), 'zh-CN'),
    );
    await expect(rowValue(first, '订单数')).toBe(String(today.total_order));
    await expect(rowValue(first, '取消订单')).toBe(String(today.cancel_order));
    await expect(rowValue(first, '退款订单')).toBe(String(today.refund_order));
    // All 31 days (past the list's first rows, those near the screen are drawn).
    await expectRowsToEnd(canvas.getByRole('list', { name: '每日明细' }), 31);
  },
};

const states = screenStates({ reads: [['get', REPORT]] });
/** A figure of the totals card, which stays on the page whatever the report's first page does. */
const totalsValue = (canvasElement: HTMLElement, label: string) =>
  rowValue(within(canvasElement).getByRole('region', { name: '汇总' }), label);

// The totals are the report's first-page summary (useFirstPageSummary): skeletons while it loads,
// unavailable ("—", never zero or a vanished card) when it cannot be read.
export const Loading: Story = states.Loading({
  also: (canvasElement) => expect(totalsValue(canvasElement, '利润')).toBe(''),
});

export const Empty: Story = states.Empty('暂无数据', {
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('region', { name: '每日利润' })).toBeNull();
  },
});

export const ServerError: Story = states.ServerError({
  also: async (canvasElement) => {
    await expect(totalsValue(canvasElement, '利润')).toContain('—');
    await expect(totalsValue(canvasElement, '未到账金额')).toContain('—');
  },
});

/** Unreadable totals beside readable days: the totals are unavailable, the days are shown. */
export const TotalsUnreadable: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', REPORT, {
        total_unreceived: 'abc',
        all_profit: null,
        total: 1,
        report: [
          {
            date: TODAY,
            total_profit: '12.50',
            total_order: 3,
            cancel_order: 0,
            refund_order: 1,
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = await canvas.findByRole('article', { name: TODAY }, { timeout: WAIT });
    await expect(rowValue(day, '利润')).toBe(shown('12.50'));
    await expect(totalsValue(canvasElement, '利润')).toContain('—');
    await expect(totalsValue(canvasElement, '未到账金额')).toContain('—');
  },
};

export const Offline: Story = states.Offline();

export const FiltersFinanceByWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '汇总' }, { timeout: WAIT });
    await userEvent.click(canvas.getByRole('tab', { name: '本周' }));
    await expectLocation(canvasElement, '/finance?range=week');
    await waitFor(() => expect(dayCount(canvasElement)).toBe(7), { timeout: WAIT });
    const totals = canvas.getByRole('region', { name: '汇总' });
    await waitFor(() => expect(rowValue(totals, '利润')).toBe(profitOf(7)), { timeout: WAIT });
    await expect(canvas.getByRole('article', { name: TODAY })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '今天' }));
    await waitFor(() => expect(dayCount(canvasElement)).toBe(1), { timeout: WAIT });
    await expect(rowValue(canvas.getByRole('region', { name: '汇总' }), '利润')).toBe(profitOf(1));
    // One day draws no curve.
    await expect(canvas.queryByRole('region', { name: '每日利润' })).toBeNull();
  },
};
