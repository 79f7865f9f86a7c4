import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_INVITE_CODE, fail, offline, stall, record } from '@merchant/mocks';
import { storyLocation } from '../shared/storyHelpers';
import { InviteCodeScreen } from './InviteCodeScreen';

const meta = {
  title: 'Screens/Auth/InviteCode',
  component: InviteCodeScreen,
  parameters: { session: 'loggedOut', route: '/code' },
} satisfies Meta<typeof InviteCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const verifyCalls = record('post', '/merchant/merchant/verify_code');

async function submitCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: '邀请码' });
  if (code) await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: '验证并继续' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '邀请码验证' }),
    ).toBeVisible();
    await expect(canvas.getByText(/需要平台内部邀请码/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '邀请码' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '验证并继续' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('post', '/merchant/merchant/verify_code'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, DEMO_INVITE_CODE);
    const button = canvas.getByRole('button', { name: '验证并继续' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(storyLocation(canvasElement)).toBe('/code');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/merchant/merchant/verify_code', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, DEMO_INVITE_CODE);
    await expect(await canvas.findByText('Server error (500)')).toBeVisible();
    await expect(storyLocation(canvasElement)).toBe('/code');
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('post', '/merchant/merchant/verify_code'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, DEMO_INVITE_CODE);
    await expect(await canvas.findByText('网络错误，请检查网络后重试')).toBeVisible();
  },
};

export const AcceptsInternalCode: Story = {
  parameters: { route: '/code?mer=1001' },
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, DEMO_INVITE_CODE);
    await waitFor(() =>
      expect(storyLocation(canvasElement)).toBe(`/register?code=${DEMO_INVITE_CODE}&mer=1001`),
    );
  },
};

export const RejectsUnknownCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, '123456');
    await expect(await canvas.findByText('Invalid invitation code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '邀请码' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(storyLocation(canvasElement)).toBe('/code');
    // Editing the code clears the refusal.
    await userEvent.type(canvas.getByRole('textbox', { name: '邀请码' }), '7');
    await waitFor(() => expect(canvas.queryByText('Invalid invitation code')).toBeNull());
  },
};

export const RequiresCode: Story = {
  beforeEach({ msw }) {
    verifyCalls.requests.length = 0;
    msw.use(verifyCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, '');
    await expect(await canvas.findByText('请输入邀请码')).toBeVisible();
    await expect(verifyCalls.requests).toHaveLength(0);
    await expect(storyLocation(canvasElement)).toBe('/code');
  },
};

export const RejectsMalformedCode: Story = {
  beforeEach({ msw }) {
    verifyCalls.requests.length = 0;
    msw.use(verifyCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, '88-88');
    await expect(await canvas.findByText('邀请码只能包含字母和数字')).toBeVisible();
    await expect(verifyCalls.requests).toHaveLength(0);
  },
};
