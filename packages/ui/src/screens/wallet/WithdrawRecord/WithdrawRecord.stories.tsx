import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WAIT, expectFailureBlock, fail, offline, shown, shownTime, stall } from '../../../testing';
import { rowValue } from '../shared/storySteps';
import { WithdrawRecordScreen } from './WithdrawRecordScreen';

const meta = {
  title: 'Screens/Wallet/WithdrawRecord',
  component: WithdrawRecordScreen,
  parameters: { route: '/withdrawRecord' },
} satisfies Meta<typeof WithdrawRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOG = '/merchant/merchant/extract_log';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '提现记录' })).toBeVisible();
    const review = await canvas.findByRole(
      'article',
      { name: '提现单号 WD202611200001' },
      { timeout: WAIT },
    );
    await expect(within(review).getByText('审核中')).toBeVisible();
    await expect(within(review).getByText(shown('150.00'))).toBeVisible();
    // Blockchain: 1.00 + 3 % of 150.00.
    await expect(rowValue(review, '手续费')).toBe(shown('5.50'));
    await expect(rowValue(review, '实际到账')).toBe(shown('144.50'));
    await expect(rowValue(review, '时间')).toBe(shownTime('2026-11-20 12:00:00'));

    const withdrawn = canvas.getByRole('article', { name: '提现单号 WD202611140002' });
    await expect(within(withdrawn).getByText('已提现')).toBeVisible();
    const rejected = canvas.getByRole('article', { name: '提现单号 WD202611090003' });
    await expect(within(rejected).getByText('已拒绝')).toBeVisible();
    await expect(rowValue(rejected, '拒绝原因')).toBe('The address does not match the network');
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', LOG));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无记录')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', LOG, 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', LOG));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
