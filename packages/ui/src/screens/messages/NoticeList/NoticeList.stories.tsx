import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import { inBody, screenStates } from '../../../testing';
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

const states = screenStates({
  reads: [['get', '/merchant/merchant/affiche']],
  content: (canvas) => canvas.queryByRole('list', { name: '平台公告' }),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无记录');

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

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
