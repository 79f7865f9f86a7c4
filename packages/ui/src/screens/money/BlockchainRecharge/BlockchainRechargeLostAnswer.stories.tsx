import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db, lostAnswer, offline } from '@merchant/mocks';
import { WAIT, expectToast, fillField, recording, recordRequests } from '../../../testing';
import { uploadVoucher } from '../shared/storyFiles';
import { BlockchainRechargeScreen } from './BlockchainRechargeScreen';

// A deposit whose answer is lost: the deposit records decide what happened, and a second deposit
// is never sent blindly.
const meta = {
  title: 'Screens/Money/BlockchainRecharge/LostAnswer',
  component: BlockchainRechargeScreen,
  parameters: { route: '/blockchainRecharge' },
} satisfies Meta<typeof BlockchainRechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const RECHARGE = '/merchant/merchant/recharge';
const recharges = recordRequests('post', RECHARGE);

/** Fills a deposit of 100 with its voucher and submits it. */
async function deposit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('TGCrTQdop4EzLNWR4SwWHwgPT1Qith4feC', {}, { timeout: WAIT });
  await fillField(canvasElement, '充值金额', '100');
  await uploadVoucher(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
  return canvas;
}

/** The platform records the deposit and the answer is lost: shown as submitted, sent once. */
export const FoundInRecords: Story = {
  beforeEach: recording([recharges], lostAnswer('post', RECHARGE)),
  play: async ({ canvasElement }) => {
    const before = db().recharges.length;
    const canvas = await deposit(canvasElement);
    await expectToast(canvasElement, '平台已收到此次操作：它已在您的记录中，未重复提交。');
    await expect(
      await canvas.findByRole('heading', { name: '充值申请已提交' }, { timeout: WAIT }),
    ).toBeVisible();
    await expect(recharges.count()).toBe(1);
    await expect(db().recharges.length).toBe(before + 1);
  },
};

/** The deposit never reached the platform: no new record, so it may be sent again, once. */
export const NotSentMaySendAgain: Story = {
  beforeEach: recording([recharges], offline('post', RECHARGE, { once: true })),
  play: async ({ canvasElement }) => {
    const before = db().recharges.length;
    const canvas = await deposit(canvasElement);
    await expect(await canvas.findByText('未提交成功', {}, { timeout: WAIT })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交充值' }));
    await expect(
      await canvas.findByRole('heading', { name: '充值申请已提交' }, { timeout: WAIT }),
    ).toBeVisible();
    await expect(recharges.count()).toBe(2);
    await expect(db().recharges.length).toBe(before + 1);
  },
};
