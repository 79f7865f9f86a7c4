import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PAY_PASSWORD, db } from '@merchant/mocks';
import {
  expectLocation,
  expectToast,
  locationOf,
  recordRequests,
  screenStates,
} from '../../../testing';
import { PayPasswordScreen } from './PayPasswordScreen';

const meta = {
  title: 'Screens/Settings/PayPassword',
  component: PayPasswordScreen,
  parameters: { route: '/setPaypwd', seed: 'noPayPassword' },
} satisfies Meta<typeof PayPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetPayCalls = recordRequests('post', '/merchant/merchant/resetPay');

const OLD = '当前支付密码（6位数字）';
const NEW = '新支付密码（6位数字）';
const REPEAT = '确认支付密码（6位数字）';

async function typeDigits(canvasElement: HTMLElement, label: string, digits: string) {
  const input = await within(canvasElement).findByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.type(input, digits);
  return input;
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: '确定' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '设置支付密码' }),
    ).toBeVisible();
    const next = await canvas.findByLabelText(NEW);
    await expect(next).toHaveAttribute('inputmode', 'numeric');
    await expect(next).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(REPEAT)).toBeInTheDocument();
    // No password yet: the old one is not asked for.
    await expect(canvas.queryByLabelText(OLD)).toBeNull();
    await expect(canvas.getAllByRole('button', { name: '显示密码' })).toHaveLength(2);
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/getMerInfo']],
  content: (canvas) => canvas.queryByLabelText(NEW),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const SetsPaymentPassword: Story = {
  beforeEach: resetPayCalls.install,
  play: async ({ canvasElement }) => {
    await typeDigits(canvasElement, NEW, '654321');
    await typeDigits(canvasElement, REPEAT, '654321');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Payment password saved');
    // Set as the platform takes it: no old password, is_verify '0', no repeat.
    await expect(await resetPayCalls.bodies()).toEqual([
      { old: '', new: '654321', is_verify: '0' },
    ]);
    await expect(db().merchant.have_pay).toBe(1);
    await expect(db().merchant.payPassword).toBe('654321');
    // Opened directly: back to the settings.
    await expectLocation(canvasElement, '/setting');
    // The password is not in the address.
    await expect(locationOf(canvasElement)).not.toContain('654321');
  },
};

export const RejectsMismatchedPaymentPasswords: Story = {
  beforeEach: resetPayCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDigits(canvasElement, NEW, '654321');
    await typeDigits(canvasElement, REPEAT, '654320');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('两次输入的密码不一致');
    const repeat = canvas.getByLabelText(REPEAT);
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    // The repeat starts again; the new password stays.
    await expect(repeat).toHaveValue('');
    await expect(canvas.getByLabelText(NEW)).toHaveValue('654321');
    await expect(resetPayCalls.count()).toBe(0);
    await expect(db().merchant.have_pay).toBe(0);
    // Typed again correctly, it is saved.
    await typeDigits(canvasElement, REPEAT, '654321');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Payment password saved');
    await expect(db().merchant.payPassword).toBe('654321');
  },
};

export const RejectsShortPaymentPassword: Story = {
  beforeEach: resetPayCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDigits(canvasElement, NEW, '1234');
    await typeDigits(canvasElement, REPEAT, '1234');
    await submit(canvasElement);
    await expect(await canvas.findByText('支付密码为 6 位数字')).toBeVisible();
    await expect(resetPayCalls.count()).toBe(0);
  },
};

export const ChangesPaymentPassword: Story = {
  args: { page: 'changePayPassword' },
  parameters: { route: '/changePayPassword', seed: 'default' },
  beforeEach: resetPayCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '修改支付密码' }),
    ).toBeVisible();
    await typeDigits(canvasElement, OLD, DEMO_PAY_PASSWORD);
    await typeDigits(canvasElement, NEW, '246810');
    await typeDigits(canvasElement, REPEAT, '246810');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Payment password saved');
    // Changed as the platform takes it: the old one checked (is_verify '1'), no repeat.
    await expect(await resetPayCalls.bodies()).toEqual([
      { old: DEMO_PAY_PASSWORD, new: '246810', is_verify: '1' },
    ]);
    await expect(db().merchant.payPassword).toBe('246810');
  },
};

// Without `have_pay` in the profile, /changePayPassword changes (the old one is asked for).
export const ChangesWhenProfileDoesNotSay: Story = {
  args: { page: 'changePayPassword' },
  parameters: { route: '/changePayPassword', seed: 'default' },
  beforeEach({ msw }) {
    db().merchant.have_pay = null;
    resetPayCalls.reset();
    msw.use(resetPayCalls.handler);
  },
  play: async ({ canvasElement }) => {
    await typeDigits(canvasElement, OLD, DEMO_PAY_PASSWORD);
    await typeDigits(canvasElement, NEW, '246810');
    await typeDigits(canvasElement, REPEAT, '246810');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Payment password saved');
    await expect(await resetPayCalls.bodies()).toEqual([
      { old: DEMO_PAY_PASSWORD, new: '246810', is_verify: '1' },
    ]);
  },
};

export const RefusesWrongOldPaymentPassword: Story = {
  args: { page: 'changePayPassword' },
  parameters: { route: '/changePayPassword', seed: 'default' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDigits(canvasElement, OLD, '000000');
    await typeDigits(canvasElement, NEW, '246810');
    await typeDigits(canvasElement, REPEAT, '246810');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Incorrect payment password');
    await expect(await canvas.findByRole('alert', { name: '未保存' })).toHaveTextContent(
      'Incorrect payment password',
    );
    await expect(db().merchant.payPassword).toBe(DEMO_PAY_PASSWORD);
    await expect(locationOf(canvasElement)).toBe('/changePayPassword');
    // The digits stay: the merchant can correct the old one only.
    await expect(canvas.getByLabelText(NEW)).toHaveValue('246810');
  },
};

const ORDER = '/orderDetail?id=1036';

export const SetsPaymentPasswordThenReturnsToPick: Story = {
  parameters: { route: `/setPaypwd?redirect=${encodeURIComponent(ORDER)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDigits(canvasElement, NEW, '135790');
    await typeDigits(canvasElement, REPEAT, '135790');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Payment password saved');
    // Back to the order being picked.
    await expectLocation(canvasElement, ORDER);
    // The profile now says a password is set: this page would now change it.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '修改支付密码' }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(OLD)).toBeInTheDocument();
    await expect(db().merchant.have_pay).toBe(1);
  },
};

export const IgnoresRedirectOutsideTheApp: Story = {
  parameters: { route: `/setPaypwd?redirect=${encodeURIComponent('https://evil.example/x')}` },
  play: async ({ canvasElement }) => {
    await typeDigits(canvasElement, NEW, '135790');
    await typeDigits(canvasElement, REPEAT, '135790');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Payment password saved');
    await expectLocation(canvasElement, '/home');
  },
};
