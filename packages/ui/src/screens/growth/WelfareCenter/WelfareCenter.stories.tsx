import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import {
  WAIT,
  expectNotOffered,
  expectToast,
  notOffered,
  recordRequests,
  screenStates,
  shown,
} from '../../../testing';
import { WelfareCenterScreen } from './WelfareCenterScreen';

const meta = {
  title: 'Screens/Growth/WelfareCenter',
  component: WelfareCenterScreen,
  parameters: { route: '/welfareCenter' },
} satisfies Meta<typeof WelfareCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signCalls = recordRequests('post', '/merchant/welfare/sign');

const week = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: '本轮签到' }, { timeout: WAIT });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '福利中心' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '已连续签到 3 天' })).toBeVisible();
    await expect(canvas.getByText('今日签到奖励').parentElement).toHaveTextContent(shown('0.50'));
    await expect(canvas.getByRole('button', { name: '立即签到' })).toBeEnabled();

    const days = within(await week(canvasElement)).getAllByRole('listitem');
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveAccessibleName(`第 1 天，奖励 ${shown('0.10')}，已签到`);
    await expect(days[2]).toHaveAccessibleName(`第 3 天，奖励 ${shown('0.30')}，已签到`);
    // Today, not signed yet, highlighted.
    await expect(days[3]).toHaveAccessibleName(`第 4 天，奖励 ${shown('0.50')}，未签到`);
    await expect(days[3]).toHaveAttribute('aria-current', 'date');
    await expect(days.filter((day) => day.getAttribute('aria-current'))).toHaveLength(1);
    await expect(days[6]).toHaveAccessibleName(`第 7 天，奖励 ${shown('2.00')}，未签到`);
  },
};

const states = screenStates({
  reads: [['get', '/merchant/welfare/sign_info']],
  content: (canvas) => canvas.queryByRole('button', { name: '立即签到' }),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const SignsInOncePerDay: Story = {
  beforeEach: signCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    // A double tap signs in once.
    await user.dblClick(await canvas.findByRole('button', { name: '立即签到' }));
    await expectToast(canvasElement, 'Signed in');
    await expect(await canvas.findByRole('heading', { name: '已连续签到 4 天' })).toBeVisible();

    // Signed today: the button says so and cannot be used again.
    const signed = await canvas.findByRole('button', { name: '今日已签到' });
    await expect(signed).toBeDisabled();
    await expect(canvas.getByText('今天已经签过到了，明天再来吧。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即签到' })).toBeNull();
    const days = within(await week(canvasElement)).getAllByRole('listitem');
    await waitFor(() =>
      expect(days[3]).toHaveAccessibleName(`第 4 天，奖励 ${shown('0.50')}，已签到`),
    );
    await expect(days[3]).toHaveAttribute('aria-current', 'date');
    await expect(signCalls.count()).toBe(1);
    await expect(db().signIn.streak).toBe(4);
    await expect(db().merchant.balanceCents).toBe(258050);
  },
};

/**
 * A platform without the welfare centre (welfare/*: its public client never calls them): the
 * page says it does not offer it, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({
  title: '福利中心',
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '立即签到' })).toBeNull();
  },
});

/** The state reads, but signing in is not offered: the button gives way to the notice. */
export const SignNotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/merchant/welfare/sign'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '立即签到' }));
    await expectToast(canvasElement, '当前平台不提供此功能。');
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(canvas.queryByRole('button', { name: '立即签到' })).toBeNull();
    // The week and the streak stay.
    await expect(canvas.getByRole('heading', { name: '已连续签到 3 天' })).toBeVisible();
    await expect(within(await week(canvasElement)).getAllByRole('listitem')).toHaveLength(7);
  },
};
