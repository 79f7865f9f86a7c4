import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_PAY_PASSWORD, db } from '@merchant/mocks';
import {
  WAIT,
  expectToast,
  inBody,
  lastSeenStates,
  recording,
  recordRequests,
  screenStates,
  sheetsClosed,
  shown,
  typePayPassword,
} from '../../../testing';
import { findPaymentSheet, quotedBalance, sheetValue } from '../shared/storySteps';
import { StoreExpressScreen } from './StoreExpressScreen';

const meta = {
  title: 'Screens/Growth/StoreExpress',
  component: StoreExpressScreen,
  parameters: { route: '/storeExpress' },
} satisfies Meta<typeof StoreExpressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const buyCalls = recordRequests('post', '/merchant/index/buy_train');
const verifyCalls = recordRequests('post', '/merchant/merchant/verify_pay');

const packageCard = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: WAIT });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '店铺直通车' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '购买记录' })).toHaveAttribute(
      'href',
      '/buyTrainBill',
    );
    const list = await canvas.findByRole('list', { name: '直通车套餐' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const plus = await packageCard(canvasElement, 'Express Lane Plus');
    await expect(within(plus).getByText(shown('99.00'))).toBeVisible();
    await expect(within(plus).getByText('20 单')).toBeVisible();
    await expect(within(plus).getByText('72 小时')).toBeVisible();
    await expect(within(plus).getByRole('button', { name: '购买' })).toBeEnabled();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/index/train']],
  content: (canvas) => canvas.queryByRole('button', { name: '购买' }),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无可购买的直通车套餐');

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const BuysExpressPackage: Story = {
  beforeEach: recording([buyCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const body = inBody(canvasElement);
    const plus = await packageCard(canvasElement, 'Express Lane Plus');
    await userEvent.click(within(plus).getByRole('button', { name: '购买' }));

    const sheet = await findPaymentSheet(canvasElement, '确认购买');
    await expect(await quotedBalance(sheet)).toBe(shown('2580.00'));
    await expect(sheetValue(sheet, '套餐')).toBe('Express Lane Plus');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('99.00'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2481.00'));
    await expect(body.queryByLabelText('支付密码（6位数字）')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('99.00')}` }));

    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    // The server's own message.
    await expectToast(canvasElement, 'Purchased successfully');
    await sheetsClosed(canvasElement);
    await expect(verifyCalls.count()).toBe(1);
    await expect(await buyCalls.bodies()).toEqual([{ id: 2 }]);
    await expect(db().merchant.balanceCents).toBe(248100);
    await expect(db().expressPurchases[0]?.train_id).toBe(2);
  },
};

export const ClosedShopCannotBuy: Story = {
  parameters: { seed: 'closedShop' },
  beforeEach: verifyCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: '店铺已关闭' });
    await expect(within(notice).getByText('店铺已关闭，请联系客服')).toBeVisible();
    await expect(within(notice).getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/service',
    );
    await packageCard(canvasElement, 'Express Lane Plus');
    for (const button of canvas.getAllByRole('button', { name: '购买' })) {
      await expect(button).toBeDisabled();
    }
    await expect(verifyCalls.count()).toBe(0);
  },
};

export const IgnoresSecondTapWhileBuying: Story = {
  beforeEach: recording([buyCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const body = inBody(canvasElement);
    // A thumb taps twice; the second tap lands on whatever the first one opened.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const starter = await packageCard(canvasElement, 'Express Lane Starter');
    await user.dblClick(within(starter).getByRole('button', { name: '购买' }));
    const sheet = await findPaymentSheet(canvasElement, '确认购买');
    await quotedBalance(sheet);
    await user.dblClick(within(sheet).getByRole('button', { name: `支付 ${shown('29.90')}` }));
    // One password sheet, still open: the second tap neither closed it nor opened another.
    await expect(await body.findAllByRole('dialog', { name: '请输入支付密码' })).toHaveLength(1);
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Purchased successfully');
    await sheetsClosed(canvasElement);
    await expect(verifyCalls.count()).toBe(1);
    await expect(buyCalls.count()).toBe(1);
    await expect(db().merchant.balanceCents).toBe(255010);
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({
  content: (canvas) => canvas.queryAllByRole('button', { name: '购买' }),
});
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
