import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { db } from '@merchant/mocks';
import {
  expectLocation,
  expectRowsToEnd,
  lastSeenStates,
  recordRequests,
  screenStates,
  shownTime,
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

const notice = recordRequests('get', '/merchant/index/notice');
const unread = () => db().messages.filter((m) => m.is_see === 0);
const read = () => db().messages.filter((m) => m.is_see === 1);
const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tabpanel')).queryAllByRole('link');

export const Default: Story = {
  beforeEach: notice.install,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every message, "all" asked for explicitly, 10 a page', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: '消息' })).toBeVisible();
      await expect(await canvas.findByText(`${unread().length} 条未读消息`)).toBeVisible();
      await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await waitFor(() => expect(notice.count()).toBeGreaterThan(0));
      const [first] = notice.queries();
      await expect(Object.fromEntries(first!)).toEqual({ is_see: 'all', limit: '10', page: '1' });
    });
    await step(
      'a row: unread mark, title, time, kind and sender (`user`), text preview',
      async () => {
        const newest = db().messages[0]!;
        const row = await canvas.findByRole('link', { name: new RegExp(`^未读 ${newest.title}`) });
        await expect(row).toHaveAttribute('href', `/messageDetail?id=${newest.id}`);
        await expect(within(row).getByText('系统消息 · 来自：Demo Platform')).toBeVisible();
        await expect(within(row).getByText(shownTime(newest.createtime))).toBeVisible();
        // The preview is the text of the HTML, never markup.
        await expect(
          within(row).getByText('Withdrawal WD202611200001 of 150.00 is in review.'),
        ).toBeVisible();
        await expect(row.querySelector('b, p')).toBeNull();
        const fromBuyer = db().messages.find((m) => m.type === 2)!;
        const buyerRow = canvas.getByRole('link', { name: new RegExp(fromBuyer.title) });
        await expect(within(buyerRow).getByText(`通知 · 来自：${fromBuyer.user}`)).toBeVisible();
      },
    );
    await step('the next page, then the end of the list', async () => {
      const list = canvas.getByRole('list', { name: '全部消息' });
      await expectRowsToEnd(list, db().messages.length);
      await expect(canvas.getByText('没有更多了')).toBeVisible();
    });
  },
};

const states = screenStates({
  reads: [['get', '/merchant/index/notice']],
  content: (canvas) => canvas.queryByRole('link'),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无记录', {
  also: async (canvasElement) =>
    expect(await within(canvasElement).findByText('没有未读消息')).toBeVisible(),
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const SwitchesTabsByReadState: Story = {
  beforeEach: notice.install,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: new RegExp(db().messages[0]!.title) });
    await step('unread: is_see=0, every row marked unread', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: '未读' }));
      await expectLocation(canvasElement, '/message?tab=unread');
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(unread().length));
      for (const row of rows(canvasElement)) await expect(row).toHaveAccessibleName(/^未读 /);
      await expect(notice.queries().at(-1)?.get('is_see')).toBe('0');
    });
    await step('read: is_see=1, no row marked', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: '已读' }));
      await expectLocation(canvasElement, '/message?tab=read');
      const list = await canvas.findByRole('list', { name: '已读消息' });
      await expectRowsToEnd(list, read().length);
      for (const row of rows(canvasElement)) await expect(row).not.toHaveAccessibleName(/^未读 /);
      await expect(notice.queries().at(-1)?.get('is_see')).toBe('1');
    });
    await step('back to all: the address loses its tab', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
      await expectLocation(canvasElement, '/message');
    });
    // No other filter is ever sent: the tabs filter on is_see only.
    for (const query of notice.queries()) {
      await expect([...query.keys()].sort()).toEqual(['is_see', 'limit', 'page']);
    }
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
    const before = unread().length;
    const target = unread()[0]!;
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

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('link') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
