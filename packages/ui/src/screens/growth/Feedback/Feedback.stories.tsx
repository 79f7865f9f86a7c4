import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import {
  WAIT,
  expectFieldError,
  expectNotOffered,
  expectToast,
  fail,
  formStates,
  notOffered,
  pngPhoto,
  recording,
  recordRequests,
  stall,
} from '../../../testing';
import { FeedbackScreen } from './FeedbackScreen';

const meta = {
  title: 'Screens/Growth/Feedback',
  component: FeedbackScreen,
  parameters: { route: '/feedback' },
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const feedbackCalls = recordRequests('post', '/merchant/merchant/feedbackSave');

const TEXT = '订单列表能否增加按日期筛选？';

/** Types the feedback, attaches one screenshot and waits until it is uploaded. */
async function fillFeedback(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('反馈内容'), TEXT);
  await userEvent.upload(canvas.getByLabelText(/图片 1/), pngPhoto('screenshot.png'));
  // Uploaded: a second slot appears and the first one can be removed.
  await canvas.findByLabelText(/图片 2/, {}, { timeout: WAIT });
  await expect(canvas.getByRole('button', { name: '删除图片' })).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
    const content = canvas.getByRole('textbox', { name: '反馈内容' });
    await expect(content).toHaveValue('');
    await expect(canvas.getByText('0/500')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '图片' })).toBeVisible();
    await expect(canvas.getByLabelText(/图片 1/)).toHaveAttribute('type', 'file');
    await expect(canvas.queryByLabelText(/图片 2/)).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: '匿名提交' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: '提交反馈' })).toBeEnabled();
  },
};

/**
 * The request carries the merchant's token even when anonymous, so the hint promises no more
 * than that: the platform still knows the shop, it is only asked not to show who sent it.
 */
export const AnonymousHintSaysWhatIsTrue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/反馈始终从您已登录的账号发送/)).toBeVisible();
    await expect(canvas.queryByText(/平台不会看到您的店铺信息/)).toBeNull();
  },
};

/** No network on sending: the translated network message, and nothing typed is lost. */
const form = formStates({
  write: ['post', '/merchant/merchant/feedbackSave'],
  submit: async (canvasElement) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('反馈内容'), TEXT);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
  },
  button: '提交反馈',
});

export const Offline: Story = form.Offline({
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '反馈内容' })).toHaveValue(TEXT);
    await expect(canvas.getByRole('button', { name: '提交反馈' })).toBeEnabled();
    await expect(db().feedback).toHaveLength(0);
  },
});

export const RequiresContent: Story = {
  beforeEach: feedbackCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expectFieldError(canvasElement, '反馈内容', '请输入反馈内容');
    // Spaces only are no content either.
    await userEvent.type(canvas.getByLabelText('反馈内容'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expectFieldError(canvasElement, '反馈内容', '请输入反馈内容');
    await expect(feedbackCalls.count()).toBe(0);
  },
};

export const SendsFeedback: Story = {
  beforeEach: feedbackCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFeedback(canvasElement);
    await expect(canvas.getByText(`${TEXT.length}/500`)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '匿名提交' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));

    // The server's message, then the thanks in place of the form.
    await expectToast(canvasElement, 'Thank you for your feedback');
    await expect(
      await canvas.findByRole('heading', { name: '提交成功，感谢您的反馈' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '反馈内容' })).toBeNull();
    const [sent] = await feedbackCalls.bodies<{ content: string; images: string[] }>();
    await expect(sent).toMatchObject({ content: TEXT, anonymous: 1 });
    await expect(sent?.images).toHaveLength(1);
    // Every form posts an upload by its `fullurl`, as the platform's public client does.
    await expect(sent?.images[0]).toMatch(/^http:\/\/.+\/uploads\//);
    await expect(db().feedback).toHaveLength(1);

    // Another one starts from an empty form.
    await userEvent.click(canvas.getByRole('button', { name: '继续反馈' }));
    await expect(await canvas.findByRole('textbox', { name: '反馈内容' })).toHaveValue('');
  },
};

export const FeedbackKeepsTextAfterFailure: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/merchant/merchant/feedbackSave', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFeedback(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expectToast(canvasElement, 'Server error (500)');
    // Nothing typed or uploaded is lost: the merchant can send again.
    await expect(canvas.getByRole('textbox', { name: '反馈内容' })).toHaveValue(TEXT);
    await expect(canvas.getByRole('img', { name: '已选图片预览' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交反馈' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: '提交成功，感谢您的反馈' })).toBeNull();
    await expect(db().feedback).toHaveLength(0);
  },
};

/**
 * A platform without feedbackSave (its public client never calls it): after the first send the
 * page says it does not offer feedback, with the way home; the send button goes (retrying cannot
 * help) and what was typed stays.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/merchant/merchant/feedbackSave'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFeedback(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expectToast(canvasElement, '当前平台不提供此功能。');
    await expectNotOffered(canvasElement, { layout: 'page', count: 1 });
    await expect(canvas.getByRole('textbox', { name: '反馈内容' })).toHaveValue(TEXT);
    await expect(canvas.queryByRole('button', { name: '提交反馈' })).toBeNull();
    await expect(db().feedback).toHaveLength(0);
  },
};

export const SendWaitsForUpload: Story = {
  beforeEach: recording([feedbackCalls], stall('post', '/merchant/common/upload')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('反馈内容'), TEXT);
    await userEvent.upload(canvas.getByLabelText(/图片 1/), pngPhoto('screenshot.png'));
    const send = await canvas.findByRole('button', { name: '等待图片上传…' });
    await expect(send).toBeDisabled();
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(feedbackCalls.count()).toBe(0);
    await expect(db().feedback).toHaveLength(0);
  },
};
