import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WAIT, clipboardWrites, expectToast, screenStates, stubClipboard } from '../../../testing';
import { InvitationScreen } from './InvitationScreen';

const meta = {
  title: 'Screens/Team/Invitation',
  component: InvitationScreen,
  parameters: { route: '/teamInvitation' },
} satisfies Meta<typeof InvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = '/merchant/team/info';
/** The demo merchant's code, on the origin the story runs on (the app's own). */
const link = () => `${window.location.origin}/register?code=DEMO2026`;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '邀请好友' })).toBeVisible();
    const code = await canvas.findByRole('region', { name: '我的邀请码' });
    await expect(within(code).getByText('DEMO2026')).toBeVisible();
    await expect(within(code).getByRole('button', { name: '复制邀请码' })).toBeVisible();
    const invitation = canvas.getByRole('region', { name: '邀请链接' });
    await expect(within(invitation).getByText(link())).toBeVisible();
    const levels = canvas.getByRole('region', { name: '两级推荐奖励' });
    await expect(within(levels).getByText('5%')).toBeVisible();
    await expect(within(levels).getByText('2.5%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看推荐规则' })).toHaveAttribute(
      'href',
      '/recommendedRules',
    );
  },
};

const states = screenStates({ reads: [['get', INFO]] });

export const Loading: Story = states.Loading({
  also: (canvasElement) =>
    expect(within(canvasElement).queryByRole('button', { name: '复制邀请码' })).toBeNull(),
});

export const ServerError: Story = states.ServerError({
  also: (canvasElement) => expect(within(canvasElement).queryByText('DEMO2026')).toBeNull(),
});

export const Offline: Story = states.Offline();

export const CopiesInvitationLink: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '复制邀请链接' }));
    await expect(clipboardWrites).toHaveBeenCalledWith(link());
    await expectToast(canvasElement, '复制成功');
    await userEvent.click(canvas.getByRole('button', { name: '复制邀请码' }));
    await expect(clipboardWrites).toHaveBeenLastCalledWith('DEMO2026');
  },
};

export const ShowsQrCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: '邀请链接二维码' });
    await expect(qr).toHaveAttribute('data-value', link());
    // The encoder loads lazily; then the code is drawn.
    await waitFor(() => expect(qr.querySelector('svg path')).not.toBeNull(), { timeout: WAIT });
    await expect(canvas.getByRole('heading', { level: 2, name: '扫码注册' })).toBeVisible();
  },
};

/**
 * A platform without team/info (its public client never calls it): no code to share; the page
 * says it does not offer it, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({
  title: '邀请好友',
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /复制/ })).toBeNull();
  },
});
