import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse, http } from 'msw';
import { BASE, DEMO_PAY_PASSWORD, db, listedOldestFirst } from '@merchant/mocks';
import {
  WAIT,
  answer,
  expectFailureBlock,
  expectFieldError,
  expectLocation,
  expectToast,
  fillField,
  inBody,
  notOffered,
  recording,
  recordRequests,
  screenStates,
  sheetsClosed,
  shown,
  shownText,
  stall,
  typePayPassword,
} from '../../../testing';
import { findSheet, rowValue } from '../shared/storySteps';
import { WithdrawScreen } from './WithdrawScreen';

const meta = {
  title: 'Screens/Wallet/Withdraw',
  component: WithdrawScreen,
  parameters: { route: '/withdraw' },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = '/merchant/merchant/extract';
const CARDS = '/api/bankcard/getList';
// The merchant's own TRC20 payout address (a valid base58check address) and USDT's contract on
// Ethereum (a checksummed address: mixed case).
const ADDRESS = 'TGCrTQdmNBuLizeFMNqnffWsyNT4p8LvtH';
const ERC20_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const ADDRESS_CHECKED = '我已逐字核对提现地址与网络';
const withdrawals = recordRequests('post', INFO);
const verifications = recordRequests('post', '/merchant/merchant/verify_pay');
const cny = (decimal: string) => shown(decimal, 'zh-CN', 'CNY');
// A blockchain withdrawal leaves in USDT: its amounts are shown in USDT, never in US$.
const usdt = (decimal: string) => shown(decimal, 'zh-CN', 'USDT');
const usdtText = (decimal: string) => shownText(decimal, 'zh-CN', 'USDT');

/** The platform's withdrawal info with another blockchain fee (`wallet_service_charge`). */
function chainFee(fraction: string) {
  return answer('get', INFO, {
    balance: '2580.00',
    service_charge: '0.05',
    wallet_service_charge: fraction,
  });
}

/** Waits for the form (balance, fees and rate loaded). */
async function findForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return canvas.findByRole('region', { name: '提现信息' }, { timeout: WAIT });
}

/** Chooses the blockchain method (USDT-TRC20, the first network, comes chosen). */
async function chooseBlockchain(canvasElement: HTMLElement) {
  const form = await findForm(canvasElement);
  await userEvent.selectOptions(within(form).getByLabelText('提现方式'), '区块链地址');
  await expect(within(form).getByLabelText('网络')).toHaveValue('USDT-TRC20');
  return form;
}

/** Ticks that the address is checked, which the blockchain confirmation needs before it goes on. */
async function tickAddressChecked(sheet: HTMLElement) {
  await userEvent.click(within(sheet).getByRole('checkbox', { name: ADDRESS_CHECKED }));
}

/** Taps the form's withdraw button. */
const submitForm = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: '提现' }));

/** Fills the blockchain form with the demo TRC20 address and an amount. */
async function fillChainForm(form: HTMLElement, amount: string) {
  await fillField(form, '提现地址', ADDRESS);
  await fillField(form, '提现金额', amount);
}

