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
import { RechargeRecordScreen } from './RechargeRecordScreen';

const meta = {
  title: 'Screens/Money/RechargeRecord',
  component: RechargeRecordScreen,
  parameters: { route: '/rechargeRecord' },
} satisfies Meta<typeof RechargeRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOG = '/merchant/merchant/recharge_log';

/** The value of one "label: value" line (`dt` / `dd`) of a record. */
const lineValue = (record: HTMLElement, label: string) =>
  within(record).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const orderNumbers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace('充值单号 ', ''));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '充值记录' })).toBeVisible();
    const first = await canvas.findByRole('article', { name: '充值单号 RC202611200001' });
    // A crypto deposit is paid in USDT, never shown as US$.
    await expect(within(first).getByText(shownText('500.00', 'zh-CN', 'USDT'))).toBeVisible();
    await expect(within(first).getByText('审核中')).toBeVisible();
    await expect(within(first).getByText('区块链充值')).toBeVisible();
    await expect(lineValue(first, '付款')).toBe('未付款');
    const approved = canvas.getByRole('article', { name: '充值单号 RC202611160002' });
    await expect(lineValue(approved, '付款')).toBe('已付款');
    await expect(within(first).getByText(shownTime('2026-11-20 09:12:00'))).toBeVisible();
    await expect(orderNumbers(canvasElement)).toEqual([
      'RC202611200001',
      'RC202611160002',
      'RC202611120003',
      'RC202611080004',
      'RC202611060005',
      'RC202611020006',
    ]);
    // recharge_type 0 is a bank transfer (in CNY), 2 Alipay.
    const bank = canvas.getByRole('article', { name: '充值单号 RC202611080004' });
    await expect(within(bank).getByText('银行转账充值')).toBeVisible();
    await expect(within(bank).getByText(shown('1440.00', 'zh-CN', 'CNY'))).toBeVisible();
    const alipay = canvas.getByRole('article', { name: '充值单号 RC202611060005' });
    await expect(within(alipay).getByText('支付宝')).toBeVisible();
    await expect(within(alipay).getByText(shown('150.00'))).toBeVisible();
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

/**
 * Whether the platform records a deposit as paid (`paid`): shown on each record that says so,
 * translated; a record without it shows no payment line rather than a guess.
 */
export const ShowsWhetherPaid: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', LOG, {
        total: 3,
        list: [
          {
            recharge_id: 3,
            order_id: 'RC3',
            price: '80.00',
            status: 1,
            paid: 1,
            admin_msg: null,
            createtime: '2026-11-20 09:00:00',
            recharge_type: 1,
          },
          {
            recharge_id: 2,
            order_id: 'RC2',
            price: '60.00',
            status: 0,
            paid: 0,
            admin_msg: null,
            createtime: '2026-11-19 09:00:00',
            recharge_type: 1,
          },
          {
            recharge_id: 1,
            order_id: 'RC1',
            price: '40.00',
            status: 0,
            admin_msg: null,
            createtime: '2026-11-18 09:00:00',
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = await canvas.findByRole('article', { name: '充值单号 RC3' }, { timeout: WAIT });
    await expect(lineValue(paid, '付款')).toBe('已付款');
    const unpaid = canvas.getByRole('article', { name: '充值单号 RC2' });
    await expect(lineValue(unpaid, '付款')).toBe('未付款');
    const unsaid = canvas.getByRole('article', { name: '充值单号 RC1' });
    await expect(within(unsaid).queryByText('付款', { selector: 'dt' })).toBeNull();
    // Without a way, a USD amount stays in US$.
    await expect(within(unsaid).getByText(shown('40.00'))).toBeVisible();
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

/** A deposit the platform rejected (status -1) shows as rejected, with the reviewer's note. */
export const RejectedDepositShown: Story = {
  play: async ({ canvasElement }) => {
    const rejected = await findRecord(canvasElement, '充值单号 RC202611120003');
    await expectRejected(rejected);
    await expect(within(rejected).getByText('The transfer voucher is unreadable')).toBeVisible();
  },
};

/** Every filter is sent, `all` too; the rejected one asks for status -1 and finds the rejection. */
export const RejectedFilter: Story = {
  beforeEach: statuses.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: '充值单号 RC202611200001' }, { timeout: WAIT });
    await expect(statuses.queries()[0]?.get('status')).toBe('all');
    await userEvent.click(canvas.getByRole('tab', { name: '已拒绝' }));
    await waitFor(() => expect(orderNumbers(canvasElement)).toEqual(['RC202611120003']));
    await expect(statuses.queries().map((q) => q.get('status'))).toContain('-1');
    await expect(statuses.queries().map((q) => q.get('status'))).not.toContain('2');
  },
};

export const ShowsRejectedWithMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: '充值单号 RC202611200001' });
    await userEvent.click(canvas.getByRole('tab', { name: '已拒绝' }));
    await expectLocation(canvasElement, '/rechargeRecord?status=rejected');
    await waitFor(() => expect(orderNumbers(canvasElement)).toEqual(['RC202611120003']));
    const rejected = canvas.getByRole('article', { name: '充值单号 RC202611120003' });
    await expect(within(rejected).getByText('已拒绝')).toBeVisible();
    await expect(within(rejected).getByText('审核意见')).toBeVisible();
    await expect(within(rejected).getByText('The transfer voucher is unreadable')).toBeVisible();
    await expect(within(rejected).getByText(shown('2160.00', 'zh-CN', 'CNY'))).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '已通过' }));
    await waitFor(() => expect(orderNumbers(canvasElement)).toHaveLength(3));
    await expect(canvas.queryByText('审核意见')).toBeNull();
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('article') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
