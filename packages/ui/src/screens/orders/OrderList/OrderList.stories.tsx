import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PAY_PASSWORD, db, fail, offline, stall, record } from '@merchant/mocks';
import { TabLayout } from '../../../shell';
import {
  WAIT,
  expectToast,
  findPickSheet,
  inBody,
  locationOf,
  sheetsClosed,
  sheetValue,
  shown,
  typePayPassword,
} from '../shared/storySteps';
import { OrderListScreen } from './OrderListScreen';

const meta = {
  title: 'Screens/Orders/OrderList',
  component: OrderListScreen,
  parameters: { route: '/order' },
  // The order list is a tab page: the real frame, with the Order tab's badge.
  decorators: [
    (Story) => (
      <TabLayout active="order">
        <Story />
      </TabLayout>
    ),
  ],
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PICKUP = '/order?tab=awaitingPickup';
const orderHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text?.startsWith('SO'));

const pickCalls = record('post', '/merchant/order/pick');
const batchCalls = record('post', '/merchant/order/pick_batch');
const verifyCalls = record('post', '/merchant/merchant/verify_pay');

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
    await expect(orderHeadings(canvasElement)).toHaveLength(10);
    // An awaiting-pickup order offers the pick; a waiting-for-payment one does not.
    await expect(canvas.getByRole('button', { name: '提货 SO202611190002' })).toBeVisible();
    await expect(within(first).queryByRole('button', { name: /^提货/ })).toBeNull();
    // The Order tab's badge counts the orders awaiting pickup.
    const nav = within(canvas.getByRole('navigation'));
    await expect(await nav.findByRole('link', { name: /订单.*14/ })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', '/merchant/order/list'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('tab', { name: '全部' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无订单')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/order/list', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载失败')).toBeVisible();
    await expect(canvas.getByText('Server error (500)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', '/merchant/order/list'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('网络连接不可用')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const PicksOrderWithPaymentPassword: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    pickCalls.requests.length = 0;
    msw.use(pickCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await expect(await canvas.findByText(shown('2580.00'))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));

    // What will be paid and the balance, before anything is asked.
    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await expect(sheetValue(sheet, '订单')).toBe('SO202611190002');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('86.32'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2493.68'));
    await expect(body.queryByLabelText('支付密码（6位数字）')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('86.32')}` }));

    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);
    await expect(pickCalls.requests).toHaveLength(1);
    await expect(await pickCalls.requests[0]?.clone().json()).toEqual({ order_id: 1036 });

    // The order left "awaiting pickup", the balance shown dropped, the badge followed.
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull(),
    );
    await expect(await canvas.findByText(shown('2493.68'))).toBeVisible();
    await expect(db().merchant.balanceCents).toBe(249368);
    const nav = within(canvas.getByRole('navigation'));
    await expect(await nav.findByRole('link', { name: /订单.*13/ })).toBeVisible();
  },
};

export const PicksBatch: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    batchCalls.requests.length = 0;
    msw.use(batchCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择订单 SO202611190002' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择订单 SO202611190001' }));
    // 86.32 + 23.60, summed exactly.
    await expect(canvas.getByText(`合计成本 ${shown('109.92')}`)).toBeVisible();
    await expect(canvas.getByText('已选 2 项')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('button', { name: '批量提货' }));
    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await expect(sheetValue(sheet, '订单')).toBe('2 个订单');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('109.92'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2470.08'));
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('109.92')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);

    await expectToast(canvasElement, '2 orders picked');
    await sheetsClosed(canvasElement);
    await expect(batchCalls.requests).toHaveLength(1);
    await expect(await batchCalls.requests[0]?.clone().json()).toEqual({ ids: [1036, 1035] });
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190001' })).toBeNull(),
    );
    await expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull();
    await expect(await canvas.findByText(shown('2470.08'))).toBeVisible();
    await expect(canvas.getByText('已选 0 项')).toBeVisible();
  },
};

export const RefusesWrongPassword: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    pickCalls.requests.length = 0;
    verifyCalls.requests.length = 0;
    msw.use(pickCalls.handler, verifyCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    await userEvent.click(
      await within(sheet).findByRole('button', { name: `支付 ${shown('86.32')}` }),
    );
    const { sheet: passwordSheet, input } = await typePayPassword(canvasElement, '000000');
    await expect(
      await within(passwordSheet).findByRole('alert', {}, { timeout: WAIT }),
    ).toHaveTextContent('Incorrect payment password');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(pickCalls.requests).toHaveLength(0);
    await expect(db().merchant.balanceCents).toBe(258000);

    // Another try with the right password goes through.
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);
    await expect(verifyCalls.requests).toHaveLength(2);
    await expect(pickCalls.requests).toHaveLength(1);
  },
};

export const RefusesPickOverBalance: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    pickCalls.requests.length = 0;
    msw.use(pickCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);

    // A wholesale order costing more than the balance: shown as such, nothing is asked.
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611180002' }));
    let sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '需支付')).toBe(shown('2688.00')));
    await expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00'));
    await expect(within(sheet).getByText(`余额不足，还差 ${shown('108.00')}`)).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '/recharge',
    );
    await expect(within(sheet).queryByRole('button', { name: /^支付/ })).toBeNull();
    // (A tap in the first moments after the sheet opens is taken for a double tap: retry.)
    await waitFor(
      async () => {
        const cancel = body.queryByRole('button', { name: '取消' });
        if (cancel) await userEvent.click(cancel);
        await expect(body.queryByRole('dialog')).toBeNull();
      },
      { timeout: WAIT },
    );

    // The balance is spent elsewhere after the quote: the server refuses, its words are shown.
    await userEvent.click(canvas.getByRole('button', { name: '提货 SO202611190002' }));
    sheet = await findPickSheet(canvasElement);
    await userEvent.click(
      await within(sheet).findByRole('button', { name: `支付 ${shown('86.32')}` }),
    );
    db().merchant.balanceCents = 5000;
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    sheet = await findPickSheet(canvasElement);
    await expect(await within(sheet).findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent(
      '提货失败：Insufficient balance',
    );
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('50.00')));
    await expect(within(sheet).getByText(`余额不足，还差 ${shown('36.32')}`)).toBeVisible();
    await expect(pickCalls.requests).toHaveLength(1);
    await userEvent.click(
      within(within(sheet).getByRole('alert')).getByRole('link', { name: '去充值' }),
    );
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/recharge'));
  },
};

export const IgnoresDoubleTap: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    pickCalls.requests.length = 0;
    verifyCalls.requests.length = 0;
    msw.use(pickCalls.handler, verifyCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    // A thumb taps twice; the second tap lands on whatever the first one opened.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await expect(await canvas.findByText(shown('2580.00'))).toBeVisible();
    await user.dblClick(canvas.getByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    const pay = await within(sheet).findByRole(
      'button',
      { name: `支付 ${shown('86.32')}` },
      { timeout: WAIT },
    );
    await user.dblClick(pay);
    // One password sheet, still open: the second tap neither dismissed it nor opened another.
    await expect(await body.findAllByRole('dialog', { name: '请输入支付密码' })).toHaveLength(1);
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull(),
    );
    await expect(verifyCalls.requests).toHaveLength(1);
    await expect(pickCalls.requests).toHaveLength(1);
    await expect(db().merchant.balanceCents).toBe(249368);
  },
};

export const LeadsToSetPaymentPassword: Story = {
  parameters: { route: PICKUP, seed: 'noPayPassword' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    const pick = await canvas.findByRole('button', { name: '提货 SO202611190002' });
    // Wait for the profile, so the flow knows there is no payment password.
    await expect(await canvas.findByText(shown('2580.00'))).toBeVisible();
    await userEvent.click(pick);
    const dialog = await body.findByRole('alertdialog', { name: '请先设置支付密码' });
    await expect(body.queryByRole('dialog', { name: '请输入支付密码' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '去设置' }));
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/setPaypwd'));
  },
};

export const ClosedShopCannotPick: Story = {
  parameters: { route: PICKUP, seed: 'closedShop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('店铺已关闭，请联系客服')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/service',
    );
    await expect(await canvas.findByRole('article', { name: 'SO202611190002' })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^提货/ })).toHaveLength(0);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: '批量提货' })).toBeNull();
  },
};

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
    await waitFor(() => expect(orderHeadings(canvasElement)).toHaveLength(4));
    await expect(canvas.getByText('共 4 单')).toBeVisible();
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
    await expect(orderHeadings(canvasElement)).toHaveLength(10);
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
    await expect(orderHeadings(canvasElement)).toHaveLength(38);
  },
};