/** No sheet opened, no payment password checked, nothing sent. */
async function expectNothingAsked(canvasElement: HTMLElement) {
  await expect(inBody(canvasElement).queryByRole('dialog')).toBeNull();
  await expect(withdrawals.count()).toBe(0);
  await expect(verifications.count()).toBe(0);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '提现' })).toBeVisible();
    const form = await findForm(canvasElement);
    await expect(within(form).getAllByText(shown('2580.00'))[0]).toBeVisible();
    await expect(within(form).getByLabelText('提现方式')).toHaveValue('bank');
    // A bank withdrawal is in CNY: the balance at the withdrawal rate (2,580.00 x 7.10).
    await expect(
      within(form).getByText(`约合 ${cny('18318.00')}（1 美元 = 7.10 人民币）`),
    ).toBeVisible();
    // The default saved card fills the account, which stays editable.
    await expect(within(form).getByLabelText('已保存的银行卡')).toHaveDisplayValue(
      'Demo Bank Singapore **** 2233（默认）',
    );
    await expect(within(form).getByLabelText('开户银行')).toHaveValue('Demo Bank Singapore');
    await expect(within(form).getByLabelText('银行卡号')).toHaveValue('6222020200112233');
    await expect(within(form).getByLabelText('姓名')).toHaveValue('Demo Merchant');
    await expect(within(form).getByText('手续费规则：银行卡提现收取提现金额的 5%')).toBeVisible();
    // The platform promises an arrival time for BEP20 only: none for a bank card.
    await expect(within(form).queryByText('预计 1 小时内到账')).toBeNull();
    await expect(canvas.getByRole('link', { name: '提现记录' })).toHaveAttribute(
      'href',
      '/withdrawRecord',
    );
    // Blockchain withdrawals are offered (no list of networks comes from the platform).
    await userEvent.selectOptions(within(form).getByLabelText('提现方式'), '区块链地址');
    const network = within(form).getByLabelText('网络');
    await expect(
      within(network)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled)
        .map((o) => o.textContent),
    ).toEqual(['USDT-TRC20', 'USDT-ERC20']);
    await expect(within(form).getByText('手续费规则：区块链提现收取提现金额的 3%')).toBeVisible();
    // Nor for USDT-TRC20.
    await expect(within(form).queryByText('预计 1 小时内到账')).toBeNull();
  },
};

const states = screenStates({
  reads: [['get', INFO]],
  content: (canvas) => canvas.queryByRole('button', { name: '提现' }),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const ShowsFeeAndReceivedWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const form = await chooseBlockchain(canvasElement);
    await expect(within(form).queryByText('实际到账', { selector: 'dt' })).toBeNull();
    const amount = within(form).getByLabelText('提现金额');
    await userEvent.type(amount, '10');
    await waitFor(() => expect(rowValue(form, '手续费')).toBe(usdt('0.30')));
    await userEvent.type(amount, '0');
    await waitFor(() => expect(rowValue(form, '手续费')).toBe(usdt('3.00')));
    await expect(rowValue(form, '实际到账')).toBe(usdt('97.00'));
    await expect(within(form).getByText('USDT', { selector: 'span' })).toBeVisible();
  },
};

/**
 * A USDT-TRC20 withdrawal: the fee is `wallet_service_charge` (0.03) of the amount, shown in USDT
 * with what arrives before the confirmation, in it and in the new record; the platform gets
 * extract_type '1' in USD (the balance's currency, which leaves as USDT one for one).
 */
export const ChainWithdrawalTRC20: Story = {
  beforeEach: recording([withdrawals, verifications]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseBlockchain(canvasElement);
    await fillChainForm(form, '100.50');
    // 3 % of 100.50 = 3.015, rounded half-up to 3.02.
    await waitFor(() => expect(rowValue(form, '手续费')).toBe(usdt('3.02')));
    await expect(rowValue(form, '实际到账')).toBe(usdt('97.48'));
    await expect(within(form).getByText(`可用余额 ${usdtText('2580.00')}`)).toBeVisible();
    await submitForm(form);

    const sheet = await findSheet(canvasElement, '确认提现');
    await expect(rowValue(sheet, '网络')).toBe('USDT-TRC20');
    await expect(rowValue(sheet, '提现地址')).toBe('TGCr TQdm NBuL izeF MNqn ffWs yNT4 p8Lv tH');
    await expect(rowValue(sheet, '提现金额')).toBe(usdt('100.50'));
    await expect(rowValue(sheet, '手续费')).toBe(usdt('3.02'));
    await expect(rowValue(sheet, '实际到账')).toBe(usdt('97.48'));
    await tickAddressChecked(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
    const passwordSheet = await findSheet(canvasElement, '请输入支付密码');
    await expect(within(passwordSheet).getByText(usdtText('100.50'))).toBeVisible();
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, '提现申请已提交');
    await expect(verifications.count()).toBe(1);
    await expect(await withdrawals.bodies()).toEqual([
      {
        extract_price: '100.50',
        extract_type: '1',
        currency_type: 'USD',
        network: 'USDT-TRC20',
        blockchain: ADDRESS,
        real_name: '',
        bank_card: '',
        bank_name: '',
      },
    ]);
    const record = await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    const article = await within(record).findByRole('article', {}, { timeout: WAIT });
    await expect(within(article).getByText(usdtText('100.50'), { selector: 'p *' })).toBeVisible();
    await expect(rowValue(article, '手续费')).toBe(usdt('3.02'));
    await expect(rowValue(article, '实际到账')).toBe(usdt('97.48'));
    // The balance is in USD.
    await waitFor(() => expect(rowValue(record, '当前余额')).toBe(shown('2479.50')), {
      timeout: WAIT,
    });
  },
};

