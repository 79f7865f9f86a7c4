import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BASE, DEMO_PAY_PASSWORD, db, fail, lostAnswer, offline } from '@merchant/mocks';
import {
  WAIT,
  cancelSheet,
  expectToast,
  inBody,
  inTabFrame,
  locationOf,
  recording,
  recordRequests,
  sheetsClosed,
  shown,
  typePayPassword,
} from '../../../testing';
import { OrderListScreen } from '../OrderList/OrderListScreen';
import { findPickSheet, sheetValue } from './pickSteps';

// The pick flow (quote, payment password, pick / pick_batch) as the order list runs it; the
// order detail runs the same flow (OrderDetail's PicksFromDetail).
const meta = {
  title: 'Screens/Orders/PickFlow',
  component: OrderListScreen,
  parameters: { route: '/order?tab=awaitingPickup' },
  // The order list is a tab page: the real frame, with the Order tab's badge.
  decorators: [inTabFrame('order')],
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PICKUP = '/order?tab=awaitingPickup';

const pickCalls = recordRequests('post', '/merchant/order/pick');
const batchCalls = recordRequests('post', '/merchant/order/pick_batch');
const verifyCalls = recordRequests('post', '/merchant/merchant/verify_pay');

export const PicksOrderWithPaymentPassword: Story = {
  parameters: { route: PICKUP },
  beforeEach: pickCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await expect(await canvas.findByText(shown('2580.00'))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));

    // What will be paid and the balance, before anything is asked.
    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await expect(sheetValue(sheet, '订单')).toBe('SO202611190002');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('86.32'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2493.68'));
    await expect(body.queryByLabelText('支付密码（6位数字）')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('86.32')}` }));

    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);
    await expect(pickCalls.count()).toBe(1);
    await expect((await pickCalls.bodies())[0]).toEqual({ order_id: 1036 });

    // The order left "awaiting pickup", the balance shown dropped, the badge followed.
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull(),
    );
    await expect(await canvas.findByText(shown('2493.68'))).toBeVisible();
    await expect(db().merchant.balanceCents).toBe(249368);
    const nav = within(canvas.getByRole('navigation'));
    await expect(await nav.findByRole('link', { name: /订单.*13/ })).toBeVisible();
  },
};

export const PicksBatch: Story = {
  parameters: { route: PICKUP },
  beforeEach: batchCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择订单 SO202611190002' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择订单 SO202611190001' }));
    // 86.32 + 23.60, summed exactly.
    await expect(canvas.getByText(`合计成本 ${shown('109.92')}`)).toBeVisible();
    await expect(canvas.getByText('已选 2 项')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('button', { name: '批量提货' }));
    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await expect(sheetValue(sheet, '订单')).toBe('2 个订单');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('109.92'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2470.08'));
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('109.92')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);

    await expectToast(canvasElement, '2 orders picked');
    await sheetsClosed(canvasElement);
    await expect(batchCalls.count()).toBe(1);
    await expect((await batchCalls.bodies())[0]).toEqual({ ids: [1036, 1035] });
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190001' })).toBeNull(),
    );
    await expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull();
    await expect(await canvas.findByText(shown('2470.08'))).toBeVisible();
    await expect(canvas.getByText('已选 0 项')).toBeVisible();
  },
};

export const RefusesWrongPassword: Story = {
  parameters: { route: PICKUP },
  beforeEach: recording([pickCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    await userEvent.click(
      await within(sheet).findByRole('button', { name: `支付 ${shown('86.32')}` }),
    );
    const { sheet: passwordSheet, input } = await typePayPassword(canvasElement, '000000');
    await expect(
      await within(passwordSheet).findByRole('alert', {}, { timeout: WAIT }),
    ).toHaveTextContent('Incorrect payment password');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(pickCalls.count()).toBe(0);
    await expect(db().merchant.balanceCents).toBe(258000);

    // Another try with the right password goes through.
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);
    await expect(verifyCalls.count()).toBe(2);
    await expect(pickCalls.count()).toBe(1);
  },
};

export const RefusesPickOverBalance: Story = {
  parameters: { route: PICKUP },
  beforeEach: pickCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    // A wholesale order costing more than the balance: shown as such, nothing is asked.
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611180002' }));
    let sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '需支付')).toBe(shown('2688.00')));
    await expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00'));
    await expect(within(sheet).getByText(`余额不足，还差 ${shown('108.00')}`)).toBeVisible();
    // The deposit comes back to this list afterwards.
    await expect(within(sheet).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      `/recharge?redirect=${encodeURIComponent(PICKUP)}`,
    );
    await expect(within(sheet).queryByRole('button', { name: /^支付/ })).toBeNull();
    await cancelSheet(canvasElement);

    // The balance is spent elsewhere after the quote: the server refuses, its words are shown.
    await userEvent.click(canvas.getByRole('button', { name: '提货 SO202611190002' }));
    sheet = await findPickSheet(canvasElement);
    await userEvent.click(
      await within(sheet).findByRole('button', { name: `支付 ${shown('86.32')}` }),
    );
    db().merchant.balanceCents = 5000;
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    sheet = await findPickSheet(canvasElement);
    await expect(await within(sheet).findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent(
      '提货失败：Insufficient balance',
    );
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('50.00')));
    await expect(within(sheet).getByText(`余额不足，还差 ${shown('36.32')}`)).toBeVisible();
    await expect(pickCalls.count()).toBe(1);
    await userEvent.click(
      within(within(sheet).getByRole('alert')).getByRole('link', { name: '去充值' }),
    );
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe(`/recharge?redirect=${encodeURIComponent(PICKUP)}`),
    );
  },
};

export const IgnoresDoubleTap: Story = {
  parameters: { route: PICKUP },
  beforeEach: recording([pickCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    // A thumb taps twice; the second tap lands on whatever the first one opened.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await expect(await canvas.findByText(shown('2580.00'))).toBeVisible();
    await user.dblClick(canvas.getByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    const pay = await within(sheet).findByRole(
      'button',
      { name: `支付 ${shown('86.32')}` },
      { timeout: WAIT },
    );
    await user.dblClick(pay);
    // One password sheet, still open: the second tap neither dismissed it nor opened another.
    await expect(await body.findAllByRole('dialog', { name: '请输入支付密码' })).toHaveLength(1);
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Order picked');
    await sheetsClosed(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull(),
    );
    await expect(verifyCalls.count()).toBe(1);
    await expect(pickCalls.count()).toBe(1);
    await expect(db().merchant.balanceCents).toBe(249368);
  },
};

export const LeadsToSetPaymentPassword: Story = {
  parameters: { route: PICKUP, seed: 'noPayPassword' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    const pick = await canvas.findByRole('button', { name: '提货 SO202611190002' });
    // Wait for the profile, so the flow knows there is no payment password.
    await expect(await canvas.findByText(shown('2580.00'))).toBeVisible();
    await userEvent.click(pick);
    const dialog = await body.findByRole('alertdialog', { name: '请先设置支付密码' });
    await expect(body.queryByRole('dialog', { name: '请输入支付密码' })).toBeNull();
    // The way out is a link (views navigate with links), drawn as the dialog's confirm button.
    await userEvent.click(within(dialog).getByRole('link', { name: '去设置' }));
    // It comes back to the order list afterwards (the `redirect` of /setPaypwd).
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe(`/setPaypwd?redirect=${encodeURIComponent(PICKUP)}`),
    );
  },
};

export const ClosedShopCannotPick: Story = {
  parameters: { route: PICKUP, seed: 'closedShop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('店铺已关闭，请联系客服')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/service',
    );
    await expect(await canvas.findByRole('article', { name: 'SO202611190002' })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^提货/ })).toHaveLength(0);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: '批量提货' })).toBeNull();
  },
};

export const RefusesPickWhenBalanceUnreadable: Story = {
  parameters: { route: PICKUP },
  beforeEach: recording(
    [pickCalls, verifyCalls], // A balance the app cannot read: shown as unavailable, never as zero.
    http.get(`${BASE}/merchant/merchant/getMerInfo`, () =>
      HttpResponse.json({
        code: 1,
        msg: '',
        time: '1795000000',
        data: { mer_id: 1, mer_name: 'Demo Shop', mer_money: 'n/a', status: 1, have_pay: 1 },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    await expect(await within(sheet).findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent(
      '金额暂时无法读取，请稍后再试。',
    );
    await expect(sheetValue(sheet, '当前余额')).toBe('—暂不可用');
    await expect(within(sheet).queryByRole('button', { name: /^支付/ })).toBeNull();
    await expect(within(sheet).getByRole('button', { name: '确认提货' })).toBeDisabled();
    // Nothing was asked or sent.
    await expect(inBody(canvasElement).queryByLabelText('支付密码（6位数字）')).toBeNull();
    await expect(verifyCalls.count()).toBe(0);
    await expect(pickCalls.count()).toBe(0);
  },
};

/**
 * The platform picks the order and the answer is lost: the order's own status (and the balance)
 * show it picked, so nothing is sent again: one pick request, the price paid once.
 */
export const LostAnswerFoundPicked: Story = {
  parameters: { route: PICKUP },
  beforeEach: recording([pickCalls], lostAnswer('post', '/merchant/order/pick')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('86.32')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, '平台已收到此次操作：它已在您的记录中，未重复提交。');
    await sheetsClosed(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'SO202611190002' })).toBeNull(),
    );
    await expect(pickCalls.count()).toBe(1);
    await expect(db().merchant.balanceCents).toBe(249368);
  },
};

/**
 * The pick's answer is lost and nothing can be read afterwards: the outcome is unknown, the pay
 * button stays off and only "check again" is offered; the order was not picked twice.
 */
export const LostAnswerUnknownOffersCheckAgain: Story = {
  parameters: { route: PICKUP },
  beforeEach: recording(
    [pickCalls],
    lostAnswer('post', '/merchant/order/pick'),
    http.get(`${BASE}/merchant/merchant/getMerInfo`, () =>
      pickCalls.count() > 0 ? HttpResponse.error() : undefined,
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    await waitFor(() => expect(sheetValue(sheet, '当前余额')).toBe(shown('2580.00')));
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('86.32')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expect(await within(sheet).findByText('结果未知', {}, { timeout: WAIT })).toBeVisible();
    await expect(
      await within(sheet).findByRole('button', { name: '重新查询' }, { timeout: WAIT }),
    ).toBeEnabled();
    await expect(
      within(sheet).getByRole('button', { name: `支付 ${shown('86.32')}` }),
    ).toBeDisabled();
    await expect(pickCalls.count()).toBe(1);
  },
};

export const ServerError: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/merchant/getMerInfo', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    // Without the balance there is no quote: the failure block, with retry, and nothing to pay.
    const sheet = await findPickSheet(canvasElement);
    await expect(await within(sheet).findByText('加载失败', {}, { timeout: WAIT })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '重试' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '确认提货' })).toBeDisabled();
  },
};

export const Offline: Story = {
  parameters: { route: PICKUP },
  beforeEach({ msw }) {
    msw.use(offline('get', '/merchant/merchant/getMerInfo'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提货 SO202611190002' }));
    const sheet = await findPickSheet(canvasElement);
    await expect(
      await within(sheet).findByText('网络连接不可用', {}, { timeout: WAIT }),
    ).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '重试' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '确认提货' })).toBeDisabled();
  },
};
