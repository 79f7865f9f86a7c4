import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  WAIT,
  expectFailureBlock,
  fail,
  fillField,
  offline,
  recordRequests,
  shown,
  stall,
} from '../../../testing';
import { uploadVoucher } from '../shared/storyFiles';
import { BankCardRechargeScreen } from './BankCardRechargeScreen';

const meta = {
  title: 'Screens/Money/BankCardRecharge',
  component: BankCardRechargeScreen,
  parameters: { route: '/bankCardRecharge' },
} satisfies Meta<typeof BankCardRechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARDS = '/api/bankcard/getList';
const INFO = '/merchant/merchant/recharge_info';
const recharges = recordRequests('post', '/merchant/merchant/recharge');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '平台收款账户' }, { timeout: WAIT }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '银行卡充值' })).toBeVisible();
    const account = canvas.getByRole('region', { name: '平台收款账户' });
    await expect(within(account).getByText('Demo Platform Ltd')).toBeVisible();
    await expect(within(account).getByText('6222020000001234')).toBeVisible();
    await expect(within(account).getByRole('button', { name: '复制收款账号' })).toBeVisible();
    const payer = canvas.getByRole('region', { name: '付款银行卡' });
    await expect(within(payer).getByText('Demo Bank Singapore')).toBeVisible();
    await expect(within(payer).getByText('Demo Merchant')).toBeVisible();
    await expect(within(payer).getByText('•••• 2233')).toBeVisible();
    await expect(within(payer).getByRole('link', { name: '管理银行卡' })).toHaveAttribute(
      'href',
      '/bank/list',
    );
    await expect(canvas.getByLabelText('充值金额')).toBeVisible();
    await expect(
      canvas.getByText(`单笔最低 ${shown('10.00')}，最高 ${shown('50000.00')}。`),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', CARDS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('充值金额')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', CARDS, 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error');
    await expect(within(canvasElement).queryByLabelText('充值金额')).toBeNull();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', INFO));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
  },
};

export const AsksForDefaultCardFirst: Story = {
  parameters: { seed: 'empty' },
  beforeEach({ msw }) {
    recharges.reset();
    msw.use(recharges.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请设置默认银行卡信息')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去设置' })).toHaveAttribute(
      'href',
      '/bank/list',
    );
    await expect(canvas.queryByLabelText('充值金额')).toBeNull();
    await expect(recharges.count()).toBe(0);
  },
};

export const DepositsByManualTransfer: Story = {
  parameters: { route: '/bankCardRecharge?way=manual' },
  beforeEach({ msw }) {
    recharges.reset();
    msw.use(recharges.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '人工转账' }, { timeout: WAIT }),
    ).toBeVisible();
    await fillField(canvasElement, '充值金额', '250.5');
    await expect(await canvas.findByText(shown('2830.50'))).toBeVisible();
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(await canvas.findByRole('heading', { name: '充值申请已提交' })).toBeVisible();
    const [body] = await recharges.bodies<Record<string, unknown>>();
    await expect(recharges.count()).toBe(1);
    await expect(body).toEqual({
      price: '250.50',
      recharge_type: 3,
      currency_type: 'USD',
      image: expect.stringMatching(/^\/uploads\/\d+\.png$/),
      real_name: 'Demo Merchant',
      bank_card: '6222020200112233',
      bank_name: 'Demo Bank Singapore',
    });
    const record = await canvas.findByRole('article', { name: '充值单号 RC202611220207' });
    await expect(within(record).getByText('人工转账')).toBeVisible();
    await expect(within(record).getByText('审核中')).toBeVisible();
  },
};
