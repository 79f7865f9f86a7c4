import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_PASSWORD, DEMO_TOKEN, db } from '@merchant/mocks';
import { session } from '../../../data/boot/session';
import {
  expectFieldError,
  expectLocation,
  expectToast,
  fillField,
  formStates,
  locationOf,
  recordRequests,
} from '../../../testing';
import { ChangeLoginPasswordScreen } from './ChangeLoginPasswordScreen';

const meta = {
  title: 'Screens/Settings/ChangeLoginPassword',
  component: ChangeLoginPasswordScreen,
  parameters: { route: '/changeLoginPassword' },
} satisfies Meta<typeof ChangeLoginPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetCalls = recordRequests('post', '/merchant/merchant/resetpwd');

async function fill(canvasElement: HTMLElement, old: string, next: string, repeat: string) {
  await fillField(canvasElement, '当前密码', old);
  await fillField(canvasElement, '新密码', next);
  await fillField(canvasElement, '确认新密码', repeat);
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: '确认修改' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '修改登录密码' })).toBeVisible();
    const old = canvas.getByLabelText('当前密码');
    await expect(old).toHaveAttribute('type', 'password');
    await expect(old).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('新密码')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByText('6-30 位，不能包含空格')).toBeVisible();
    // Show / hide on every password field.
    await expect(canvas.getAllByRole('button', { name: '显示密码' })).toHaveLength(3);
    await userEvent.type(old, 'demo1234');
    await userEvent.click(canvas.getAllByRole('button', { name: '显示密码' })[0]!);
    await expect(old).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(old).toHaveAttribute('type', 'password');
  },
};

export const RejectsMismatchedPasswords: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, 'fresh5678', 'fresh5679');
    await submit(canvasElement);
    await expectFieldError(canvasElement, '确认新密码', '两次输入的密码不一致');
    await expect(resetCalls.count()).toBe(0);
  },
};

export const RejectsSameAsOld: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD);
    await submit(canvasElement);
    await expectFieldError(canvasElement, '新密码', '新密码不能与当前密码相同');
    await expect(resetCalls.count()).toBe(0);
  },
};

export const RejectsShortPassword: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, 'abc 12', 'abc 12');
    await submit(canvasElement);
    await expectFieldError(canvasElement, '新密码', '密码为 6-30 位，不能包含空格');
    await expect(resetCalls.count()).toBe(0);
  },
};

export const ChangesPassword: Story = {
  beforeEach: resetCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, DEMO_PASSWORD, 'fresh5678', 'fresh5678');
    await submit(canvasElement);
    // The platform ends the session: the app says so plainly and goes to the login page.
    await expectToast(canvasElement, '登录密码已修改，请使用新密码重新登录');
    await expectLocation(canvasElement, '/login');
    await expect(session.get().token).toBeNull();
    await expect(resetCalls.count()).toBe(1);
    await expect(db().merchant.password).toBe('fresh5678');
    await expect(db().tokens.has(DEMO_TOKEN)).toBe(false);
    // Nothing of the passwords is left in the form.
    for (const label of ['当前密码', '新密码', '确认新密码']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
  },
};

export const ServerRefuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'wrong-one', 'fresh5678', 'fresh5678');
    await submit(canvasElement);
    await expectToast(canvasElement, 'Incorrect old password');
    // Said on the form too, until the next attempt (the toast lasts two seconds).
    const notice = await canvas.findByRole('alert', { name: '未保存' });
    await expect(notice).toHaveTextContent('Incorrect old password');
    await expect(notice).toHaveTextContent('您填写的内容仍在此处');
    // Nothing lost, still logged in, still here.
    await expect(canvas.getByLabelText('当前密码')).toHaveValue('wrong-one');
    await expect(canvas.getByLabelText('新密码')).toHaveValue('fresh5678');
    await expect(canvas.getByLabelText('确认新密码')).toHaveValue('fresh5678');
    await expect(locationOf(canvasElement)).toBe('/changeLoginPassword');
    await expect(session.get().token).toBe(DEMO_TOKEN);
    await expect(db().merchant.password).toBe(DEMO_PASSWORD);
  },
};

const form = formStates({
  write: ['post', '/merchant/merchant/resetpwd'],
  submit: async (canvasElement) => {
    await fill(canvasElement, DEMO_PASSWORD, 'fresh5678', 'fresh5678');
    await submit(canvasElement);
  },
  button: '确认修改',
});

export const Offline: Story = form.Offline({
  also: async (canvasElement) => {
    await expect(within(canvasElement).getByLabelText('新密码')).toHaveValue('fresh5678');
    await expect(session.get().token).toBe(DEMO_TOKEN);
  },
});
