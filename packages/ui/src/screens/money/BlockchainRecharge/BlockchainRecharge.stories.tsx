import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  WAIT,
  clipboardWrites,
  expectFailureBlock,
  expectFieldError,
  expectLocation,
  expectToast,
  fail,
  fillField,
  offline,
  recordRequests,
  shown,
  stall,
  stubClipboard,
} from '../../../testing';
import { uploadVoucher } from '../shared/storyFiles';
import { BlockchainRechargeScreen } from './BlockchainRechargeScreen';

const meta = {
  title: 'Screens/Money/BlockchainRecharge',
  component: BlockchainRechargeScreen,
  parameters: { route: '/blockchainRecharge' },
} satisfies Meta<typeof BlockchainRechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHANNELS = '/merchant/merchant/getBlockchain';
const TRC20 = 'TDemoMerchantTrc20000000000000001001';
const ERC20 = '0xDe0000000000000000000000000000000M1001';
const recharges = recordRequests('post', '/merchant/merchant/recharge');

/** Waits for the form, with the TRC20 address shown. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(TRC20, {}, { timeout: WAIT })).toBeVisible();
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '区块链充值' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'USDT-TRC20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'USDT-ERC20' })).toBeVisible();
    // BEP20 is BSC: closed for deposits, so not offered.
    await expect(canvas.queryByRole('tab', { name: 'USDT-BEP20' })).toBeNull();
    const qr = canvas.getByRole('img', { name: 'TRC20 充值地址二维码' });
    await expect(qr).toHaveAttribute('data-value', TRC20);
    const rules = canvas.getByRole('region', { name: '充值须知' });
    await expect(within(rules).getByText('链上转账经过 2 个网络确认后到账。')).toBeVisible();
    await expect(
      within(rules).getByText('不支持通过去中心化交易所充值，也不支持 BSC 和 HECO 网络。'),
    ).toBeVisible();
    const bounds = `单笔最低 ${shown('10.00')}，最高 ${shown('50000.00')}。`;
    await expect(within(rules).getByText(bounds)).toBeVisible();
    const amount = canvas.getByLabelText('充值金额');
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await expect(amount).toHaveAttribute('autocomplete', 'transaction-amount');
    await expect(amount).toHaveAccessibleDescription(bounds);
    await expect(canvas.getByLabelText('付款凭证')).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('button', { name: '提交充值' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', CHANNELS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByLabelText('充值金额')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { seed: 'noDepositSetup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无可用的充值网络')).toBeVisible();
    await expect(canvas.queryByLabelText('充值金额')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', CHANNELS, 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error');
    await expect(within(canvasElement).queryByLabelText('充值金额')).toBeNull();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', CHANNELS));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
  },
};

export const DepositsWithVoucher: Story = {
  beforeEach({ msw }) {
    recharges.reset();
    msw.use(recharges.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // Pasted with a thousands separator: read exactly, the balance after shown before sending.
    await fillField(canvasElement, '充值金额', '1,234.5');
    await expect(await canvas.findByText(shown('1234.50'))).toBeVisible();
    await expect(canvas.getByText(shown('2580.00'))).toBeVisible();
    await expect(canvas.getByText(shown('3814.50'))).toBeVisible();
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));

    const submitted = await canvas.findByRole('heading', { name: '充值申请已提交' });
    await expect(submitted).toBeVisible();
    await expectToast(canvasElement, 'Deposit submitted, please wait for review');
    await expect(recharges.count()).toBe(1);
    const [body] = await recharges.bodies<Record<string, unknown>>();
    await expect(body).toEqual({
      price: '1234.50',
      recharge_type: 1,
      currency_type: 'USDT',
      image: expect.stringMatching(/^\/uploads\/\d+\.png$/),
      network: 'TRC20',
      blockchain: TRC20,
    });
    const record = await canvas.findByRole('article', { name: '充值单号 RC202611220207' });
    await expect(within(record).getByText('审核中')).toBeVisible();
    await expect(within(record).getByText(shown('1234.50'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看充值记录' })).toHaveAttribute(
      'href',
      '/rechargeRecord',
    );
    // Not sent from an order: no way back to one.
    await expect(canvas.queryByRole('link', { name: '返回订单' })).toBeNull();
  },
};

export const RefusesZeroDeposit: Story = {
  beforeEach({ msw }) {
    recharges.reset();
    msw.use(recharges.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '0.00');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expectFieldError(canvasElement, '充值金额', '不能为零');
    await fillField(canvasElement, '充值金额', '12.345');
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expectFieldError(canvasElement, '充值金额', '金额最多保留两位小数');
    await fillField(canvasElement, '充值金额', '5');
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expectFieldError(canvasElement, '充值金额', `单笔最低充值 ${shown('10.00')}`);
    await expect(recharges.count()).toBe(0);
  },
};

export const RefusesDepositWithoutVoucher: Story = {
  beforeEach({ msw }) {
    recharges.reset();
    msw.use(recharges.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '100');
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expectFieldError(canvasElement, '付款凭证', '请上传付款凭证');
    await expect(canvas.getByLabelText('充值金额')).toHaveValue('100');
    await expect(recharges.count()).toBe(0);
  },
};

export const SwitchesNetwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'USDT-ERC20' }));
    await expectLocation(canvasElement, '/blockchainRecharge?network=ERC20');
    await expect(await canvas.findByText(ERC20)).toBeVisible();
    await expect(canvas.queryByText(TRC20)).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'USDT-ERC20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const qr = canvas.getByRole('img', { name: 'ERC20 充值地址二维码' });
    await expect(qr).toHaveAttribute('data-value', ERC20);
    await waitFor(() => expect(qr.querySelector('svg path')).not.toBeNull());
  },
};

export const CopiesAddress: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制充值地址' }));
    await expect(clipboardWrites).toHaveBeenCalledWith(TRC20);
    await expectToast(canvasElement, '复制成功');
  },
};
