import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  WAIT,
  answer,
  clipboardWrites,
  expectFailureBlock,
  expectFieldError,
  expectNotOffered,
  expectToast,
  fail,
  fillField,
  notOffered,
  recording,
  recordRequests,
  screenStates,
  shown,
  shownText,
  stubClipboard,
} from '../../../testing';
import { noDepositForm, noReceivingAccount, uploadVoucher } from '../shared/storyFiles';
import { BlockchainRechargeScreen } from './BlockchainRechargeScreen';

const meta = {
  title: 'Screens/Money/BlockchainRecharge',
  component: BlockchainRechargeScreen,
  parameters: { route: '/blockchainRecharge' },
} satisfies Meta<typeof BlockchainRechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT = '/merchant/merchant/getBlockchain';
const RECHARGE_INFO = '/merchant/merchant/recharge_info';
// The platform's receiving address (getBlockchain type=1), never one of the merchant's own.
const PLATFORM_TRC20 = 'TGCrTQdop4EzLNWR4SwWHwgPT1Qith4feC';
const PROFILE = '/merchant/merchant/getMerInfo';
const recharges = recordRequests('post', '/merchant/merchant/recharge');
// A crypto deposit is paid in USDT: its amount and bounds are in USDT, the balance in US$.
const usdt = (decimal: string) => shown(decimal, 'zh-CN', 'USDT');
const usdtText = (decimal: string) => shownText(decimal, 'zh-CN', 'USDT');
const accounts = recordRequests('get', ACCOUNT);

/** Waits for the form, with the platform's address shown. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(PLATFORM_TRC20, {}, { timeout: WAIT })).toBeVisible();
  return canvas;
}

export const Default: Story = {
  beforeEach: accounts.install,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '区块链充值' })).toBeVisible();
    // One account, asked for by its way (type 1): no list of networks to choose from.
    await expect(accounts.queries().map((q) => q.toString())).toContain('type=1');
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByText('仅支持通过 TRC20 网络转入')).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'TRC20 充值地址二维码' });
    await expect(qr).toHaveAttribute('data-value', PLATFORM_TRC20);
    const rules = canvas.getByRole('region', { name: '充值须知' });
    await expect(within(rules).getByText('链上转账经过 2 个网络确认后到账。')).toBeVisible();
    await expect(
      within(rules).getByText('不支持通过去中心化交易所充值，也不支持 BSC 和 HECO 网络。'),
    ).toBeVisible();
    const bounds = `单笔最低 ${usdtText('10.00')}，最高 ${usdtText('50000.00')}。`;
    await expect(await within(rules).findByText(bounds)).toBeVisible();
    const amount = canvas.getByLabelText('充值金额');
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await expect(amount).toHaveAttribute('autocomplete', 'transaction-amount');
    await expect(canvas.getByText('USDT', { selector: 'span' })).toBeVisible();
    // The description keeps the no-break spaces between amount and unit.
    await expect(amount).toHaveAccessibleDescription(
      `单笔最低 ${usdt('10.00')}，最高 ${usdt('50000.00')}。`,
    );
    await expect(canvas.getByLabelText('交易哈希（选填）')).toHaveValue('');
    await expect(canvas.getByLabelText('付款凭证')).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('button', { name: '提交充值' })).toBeEnabled();
  },
};

const states = screenStates({ reads: [['get', ACCOUNT]] });
const noForm = noDepositForm;

export const Loading: Story = states.Loading({ also: noForm });

/** The platform has set no receiving address: its words, and nothing to send to. */
export const NoReceivingAccount: Story = noReceivingAccount;

/** An answer without an address is never shown as an empty address, nor sent. */
export const RefusesEmptyAddress: Story = {
  beforeEach({ msw }) {
    msw.use(answer('get', ACCOUNT, { url: '', account: '', network: 'TRC20' }));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error');
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('deposit-address')).toBeNull();
    await expect(canvas.queryByLabelText('充值金额')).toBeNull();
  },
};

/**
 * An address that does not follow the network the platform names (an Ethereum address on TRC20,
 * or a TRC20 address with one character changed) is a failure, never an address to pay into.
 */
export const RefusesMismatchedAddress: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', ACCOUNT, {
        url: '',
        account: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        network: 'TRC20',
      }),
    );
  },
  play: RefusesEmptyAddress.play,
};

export const RefusesCorruptedAddress: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', ACCOUNT, {
        url: '',
        account: PLATFORM_TRC20.replace('feC', 'fec'),
        network: 'TRC20',
      }),
    );
  },
  play: RefusesEmptyAddress.play,
};

export const ServerError: Story = states.ServerError({ also: noForm });

export const Offline: Story = states.Offline();

/**
 * recharge_info is not offered by this platform: the address, the rules and the form work, and
 * only the bounds line says the platform does not offer it.
 */
