import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { db } from '@merchant/mocks';
import {
  expectFailureBlock,
  expectLocation,
  fail,
  offline,
  shownTime,
  stall,
} from '../../../testing';
import { MessageDetailScreen } from '../MessageDetail/MessageDetailScreen';
import { MessageListScreen } from './MessageListScreen';

const meta = {
  title: 'Screens/Messages/MessageList',
  component: MessageListScreen,
  parameters: { route: '/message' },
} satisfies Meta<typeof MessageListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const unread = () => db().messages.filter((m) => m.is_see === 0).length;
const ofType = (type: 1 | 2) => db().messages.filter((m) => m.type === type);
const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tabpanel')).queryAllByRole('link');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '消息' })).toBeVisible();
    await expect(await canvas.findByText(`${unread()} 条未读消息`)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '系统消息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const newest = ofType(1)[0]!;
    const row = await canvas.findByRole('link', { name: new RegExp(`^未读 ${newest.title}`) });
    await expect(row).toHaveAttribute('href', `/messageDetail?id=${newest.id}`);
    await expect(within(row).getByText('来自：Demo Platform')).toBeVisible();
    await expect(within(row).getByText(shownTime(newest.createtime))).toBeVisible();
    // The preview is the text of the HTML, never markup.
    await expect(
      within(row).getByText('Withdrawal WD202611200001 of 150.00 is in review.'),
    ).toBeVisible();
    await expect(row.querySelector('b, p')).toBeNull();
    // Every system message, on one page, then the end of the list.
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(ofType(1).length));
    const read = ofType(1).find((m) => m.is_see === 1)!;
    await expect(canvas.getByRole('link', { name: new RegExp(`^${read.title}`) })).toBeVisible();
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', '/merchant/index/notice'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无记录')).toBeVisible();
    await expect(await canvas.findByText('没有未读消息')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/index/notice', 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Server error (500)');
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', '/merchant/index/notice'));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
  },
};

export const SwitchesTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: new RegExp(ofType(1)[0]!.title) });
    await userEvent.click(canvas.getByRole('tab', { name: '用户通知' }));
    await expectLocation(canvasElement, '/message?type=notice');
    const notice = ofType(2)[0]!;
    const row = await canvas.findByRole('link', { name: new RegExp(notice.title) });
    await expect(within(row).getByText(`来自：${notice.sender}`)).toBeVisible();
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(ofType(2).length));
    await expect(canvas.queryByRole('link', { name: new RegExp(ofType(1)[0]!.title) })).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: '系统消息' }));
    await expectLocation(canvasElement, '/message');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(ofType(1).length));
  },
};

export const MarksMessageReadAndBadgeFalls: Story = {
  render: () => (
    <Switch>
      <Route path="/message" component={MessageListScreen} />
      <Route path="/messageDetail" component={MessageDetailScreen} />
    </Switch>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = unread();
    const target = ofType(1)[0]!;
    await expect(await canvas.findByText(`${before} 条未读消息`)).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('link', { name: new RegExp(`^未读 ${target.title}`) }),
    );
    await expectLocation(canvasElement, `/messageDetail?id=${target.id}`);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: target.title }),
    ).toBeVisible();
    await waitFor(() => expect(db().messages.find((m) => m.id === target.id)?.is_see).toBe(1));

    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expectLocation(canvasElement, '/message');
    // The mark is gone and the profile's count fell, without a reload.
    const row = await canvas.findByRole('link', { name: new RegExp(`^${target.title}`) });
    await expect(row).not.toHaveAccessibleName(/^未读/);
    await expect(await canvas.findByText(`${before - 1} 条未读消息`)).toBeVisible();
  },
};
