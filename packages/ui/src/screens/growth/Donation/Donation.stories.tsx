import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PAY_PASSWORD, db } from '@merchant/mocks';
import {
  WAIT,
  answer,
  expectFieldError,
  expectLocation,
  expectNotOffered,
  expectToast,
  fillField,
  inBody,
  notOffered,
  recording,
  recordRequests,
  screenStates,
  sheetsClosed,
  shown,
  typePayPassword,
} from '../../../testing';
import { findPaymentSheet, quotedBalance, sheetValue } from '../shared/storySteps';
import { DonationScreen } from './DonationScreen';

const meta = {
  title: 'Screens/Growth/Donation',
  component: DonationScreen,
  parameters: { route: '/caringDonation' },
} satisfies Meta<typeof DonationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const donateCalls = recordRequests('post', '/merchant/donation/donate');
const verifyCalls = recordRequests('post', '/merchant/merchant/verify_pay');

/** The value next to a label in the "my donations" block. */
const mineValue = (canvasElement: HTMLElement, label: string) => {
  const mine = within(canvasElement).getByRole('region', { name: '我的捐赠' });
  return within(mine).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
};

/** Types an amount in the donation form and taps donate. */
async function donate(canvasElement: HTMLElement, amount: string) {
  await fillField(canvasElement, '捐赠金额', amount);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '捐赠' }));
}

/** Waits for the balance (the profile, which the form checks against), then donates `amount`. */
async function donateFromBalance(canvasElement: HTMLElement, amount: string) {
  await within(canvasElement).findByText(`可用余额 ${shown('2580.00')}`);
  await donate(canvasElement, amount);
}

