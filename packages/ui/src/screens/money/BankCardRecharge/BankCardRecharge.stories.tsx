import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  WAIT,
  answer,
  clipboardWrites,
  expectFieldError,
  expectNotOffered,
  fillField,
  notOffered,
  recording,
  recordRequests,
  screenStates,
  shown,
  stall,
  stubClipboard,
} from '../../../testing';
import {
  noDepositForm,
  noReceivingAccount,
  uploadVoucher,
  voucherPhoto,
} from '../shared/storyFiles';
import { BankCardRechargeScreen } from './BankCardRechargeScreen';

const meta = {
  title: 'Screens/Money/BankCardRecharge',
  component: BankCardRechargeScreen,
  parameters: { route: '/bankCardRecharge' },
} satisfies Meta<typeof BankCardRechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT = '/merchant/merchant/getBlockchain';
const RATE = '/merchant/merchant/getRate';
const INFO = '/merchant/merchant/recharge_info';
const CARDS = '/api/bankcard/getList';
const recharges = recordRequests('post', '/merchant/merchant/recharge');
const accounts = recordRequests('get', ACCOUNT);
const cny = (decimal: string) => shown(decimal, 'zh-CN', 'CNY');

/** Waits for the platform's account. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 2, name: '平台收款账户' }, { timeout: WAIT }),
  ).toBeVisible();
  return canvas;
}

export const Default: Story = {
  beforeEach: accounts.install,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '银行卡充值' })).toBeVisible();
    // The platform's bank account for this way (type 0): the bank's name comes as `blockchain`.
    await expect(accounts.queries().map((q) => q.toString())).toContain('type=0');
    const account = canvas.getByRole('region', { name: '平台收款账户' });
    await expect(within(account).getByText('Demo Bank Singapore')).toBeVisible();
    await expect(within(account).getByText('Demo Platform Ltd')).toBeVisible();
    await expect(within(account).getByText('6222020000001234')).toBeVisible();
    await expect(within(account).getByRole('button', { name: '复制收款账号' })).toBeVisible();
    await expect(within(account).getByRole('button', { name: '复制户名' })).toBeVisible();
    await expect(within(account).getByText(`${shown('1.00')} = 7.20 人民币`)).toBeVisible();
    // The bounds (10.00 to 50,000.00 USD) in CNY at 7.20.
    const bounds = `单笔最低 ${cny('72.00')}，最高 ${cny('360000.00')}。`;
    await expect(await within(account).findByText(bounds)).toBeVisible();
    const amount = canvas.getByLabelText('充值金额');
    await expect(amount).toHaveAccessibleDescription(bounds);
    await expect(canvas.getByLabelText('转账流水号（选填）')).toBeVisible();
    // The merchant's own cards play no part in a transfer to the platform.
    await expect(canvas.queryByRole('link', { name: '管理银行卡' })).toBeNull();
  },
};

const states = screenStates({ reads: [['get', ACCOUNT]] });
const noForm = noDepositForm;

export const Loading: Story = states.Loading({ also: noForm });

export const ServerError: Story = states.ServerError({ also: noForm });

export const Offline: Story = states.Offline({ reads: [['get', RATE]], also: noForm });

/** The platform has set no receiving account: its words, and nothing to transfer to. */
export const NoReceivingAccount: Story = noReceivingAccount;

/**
 * A bank transfer is recharge_type 0 (not Alipay's 2), in CNY, naming the platform's account
 * from getBlockchain; the amount credited is the CNY at the rate (1,803.60 / 7.20 = 250.50).
 */
export const BankDepositSendsRechargeType0: Story = {
  beforeEach: recharges.install,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '1803.6');
    const details = canvas.getByRole('region', { name: '充值明细' });
    await expect(await within(details).findByText(shown('250.50'))).toBeVisible();
    await expect(within(details).getByText(shown('2830.50'))).toBeVisible();
    await fillField(canvasElement, '转账流水号（选填）', 'BANK-REF-9');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(await canvas.findByRole('heading', { name: '充值申请已提交' })).toBeVisible();
    await expect(recharges.count()).toBe(1);
    const [body] = await recharges.bodies<Record<string, unknown>>();
    await expect(body).toEqual({
      image: expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/\d+\.png$/),
      price: '1803.60',
      recharge_type: 0,
      currency_type: 'CNY',
      network: '',
      blockchain: 'Demo Bank Singapore',
      real_name: 'Demo Platform Ltd',
      bank_card: '6222020000001234',
      bank_name: 'Demo Bank Singapore',
      order: 'BANK-REF-9',
    });
    const record = await canvas.findByRole('article', { name: '充值单号 RC202611220207' });
    await expect(within(record).getByText('银行转账充值')).toBeVisible();
    await expect(within(record).getByText(cny('1803.60'))).toBeVisible();
    await expect(within(record).getByText('审核中')).toBeVisible();
  },
};

/**
 * A balance the platform sends unreadable (getMerInfo's `mer_money` not an amount) stops no
 * deposit: the account, the rate, the form and the submit work; the "balance after" lines are
 * left out.
 */
export const DepositsWithMalformedBalance: Story = {
  beforeEach: recording(
    [recharges],
    answer('get', '/merchant/merchant/getMerInfo', {
      mer_id: 1,
      mer_name: 'Demo Shop',
      mer_money: 'lots',
      status: 1,
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '1803.6');
    const details = canvas.getByRole('region', { name: '充值明细' });
    await expect(await within(details).findByText(shown('250.50'))).toBeVisible();
    await expect(within(details).queryByText('当前余额', { selector: 'dt' })).toBeNull();
    await expect(canvas.queryByText('金额暂时无法读取，请稍后再试。')).toBeNull();
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(
      await canvas.findByRole('heading', { name: '充值申请已提交' }, { timeout: WAIT }),
    ).toBeVisible();
    await expect(await recharges.bodies()).toEqual([
      expect.objectContaining({ price: '1803.60', recharge_type: 0, currency_type: 'CNY' }),
    ]);
  },
};

export const RefusesAmountBelowBoundInCny: Story = {
  beforeEach: recharges.install,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '71.99');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expectFieldError(canvasElement, '充值金额', `单笔最低充值 ${cny('72.00')}`);
    await expect(recharges.count()).toBe(0);
  },
};

export const CopiesAccountNumber: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制收款账号' }));
    await expect(clipboardWrites).toHaveBeenCalledWith('6222020000001234');
  },
};

/**
 * recharge_info is not offered by this platform (and neither are bank cards): the account, the
 * rate and the form work; only the bounds line says the platform does not offer it.
 */
export const DepositWithoutRechargeInfo: Story = {
  beforeEach: recording([recharges], notOffered('get', INFO), notOffered('get', CARDS)),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(canvas.getByText('充值限额')).toBeVisible();
    await expect(canvas.getByText('6222020000001234')).toBeVisible();
    await fillField(canvasElement, '充值金额', '720');
    await uploadVoucher(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(await canvas.findByRole('heading', { name: '充值申请已提交' })).toBeVisible();
    await expect(recharges.count()).toBe(1);
  },
};

export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('get', INFO));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(canvasElement).getByRole('button', { name: '提交充值' })).toBeEnabled();
  },
};

export const SubmitWaitsForVoucherUpload: Story = {
  beforeEach: recording([recharges], stall('post', '/merchant/common/upload')),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillField(canvasElement, '充值金额', '1803.6');
    await userEvent.upload(canvas.getByLabelText('付款凭证'), voucherPhoto());
    const submit = await canvas.findByRole('button', { name: '等待图片上传…' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(recharges.count()).toBe(0);
  },
};
