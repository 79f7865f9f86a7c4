import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BASE } from '@merchant/mocks';
import {
  expectRowsToEnd,
  inTabFrame,
  lastSeenStates,
  locationOf,
  recordRequests,
  screenStates,
  shown,
} from '../../../testing';
import { OrderListScreen } from './OrderListScreen';

const meta = {
  title: 'Screens/Orders/OrderList',
  component: OrderListScreen,
  parameters: { route: '/order' },
  // The order list is a tab page: the real frame, with the Order tab's badge.
  decorators: [inTabFrame('order')],
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text?.startsWith('SO'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '返回' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = await canvas.findByRole('article', { name: 'SO202611200002' });
    await expect(within(first).getByText('待付款')).toBeVisible();
    await expect(within(first).getByText('Aurora Ceramic Mug')).toBeVisible();
    await expect(within(first).getByText(shown('10.00'))).toBeVisible();
    await expect(within(first).getByText(shown('12.50'))).toBeVisible();
    await expect(within(first).getByText(shown('2.50'))).toBeVisible();
    await expect(
      within(first).getByRole('button', { name: '复制订单号 SO202611200002' }),
    ).toBeVisible();
    await expect(within(first).getByRole('link', { name: /Aurora Ceramic Mug/ })).toHaveAttribute(
      'href',
      '/orderDetail?id=1038',
    );
    await expect(canvas.getByText('共 38 单')).toBeVisible();
    // The first screenful is drawn first, the rest of the page a screenful per task after.
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(10));
    // An awaiting-pickup order offers the pick; a waiting-for-payment one does not.
    await expect(canvas.getByRole('button', { name: '提货 SO202611190002' })).toBeVisible();
    await expect(within(first).queryByRole('button', { name: /^提货/ })).toBeNull();
    // The Order tab's badge counts the orders awaiting pickup.
    const nav = within(canvas.getByRole('navigation'));
    await expect(await nav.findByRole('link', { name: /订单.*14/ })).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/order/list']],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading({
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('tab', { name: '全部' })).toBeVisible(),
});

export const Empty: Story = states.Empty('暂无订单');

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const FiltersByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'SO202611200002' });

    // Waiting for shipment: paid and picked (status 1, is_pick 1), filtered on the client.
    await userEvent.click(canvas.getByRole('tab', { name: '待发货' }));
    await waitFor(() =>
      expect(orderHeadings(canvasElement)).toEqual([
        'SO202611120002',
        'SO202611120001',
        'SO202611110002',
        'SO202611110001',
      ]),
    );
    await expect(locationOf(canvasElement)).toBe('/order?tab=awaitingShipment');
    await expect(canvas.queryAllByText('待提货', { selector: 'span' })).toHaveLength(0);
    await expect(canvas.getAllByText('待发货', { selector: 'span' })).toHaveLength(4);

    // Shipped, with each order's delivery sub-status.
    await userEvent.click(canvas.getByRole('tab', { name: '已发货' }));
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(8));
    await expect(canvas.getByText('共 8 单')).toBeVisible();
    for (const sub of ['运输中', '已送达']) {
      await expect(canvas.getAllByText(sub)).toHaveLength(2);
    }
    const settled = canvas.getByRole('article', { name: 'SO202611070002' });
    await expect(within(settled).getAllByText('已结算').length).toBeGreaterThan(0);

    // Awaiting pickup: status "5" on the server.
    await userEvent.click(canvas.getByRole('tab', { name: '待提货' }));
    await expect(await canvas.findByText('共 14 单')).toBeVisible();
    await expect(canvas.queryAllByText('已发货', { selector: 'span' })).toHaveLength(0);

    await userEvent.click(canvas.getByRole('tab', { name: '已取消' }));
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(3));
    await expect(canvas.getByText('共 3 单')).toBeVisible();
  },
};

const listCalls = recordRequests('get', '/merchant/order/list');

/** The status filters the order list asked for (the tab badge's "5" left out). */
const listStatuses = () =>
  listCalls
    .queries()
    .map((query) => query.get('status'))
    .filter((status) => status !== '5');

export const SendsStatusAllForAllTab: Story = {
  beforeEach: listCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'SO202611200002' });
    // "All" is sent explicitly, never as a missing filter.
    await expect(listStatuses()).toEqual(['all']);
    await userEvent.click(canvas.getByRole('tab', { name: '已发货' }));
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(10));
    await expect(listStatuses()).not.toContain(null);
    await expect(listStatuses()).toContain('2');
  },
};

