import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import { answer, expectToast, screenStates, shownTime } from '../../../testing';
import { PLATFORM_DETAIL } from '../shared/platformDetail';
import { LogisticsScreen } from './LogisticsScreen';

const meta = {
  title: 'Screens/Orders/Logistics',
  component: LogisticsScreen,
  parameters: { route: '/logistics?id=1016' },
} satisfies Meta<typeof LogisticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEWEST_FIRST = [
  'Delivered: signed for by the recipient',
  'Out for delivery: the courier is on the way to the recipient',
  'Customs cleared: import clearance completed',
  'In transit: arrived at the international sorting centre',
  'Picked up: the parcel has left the platform warehouse',
];

const steps = async (canvasElement: HTMLElement) => {
  const timeline = await within(canvasElement).findByRole('region', { name: '物流轨迹' });
  return within(timeline).queryAllByRole('listitem');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '物流信息' })).toBeVisible();
    await expect(await canvas.findByText('YT7300593018')).toBeVisible();
    await expect(canvas.getByText('SO202611090002')).toBeVisible();
    const items = await steps(canvasElement);
    await expect(items).toHaveLength(5);
    await expect(within(items[0] as HTMLElement).getByText('最新')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('已送达')).toBeVisible();
    await expect(
      within(items[0] as HTMLElement).getByText(shownTime('2026-11-11 11:54:34')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制物流单号 YT7300593018' }));
    await expectToast(canvasElement, '复制成功');
  },
};

const states = screenStates({
  reads: [['get', '/merchant/order/detail']],
  content: (canvas) => canvas.queryByText('YT7300593018'),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline({
  // The same block as every other page (no page-specific offline text).
  sentence: '请检查网络设置后重试',
});

export const NotFoundWithoutId: Story = {
  parameters: { route: '/logistics?id=-1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('内容不存在')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/logistics?id=999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('内容不存在')).toBeVisible();
  },
};

export const NewestFirst: Story = {
  beforeEach() {
    // The server sends the steps oldest first this time: the page still shows the newest first.
    db()
      .orders.find((order) => order.order_id === 1016)
      ?.delivery.reverse();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('YT7300593018');
    const items = await steps(canvasElement);
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(NEWEST_FIRST);
    const times = items.map((item) => item.querySelector('time')?.getAttribute('datetime') ?? '');
    await expect([...times].sort().reverse()).toEqual(times);
  },
};

export const NoTrackingYet: Story = {
  parameters: { route: '/logistics?id=1022' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无物流信息')).toBeVisible();
    await expect(canvas.getByText('订单发货后，这里会显示物流轨迹')).toBeVisible();
    await expect(canvas.getByText('SO202611120002')).toBeVisible();
    await expect(canvas.getByText('待发货')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^复制物流单号/ })).toBeNull();
    await expect(await steps(canvasElement)).toHaveLength(0);
  },
};

export const TrackingNumberFromDeliveryNo: Story = {
  beforeEach({ msw }) {
    msw.use(answer('get', '/merchant/order/detail', PLATFORM_DETAIL));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The platform's own shape: the tracking number is delivery[0].delivery_no.
    await expect(await canvas.findByText('LP00123456789CN')).toBeVisible();
    await expect(canvas.queryByText('加载失败')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: '复制物流单号 LP00123456789CN' }),
    ).toBeVisible();
    const items = await steps(canvasElement);
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'In transit: arrived at the international sorting centre',
      'Picked up: the parcel has left the platform warehouse',
    ]);
  },
};