export const RefusesWithdrawalOverBalance: Story = {
  beforeEach: recording([withdrawals, verifications]),
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    // To a bank, in CNY: the balance at the rate is 18,318.00.
    await fillField(form, '提现金额', '18,318.01');
    await submitForm(form);
    await expectFieldError(form, '提现金额', '提现金额不能超过余额');
    await userEvent.selectOptions(within(form).getByLabelText('提现方式'), '区块链地址');
    await fillChainForm(form, '2,580.01');
    await submitForm(form);
    await expectFieldError(form, '提现金额', '提现金额不能超过余额');
    await expectNothingAsked(canvasElement);
  },
};

/** Each network its own addresses: a TRC20 address on ERC20 (and back) is refused before any request. */
export const RejectsTRC20AddressForERC20: Story = {
  beforeEach: recording([withdrawals, verifications]),
  play: async ({ canvasElement }) => {
    const form = await chooseBlockchain(canvasElement);
    await userEvent.selectOptions(within(form).getByLabelText('网络'), 'USDT-ERC20');
    await fillChainForm(form, '100');
    await submitForm(form);
    await expectFieldError(
      form,
      '提现地址',
      '这不是 ERC20 地址：ERC20 地址为 0x 加 40 位十六进制字符（0–9、a–f）。请确认网络与地址一致',
    );
    await userEvent.selectOptions(within(form).getByLabelText('网络'), 'USDT-TRC20');
    await fillField(form, '提现地址', ERC20_ADDRESS);
    await submitForm(form);
    await expectFieldError(
      form,
      '提现地址',
      '这不是 TRC20 地址：TRC20 地址以 T 开头，共 34 位字母和数字。请确认网络与地址一致',
    );
    // One character changed: the checksum refuses it.
    await fillField(form, '提现地址', ADDRESS.replace('p8Lv', 'p8Lw'));
    await submitForm(form);
    await expectFieldError(
      form,
      '提现地址',
      '地址校验失败：有字符错误或被改动。请从原处重新复制地址',
    );
    await expectNothingAsked(canvasElement);
  },
};

