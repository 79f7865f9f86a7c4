import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PHONE, db } from '@merchant/mocks';
import { expectToast, formStates, locationOf, recordRequests } from '../../../testing';
import { session } from '../../../data';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { session: 'loggedOut', route: '/forgetPwd' },
  beforeEach() {
    session.set({ account: null });
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetCalls = recordRequests('post', '/merchant/merchant/resetpwd');

async function fillAndSubmit(
  canvasElement: HTMLElement,
  { phone, password, repeat }: { phone: string; password: string; repeat: string },
) {
  const canvas = within(canvasElement);
  if (phone) await userEvent.type(await canvas.findByLabelText(PHONE), phone);
  if (password) await userEvent.type(canvas.getByLabelText('新密码'), password);
  if (repeat) await userEvent.type(canvas.getByLabelText('确认新密码'), repeat);
  await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
}

const PHONE = '手机号';
const valid = { phone: DEMO_PHONE, password: 'newpass99', repeat: 'newpass99' };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '忘记密码' })).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: PHONE });
    await expect(phone).toHaveValue('');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(canvas.getByLabelText('新密码')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('确认新密码')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '重置密码' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  },
};

const form = formStates({
  write: ['post', '/merchant/merchant/resetpwd'],
  submit: (canvasElement) => fillAndSubmit(canvasElement, valid),
  button: '重置密码',
});

export const Loading: Story = form.Loading();

export const ServerError: Story = form.ServerError({
  also: (canvasElement) => expect(locationOf(canvasElement)).toBe('/forgetPwd'),
});

export const Offline: Story = form.Offline({
  // The form keeps what was typed, ready to send again.
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: PHONE })).toHaveValue(DEMO_PHONE);
    await expect(canvas.getByLabelText('新密码')).toHaveValue(valid.password);
    await expect(canvas.getByRole('button', { name: '重置密码' })).toBeEnabled();
    await expect(locationOf(canvasElement)).toBe('/forgetPwd');
  },
});

export const ResetsPassword: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, valid);
    await expectToast(canvasElement, 'Password reset, please log in');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/login'));
    await expect(db().merchant.password).toBe('newpass99');
    await expect(session.get().account).toBe(DEMO_PHONE);
  },
};

export const ForgotPasswordSendsMerPhone: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, valid);
    await expectToast(canvasElement, 'Password reset, please log in');
    // As the platform takes it: the shop's phone as `mer_phone` (no `account`), the new
    // password twice and an empty old password.
    await expect((await resetCalls.bodies())[0]).toEqual({
      mer_phone: DEMO_PHONE,
      newpassword: 'newpass99',
      renewpassword: 'newpass99',
      oldpassword: '',
    });
  },
};

export const RejectsUnknownPhone: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { ...valid, phone: '13911112222' });
    await expectToast(canvasElement, 'The account does not exist');
    await expect(locationOf(canvasElement)).toBe('/forgetPwd');
  },
};

export const RejectsEmail: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, { ...valid, phone: 'demo@example.com' });
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await expect(resetCalls.count()).toBe(0);
  },
};

export const RejectsMismatch: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, { ...valid, repeat: 'newpass98' });
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(canvas.getByLabelText('确认新密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(resetCalls.count()).toBe(0);
  },
};

export const RejectsShortPassword: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, { ...valid, password: 'abc12', repeat: 'abc12' });
    await expect(await canvas.findByText('密码须为 6–30 位字符，且不能包含空格')).toBeVisible();
    await expect(resetCalls.count()).toBe(0);
  },
};

export const RequiresPhone: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, { ...valid, phone: '' });
    await expect(await canvas.findByText('请输入手机号')).toBeVisible();
    await expect(resetCalls.count()).toBe(0);
    await expect(locationOf(canvasElement)).toBe('/forgetPwd');
  },
};
