import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BASE, DEMO_PAY_PASSWORD, db } from '@merchant/mocks';
import {
  WAIT,
  expectToast,
  recordRequests,
  screenStates,
  sheetsClosed,
  shown,
  shownTime,
  typePayPassword,
} from '../../../testing';
import { findPickSheet, sheetValue } from '../shared/pickSteps';
import { PLATFORM_DETAIL } from '../shared/platformDetail';
import { OrderDetailScreen } from './OrderDetailScreen';

const meta = {
  title: 'Screens/Orders/OrderDetail',
  component: OrderDetailScreen,
  parameters: { route: '/orderDetail?id=1016' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown on the row of a cell group with this label. */
function cellValue(canvasElement: HTMLElement, label: string): string {
  const labelNode = within(canvasElement).getByText(label, { selector: 'span' });
  const row = labelNode.closest('div, a');
  return row?.lastElementChild?.textContent ?? '';
}

const detailCalls = recordRequests('get', '/merchant/order/detail');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
    const summary = await canvas.findByRole('region', { name: 'SO202611090002' });
    await expect(within(summary).getByText('已发货')).toBeVisible();
    await expect(within(summary).getByText('已送达')).toBeVisible();
    await expect(
      within(summary).getByRole('button', { name: '复制订单号 SO202611090002' }),
    ).toBeVisible();
    // Products: image, title, quantity and the line's total (quantity included).
    await expect(canvas.getByText('Birchwood Cutting Board')).toBeVisible();
    await expect(canvas.getByText('Pulse Wireless Earbuds')).toBeVisible();
    await expect(canvas.getByText(shown('24.90'))).toBeVisible();
    await expect(canvas.getByText(shown('119.80'))).toBeVisible();
    await expect(canvas.getAllByText('小计')).toHaveLength(2);
    await expect(canvas.getByText('× 2')).toBeVisible();
    // Money, as the platform computed it.
    await expect(cellValue(canvasElement, '数量')).toBe('3');
    await expect(cellValue(canvasElement, '总成本')).toBe(shown('115.76'));
    await expect(cellValue(canvasElement, '售价')).toBe(shown('144.70'));
    await expect(cellValue(canvasElement, '收益')).toBe(`${shown('28.94')}`);
    await expect(cellValue(canvasElement, '支付总额')).toBe(shown('144.70'));
    await expect(cellValue(canvasElement, '支付方式')).toBe('钱包支付');
    // Buyer, masked phone, address.
    await expect(cellValue(canvasElement, '收货人')).toBe('Nguyen Thi Lan');
    await expect(cellValue(canvasElement, '联系电话')).toBe('152****1187');
    await expect(cellValue(canvasElement, '收货地址')).toBe(
      '35 Le Loi, District 1, Ho Chi Minh City, Vietnam',
    );
    // Times, shipping, tracking.
    await expect(cellValue(canvasElement, '下单时间')).toBe(shownTime('2026-11-09 16:14:34'));
    await expect(cellValue(canvasElement, '执行时间')).toBe(shownTime('2026-11-09 17:49:34'));
    await expect(cellValue(canvasElement, '物流状态')).toBe('已送达');
    await expect(cellValue(canvasElement, '结算状态')).toBe('暂无');
    await expect(canvas.getByText('YT7300593018')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看物流' })).toHaveAttribute(
      'href',
      '/logistics?id=1016',
    );
    // A shipped order has nothing to pick.
    await expect(canvas.queryByRole('button', { name: /^提货/ })).toBeNull();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/order/detail']],
  content: (canvas) => canvas.queryByText('SO202611090002'),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const NotFound: Story = {
  parameters: { route: '/orderDetail?id=999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The platform answers code 0 ("The order does not exist"): not an error to retry.
    await expect(await canvas.findByText('内容不存在')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const NotFoundWithoutId: Story = {
  parameters: { route: '/orderDetail?id=abc' },
  beforeEach: detailCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('内容不存在')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(detailCalls.count()).toBe(0);
  },
};

export const NotFoundWhenNoData: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/merchant/order/detail', () =>
        HttpResponse.json({ code: 1, msg: 'ok', time: '1795000000', data: null }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('内容不存在')).toBeVisible();
  },
};

export const TrackingNumberFromDeliveryNo: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}/merchant/order/detail`, () =>
        HttpResponse.json({ code: 1, msg: 'ok', time: '1795000000', data: PLATFORM_DETAIL }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The platform's own shape reads: no "malformed" block.
    const summary = await canvas.findByRole('region', { name: 'SO202611090009' });
    await expect(canvas.queryByText('加载失败')).toBeNull();
    // The tracking number is the first logistics step's delivery_no.
    await expect(canvas.getByText('LP00123456789CN')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '复制物流单号 LP00123456789CN' }),
    ).toBeVisible();
    // Lines from product[] (no goods): title, quantity, the line's total.
    await expect(canvas.getByText('Pulse Wireless Earbuds')).toBeVisible();
    await expect(canvas.getByText(shown('119.80'))).toBeVisible();
    await expect(canvas.getByText('× 2')).toBeVisible();
    // No status in the answer: no stage guessed; the delivery status says where it is.
    await expect(within(summary).getByText('运输中')).toBeVisible();
    await expect(within(summary).queryByText(/未知状态/)).toBeNull();
    await expect(cellValue(canvasElement, '物流状态')).toBe('运输中');
    await expect(cellValue(canvasElement, '支付总额')).toBe(shown('144.70'));
    // The links use the id asked for; nothing to pick without a status.
    await expect(canvas.getByRole('link', { name: '查看物流' })).toHaveAttribute(
      'href',
      '/logistics?id=1016',
    );
    await expect(canvas.queryByRole('button', { name: /^提货/ })).toBeNull();
  },
};

export const CopiesTrackingNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // http://127.0.0.1 is a secure context: the Clipboard API is there.
    await expect(window.isSecureContext).toBe(true);
    await userEvent.click(await canvas.findByRole('button', { name: '复制物流单号 YT7300593018' }));
    await expectToast(canvasElement, '复制成功');
  },
};

export const PicksFromDetail: Story = {
  parameters: { route: '/orderDetail?id=1036' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'SO202611190002' });
    await expect(within(summary).getByText('待提货')).toBeVisible();
    await expect(cellValue(canvasElement, '执行时间')).toBe('—暂无');
    await userEvent.click(canvas.getByRole('button', { name: '提货 SO202611190002' }));

    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await expect(sheetValue(sheet, '需支付')).toBe(shown('86.32'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2493.68'));
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('86.32')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);

    // The detail refreshes: waiting for shipment, with its execution time; no pick any more.
    await waitFor(() => expect(within(summary).getByText('待发货')).toBeVisible(), {
      timeout: WAIT,
    });
    const picked = db().orders.find((order) => order.order_id === 1036)?.pick_time ?? '';
    await expect(cellValue(canvasElement, '执行时间')).toBe(shownTime(String(picked)));
    await expect(canvas.queryByRole('button', { name: '提货 SO202611190002' })).toBeNull();
    await expect(db().merchant.balanceCents).toBe(249368);
  },
};
