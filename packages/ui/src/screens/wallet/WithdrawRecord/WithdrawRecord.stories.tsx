import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  WAIT,
  answer,
  expectLocation,
  expectRejected,
  findRecord,
  lastSeenStates,
  recordRequests,
  screenStates,
  shown,
  shownText,
  shownTime,
} from '../../../testing';
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
    const review = await findRecord(canvasElement, '提现单号 WD202611200001');
    await expect(within(review).getByText('审核中')).toBeVisible();
    // Blockchain, in USDT (never US$): 3 % of 150.00.
    await expect(within(review).getByText(shownText('150.00', 'zh-CN', 'USDT'))).toBeVisible();
    await expect(rowValue(review, '手续费')).toBe(shown('4.50', 'zh-CN', 'USDT'));
    await expect(rowValue(review, '实际到账')).toBe(shown('145.50', 'zh-CN', 'USDT'));
    await expect(rowValue(review, '时间')).toBe(shownTime('2026-11-20 12:00:00'));

    // To a bank, in CNY, 5 % fee.
    const withdrawn = canvas.getByRole('article', { name: '提现单号 WD202611140002' });
    await expect(within(withdrawn).getByText('已提现')).toBeVisible();
    await expect(rowValue(withdrawn, '手续费')).toBe(shown('106.50', 'zh-CN', 'CNY'));
    const rejected = canvas.getByRole('article', { name: '提现单号 WD202611090003' });
    await expect(within(rejected).getByText('已拒绝')).toBeVisible();
    await expect(rowValue(rejected, '拒绝原因')).toBe('The address does not match the network');
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', LOG]],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无记录');

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

const statuses = recordRequests('get', LOG);

/** A withdrawal the platform rejected (status -1) shows as rejected, with the reason. */
export const RejectedWithdrawalShown: Story = {
  play: async ({ canvasElement }) => {
    const rejected = await findRecord(canvasElement, '提现单号 WD202611090003');
    await expectRejected(rejected);
  },
};

/** Every filter is sent, `all` too; the rejected one asks for status -1 and finds the rejection. */
export const RejectedFilter: Story = {
  beforeEach: statuses.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: '提现单号 WD202611200001' }, { timeout: WAIT });
    await expect(statuses.queries()[0]?.get('status')).toBe('all');
    await userEvent.click(canvas.getByRole('tab', { name: '已拒绝' }));
    await expectLocation(canvasElement, '/withdrawRecord?status=rejected');
    await waitFor(() =>
      expect(
        canvas.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
      ).toEqual(['提现单号 WD202611090003']),
    );
    await expect(statuses.queries().map((q) => q.get('status'))).toContain('-1');
  },
};

/** Rows without the fee and amount received the platform's client never reads still show. */
export const RowsWithoutFee: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', LOG, {
        total: 1,
        list: [
          {
            extract_id: 9,
            extract_sn: 'WD9',
            createtime: '2026-11-20 12:00:00',
            extract_price: '20.00',
            status: -1,
            admin_msg: 'Wrong account',
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('article', { name: '提现单号 WD9' }, { timeout: WAIT });
    await expect(within(row).getByText('已拒绝')).toBeVisible();
    await expect(within(row).getByText('Wrong account')).toBeVisible();
    await expect(within(row).queryByText('手续费')).toBeNull();
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('article') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