/** Neither the payment password was checked nor a donation sent. */
async function expectNothingSent() {
  await expect(verifyCalls.count()).toBe(0);
  await expect(donateCalls.count()).toBe(0);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '爱心捐赠' })).toBeVisible();
    const ranking = await canvas.findByRole('list', { name: '爱心排行榜' });
    const rows = within(ranking).getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    const [first] = rows;
    if (!first) throw new Error('no ranking row');
    await expect(first).toHaveTextContent('1');
    await expect(first).toHaveTextContent('am***@example.com');
    await expect(first).toHaveTextContent(shown('12500.00'));
    await expect(first).toHaveTextContent('12 次');

    await waitFor(() => expect(mineValue(canvasElement, '累计捐赠')).toBe(shown('300.00')));
    await expect(mineValue(canvasElement, '捐赠次数')).toBe('2 次');
    await expect(mineValue(canvasElement, '我的排名')).toBe('第 4 名');

    const amount = canvas.getByLabelText('捐赠金额');
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await expect(await canvas.findByText(`可用余额 ${shown('2580.00')}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '捐赠' })).toBeEnabled();
  },
};

/** A server that sends donors' accounts whole: the ranking masks them all the same. */
export const MasksDonorAccounts: Story = {
  beforeEach() {
    const [first, second] = db().donations;
    if (first) first.account = 'amanda.lee@example.com';
    if (second) second.account = '13912347781';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ranking = await canvas.findByRole('list', { name: '爱心排行榜' });
    const [first, second] = within(ranking).getAllByRole('listitem');
    await expect(first).toHaveTextContent('am***@example.com');
    await expect(second).toHaveTextContent('13***81');
    await expect(ranking).not.toHaveTextContent('amanda.lee');
    await expect(ranking).not.toHaveTextContent('13912347781');
  },
};

const states = screenStates({
  reads: [['get', '/merchant/donation/rank']],
  content: (canvas) => canvas.queryByRole('list', { name: '爱心排行榜' }),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError({
  // The own figures cannot be read either: shown as unavailable, never as zero.
  also: (canvasElement) => expect(mineValue(canvasElement, '累计捐赠')).toContain('—'),
});

export const Offline: Story = states.Offline();

/**
 * The own figures are the ranking's first-page summary (useFirstPageSummary): unreadable, they
 * are unavailable ("—", never zero) while the ranking they came with is shown.
 */
export const OwnFiguresUnreadable: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', '/merchant/donation/rank', {
        total: 1,
        list: [{ rank: 1, account: 'am***@example.com', amount: '12500.00', count: 12 }],
        mine: 'unreadable',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const ranking = await within(canvasElement).findByRole(
      'list',
      { name: '爱心排行榜' },
      { timeout: WAIT },
    );
    await expect(within(ranking).getAllByRole('listitem')).toHaveLength(1);
    await expect(mineValue(canvasElement, '累计捐赠')).toContain('—');
    await expect(mineValue(canvasElement, '捐赠次数')).toContain('—');
    await expect(mineValue(canvasElement, '我的排名')).toContain('—');
  },
};

export const DonationNeedsPaymentPassword: Story = {
  parameters: { seed: 'noPayPassword' },
  beforeEach: recording([donateCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const body = inBody(canvasElement);
    // Once the profile is there, the page knows there is no payment password.
    await donateFromBalance(canvasElement, '10');
    const dialog = await body.findByRole('alertdialog', { name: '请先设置支付密码' });
    await expect(body.queryByRole('dialog', { name: '确认捐赠' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: '去设置' }));
    // It comes back to the donation page afterwards.
    await expectLocation(canvasElement, '/setPaypwd?redirect=%2FcaringDonation');
    await expectNothingSent();
  },
};

export const RefusesZeroDonation: Story = {
  beforeEach: recording([donateCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const body = inBody(canvasElement);
    await donateFromBalance(canvasElement, '0.00');
    await expectFieldError(canvasElement, '捐赠金额', '捐赠金额不能为 0');
    await expect(body.queryByRole('dialog')).toBeNull();

    // More than the balance is refused the same way, before anything is asked.
    await donate(canvasElement, '2580.01');
    await expectFieldError(canvasElement, '捐赠金额', '捐赠金额不能超过余额');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expectNothingSent();
  },
};

export const DonatesWithPaymentPassword: Story = {
  beforeEach: recording([donateCalls, verifyCalls]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await donateFromBalance(canvasElement, '10.50');

    const sheet = await findPaymentSheet(canvasElement, '确认捐赠');
    await expect(await quotedBalance(sheet)).toBe(shown('2580.00'));
    await expect(sheetValue(sheet, '捐赠项目')).toBe('爱心捐赠');
    await expect(sheetValue(sheet, '需支付')).toBe(shown('10.50'));
    await expect(sheetValue(sheet, '支付后余额')).toBe(shown('2569.50'));
    await expect(body.queryByLabelText('支付密码（6位数字）')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('10.50')}` }));

    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Thank you for your donation');
    await sheetsClosed(canvasElement);
    await expect(verifyCalls.count()).toBe(1);
    await expect(await donateCalls.bodies()).toEqual([{ amount: '10.50' }]);

    // The own total and the balance follow; the form starts empty again.
    await waitFor(() => expect(mineValue(canvasElement, '累计捐赠')).toBe(shown('310.50')), {
      timeout: WAIT,
    });
    await expect(mineValue(canvasElement, '捐赠次数')).toBe('3 次');
    await expect(await canvas.findByText(`可用余额 ${shown('2569.50')}`)).toBeVisible();
    await expect(canvas.getByLabelText('捐赠金额')).toHaveValue('');
    await expect(db().merchant.balanceCents).toBe(256950);
  },
};

/**
 * A platform without donation/rank (donation/*: its public client never calls them): the
 * ranking and the own figures it carries give way to one notice, without retry; the form with
 * the balance (getMerInfo, seen) stays.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('get', '/merchant/donation/rank'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(block!).getByText('爱心排行榜')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '爱心捐赠' })).toBeVisible();
    await expect(await canvas.findByText(`可用余额 ${shown('2580.00')}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '捐赠' })).toBeEnabled();
    await expect(canvas.queryByText('累计捐赠')).toBeNull();
  },
};

/** The ranking reads, but donating is not offered: the form gives way to the notice. */
export const DonateNotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/merchant/donation/donate'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await donateFromBalance(canvasElement, '10.50');
    const sheet = await findPaymentSheet(canvasElement, '确认捐赠');
    await userEvent.click(within(sheet).getByRole('button', { name: `支付 ${shown('10.50')}` }));
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await sheetsClosed(canvasElement);
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(block!).getByText('我要捐赠')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '捐赠' })).toBeNull();
    // The own figures and the ranking stay; nothing was taken from the balance.
    await expect(canvas.getByText('累计捐赠')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '爱心排行榜' })).toBeVisible();
    await expect(db().merchant.balanceCents).toBe(258000);
  },
};