export const RefusesZeroWithdrawal: Story = {
  beforeEach: withdrawals.install,
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await fillField(form, '提现金额', '0.00');
    await submitForm(form);
    await expectFieldError(form, '提现金额', '提现金额不能为零');
    await fillField(form, '提现金额', '');
    await expect(inBody(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(withdrawals.count()).toBe(0);
  },
};

/** "100 50" is not 10,050: a space between digits is refused (no language here groups with one). */
export const RefusesSpaceInsideAmount: Story = {
  beforeEach: withdrawals.install,
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await fillField(form, '提现金额', '100 50');
    await expect(within(form).queryByText('实际到账', { selector: 'dt' })).toBeNull();
    await submitForm(form);
    await expectFieldError(form, '提现金额', '金额中间不能有空格，请删除数字之间的空格');
    await expect(inBody(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(withdrawals.count()).toBe(0);
  },
};

/**
 * While an amount is typed whose fee leaves nothing, "you receive" says "below the fee", never a
 * negative amount. The platform here states its blockchain fee as 3 (a percent where its client
 * reads a fraction: 300 %), so every fee is larger than its amount.
 */
export const ShowsBelowFeeWhileTyping: Story = {
  beforeEach({ msw }) {
    msw.use(chainFee('3'));
  },
  play: async ({ canvasElement }) => {
    const form = await chooseBlockchain(canvasElement);
    await fillField(form, '提现金额', '0.50');
    await waitFor(() => expect(rowValue(form, '手续费')).toBe(usdt('1.50')));
    await expect(rowValue(form, '实际到账')).toBe('低于手续费');
    await expect(within(form).queryByText(/[-−]\d/)).toBeNull();
  },
};

/**
 * An amount whose fee leaves nothing to receive is refused before any request, with the reason.
 * The case is a BEP20 withdrawal of 1.03 USDT (1 USDT + 3 % takes all of it); the
 * platform's client offers USDT-TRC20 and USDT-ERC20 only, so the app offers no BEP20, and at the
 * demo platform's 3 % the fee of an offered network never reaches its amount. The same edge on
 * TRC20: a platform stating a fee of 100 % (`wallet_service_charge` 1), where 1.03 USDT pays 1.03
 * of fee.
 */
export const RefusesAmountWhoseFeeLeavesNothing: Story = {
  beforeEach: recording([withdrawals, verifications], chainFee('1')),
  play: async ({ canvasElement }) => {
    const form = await chooseBlockchain(canvasElement);
    await fillChainForm(form, '1.03');
    await waitFor(() => expect(rowValue(form, '手续费')).toBe(usdt('1.03')));
    await expect(rowValue(form, '实际到账')).toBe('低于手续费');
    await submitForm(form);
    await expectFieldError(form, '提现金额', '扣除手续费后实际到账金额必须大于零');
    await expectNothingAsked(canvasElement);
  },
};

export const ConfirmsBeforePaymentPassword: Story = {
  beforeEach: withdrawals.install,
  play: async ({ canvasElement }) => {
    const form = await chooseBlockchain(canvasElement);
    await fillChainForm(form, '100');
    await submitForm(form);

    const sheet = await findSheet(canvasElement, '确认提现');
    await expect(rowValue(sheet, '提现方式')).toBe('区块链地址');
    await expect(rowValue(sheet, '网络')).toBe('USDT-TRC20');
    await expect(rowValue(sheet, '提现地址')).toBe('TGCr TQdm NBuL izeF MNqn ffWs yNT4 p8Lv tH');
    await expect(rowValue(sheet, '提现金额')).toBe(usdt('100.00'));
    await expect(rowValue(sheet, '手续费')).toBe(usdt('3.00'));
    await expect(rowValue(sheet, '实际到账')).toBe(usdt('97.00'));
    // Nothing asked or sent yet.
    await expect(inBody(canvasElement).queryByLabelText('支付密码（6位数字）')).toBeNull();
    await tickAddressChecked(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
    const password = await findSheet(canvasElement, '请输入支付密码');
    await expect(within(password).getByLabelText('支付密码（6位数字）')).toBeVisible();
    await expect(withdrawals.count()).toBe(0);
  },
};

/**
 * The confirmation shows the whole address in groups of four with its network, and goes on only
 * once the merchant ticks that the address is checked.
 */
export const ConfirmShowsWholeAddress: Story = {
  beforeEach: withdrawals.install,
  play: async ({ canvasElement }) => {
    const form = await chooseBlockchain(canvasElement);
    await userEvent.selectOptions(within(form).getByLabelText('网络'), 'USDT-ERC20');
    await fillField(form, '提现地址', ERC20_ADDRESS);
    await fillField(form, '提现金额', '100');
    await submitForm(form);

    const sheet = await findSheet(canvasElement, '确认提现');
    await expect(rowValue(sheet, '网络')).toBe('USDT-ERC20');
    const address = rowValue(sheet, '提现地址');
    await expect(address).toBe('0xdA C17F 958D 2ee5 23a2 2062 0699 4597 C13D 831e c7');
    await expect(address.replace(/ /g, '')).toBe(ERC20_ADDRESS);
    await expect(within(sheet).queryByText(/…/)).toBeNull();
    const confirm = within(sheet).getByRole('button', { name: '确认提现' });
    await expect(confirm).toBeDisabled();
    const checked = within(sheet).getByRole('checkbox', { name: ADDRESS_CHECKED });
    await expect(checked).not.toBeChecked();
    await userEvent.click(checked);
    await expect(confirm).toBeEnabled();
    await userEvent.click(checked);
    await expect(confirm).toBeDisabled();
    await userEvent.click(checked);
    await userEvent.click(confirm);
    const password = await findSheet(canvasElement, '请输入支付密码');
    await expect(within(password).getByLabelText('支付密码（6位数字）')).toBeVisible();
    await expect(withdrawals.count()).toBe(0);
  },
};

/** Withdraws 710 CNY to the saved card: confirmed, then `password` typed in the password sheet. */
async function withdraw710(canvasElement: HTMLElement, password: string) {
  const form = await findForm(canvasElement);
  await fillField(form, '提现金额', '710');
  await submitForm(form);
  const sheet = await findSheet(canvasElement, '确认提现');
  await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
  return typePayPassword(canvasElement, password);
}

/** A wrong payment password is refused in the password sheet, and nothing is withdrawn. */
export const RejectsWrongPaymentPassword: Story = {
  beforeEach: recording([withdrawals, verifications]),
  play: async ({ canvasElement }) => {
    const { sheet: passwordSheet, input } = await withdraw710(canvasElement, '000000');
    await expect(
      await within(passwordSheet).findByRole('alert', {}, { timeout: WAIT }),
    ).toHaveTextContent('Incorrect payment password');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(verifications.count()).toBe(1);
    await expect(withdrawals.count()).toBe(0);
    await expect(db().merchant.balanceCents).toBe(258000);
  },
};

/**
 * To a bank: the amount in CNY, `service_charge` (0.05) of it as the fee, and the platform gets
 * extract_type '0' in CNY with the account; 710.00 CNY at 7.10 leaves 100.00 USD the balance.
 */
export const WithdrawsToBankCard: Story = {
  beforeEach: recording([withdrawals, verifications]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvasElement);
    await fillField(form, '提现金额', '710');
    await waitFor(() => expect(rowValue(form, '实际到账')).toBe(cny('674.50')));
    await expect(rowValue(form, '手续费')).toBe(cny('35.50'));
    await submitForm(form);

    const sheet = await findSheet(canvasElement, '确认提现');
    await expect(rowValue(sheet, '提现方式')).toBe('银行卡');
    await expect(rowValue(sheet, '到账账户')).toBe('Demo Bank Singapore **** 2233');
    await expect(rowValue(sheet, '提现金额')).toBe(cny('710.00'));
    await expect(rowValue(sheet, '手续费')).toBe(cny('35.50'));
    await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, '提现申请已提交');
    await sheetsClosed(canvasElement);

    // verify_pay first, then one withdrawal without the password in it.
    await expect(verifications.count()).toBe(1);
    await expect(await withdrawals.bodies()).toEqual([
      {
        extract_price: '710.00',
        extract_type: '0',
        currency_type: 'CNY',
        network: '',
        blockchain: '',
        real_name: 'Demo Merchant',
        bank_card: '6222020200112233',
        bank_name: 'Demo Bank Singapore',
      },
    ]);
    // The new record in review and the balance as the platform reports it.
    const record = await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    const article = await within(record).findByRole('article', {}, { timeout: WAIT });
    await expect(within(article).getByText('审核中')).toBeVisible();
    await expect(within(article).getByText(cny('710.00'), { selector: 'p *' })).toBeVisible();
    await waitFor(() => expect(rowValue(record, '当前余额')).toBe(shown('2480.00')), {
      timeout: WAIT,
    });
    await expect(db().merchant.balanceCents).toBe(248000);
    await expect(canvas.getByRole('link', { name: '查看提现记录' })).toHaveAttribute(
      'href',
      '/withdrawRecord',
    );
  },
};

/**
 * The platform does not offer saved bank cards: the page works, and the account is typed as the
 * platform's own client has it typed.
 */
export const WithdrawsWithoutSavedCards: Story = {
  beforeEach: recording([withdrawals], notOffered('get', CARDS)),
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await expect(within(form).queryByLabelText('已保存的银行卡')).toBeNull();
    await expect(within(form).getByLabelText('开户银行')).toHaveValue('');
    await fillField(form, '提现金额', '100');
    await submitForm(form);
    await expectFieldError(form, '开户银行', '请输入开户银行');
    await expectFieldError(form, '银行卡号', '请输入银行卡号');
    await expectFieldError(form, '姓名', '请输入姓名');
    await fillField(form, '开户银行', 'Harbour Bank');
    await fillField(form, '银行卡号', '6217000010004455');
    await fillField(form, '姓名', 'Demo Merchant');
    await submitForm(form);
    const sheet = await findSheet(canvasElement, '确认提现');
    await expect(rowValue(sheet, '到账账户')).toBe('Harbour Bank **** 4455');
    await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, '提现申请已提交');
    await expect(await withdrawals.bodies()).toEqual([
      expect.objectContaining({
        extract_type: '0',
        bank_name: 'Harbour Bank',
        bank_card: '6217000010004455',
      }),
    ]);
  },
};

