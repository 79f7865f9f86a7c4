import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { BASE } from '@merchant/mocks';
import {
  expectFailureBlock,
  fail,
  lastSeenStates,
  recordRequests,
  screenStates,
} from '../../../testing';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  parameters: { route: '/home' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

/** The value shown next to a figure's label (`<dt>` -> `<dd>`). */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

/** Wait for the dashboard: the shop header is its first ready block. */
const ready = async (canvasElement: HTMLElement, shop = 'Demo Shop') =>
  within(canvasElement).findByRole('heading', { name: shop }, { timeout: 5000 });

const SHORTCUTS: [string, string][] = [
  ['店铺设置', '/setting'],
  ['退款订单', '/refundRequest'],
  ['店铺直通车', '/storeExpress'],
  ['在线客服', '/service'],
  ['提现', '/withdraw'],
  ['分销中心', '/distribution'],
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement)).toBeVisible();
    await expect(canvas.getByText('等级 2')).toBeVisible();
    // The fake sends "12,345.60" (thousands separator); zh-CN shows USD as "US$".
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$12,345.60');
    await expect(figure(canvasElement, '总利润')).toHaveTextContent('US$2,469.12');
    await expect(figure(canvasElement, '今日已售订单')).toHaveTextContent(/^6$/);
    await expect(figure(canvasElement, '今日销售额')).toHaveTextContent('US$384.70');
    await expect(figure(canvasElement, '今日预计利润')).toHaveTextContent('US$76.94');
    await expect(figure(canvasElement, '关注人数')).toHaveTextContent('1,286');
    await expect(figure(canvasElement, '店铺评分')).toHaveTextContent('4.8');
    await expect(figure(canvasElement, '信用分')).toHaveTextContent('100');
    await expect(figure(canvasElement, '今日访客')).toHaveTextContent('128');
    await expect(figure(canvasElement, '近7天访客')).toHaveTextContent('946');
    await expect(figure(canvasElement, '近30天访客')).toHaveTextContent('4,213');
    await expect(figure(canvasElement, '账户余额')).toHaveTextContent('US$2,580.00');
    for (const [name, href] of SHORTCUTS) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The chart (its own lazy chunk) shows the latest day of the 7-day window.
    const chart = await canvas.findByRole('slider', { name: /销售曲线/ }, { timeout: 5000 });
    await expect(chart).toHaveAttribute('aria-valuetext', '11-21 US$448.00');
    await expect(canvas.queryByText('店铺已关闭')).toBeNull();
  },
};

