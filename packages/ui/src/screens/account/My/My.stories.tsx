import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, fail, offline, stall } from '@merchant/mocks';
import { session } from '../../../data/session';
import { MyScreen } from './MyScreen';

const meta = {
  title: 'Screens/Account/My',
  component: MyScreen,
  parameters: { route: '/my' },
} satisfies Meta<typeof MyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await expect(canvas.getByText(/2,580\.00/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /银行卡/ })).toHaveAttribute(
      'href',
      '/bank/list',
    );
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', '/merchant/merchant/getMerInfo'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '我的' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Demo Shop' })).toBeNull();
    // Logout stays possible while the profile loads.
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/merchant/getMerInfo', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Server error (500)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重试/ })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', '/merchant/merchant/getMerInfo'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/网络错误/)).toBeVisible();
  },
};

export const ShowsUnreadMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unread = db().messages.filter((m) => m.is_see === 0).length;
    const link = await canvas.findByRole('link', { name: new RegExp(`消息.*${unread}`) });
    await expect(link).toHaveAttribute('href', '/message');
  },
};

export const LogsOutAfterConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Demo Shop' });
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await body.findByRole('alertdialog', { name: '确定退出登录吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/login'));
    await expect(session.get().token).toBeNull();
  },
};

export const KeepsSessionWhenLogoutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Demo Shop' });
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(session.get().token).not.toBeNull();
    await expect(location(canvasElement)).toBe('/my');
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Demo Shop' });
    await userEvent.click(canvas.getByRole('button', { name: /语言/ }));
    await userEvent.click(await body.findByRole('button', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { name: 'Me' })).toBeVisible();
    await expect(session.get().lang).toBe('en');
  },
};
