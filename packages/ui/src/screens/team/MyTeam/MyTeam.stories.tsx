import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNotOffered,
  locationOf,
  notOffered,
  offline,
  recordRequests,
  screenStates,
  shown,
  shownTime,
} from '../../../testing';
import { MyTeamScreen } from './MyTeamScreen';

const meta = {
  title: 'Screens/Team/MyTeam',
  component: MyTeamScreen,
  parameters: { route: '/myTeam' },
} satisfies Meta<typeof MyTeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = '/merchant/team/info';
const MEMBERS = '/merchant/team/members';

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** The value shown under a figure's label. */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

const memberRequests = recordRequests('get', MEMBERS);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的团队' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '一级成员' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const newest = await canvas.findByRole('article', { name: 'Emma Wright' });
    await expect(within(newest).getByText('一级')).toBeVisible();
    await expect(newest).toHaveTextContent(`收益${shown('0.00')}`);
    await expect(newest).toHaveTextContent('订单数0');
    await expect(within(newest).getByText(shownTime('2026-11-21 08:10:00'))).toBeVisible();
    await expect(names(canvasElement)).toHaveLength(10);

    const summary = canvas.getByRole('region', { name: '团队概况' });
    await waitFor(() => expect(figure(summary, '团队总人数')).toHaveTextContent('20'));
    await expect(figure(summary, '团队营业额')).toHaveTextContent(shown('3862.50'));
    await expect(summary).toHaveTextContent('一级成员 13 · 二级成员 7');

    // The second page: thirteen first-level members in all.
    const more = canvas.queryByRole('button', { name: '加载更多' });
    if (more) await userEvent.click(more);
    await waitFor(() => expect(names(canvasElement)).toHaveLength(13));
    await expect(await canvas.findByText('没有更多了')).toBeVisible();
    // Newest first: the first member to join comes last.
    const first = canvas.getByRole('article', { name: 'Amelia Clarke' });
    await expect(names(canvasElement).at(-1)).toBe('Amelia Clarke');
    await expect(first).toHaveTextContent(`收益${shown('1286.40')}`);
    await expect(first).toHaveTextContent('订单数42');
  },
};

const states = screenStates({
  reads: [
    ['get', MEMBERS],
    ['get', INFO],
  ],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading({
  skeletons: 2,
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('tab', { name: '二级成员' })).toBeEnabled(),
});

export const Empty: Story = states.Empty('暂无数据', {
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '邀请好友' })).toHaveAttribute(
      'href',
      '/teamInvitation',
    );
    const summary = canvas.getByRole('region', { name: '团队概况' });
    await waitFor(() => expect(figure(summary, '团队总人数')).toHaveTextContent('0'));
  },
});

export const ServerError: Story = states.ServerError({ reads: [['get', MEMBERS]] });

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', MEMBERS), offline('get', INFO));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The figures and the list each say so, each with its retry.
    await waitFor(() => expect(canvas.getAllByText('网络连接不可用')).toHaveLength(2));
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2);
  },
};

export const SwitchesLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Emma Wright' });

    await userEvent.click(canvas.getByRole('tab', { name: '二级成员' }));
    await waitFor(() =>
      expect(names(canvasElement)).toEqual([
        'Nguyen Thu Ha',
        'Oscar Mendes',
        'Grace Lindqvist',
        'Pim Srisuk',
        'Yuki Tanaka',
        'Ethan Novak',
        'Isabella Moretti',
      ]),
    );
    await expect(locationOf(canvasElement)).toBe('/myTeam?level=2');
    await expect(canvas.getAllByText('二级', { selector: 'span' })).toHaveLength(7);
    await expect(canvas.getByText('没有更多了')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '一级成员' }));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('Emma Wright'));
    await expect(locationOf(canvasElement)).toBe('/myTeam');
  },
};

export const SearchesByName: Story = {
  beforeEach: memberRequests.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Emma Wright' });

    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索成员' }), 'choi');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Ji-woo Choi']));
    await expect(locationOf(canvasElement)).toBe('/myTeam?search=choi');
    // Typing waits for a pause: one search for the whole word, not one per key.
    const searched = memberRequests.queries().map((query) => query.get('search'));
    await expect(searched.filter((value) => value !== null)).toEqual(['choi']);

    // The search stays when the level changes; nobody matches there.
    await userEvent.click(canvas.getByRole('tab', { name: '二级成员' }));
    await expect(await canvas.findByText('没有名称包含“choi”的成员')).toBeVisible();
    await expect(locationOf(canvasElement)).toBe('/myTeam?level=2&search=choi');

    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(names(canvasElement)).toHaveLength(7));
    await expect(locationOf(canvasElement)).toBe('/myTeam?level=2');
  },
};

export const RestoresSearchFromAddress: Story = {
  parameters: { route: '/myTeam?level=2&search=tanaka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toEqual(['Yuki Tanaka']));
    await expect(canvas.getByRole('searchbox', { name: '搜索成员' })).toHaveValue('tanaka');
    await expect(canvas.getByRole('tab', { name: '二级成员' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * A platform without team/* (its public client never calls them): one notice with the way home,
 * no retry, no search over nothing; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({
  title: '我的团队',
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
});

/** Only the members are not offered: the team's figures (team/info) still show above. */
export const MembersNotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('get', MEMBERS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotOffered(canvasElement, { count: 1 });
    const summary = canvas.getByRole('region', { name: '团队概况' });
    await waitFor(() => expect(figure(summary, '团队总人数')).toHaveTextContent('20'));
    await expect(within(summary).queryByText('当前平台不提供此功能。')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
