import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  answer,
  DEMO_THIRD_DATA,
  DEMO_THIRD_IN_REVIEW,
  DEMO_THIRD_NEW,
  DEMO_THIRD_REJECTED,
  db,
  fail,
  refuse,
  stall,
} from '@merchant/mocks';
import { session } from '../data/boot/session';
import { recordRequests } from '../testing';
import { NotFoundPage } from './NotFoundPage';
import { PageFallback } from './PageFallback';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { StartupExchange } from './StartupExchange';
import { TabLayout } from './TabLayout';

const meta = {
  title: 'Shell/App frame',
  parameters: { route: '/home' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

const awaitingPickup = () => db().orders.filter((o) => o.status === 1 && o.is_pick === 0).length;

export const TabBarWithBadge: Story = {
  render: () => (
    <TabLayout active="order">
      <p>Order tab content</p>
    </TabLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const order = await within(nav).findByRole('link', {
      name: new RegExp(`订单.*${awaitingPickup()}`),
    });
    await expect(order).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(session.get().total).toBe(awaitingPickup());
  },
};

export const TabBarLoading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', '/merchant/order/list'));
  },
  render: () => (
    <TabLayout active="home">
      <p>Home tab content</p>
    </TabLayout>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    // No count is invented while the server has not answered.
    await expect(nav.getByRole('link', { name: '订单' })).toBeVisible();
  },
};

// A "success" without data for the badge's count: the page keeps its tabs, the badge its last
// known count, and nothing crashes.
export const BadgeSurvivesMalformedAnswer: Story = {
  beforeEach({ msw }) {
    session.set({ total: 2 });
    msw.use(answer('get', '/merchant/order/list', null, ''));
  },
  render: () => (
    <TabLayout active="home">
      <p>Home tab content</p>
    </TabLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation'));
    await expect(nav.getAllByRole('link')).toHaveLength(4);
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    // Long after the malformed answer: still the page, still the last count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByText('Home tab content')).toBeVisible();
    await expect(nav.getByRole('link', { name: /订单.*2/ })).toHaveAttribute('href', '/order');
    await expect(session.get().total).toBe(2);
    await expect(canvas.queryByText('页面出错了')).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/no/such/page' },
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '页面不存在', level: 1 })).toBeVisible();
    await expect(canvas.getByText('您访问的地址不存在或已被移除')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/home'));
  },
};

function Crashing(): never {
  throw new Error('render failed');
}

function CrashOnce() {
  const [crash, setCrash] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setCrash(false)}>
        fix
      </button>
      <RouteErrorBoundary>{crash ? <Crashing /> : <p>Recovered screen</p>}</RouteErrorBoundary>
    </>
  );
}

export const RouteCrashShowsRetry: Story = {
  render: () => <CrashOnce />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('页面出错了')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'fix' }));
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(await canvas.findByText('Recovered screen')).toBeVisible();
  },
};

/** The app behind the start-up exchange, as these stories draw it. */
const exchanging = () => (
  <StartupExchange>
    <p>App</p>
  </StartupExchange>
);

export const StartupExchangeLoading: Story = {
  parameters: { session: 'loggedOut', route: `/?data=${DEMO_THIRD_DATA}&code=c&mer=1` },
  beforeEach({ msw }) {
    msw.use(stall('post', '/merchant/merchant/third'));
  },
  render: exchanging,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('正在登录…')).toBeVisible();
    await expect(canvas.queryByText('App')).toBeNull();
  },
};

export const StartupExchangeLogsIn: Story = {
  parameters: {
    session: 'loggedOut',
    route: `/?data=${DEMO_THIRD_DATA}&code=c&mer=1&path=${encodeURIComponent('/orderDetail?id=1')}`,
  },
  render: exchanging,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toBe('/orderDetail?id=1'));
    await expect(session.get().token).toBeTruthy();
  },
};

export const StartupExchangeIgnoresForeignPath: Story = {
  parameters: {
    session: 'loggedOut',
    route: `/?data=${DEMO_THIRD_DATA}&path=${encodeURIComponent('//evil.example')}`,
  },
  render: exchanging,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toBe('/home'));
  },
};

const thirdCalls = recordRequests('post', '/merchant/merchant/third');

export const StartupExchangeKeepsDataForRegistration: Story = {
  parameters: { session: 'loggedOut', route: `/?data=${DEMO_THIRD_NEW}&code=c&mer=1` },
  beforeEach: thirdCalls.install,
  render: exchanging,
  play: async ({ canvasElement }) => {
    // Not registered (code 0, status -1): the invitation code comes first, `data` is kept.
    await waitFor(() => expect(location(canvasElement)).toBe('/code?status=-1&mer=1'));
    await expect(session.get().data).toBe(DEMO_THIRD_NEW);
    await expect(session.get().token).toBeNull();
    await expect(await thirdCalls.bodies()).toEqual([
      { data: DEMO_THIRD_NEW, code: 'c', mer: '1' },
    ]);
  },
};

export const StartupExchangeShowsReview: Story = {
  parameters: { session: 'loggedOut', route: `/?data=${DEMO_THIRD_IN_REVIEW}` },
  render: exchanging,
  play: async ({ canvasElement }) => {
    // In review (code 0, status 0): the status page, never the registration form.
    await waitFor(() => expect(location(canvasElement)).toBe('/code?status=0'));
    await expect(session.get().data).toBe(DEMO_THIRD_IN_REVIEW);
    await expect(session.get().token).toBeNull();
  },
};

export const StartupExchangeShowsRejection: Story = {
  parameters: { session: 'loggedOut', route: `/?data=${DEMO_THIRD_REJECTED}` },
  render: exchanging,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toBe('/code?status=-2'));
    await expect(session.get().token).toBeNull();
  },
};

export const StartupExchangeTreatsNoDataAsNotRegistered: Story = {
  parameters: { session: 'loggedOut', route: '/?data=someone' },
  beforeEach({ msw }) {
    msw.use(refuse('post', '/merchant/merchant/third', 'No shop'));
  },
  render: exchanging,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toBe('/code?status=-1'));
    await expect(session.get().data).toBe('someone');
  },
};

export const StartupExchangeFails: Story = {
  parameters: { session: 'loggedOut', route: `/?data=${DEMO_THIRD_DATA}` },
  beforeEach({ msw }) {
    msw.use(fail('post', '/merchant/merchant/third', 500));
  },
  render: exchanging,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(location(canvasElement)).toBe('/login'));
    await waitFor(() => expect(body.getByText('Server error (500)')).toBeVisible());
  },
};

export const StartupExchangeRejectsMalformedAnswer: Story = {
  parameters: { session: 'loggedOut', route: `/?data=${DEMO_THIRD_DATA}` },
  beforeEach({ msw }) {
    msw.use(answer('post', '/merchant/merchant/third', null, ''));
  },
  render: exchanging,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(location(canvasElement)).toBe('/login'));
    await waitFor(() => expect(body.getByText('服务器返回了无法识别的数据')).toBeVisible());
    await expect(session.get().token).toBeNull();
    await expect(session.get().data).toBeNull();
  },
};

/** A page whose code is still on its way: its frame, titled, answers the tap at once. */
export const PageOnItsWay: Story = {
  parameters: { route: '/orderDetail?id=1038' },
  render: () => <PageFallback title="订单详情" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('status')).toHaveTextContent('加载中…');
    await expect(main.querySelector('[aria-busy="true"]')).not.toBeNull();
    // No control to press while it loads: only the browser's Back.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
