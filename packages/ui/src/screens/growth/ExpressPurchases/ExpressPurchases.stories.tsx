import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStates, shown, shownTime } from '../../../testing';
import { ExpressPurchasesScreen } from './ExpressPurchasesScreen';

const meta = {
  title: 'Screens/Growth/ExpressPurchases',
  component: ExpressPurchasesScreen,
  parameters: { route: '/buyTrainBill' },
} satisfies Meta<typeof ExpressPurchasesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '直通车购买记录' })).toBeVisible();
    const purchases = await canvas.findAllByRole('article');
    await expect(purchases).toHaveLength(4);
    const [running, ended] = purchases;
    if (!running || !ended) throw new Error('purchases missing');
    await expect(running).toHaveAccessibleName('Express Lane Pro');
    await expect(within(running).getByText('生效中')).toBeVisible();
    await expect(within(running).getByText(shown('299.00'))).toBeVisible();
    await expect(within(running).getByText(shownTime('2026-11-20 20:00:00'))).toBeVisible();
    await expect(ended).toHaveAccessibleName('Express Lane Starter');
    await expect(within(ended).getByText('已结束')).toBeVisible();
    await expect(within(ended).getByText(shown('29.90'))).toBeVisible();
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/index/buy_train_bill']],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无记录');

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();
