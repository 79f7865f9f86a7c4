import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import {
  expectFailureBlock,
  fail,
  inBody,
  recording,
  recordRequests,
  refuse,
  screenStates,
  shownTime,
} from '../../../testing';
import { MessageDetailScreen } from './MessageDetailScreen';

// The fixture's newest message (unread) and its "terms updated" message (read, with a link).
const NEWEST = 517;
const WITH_LINK = 505;

const meta = {
  title: 'Screens/Messages/MessageDetail',
  component: MessageDetailScreen,
  parameters: { route: `/messageDetail?id=${NEWEST}` },
} satisfies Meta<typeof MessageDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const see = recordRequests('post', '/merchant/index/see_notice');
const notice = recordRequests('get', '/merchant/index/notice');
const SEE = '/merchant/index/see_notice';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = db().messages.find((m) => m.id === NEWEST)!;
    await expect(await canvas.findByRole('heading', { level: 1, name: '消息详情' })).toBeVisible();
    const card = await canvas.findByRole('article', { name: message.title });
    await expect(within(card).getByText('系统消息')).toBeVisible();
    await expect(within(card).getByText('Demo Platform')).toBeVisible();
    await expect(within(card).getByText(shownTime(message.createtime))).toBeVisible();
    // The content is the sanitised HTML: its bold order number is markup, not text.
    const bold = await within(card).findByText('WD202611200001');
    await expect(bold.tagName).toBe('B');
  },
};

export const ReadsAndMarksWithOneCall: Story = {
  beforeEach: recording([see, notice]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Your withdrawal is being reviewed' });
    // see_notice with the id as a string answers the message and marks it read; no list is
    // read to find the message.
    await expect(await see.bodies()).toEqual([{ ids: String(NEWEST) }]);
    await expect(notice.count()).toBe(0);
    await waitFor(() => expect(db().messages.find((m) => m.id === NEWEST)?.is_see).toBe(1));
    // Nothing more is sent once the message is shown.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(see.count()).toBe(1);
  },
};

export const ReadsAlreadyReadMessage: Story = {
  parameters: { route: `/messageDetail?id=${WITH_LINK}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Terms updated' });
    const link = await within(card).findByRole('link', { name: 'seller terms' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toMatch(/noopener noreferrer/);
  },
};

export const ShowsContentOnly: Story = {
  // A platform that answers the content and nothing else: the page names the content.
  beforeEach({ msw }) {
    msw.use(
      http.post(`*${SEE}`, () =>
        HttpResponse.json({
          code: 1,
          msg: 'ok',
          time: '1',
          data: { content: '<p>Only the <b>content</b>.</p>' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: '消息内容' });
    await expect(await within(card).findByText('content')).toBeVisible();
    await expect(within(card).queryByText('发送者')).toBeNull();
  },
};

const states = screenStates({
  reads: [['post', SEE]],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading();

export const NotFound: Story = {
  parameters: { route: '/messageDetail?id=999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('消息不存在')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const NotFoundWithoutId: Story = {
  parameters: { route: '/messageDetail?id=abc' },
  beforeEach: see.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('消息不存在')).toBeVisible();
    await expect(see.count()).toBe(0);
  },
};

export const RefusedRead: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('post', SEE, 'The message does not exist'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('消息不存在')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

/**
 * Marking read is the detail read itself: when it fails, the page's own failure block says so
 * and no error toast is added on top of it.
 */
export const FailedMarkReadRaisesNoToast: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', SEE, 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Server error (500)');
    const toasts = inBody(canvasElement).queryAllByRole('status');
    await expect(toasts.filter((node) => /Server error/.test(node.textContent ?? ''))).toEqual([]);
  },
};
