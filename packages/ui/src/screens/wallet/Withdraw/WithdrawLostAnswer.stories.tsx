import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse, http } from 'msw';
import { BASE, DEMO_PAY_PASSWORD, db, lostAnswer, offline } from '@merchant/mocks';
import {
  WAIT,
  expectToast,
  fillField,
  recording,
  recordRequests,
  sheetsClosed,
  typePayPassword,
} from '../../../testing';
import { STRAY_TAP_MS } from '../../../primitives/strayTap';
import { findSheet } from '../shared/storySteps';
import { WithdrawScreen } from './WithdrawScreen';

// A withdrawal whose answer is lost (the connection drops after the platform got it, or before):
// the records and the balance decide what happened, and nothing is ever sent a second time
// blindly.
const meta = {
  title: 'Screens/Wallet/Withdraw/LostAnswer',
  component: WithdrawScreen,
  parameters: { route: '/withdraw' },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const WITHDRAW = '/merchant/merchant/extract';
const RECORDS = '/merchant/merchant/extract_log';
const ADDRESS = 'TGCrTQdmNBuLizeFMNqnffWsyNT4p8LvtH';
const withdrawals = recordRequests('post', WITHDRAW);
// UnknownUntilRecordsAnswer: the records stop answering once the withdrawal was sent.
let recordsDown = false;

/** Fills a USDT-TRC20 withdrawal of 100.50, confirms it and types the payment password. */
async function withdrawOnChain(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('region', { name: '提现信息' }, { timeout: WAIT });
  await userEvent.selectOptions(within(form).getByLabelText('提现方式'), '区块链地址');
  await fillField(form, '提现地址', ADDRESS);
  await fillField(form, '提现金额', '100.50');
  await userEvent.click(within(form).getByRole('button', { name: '提现' }));
  const sheet = await findSheet(canvasElement, '确认提现');
  await userEvent.click(
    within(sheet).getByRole('checkbox', { name: '我已逐字核对提现地址与网络' }),
  );
  await userEvent.click(within(sheet).getByRole('button', { name: '确认提现' }));
  await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
  return sheet;
}

/** The withdrawals the fake platform holds of 100.50 on a chain. */
const recorded = () =>
  db().extracts.filter((row) => row.extractCents === 10050 && row.currency === 'USD').length;

/**
 * The platform records the withdrawal and the answer is lost: the records show it, so the page
 * shows it as submitted and sends nothing again. Exactly one request, exactly one record.
 */
export const FoundInRecords: Story = {
  beforeEach: recording([withdrawals], lostAnswer('post', WITHDRAW)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = recorded();
    await withdrawOnChain(canvasElement);
    await expectToast(canvasElement, '平台已收到此次操作：它已在您的记录中，未重复提交。');
    const record = await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    await expect(within(record).getByText('审核中')).toBeVisible();
    await expect(withdrawals.count()).toBe(1);
    await expect(recorded()).toBe(before + 1);
  },
};

/**
 * The connection drops before the platform gets it: no new record and the balance unchanged,
 * so the page says it did not go through and Confirm sends it again, once.
 */
export const NotSentMaySendAgain: Story = {
  beforeEach: recording([withdrawals], offline('post', WITHDRAW, { once: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = recorded();
    const sheet = await withdrawOnChain(canvasElement);
    await waitFor(() => expect(sheet.textContent).toContain('未提交成功'), { timeout: WAIT });
    await expect(recorded()).toBe(before);
    // The password sheet closes over the confirmation, which then answers again.
    const confirm = await within(sheet).findByRole(
      'button',
      { name: '确认提现' },
      { timeout: WAIT },
    );
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, '提现申请已提交');
    await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    await expect(withdrawals.count()).toBe(2);
    await expect(recorded()).toBe(before + 1);
  },
};

/**
 * The answer is lost and the records cannot be read afterwards: the outcome is unknown, Confirm
 * stays off and only "check again" is offered; once the records answer, they show the
 * withdrawal, and it was sent once.
 */
export const UnknownUntilRecordsAnswer: Story = {
  beforeEach({ msw }) {
    withdrawals.reset();
    recordsDown = false;
    msw.use(
      withdrawals.handler,
      http.post(`${BASE}${WITHDRAW}`, () => {
        recordsDown = true;
      }),
      lostAnswer('post', WITHDRAW),
      http.get(`${BASE}${RECORDS}`, () => (recordsDown ? HttpResponse.error() : undefined)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = recorded();
    const sheet = await withdrawOnChain(canvasElement);
    await waitFor(() => expect(sheet.textContent).toContain('结果未知'), { timeout: WAIT });
    await expect(
      await within(sheet).findByRole('button', { name: '确认提现' }, { timeout: WAIT }),
    ).toBeDisabled();
    await expect(within(sheet).getByRole('link', { name: '查看记录' })).toBeVisible();
    // Closing and withdrawing again brings back the same withdrawal, still unknown. (A tap within
    // STRAY_TAP_MS of the password sheet closing is taken for a double tap's second and ignored.)
    await new Promise((resolve) => setTimeout(resolve, STRAY_TAP_MS));
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await sheetsClosed(canvasElement);
    const form = await canvas.findByRole('region', { name: '提现信息' });
    await userEvent.click(within(form).getByRole('button', { name: '提现' }));
    const again = await findSheet(canvasElement, '确认提现');
    await expect(within(again).getByText('结果未知')).toBeVisible();
    await expect(within(again).getByRole('button', { name: '确认提现' })).toBeDisabled();
    await expect(withdrawals.count()).toBe(1);

    recordsDown = false;
    await userEvent.click(within(again).getByRole('button', { name: '重新查询' }));
    await expectToast(canvasElement, '平台已收到此次操作：它已在您的记录中，未重复提交。');
    await canvas.findByRole('region', { name: '本次提现' }, { timeout: WAIT });
    await expect(withdrawals.count()).toBe(1);
    await expect(recorded()).toBe(before + 1);
  },
};

/** The records cannot be read before sending: a lost answer could not be settled, so nothing is sent. */
export const RecordsUnreadableSendsNothing: Story = {
  beforeEach: recording([withdrawals], offline('get', RECORDS)),
  play: async ({ canvasElement }) => {
    const sheet = await withdrawOnChain(canvasElement);
    await expect(
      await within(sheet).findByText(/无法读取您的记录，因此未提交任何内容/, {}, { timeout: WAIT }),
    ).toBeVisible();
    await expect(withdrawals.count()).toBe(0);
  },
};