export const DefaultThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'หน้าแรก' })).toBeVisible();
    await expect(figure(canvasElement, 'ยอดขายรวม')).toHaveTextContent('US$12,345.60');
    await expect(figure(canvasElement, 'กำไรโดยประมาณวันนี้')).toHaveTextContent('US$76.94');
    await expect(canvas.getByRole('link', { name: 'ช่องทางด่วนร้านค้า' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ศูนย์กระจายสินค้า' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '30 วัน' })).toBeVisible();
    // Long Thai labels wrap inside their cell: nothing pushes the page sideways.
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

const states = screenStates({ reads: [['get', '/merchant/index/index']] });
const noShop = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).queryByRole('heading', { name: 'Demo Shop' })).toBeNull();

export const Loading: Story = states.Loading({
  also: async (canvasElement) => {
    await expect(within(canvasElement).getByRole('heading', { name: '首页' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The profile alone does not show a half dashboard.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await noShop(canvasElement);
  },
});

export const Empty: Story = states.Empty('该时段暂无销售', {
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$0.00');
    await expect(figure(canvasElement, '总利润')).toHaveTextContent('US$0.00');
    await expect(figure(canvasElement, '今日已售订单')).toHaveTextContent(/^0$/);
    await expect(figure(canvasElement, '关注人数')).toHaveTextContent(/^0$/);
    await expect(figure(canvasElement, '近30天访客')).toHaveTextContent(/^0$/);
    await expect(figure(canvasElement, '账户余额')).toHaveTextContent('US$0.00');
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(await canvas.findByText('暂无公告')).toBeVisible();
  },
});

export const ServerError: Story = states.ServerError({ also: noShop });

export const Offline: Story = states.Offline({
  // The one offline block, as on every other screen.
  sentence: '请检查网络设置后重试',
  also: noShop,
});

// The dashboard sends one figure the app cannot read: that figure alone shows "unavailable".
export const ShowsUnreadableFigureAsUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}/merchant/index/index`, () =>
        HttpResponse.json({
          code: 1,
          msg: '',
          time: '0',
          data: {
            total_sales: '12,345.60',
            total_profit: 'n/a',
            today_order: 6,
            today_sales: '384.70',
            today_profit: null,
            today_visit: 128,
            seven_visit: 'many',
            thirty_visit: 4213,
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    for (const label of ['总利润', '今日预计利润', '近7天访客']) {
      const value = figure(canvasElement, label);
      await expect(value).toHaveTextContent('—');
      await expect(value).toHaveTextContent('暂不可用');
      await expect(value).not.toHaveTextContent('0');
    }
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$12,345.60');
    await expect(figure(canvasElement, '今日销售额')).toHaveTextContent('US$384.70');
    await expect(figure(canvasElement, '近30天访客')).toHaveTextContent('4,213');
    await expect(figure(canvasElement, '账户余额')).toHaveTextContent('US$2,580.00');
    await expect(within(canvasElement).queryByText('加载失败')).toBeNull();
  },
};

export const ClosedShop: Story = {
  parameters: { seed: 'closedShop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { name: '店铺已关闭' })).toBeVisible();
    await expect(canvas.getByText('店铺已关闭，请联系客服')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/service',
    );
    for (const name of ['店铺直通车', '提现', '分销中心']) {
      const shortcut = canvas.getByRole('link', { name });
      await expect(shortcut).toBeVisible();
      await expect(shortcut).toHaveAttribute('aria-disabled', 'true');
      await expect(shortcut).not.toHaveAttribute('href');
      await expect(shortcut).toHaveAccessibleDescription('店铺关闭期间不可用');
    }
    for (const name of ['店铺设置', '退款订单', '在线客服']) {
      await expect(canvas.getByRole('link', { name })).not.toHaveAttribute('aria-disabled');
    }
    // A tap on a disabled shortcut explains itself and goes nowhere.
    await userEvent.click(canvas.getByRole('link', { name: '提现' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('店铺关闭期间不可用', { selector: 'div' });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(location(canvasElement)).toBe('/home');
  },
};

export const SwitchesChartRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const week = await canvas.findByRole('table', { name: '近7天销售额' });
    // One header row and one row per day.
    await expect(within(week).getAllByRole('row')).toHaveLength(8);
    await expect(within(week).getByRole('rowheader', { name: '11-15' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '近30天' }));
    await expect(canvas.getByRole('tab', { name: '近30天' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const month = await canvas.findByRole('table', { name: '近30天销售额' });
    await expect(within(month).getAllByRole('row')).toHaveLength(31);
    await expect(within(month).getByRole('rowheader', { name: '10-23' })).toBeInTheDocument();
    const lastDay = within(month).getByRole('rowheader', { name: '11-21' });
    await expect(lastDay.nextElementSibling).toHaveTextContent('US$549.00');
    await expect(canvas.queryByRole('table', { name: '近7天销售额' })).toBeNull();
    const chart = await canvas.findByRole('slider', { name: /销售曲线/ }, { timeout: 5000 });
    await expect(chart).toHaveAttribute('aria-valuemax', '30');
    await expect(chart).toHaveAttribute('aria-valuetext', '11-21 US$549.00');
    // Today is by hour.
    await userEvent.click(canvas.getByRole('tab', { name: '今日' }));
    const today = await canvas.findByRole('table', { name: '今日各时段销售额' });
    await expect(within(today).getAllByRole('row')).toHaveLength(25);
    await expect(within(today).getByRole('columnheader', { name: '时间' })).toBeInTheDocument();
  },
};

// Real pointer events on the chart (not the table): a tap at the left edge of the plot picks
// the first day; then the arrow keys step through the points.
export const ShowsChartValueOnTap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const chart = await canvas.findByRole('slider', { name: /销售曲线/ }, { timeout: 5000 });
    await expect(chart).toHaveAttribute('aria-valuetext', '11-21 US$448.00');
    const plot = await waitFor(() => {
      const over = chart.querySelector<HTMLElement>('.u-over');
      if (!over || over.getBoundingClientRect().width === 0) throw new Error('no plot yet');
      return over.getBoundingClientRect();
    });
    fireEvent.pointerDown(chart, {
      clientX: plot.left + 2,
      clientY: plot.top + plot.height / 2,
      pointerType: 'touch',
    });
    await waitFor(() => expect(chart).toHaveAttribute('aria-valuetext', '11-15 US$210.00'));
    const readout = canvas.getByText('11-15', { selector: 'p > span' }).parentElement;
    await expect(readout).toHaveTextContent('US$210.00');
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(chart).toHaveAttribute('aria-valuetext', '11-16 US$383.00');
    await expect(
      canvas.getByText('11-16', { selector: 'p > span' }).parentElement,
    ).toHaveTextContent('US$383.00');
    await userEvent.keyboard('{End}');
    await expect(chart).toHaveAttribute('aria-valuetext', '11-21 US$448.00');
  },
};

export const ChartFails: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/index/echart', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const card = canvas.getByRole('region', { name: '销售曲线' });
    await expectFailureBlock(card, 'error', 'Server error (500)');
    // The rest of the dashboard is still there.
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$12,345.60');
    await expect(canvas.getByRole('link', { name: '提现' })).toHaveAttribute('href', '/withdraw');
  },
};

const dashboardCalls = recordRequests('get', '/merchant/index/index');
const profileCalls = recordRequests('get', '/merchant/merchant/getMerInfo');
const chartCalls = recordRequests('get', '/merchant/index/echart');

export const RefreshesFigures: Story = {
  beforeEach({ msw }) {
    for (const calls of [dashboardCalls, profileCalls, chartCalls]) {
      calls.reset();
      msw.use(calls.handler);
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await waitFor(() => expect(chartCalls.count()).toBe(1));
    await expect(dashboardCalls.count()).toBe(1);
    await expect(profileCalls.count()).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(dashboardCalls.count()).toBe(2));
    await waitFor(() => expect(profileCalls.count()).toBe(2));
    await waitFor(() => expect(chartCalls.count()).toBe(2));
    await waitFor(() => expect(canvas.getByRole('button', { name: '刷新' })).toBeEnabled());
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$12,345.60');
    await expect(canvas.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
  },
};

export const OpensAnnouncement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvasElement);
    const list = within(canvas.getByRole('region', { name: '平台公告' }));
    await userEvent.click(await list.findByRole('button', { name: 'Scheduled maintenance' }));
    const sheet = await body.findByRole('dialog', { name: 'Scheduled maintenance' });
    await expect(
      await within(sheet).findByText('Withdrawals pause on 2026-11-25 from 02:00 to 04:00 (UTC).'),
    ).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

// `affiche` answers success without its list: the card shows the malformed failure, inline,
// with its retry, instead of staying on its skeleton; the rest of the dashboard shows.
export const AnnouncementsMalformed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}/merchant/merchant/affiche`, () =>
        HttpResponse.json({ code: 1, msg: '', data: null }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const card = canvas.getByRole('region', { name: '平台公告' });
    await expectFailureBlock(card, 'error', '服务器返回了无法识别的数据');
    await expect(within(card).queryByRole('button', { name: 'Scheduled maintenance' })).toBeNull();
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$12,345.60');
  },
};

export const ShowsUnreadCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    // Five messages of the fake are unread.
    const messages = canvas.getByRole('link', { name: '消息，5 条未读' });
    await expect(messages).toHaveAttribute('href', '/message');
    await expect(within(messages).getByText('5')).toBeVisible();
    await userEvent.click(messages);
    await waitFor(() => expect(location(canvasElement)).toBe('/message'));
  },
};

