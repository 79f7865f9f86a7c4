import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BASE, db } from '@merchant/mocks';
import { locationOf, screenStates, shown, shownTime } from '../../../testing';
import { RefundListScreen } from './RefundListScreen';

const meta = {
  title: 'Screens/Orders/RefundList',
  component: RefundListScreen,
  parameters: { route: '/refundRequest' },
} satisfies Meta<typeof RefundListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const refundNumbers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace('退款单号 ', ''));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '退款订单' })).toBeVisible();
    const first = await canvas.findByRole('article', { name: '退款单号 RF202611200001' });
    await expect(within(first).getByText(shown('24.90'))).toBeVisible();
    await expect(within(first).getByText('The parcel has not arrived after 20 days')).toBeVisible();
    await expect(within(first).getByText('待审核')).toBeVisible();
    await expect(within(first).getByText(shownTime('2026-11-20 18:12:40'))).toBeVisible();
    await expect(refundNumbers(canvasElement)).toHaveLength(8);
    // Eight refunds: less than a page of 10, so the list says there is no more.
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/refund_order']],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无退款订单');

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const FiltersRefundsByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: '退款单号 RF202611200001' });

    await userEvent.click(canvas.getByRole('tab', { name: '已同意' }));
    await waitFor(() =>
      expect(refundNumbers(canvasElement)).toEqual([
        'RF202611170003',
        'RF202611150004',
        'RF202611050008',
      ]),
    );
    await expect(locationOf(canvasElement)).toBe('/refundRequest?status=approved');
    await expect(canvas.getAllByText('已同意', { selector: 'span' })).toHaveLength(3);

    await userEvent.click(canvas.getByRole('tab', { name: '已拒绝' }));
    await waitFor(() =>
      expect(refundNumbers(canvasElement)).toEqual(['RF202611120005', 'RF202611100006']),
    );
    await expect(canvas.queryAllByText('待审核', { selector: 'span' })).toHaveLength(0);

    await userEvent.click(canvas.getByRole('tab', { name: '待审核' }));
    await waitFor(() => expect(refundNumbers(canvasElement)).toHaveLength(3));

    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(refundNumbers(canvasElement)).toHaveLength(8));
    await expect(locationOf(canvasElement)).toBe('/refundRequest');
  },
};

export const ShowsGoodsStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notReceived = await canvas.findByRole('article', { name: '退款单号 RF202611200001' });
    await expect(within(notReceived).getByText('未收到货')).toBeVisible();
    await expect(within(notReceived).queryByText('已收到货')).toBeNull();
    const received = canvas.getByRole('article', { name: '退款单号 RF202611190002' });
    await expect(within(received).getByText('已收到货')).toBeVisible();
    await expect(canvas.getAllByText('已收到货')).toHaveLength(5);
    await expect(canvas.getAllByText('未收到货')).toHaveLength(3);
  },
};

export const RejectedRefundShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The platform writes a rejected refund as status -1.
    const rejected = await canvas.findByRole('article', { name: '退款单号 RF202611120005' });
    await expect(within(rejected).getByText('已拒绝', { selector: 'span' })).toBeVisible();
    await expect(within(rejected).queryByText(/未知状态/)).toBeNull();
    await expect(canvas.getAllByText('已拒绝', { selector: 'span' })).toHaveLength(2);
  },
};

/** "24.90" from 2490 cents, without floating point. */
const amount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The demo's refunds as a platform sends them that leaves out each row's id. */
function refundsWithoutIds() {
  return http.get(`${BASE}/merchant/merchant/refund_order`, () =>
    HttpResponse.json({
      code: 1,
      msg: 'ok',
      time: '1795000000',
      data: db().refunds.map((row) => ({
        refund_sn: row.refund_sn,
        amount: amount(row.amountCents),
        status: row.status,
        receiving_status: row.receiving_status,
        refund_explain: row.refund_explain,
        createtime: row.createtime,
      })),
    }),
  );
}

export const ShowsRowsWithoutId: Story = {
  beforeEach({ msw }) {
    msw.use(refundsWithoutIds());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The platform's client never reads a refund's id: rows without one are all listed.
    await expect(
      await canvas.findByRole('article', { name: '退款单号 RF202611200001' }),
    ).toBeVisible();
    await expect(refundNumbers(canvasElement)).toHaveLength(8);
    await expect(canvas.queryByText('加载失败')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '已拒绝' }));
    await waitFor(() =>
      expect(refundNumbers(canvasElement)).toEqual(['RF202611120005', 'RF202611100006']),
    );
  },
};
