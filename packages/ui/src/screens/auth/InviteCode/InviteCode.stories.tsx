import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO_INVITE_CODE,
  DEMO_THIRD_DATA,
  DEMO_THIRD_IN_REVIEW,
  DEMO_THIRD_NEW,
  DEMO_THIRD_REJECTED,
} from '@merchant/mocks';
import { expectToast, formStates, locationOf, recordRequests } from '../../../testing';
import { session } from '../../../data';
import { InviteCodeScreen } from './InviteCodeScreen';

const meta = {
  title: 'Screens/Auth/InviteCode',
  component: InviteCodeScreen,
  parameters: { session: 'loggedOut', route: '/code' },
  beforeEach() {
    session.set({ data: null });
  },
} satisfies Meta<typeof InviteCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const verifyCalls = recordRequests('post', '/merchant/merchant/verify_code');

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

const form = formStates({
  write: ['post', '/merchant/merchant/verify_code'],
  submit: (canvasElement) => submitCode(canvasElement, DEMO_INVITE_CODE),
  button: '验证并继续',
  says: 'page',
});
const stays = (canvasElement: HTMLElement) => expect(locationOf(canvasElement)).toBe('/code');

export const Loading: Story = form.Loading({ also: stays });

export const ServerError: Story = form.ServerError({ also: stays });

export const Offline: Story = form.Offline();

export const AcceptsInternalCode: Story = {
  parameters: { route: '/code?mer=1001' },
  beforeEach: verifyCalls.install,
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, DEMO_INVITE_CODE);
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe(`/register?code=${DEMO_INVITE_CODE}&mer=1001`),
    );
    // The code alone, as the platform's public client checks it; the inviter goes on.
    await expect((await verifyCalls.bodies())[0]).toEqual({ code: DEMO_INVITE_CODE });
  },
};

const thirdCalls = recordRequests('post', '/merchant/merchant/third');

export const NotRegistered: Story = {
  parameters: { route: '/code?status=-1' },
  beforeEach() {
    session.set({ data: DEMO_THIRD_NEW });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A third-party identity with no shop: told so, then the code leads to registration.
    await expect(await canvas.findByText('该账号还没有店铺。请输入邀请码开通店铺。')).toBeVisible();
    await submitCode(canvasElement, DEMO_INVITE_CODE);
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe(`/register?code=${DEMO_INVITE_CODE}`),
    );
    await expect(session.get().data).toBe(DEMO_THIRD_NEW);
  },
};

export const ReviewPending: Story = {
  parameters: { route: '/code?status=0' },
  beforeEach({ msw }) {
    session.set({ data: DEMO_THIRD_IN_REVIEW });
    thirdCalls.reset();
    msw.use(thirdCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: '店铺审核中' });
    await expect(notice).toHaveTextContent('审核通过后即可使用店铺');
    // No way to register again while in review.
    await expect(canvas.queryByRole('textbox', { name: '邀请码' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    // Asking again with the kept identity: still in review, and said so.
    await userEvent.click(canvas.getByRole('button', { name: '再次查询' }));
    await expectToast(canvasElement, '仍在审核中，请稍后再查询。');
    await expect((await thirdCalls.bodies())[0]).toEqual({
      data: DEMO_THIRD_IN_REVIEW,
      code: '',
      mer: '',
    });
    await expect(locationOf(canvasElement)).toBe('/code?status=0');
  },
};

export const ReviewApprovedLogsIn: Story = {
  parameters: { route: '/code?status=0' },
  beforeEach() {
    // The platform approved the shop meanwhile: the exchange now gives the session.
    session.set({ data: DEMO_THIRD_DATA });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '再次查询' }));
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/home'));
    await expect(session.get().token).toBeTruthy();
    await expect(session.get().data).toBeNull();
  },
};

export const ReviewRejected: Story = {
  parameters: { route: '/code?status=-2' },
  beforeEach() {
    session.set({ data: DEMO_THIRD_REJECTED });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: '申请未通过' });
    await expect(notice).toHaveTextContent('请联系客服了解原因及如何重新申请');
    await expect(canvas.queryByRole('textbox', { name: '邀请码' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '再次查询' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回登录' })).toBeVisible();
  },
};

export const ReviewRejectedInKorean: Story = {
  parameters: { route: '/code?status=-2' },
  globals: { locale: 'ko' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('note', { name: '신청이 승인되지 않았습니다' }),
    ).toHaveTextContent('고객센터에 문의하세요');
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
    await expect(locationOf(canvasElement)).toBe('/code');
    // Editing the code clears the refusal.
    await userEvent.type(canvas.getByRole('textbox', { name: '邀请码' }), '7');
    await waitFor(() => expect(canvas.queryByText('Invalid invitation code')).toBeNull());
  },
};

export const RequiresCode: Story = {
  beforeEach: verifyCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, '');
    await expect(await canvas.findByText('请输入邀请码')).toBeVisible();
    await expect(verifyCalls.count()).toBe(0);
    await expect(locationOf(canvasElement)).toBe('/code');
  },
};

export const RejectsMalformedCode: Story = {
  beforeEach: verifyCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitCode(canvasElement, '88-88');
    await expect(await canvas.findByText('邀请码只能包含字母和数字')).toBeVisible();
    await expect(verifyCalls.count()).toBe(0);
  },
};
