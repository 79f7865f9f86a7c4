import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  WAIT,
  expectFieldError,
  expectToast,
  inBody,
  recordRequests,
  screenStates,
  sheetsClosed,
  shown,
  shownText,
} from '../../../testing';
import { RechargeSandboxScreen } from './RechargeSandboxScreen';

const meta = {
  title: 'Screens/Money/RechargeSandbox',
  component: RechargeSandboxScreen,
  parameters: { route: '/test/chongzhi' },
} satisfies Meta<typeof RechargeSandboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOG = '/merchant/merchant/recharge_log';
const reviews = recordRequests('post', '/demo/recharge/review');

const balanceOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: '商家余额' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '充值测试' })).toBeVisible();
    await expect(canvas.getByText('演示专用')).toBeVisible();
    await expect(await within(balanceOf(canvasElement)).findByText(shown('2580.00'))).toBeVisible();
    const first = await canvas.findByRole('article', { name: '充值单号 RC202611200001' });
    await expect(within(first).getByText('审核中')).toBeVisible();
    await expect(within(first).getByRole('button', { name: '通过' })).toBeEnabled();
    await expect(within(first).getByRole('button', { name: '拒绝' })).toBeEnabled();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: '充值单号 RC202611060005' })).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', LOG]],
  content: (canvas) => canvas.queryByRole('article'),
});
const noApproval = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).queryByRole('button', { name: '通过' })).toBeNull();

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无待审核的充值');

export const ServerError: Story = states.ServerError({ also: noApproval });

export const Offline: Story = states.Offline({ also: noApproval });

export const ApprovesDeposit: Story = {
  beforeEach: reviews.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(balanceOf(canvasElement)).findByText(shown('2580.00'));
    const first = await canvas.findByRole('article', { name: '充值单号 RC202611200001' });
    await userEvent.click(within(first).getByRole('button', { name: '通过' }));
    const dialog = await inBody(canvasElement).findByRole('alertdialog', {
      name: '通过这笔充值？',
    });
    const amount = shownText('500.00', 'zh-CN', 'USDT');
    await expect(within(dialog).getByText(`${amount} 将计入商家余额。`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));

    await expectToast(canvasElement, 'Deposit approved, the balance has been credited');
    await sheetsClosed(canvasElement);
    // 2,580.00 + 500.00: the balance rises and the deposit leaves the queue.
    await expect(
      await within(balanceOf(canvasElement)).findByText(shown('3080.00'), {}, { timeout: WAIT }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: '充值单号 RC202611200001' })).toBeNull(),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(reviews.count()).toBe(1);
    await expect(await reviews.bodies()).toEqual([{ recharge_id: 206, status: 1 }]);
  },
};

export const RejectsDepositWithReason: Story = {
  beforeEach: reviews.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(balanceOf(canvasElement)).findByText(shown('2580.00'));
    const first = await canvas.findByRole('article', { name: '充值单号 RC202611200001' });
    await userEvent.click(within(first).getByRole('button', { name: '拒绝' }));
    const sheet = await inBody(canvasElement).findByRole('dialog', { name: '拒绝这笔充值？' });
    await userEvent.click(within(sheet).getByRole('button', { name: '拒绝' }));
    await expectFieldError(sheet, '拒绝原因', '请填写拒绝原因');
    await expect(reviews.count()).toBe(0);

    await userEvent.type(within(sheet).getByLabelText('拒绝原因'), 'Voucher does not match');
    await userEvent.click(within(sheet).getByRole('button', { name: '拒绝' }));
    await expectToast(canvasElement, 'Deposit rejected');
    await sheetsClosed(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: '充值单号 RC202611200001' })).toBeNull(),
    );
    await expect(await reviews.bodies()).toEqual([
      { recharge_id: 206, status: -1, admin_msg: 'Voucher does not match' },
    ]);
    // A rejection leaves the balance as it was.
    await expect(within(balanceOf(canvasElement)).getByText(shown('2580.00'))).toBeVisible();
  },
};