/**
 * The merchant has saved no bank card (an empty list): no saved-card choice, the account is
 * typed, and the withdrawal goes to the typed account.
 */
export const NoBankCards: Story = {
  beforeEach: recording([withdrawals], answer('get', CARDS, [])),
  play: WithdrawsWithoutSavedCards.play,
};

export const NotOfferedByPlatform: Story = {
  ...WithdrawsWithoutSavedCards,
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    // Nothing of the page fails: the not-offered call only takes the saved-card shortcut away.
    await expect(within(form).queryByLabelText('已保存的银行卡')).toBeNull();
    await expect(within(canvasElement).queryByText('当前平台不提供此功能。')).toBeNull();
    await expect(within(form).getByRole('button', { name: '提现' })).toBeEnabled();
  },
};

// After the withdrawal, the balance's refetch is held, then fails once: the old balance never shows.
const heldBalance = {
  withdrawn: false,
  release: (_answer: 'fail' | 'answer') => {},
};

export const ShowsNoOldBalanceAfterWithdrawing: Story = {
  beforeEach({ msw }) {
    heldBalance.withdrawn = false;
    let failed = false;
    msw.use(
      http.post(`${BASE}${INFO}`, () => {
        heldBalance.withdrawn = true;
      }),
      http.get(`${BASE}${INFO}`, async () => {
        if (!heldBalance.withdrawn || failed) return undefined;
        const answer = await new Promise<'fail' | 'answer'>((release) => {
          heldBalance.release = release;
        });
        if (answer === 'answer') return undefined;
        failed = true;
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findForm(canvasElement);
    await fillField(form, '提现金额', '50');
    await submitForm(form);
    const sheet = await findSheet(canvasElement, '确认提现');
    await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, '提现申请已提交');
    const record = await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    await within(record).findByRole('article', {}, { timeout: WAIT });

    // The platform has not answered yet: the line waits, it does not show the balance before.
    await expect(rowValue(record, '当前余额')).toBe('加载中…');
    await expect(within(record).queryByText(shown('2580.00'))).toBeNull();

    // The refetch fails: the failure in its place, then a retry reads the new balance.
    heldBalance.release('fail');
    await expectFailureBlock(record, 'offline');
    await expect(within(record).queryByText('当前余额')).toBeNull();
    await userEvent.click(within(record).getByRole('button', { name: '重试' }));
    // 50.00 CNY at 7.10 is 7.04 USD.
    await waitFor(() => expect(rowValue(record, '当前余额')).toBe(shown('2572.96')), {
      timeout: WAIT,
    });
  },
};

export const IgnoresSecondTapWhileWithdrawing: Story = {
  // Recorded first, then held: the withdrawal stays in flight.
  beforeEach: recording([withdrawals, verifications], stall('post', INFO)),
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await fillField(form, '提现金额', '50');
    await userEvent.dblClick(within(form).getByRole('button', { name: '提现' }));
    const sheet = await findSheet(canvasElement, '确认提现');
    await expect(inBody(canvasElement).getAllByRole('dialog')).toHaveLength(1);
    await userEvent.dblClick(within(sheet).getByRole('button', { name: '确认提现' }));
    const { input } = await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await waitFor(() => expect(withdrawals.count()).toBe(1), { timeout: WAIT });
    // In flight: the password input and the confirm button take no second tap.
    await expect(input).toBeDisabled();
    // The confirmation is under the password sheet (hidden from the accessibility tree).
    const confirm = within(sheet).getByRole('button', { name: '确认提现', hidden: true });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(withdrawals.count()).toBe(1);
    await expect(verifications.count()).toBe(1);
  },
};

export const LeadsToSetPaymentPassword: Story = {
  parameters: { seed: 'noPayPassword' },
  beforeEach: withdrawals.install,
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await fillField(form, '提现金额', '50');
    await submitForm(form);
    const dialog = await inBody(canvasElement).findByRole(
      'alertdialog',
      { name: '请先设置支付密码' },
      { timeout: WAIT },
    );
    await expect(inBody(canvasElement).queryByLabelText('支付密码（6位数字）')).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: '去设置' }));
    await expectLocation(canvasElement, '/setPaypwd?redirect=%2Fwithdraw');
    await expect(withdrawals.count()).toBe(0);
  },
};

