import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import { expectFailureBlock, fail, inBody, offline, stall } from '../../../testing';
import { NoticeListScreen } from './NoticeListScreen';

const meta = {
  title: 'Screens/Messages/NoticeList',
  component: NoticeListScreen,
  parameters: { route: '/noteList' },
} satisfies Meta<typeof NoticeListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '公告列表' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '平台公告' });
    const titles = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(titles).toEqual(db().announcements.map((a) => a.title));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', '/merchant/merchant/affiche'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: '平台公告' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无记录')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '平台公告' })).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/merchant/affiche', 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Server error (500)');
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', '/merchant/merchant/affiche'));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
  },
};

export const OpensNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Scheduled maintenance' }));
    const sheet = await body.findByRole('dialog', { name: 'Scheduled maintenance' });
    await expect(
      await within(sheet).findByText('Withdrawals pause on 2026-11-25 from 02:00 to 04:00 (UTC).'),
    ).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await expect(
      await canvas.findByRole('button', { name: 'Scheduled maintenance' }),
    ).toBeVisible();
  },
};
