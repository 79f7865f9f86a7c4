import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PAY_PASSWORD, db } from '@merchant/mocks';
import {
  WAIT,
  expectLocation,
  expectNotOffered,
  expectToast,
  inBody,
  lastSeenStates,
  notOffered,
  recording,
  recordRequests,
  screenStates,
  sheetsClosed,
  shown,
  typePayPassword,
} from '../../../testing';
import { findPaymentSheet, quotedBalance, sheetValue } from '../shared/storySteps';
import { LevelScreen } from './LevelScreen';

const meta = {
  title: 'Screens/Growth/Level',
  component: LevelScreen,
  parameters: { route: '/level' },
} satisfies Meta<typeof LevelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const upgradeCalls = recordRequests('post', '/merchant/index/upgrade');
const verifyCalls = recordRequests('post', '/merchant/merchant/verify_pay');

const levelCard = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: WAIT });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '商家等级' })).toBeVisible();
    const current = await canvas.findByRole('region', { name: '当前等级' });
    await expect(within(current).getByText('Silver Seller')).toBeVisible();

    const list = canvas.getByRole('list', { name: '商家等级' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const bronze = await levelCard(canvasElement, 'Bronze Seller');
    await expect(within(bronze).getByText('已达成')).toBeVisible();
    await expect(within(bronze).queryByRole('button', { name: '升级' })).toBeNull();

    const silver = await levelCard(canvasElement, 'Silver Seller');
    await expect(within(silver).getByText('当前等级')).toBeVisible();
    await expect(within(silver).queryByRole('button', { name: '升级' })).toBeNull();

    const gold = await levelCard(canvasElement, 'Gold Seller');
    await expect(within(gold).getByText('25%')).toBeVisible();
    await expect(within(gold).getByText('200')).toBeVisible();
    await expect(within(gold).getByText(shown('1500.00'))).toBeVisible();
    await expect(within(gold).getByRole('button', { name: '升级' })).toBeEnabled();
  },
};

/** A platform that lists no levels: the merchant's level stays, the list says it is empty. */
const states = screenStates({
  reads: [['get', '/merchant/index/level']],
  content: (canvas) => canvas.queryByRole('button', { name: '升级' }),
});

export const Empty: Story = states.Empty('平台暂未提供商家等级', {
  seed: 'default',
  setup: () => {
    db().levels = [];
  },
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '当前等级' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '商家等级' })).toBeNull();
  },
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError({
  also: (canvasElement) =>
    expect(within(canvasElement).queryByRole('list', { name: '商家等级' })).toBeNull(),
});

export const Offline: Story = states.Offline();

export const UpgradesLevelWithPaymentPassword: Story = {
  beforeEach: recording([upgradeCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    const gold = await levelCard(canvasElement, 'Gold Seller');
    await userEvent.click(within(gold).getByRole('button', { name: '升级' }));

    // Price, balance and balance after, before anything is asked.
    const sheet = await findPaymentSheet(canvasElement, '确认升级');
    await expect(await quotedBalance(sheet)).toBe(shown('2580.00'));
    await expect(sheetValue(sheet, '升级到')).toBe('Gold Seller');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('1500.00'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('1080.00'));
    await expect(body.queryByLabelText('支付密码（6位数字）')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('1500.00')}` }));

    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Upgraded successfully');
    await sheetsClosed(canvasElement);

    // verify_pay first, then one upgrade without the password in it.
    await expect(verifyCalls.count()).toBe(1);
    await expect(await upgradeCalls.bodies()).toEqual([{ level_id: 3 }]);
    // The new level shows at once (the profile was fetched again).
    const current = canvas.getByRole('region', { name: '当前等级' });
    await waitFor(() => expect(within(current).getByText('Gold Seller')).toBeVisible(), {
      timeout: WAIT,
    });
    await expect(
      within(await levelCard(canvasElement, 'Gold Seller')).getByText('当前等级'),
    ).toBeVisible();
    await expect(
      within(await levelCard(canvasElement, 'Silver Seller')).getByText('已达成'),
    ).toBeVisible();
    await expect(db().merchant.mer_level).toBe(3);
    await expect(db().merchant.balanceCents).toBe(108000);
  },
};

export const ShortBalanceLeadsToDeposit: Story = {
  parameters: { seed: 'lowBalance' },
  beforeEach: recording([upgradeCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const gold = await levelCard(canvasElement, 'Gold Seller');
    await userEvent.click(within(gold).getByRole('button', { name: '升级' }));
    const sheet = await findPaymentSheet(canvasElement, '确认升级');
    await expect(await quotedBalance(sheet)).toBe(shown('3.50'));
    await expect(sheetValue(sheet, '需支付')).toBe(shown('1500.00'));
    await expect(within(sheet).getByText(`余额不足，还差 ${shown('1496.50')}`)).toBeVisible();
    await expect(within(sheet).queryByRole('button', { name: /^支付/ })).toBeNull();

    // The deposit comes back to the level page afterwards.
    const deposit = within(sheet).getByRole('link', { name: '去充值' });
    await expect(deposit).toHaveAttribute('href', '/recharge?redirect=%2Flevel');
    await userEvent.click(deposit);
    await expectLocation(canvasElement, '/recharge?redirect=%2Flevel');
    await expect(verifyCalls.count()).toBe(0);
    await expect(upgradeCalls.count()).toBe(0);
  },
};

export const RefusesWrongPaymentPassword: Story = {
  beforeEach: upgradeCalls.install,
  play: async ({ canvasElement }) => {
    const gold = await levelCard(canvasElement, 'Gold Seller');
    await userEvent.click(within(gold).getByRole('button', { name: '升级' }));
    const sheet = await findPaymentSheet(canvasElement, '确认升级');
    await quotedBalance(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('1500.00')}` }));

    const { sheet: passwordSheet, input } = await typePayPassword(canvasElement, '000000');
    await expect(
      await within(passwordSheet).findByRole('alert', {}, { timeout: WAIT }),
    ).toHaveTextContent('Incorrect payment password');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(upgradeCalls.count()).toBe(0);
    await expect(db().merchant.mer_level).toBe(2);
    await expect(db().merchant.balanceCents).toBe(258000);
  },
};

/**
 * A platform without index/upgrade (its public client never calls it): the levels (seen) show
 * as ever; once an upgrade is refused as not offered, the sheets close, the page says upgrading
 * is not offered, without retry, and no level offers an upgrade button any more.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/merchant/index/upgrade'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gold = await levelCard(canvasElement, 'Gold Seller');
    await userEvent.click(within(gold).getByRole('button', { name: '升级' }));
    const sheet = await findPaymentSheet(canvasElement, '确认升级');
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('1500.00')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await sheetsClosed(canvasElement);
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(block!).getByText('等级升级')).toBeVisible();
    // The seen parts stay: the merchant's level and every level's figures.
    const current = canvas.getByRole('region', { name: '当前等级' });
    await expect(within(current).getByText('Silver Seller')).toBeVisible();
    await expect(
      within(await levelCard(canvasElement, 'Gold Seller')).getByText(shown('1500.00')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '升级' })).toBeNull();
    await expect(db().merchant.balanceCents).toBe(258000);
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({
  content: (canvas) => canvas.queryAllByRole('button', { name: '升级' }),
});
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