export const DepositWithoutRechargeInfo: Story = {
  beforeEach: recording([recharges], notOffered('get', RECHARGE_INFO)),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(
      within(canvas.getByRole('region', { name: '充值须知' })).getByText('充值限额'),
    ).toBeVisible();
    await expect(block).toBeVisible();
    await expect(canvas.getByLabelText('充值金额')).not.toHaveAccessibleDescription();
    await fillField(canvasElement, '充值金额', '100');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(await canvas.findByRole('heading', { name: '充值申请已提交' })).toBeVisible();
    await expect(recharges.count()).toBe(1);
  },
};

export const NotOfferedByPlatform: Story = {
  ...DepositWithoutRechargeInfo,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(canvasElement).getByRole('button', { name: '提交充值' })).toBeEnabled();
  },
};

export const DepositsWithVoucher: Story = {
  beforeEach: recharges.install,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // Pasted with a thousands separator: read exactly, the balance after shown before sending.
    await fillField(canvasElement, '充值金额', '1,234.5');
    await expect(await canvas.findByText(shown('1234.50'))).toBeVisible();
    await expect(canvas.getByText(shown('2580.00'))).toBeVisible();
    await expect(canvas.getByText(shown('3814.50'))).toBeVisible();
    await fillField(canvasElement, '交易哈希（选填）', ' 0xfeed01 ');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));

    const submitted = await canvas.findByRole('heading', { name: '充值申请已提交' });
    await expect(submitted).toBeVisible();
    await expectToast(canvasElement, 'Deposit submitted, please wait for review');
    await expect(recharges.count()).toBe(1);
    const [body] = await recharges.bodies<Record<string, unknown>>();
    // The public client's fields: crypto is recharge_type 1 in USD, to the platform's address,
    // the voucher by its full address.
    await expect(body).toEqual({
      image: expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/\d+\.png$/),
      price: '1234.50',
      recharge_type: 1,
      currency_type: 'USD',
      network: 'TRC20',
      blockchain: PLATFORM_TRC20,
      real_name: '',
      bank_card: '',
      bank_name: '',
      order: '0xfeed01',
    });
    const record = await canvas.findByRole('article', { name: '充值单号 RC202611220207' });
    await expect(within(record).getByText('审核中')).toBeVisible();
    await expect(within(record).getByText(usdtText('1234.50'))).toBeVisible();
    await expect(within(record).getByText('区块链充值')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看充值记录' })).toHaveAttribute(
      'href',
      '/rechargeRecord',
    );
    // Not sent from an order: no way back to one; no payment page named by the answer.
    await expect(canvas.queryByRole('link', { name: '返回订单' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '打开支付页面' })).toBeNull();
  },
};

/** The answer names a payment page (`data.url`): it is offered after the deposit. */
export const OffersPaymentPage: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer(
        'post',
        '/merchant/merchant/recharge',
        { url: 'https://pay.example.org/order/77' },
        'Deposit submitted, please wait for review',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '100');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    const link = await canvas.findByRole('link', { name: '打开支付页面' }, { timeout: WAIT });
    await expect(link).toHaveAttribute('href', 'https://pay.example.org/order/77');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/**
 * A deposit does not depend on the balance: when the profile (getMerInfo) fails, the address,
 * the form and the submit work; only the "balance after" lines are left out.
 */
export const DepositsWhenBalanceFails: Story = {
  beforeEach: recording([recharges], fail('get', PROFILE, 500)),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '100');
    await expect(await canvas.findByText(shown('100.00'))).toBeVisible();
    await expect(canvas.queryByText('当前余额', { selector: 'dt' })).toBeNull();
    await expect(canvas.queryByText('金额暂时无法读取，请稍后再试。')).toBeNull();
    await uploadVoucher(canvasElement);
    const submit = canvas.getByRole('button', { name: '提交充值' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { name: '充值申请已提交' }, { timeout: WAIT }),
    ).toBeVisible();
    await expect(await recharges.bodies()).toEqual([
      expect.objectContaining({ price: '100.00', recharge_type: 1, currency_type: 'USD' }),
    ]);
  },
};

export const RefusesZeroDeposit: Story = {
  beforeEach: recharges.install,
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
    await expectFieldError(canvasElement, '充值金额', `单笔最低充值 ${usdtText('10.00')}`);
    await expect(recharges.count()).toBe(0);
  },
};

export const RefusesDepositWithoutVoucher: Story = {
  beforeEach: recharges.install,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '100');
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expectFieldError(canvasElement, '付款凭证', '请上传付款凭证');
    await expect(canvas.getByLabelText('充值金额')).toHaveValue('100');
    await expect(recharges.count()).toBe(0);
  },
};

export const CopiesAddress: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制充值地址' }));
    await expect(clipboardWrites).toHaveBeenCalledWith(PLATFORM_TRC20);
    await expectToast(canvasElement, '复制成功');
  },
};