export const ShowsShopClosed: Story = {
  parameters: { seed: 'closedShop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '店铺已关闭' }, { timeout: WAIT }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/service',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: '提现' })).toBeDisabled());
  },
};

/**
 * "This withdrawal" is the record the withdrawal created, whatever order the platform lists its
 * records in: here oldest first, with an older withdrawal still in review on the first page.
 */
export const ShowsThisWithdrawalWhenListedOldestFirst: Story = {
  beforeEach({ msw }) {
    msw.use(listedOldestFirst('/merchant/merchant/extract_log'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseBlockchain(canvasElement);
    await fillChainForm(form, '100.50');
    await submitForm(form);
    const sheet = await findSheet(canvasElement, '确认提现');
    await tickAddressChecked(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    const record = await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    const created = db().extracts[0]?.extract_sn ?? '';
    await expect(created).not.toBe('WD202611200001');
    await expect(
      await within(record).findByText(new RegExp(created), {}, { timeout: WAIT }),
    ).toBeVisible();
    await expect(within(record).queryByText(/WD202611200001/)).toBeNull();
  },
};

/**
 * Offline, on the figures the device kept of the last visit: the withdrawal is refused before
 * even the payment password is checked (no request could carry it), and says so.
 */
export const RefusesOfflineOnLastSeenFigures: Story = {
  parameters: { lastSeen: { network: 'offline' } },
  play: async ({ canvasElement }) => {
    const { sheet: passwordSheet } = await withdraw710(canvasElement, DEMO_PAY_PASSWORD);
    // (Sent, the password's check would have failed as a network error instead.)
    await expect(
      await within(passwordSheet).findByRole('alert', {}, { timeout: WAIT }),
    ).toHaveTextContent('当前离线，未发送任何内容。');
    await expect(db().merchant.balanceCents).toBe(258000);
  },
};