// An affiche row the platform's client would show: content only, no id, no title.
export const ShowsAnnouncementWithoutTitle: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}/merchant/merchant/affiche`, () =>
        HttpResponse.json({
          code: 1,
          msg: 'ok',
          data: [{ content: 'Deliveries resume on Monday.' }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvasElement);
    const list = within(canvas.getByRole('region', { name: '平台公告' }));
    await userEvent.click(
      await list.findByRole('button', { name: 'Deliveries resume on Monday.' }),
    );
    const sheet = await body.findByRole('dialog', { name: '平台公告' });
    await expect(await within(sheet).findByText('Deliveries resume on Monday.')).toBeVisible();
  },
};

const TAN_NOTICE = `${BASE}/merchant/index/tanNotice`;
const tanNotice = (list: { title: string; content: string }[]) =>
  http.get(TAN_NOTICE, () =>
    HttpResponse.json({ code: 1, msg: 'ok', data: { total: list.length, list } }),
  );

export const ShowsPopupNoticeOnce: Story = {
  parameters: { seed: 'popupNotices' },
  beforeEach() {
    window.sessionStorage.clear();
  },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('the notice pops up over home, its HTML sanitised', async () => {
      const sheet = await body.findByRole('dialog', { name: 'Holiday shipping times' });
      const bold = await within(sheet).findByText('two extra days');
      await expect(bold.tagName).toBe('B');
    });
    await step('"got it" closes it', async () => {
      const sheet = body.getByRole('dialog', { name: 'Holiday shipping times' });
      await userEvent.click(within(sheet).getByRole('button', { name: '我知道了' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(await ready(canvasElement)).toBeVisible();
    });
  },
};

/** Home, and a way to draw it again from scratch (as coming back to it does). */
function HomeDrawnAgain() {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound(round + 1)}>
        draw home again
      </button>
      <HomeScreen key={round} />
    </>
  );
}

export const KeepsPopupNoticeClosedForSession: Story = {
  parameters: { seed: 'popupNotices' },
  beforeEach() {
    window.sessionStorage.clear();
  },
  render: () => <HomeDrawnAgain />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Closed with the sheet's own close button...
    const sheet = await body.findByRole('dialog', { name: 'Holiday shipping times' });
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // ...it stays closed when home is drawn again in the same session.
    await userEvent.click(canvas.getByRole('button', { name: 'draw home again' }));
    await ready(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const ShowsPopupNoticesOneAfterAnother: Story = {
  beforeEach({ msw }) {
    window.sessionStorage.clear();
    msw.use(
      tanNotice([
        { title: 'First notice', content: '<p>One</p>' },
        { title: '', content: '<p>Two<script>window.__popup = 1</script></p>' },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await body.findByRole('dialog', { name: 'First notice' });
    await expect(within(first).getByText('第 1 条，共 2 条')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: '下一条' }));
    // The second has no title: the sheet says what it is.
    const second = await body.findByRole('dialog', { name: '平台通知' });
    await expect(await within(second).findByText('Two')).toBeVisible();
    await expect(within(second).getByText('第 2 条，共 2 条')).toBeVisible();
    await expect((window as { __popup?: number }).__popup).toBeUndefined();
    await userEvent.click(within(second).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ShowsNothingWhenPopupNoticesFail: Story = {
  beforeEach({ msw }) {
    window.sessionStorage.clear();
    msw.use(
      http.get(TAN_NOTICE, () => HttpResponse.json({ code: 1, msg: 'ok', data: { list: 'x' } })),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await ready(canvasElement)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(figure(canvasElement, '总销售额')).toHaveTextContent('US$12,345.60');
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByText('Demo Shop') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
