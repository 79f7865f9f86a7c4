import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { WAIT, expectLocation, fillField, screenStates, shown, shownText } from '../../../testing';
import { BlockchainRechargeScreen } from '../BlockchainRecharge';
import { uploadVoucher } from '../shared/storyFiles';
import { RechargeScreen } from './RechargeScreen';

const meta = {
  title: 'Screens/Money/Recharge',
  component: RechargeScreen,
  parameters: { route: '/recharge' },
} satisfies Meta<typeof RechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROFILE = '/merchant/merchant/getMerInfo';
const LOG = '/merchant/merchant/recharge_log';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '充值' })).toBeVisible();
    const balance = canvas.getByRole('region', { name: '账户余额' });
    await expect(await within(balance).findByText(shown('2580.00'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^区块链充值/ })).toHaveAttribute(
      'href',
      '/blockchainRecharge',
    );
    await expect(canvas.getByRole('link', { name: /^银行转账充值/ })).toHaveAttribute(
      'href',
      '/bankCardRecharge',
    );
    // A manual deposit goes through customer service, as the platform's own client offers it.
    await expect(canvas.getByRole('link', { name: /^人工充值/ })).toHaveAttribute(
      'href',
      '/service',
    );
    const latest = canvas.getByRole('region', { name: '最近充值' });
    await expect(await within(latest).findAllByRole('article', {}, { timeout: WAIT })).toHaveLength(
      3,
    );
    const first = within(latest).getByRole('article', { name: '充值单号 RC202611200001' });
    await expect(within(first).getByText('审核中')).toBeVisible();
    // A crypto deposit, in USDT.
    await expect(within(first).getByText(shownText('500.00', 'zh-CN', 'USDT'))).toBeVisible();
    await expect(within(latest).getByRole('link', { name: '全部记录' })).toHaveAttribute(
      'href',
      '/rechargeRecord',
    );
    // Not sent from an order: no way back to one.
    await expect(canvas.queryByRole('link', { name: '返回订单' })).toBeNull();
  },
};

const states = screenStates({
  reads: [
    ['get', PROFILE],
    ['get', LOG],
  ],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading({
  skeletons: 2,
  // The ways to deposit do not wait for the platform.
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('link', { name: /^区块链充值/ })).toBeVisible(),
});

export const Empty: Story = states.Empty('暂无记录', {
  also: async (canvasElement) =>
    expect(await within(canvasElement).findByText(shown('0.00'))).toBeVisible(),
});

export const ServerError: Story = states.ServerError({
  reads: [['get', PROFILE]],
  // The rest of the page still works.
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('link', { name: /^银行转账充值/ })).toBeVisible(),
});

export const Offline: Story = states.Offline({ reads: [['get', LOG]] });

/** The pick flow sends a merchant with a short balance here; the deposit pages follow in the app. */
export const ReturnsToOrderAfterDeposit: Story = {
  parameters: { route: '/recharge?redirect=%2ForderDetail%3Fid%3D3' },
  render: () => (
    <Switch>
      <Route path="/recharge" component={RechargeScreen} />
      <Route path="/blockchainRecharge" component={BlockchainRechargeScreen} />
    </Switch>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('充值审核通过后，即可返回订单继续拣货。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回订单' })).toHaveAttribute(
      'href',
      '/orderDetail?id=3',
    );
    await userEvent.click(canvas.getByRole('link', { name: /^区块链充值/ }));
    await expectLocation(canvasElement, '/blockchainRecharge?redirect=%2ForderDetail%3Fid%3D3');

    await fillField(canvasElement, '充值金额', '100');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(await canvas.findByRole('heading', { name: '充值申请已提交' })).toBeVisible();
    const record = await canvas.findByRole('article', { name: '充值单号 RC202611220207' });
    await expect(within(record).getByText('审核中')).toBeVisible();

    const back = canvas.getByRole('link', { name: '返回订单' });
    await expect(back).toHaveAttribute('href', '/orderDetail?id=3');
    await userEvent.click(back);
    await expectLocation(canvasElement, '/orderDetail?id=3');
  },
};

/** An address that would leave the app is ignored: no way "back" to it. */
export const IgnoresForeignRedirect: Story = {
  parameters: { route: '/recharge?redirect=https%3A%2F%2Fevil.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '充值' });
    await expect(canvas.queryByRole('link', { name: '返回订单' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^区块链充值/ })).toHaveAttribute(
      'href',
      '/blockchainRecharge',
    );
  },
};