export const CancelledOrders: Story = {
  parameters: { route: '/order?tab=cancelled' },
  beforeEach: listCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(3));
    await expect(canvas.getByText('共 3 单')).toBeVisible();
    // Status -1 is cancelled: each row says so, and none can be picked.
    await expect(canvas.getAllByText('已取消', { selector: 'span' })).toHaveLength(3);
    await expect(canvas.queryByText('已退款', { selector: 'span' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^提货/ })).toBeNull();
    await expect(listStatuses()).toEqual(['-1']);
  },
};

export const RefundedOrders: Story = {
  beforeEach: listCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'SO202611200002' });
    // The client's last tab: status -2, refunded.
    await userEvent.click(canvas.getByRole('tab', { name: '已退款' }));
    await waitFor(() => expect(orderHeadings(canvasElement)).toEqual(['SO202611020001']));
    await expect(canvas.getByText('共 1 单')).toBeVisible();
    const order = canvas.getByRole('article', { name: 'SO202611020001' });
    await expect(within(order).getByText('已退款', { selector: 'span' })).toBeVisible();
    await expect(within(order).queryByText(/未知状态/)).toBeNull();
    await expect(locationOf(canvasElement)).toBe('/order?tab=refunded');
    await expect(listStatuses()).toContain('-2');
  },
};

export const SearchesByOrderNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: '订单号' });
    await expect(field).toHaveAttribute('inputmode', 'text');
    await expect(field).toHaveAttribute('autocomplete', 'off');

    // A character no order number has is refused before any request.
    await userEvent.type(field, 'SO#1');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('订单号只能包含字母和数字')).toBeVisible();
    await expect(locationOf(canvasElement)).toBe('/order');

    await userEvent.clear(field);
    await userEvent.type(field, 'SO20261118{Enter}');
    await waitFor(() =>
      expect(orderHeadings(canvasElement)).toEqual(['SO202611180002', 'SO202611180001']),
    );
    await expect(locationOf(canvasElement)).toBe('/order?search=SO20261118');
    await expect(canvas.getByText('共 2 单')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'SO1999{Enter}');
    await expect(await canvas.findByText('没有找到订单号包含“SO1999”的订单')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(10));
    await expect(locationOf(canvasElement)).toBe('/order');
  },
};

export const LoadsNextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'SO202611200002' });
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(10));
    await expect(canvas.queryByRole('article', { name: 'SO202611150002' })).toBeNull();
    const more = canvas.queryByRole('button', { name: '加载更多' });
    if (more) await userEvent.click(more);
    // The 11th order (first of page 2).
    await expect(await canvas.findByRole('article', { name: 'SO202611150002' })).toBeVisible();
    await waitFor(
      async () => {
        const next = canvas.queryByRole('button', { name: '加载更多' });
        if (next) await userEvent.click(next);
        await expect(canvas.getByText('没有更多了')).toBeVisible();
      },
      { timeout: 8000 },
    );
    // All 38 orders (past the list's first rows, those near the screen are drawn).
    const list = canvas.getByRole('list', { name: '全部' });
    await expectRowsToEnd(list, 38);
  },
};

/** One order with a status code this app does not know (9), as a newer platform might send. */
const UNKNOWN_STATUS_PAGE = {
  code: 1,
  msg: '',
  time: '1795000000',
  data: {
    total: 1,
    total_price: '12.50',
    total_profit: '2.50',
    list: [
      {
        order_id: 2001,
        order_sn: 'SO202611210001',
        total_num: 1,
        total_price: '12.50',
        total_cost: '10.00',
        total_profit: '2.50',
        status: 9,
        paid: 1,
        is_pick: 0,
        delivery_status: 0,
        createtime: '2026-11-21 09:30:00',
        orderProduct: [{ goods: { title: 'Aurora Ceramic Mug', image: '' } }],
      },
    ],
  },
};

export const ShowsUnknownStatus: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${BASE}/merchant/order/list`, () => HttpResponse.json(UNKNOWN_STATUS_PAGE)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'SO202611210001' });
    // Shown as unknown with its code: never guessed as "cancelled" (or anything else).
    await expect(within(order).getByText('未知状态（9）')).toBeVisible();
    await expect(within(order).queryByText('已取消')).toBeNull();
    await expect(within(order).queryByRole('button', { name: /^提货/ })).toBeNull();
    await expect(within(order).getByText(shown('10.00'))).toBeVisible();
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('article') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
