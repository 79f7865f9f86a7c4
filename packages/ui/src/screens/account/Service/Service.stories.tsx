import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import { fail, recordRequests, screenStates } from '../../../testing';
import { ServiceScreen } from './ServiceScreen';

const meta = {
  title: 'Screens/Account/Service',
  component: ServiceScreen,
  parameters: { route: '/service' },
} satisfies Meta<typeof ServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const GET_CHAT = '/merchant/merchant/getChat';
// The demo merchant's chat (getChat's url) and a different profile link (custom_service).
const CHAT = 'https://service.example.com/chat/demo';
const PROFILE_LINK = 'https://profile.example.com/chat/fallback';

const getChat = recordRequests('get', GET_CHAT);

export const OpensServiceChat: Story = {
  beforeEach({ msw }) {
    db().merchant.custom_service = PROFILE_LINK;
    getChat.reset();
    msw.use(getChat.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '在线客服' })).toBeVisible();
    // The chat is getChat's address, not the profile's custom_service.
    const chat = await canvas.findByTitle('在线客服聊天');
    await expect(chat.tagName).toBe('IFRAME');
    await expect(chat).toHaveAttribute('src', CHAT);
    await expect(getChat.count()).toBe(1);
    await expect(chat.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    const outside = canvas.getByRole('link', { name: '在浏览器中打开' });
    await expect(outside).toHaveAttribute('href', CHAT);
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside.getAttribute('rel')).toMatch(/noopener/);
    await expect(canvas.queryByText(/支付密码/)).toBeNull();
  },
};

/**
 * A chat provider may refuse to be framed, which the page cannot detect: the way to open the
 * chat in a new tab is always there, beside the frame, without the app's address or opener.
 */
export const OffersChatInNewTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle('在线客服聊天');
    const outside = canvas.getByRole('link', { name: '在浏览器中打开' });
    await expect(outside).toBeVisible();
    await expect(outside).toHaveAttribute('href', frame.getAttribute('src') ?? '');
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    // Beside the frame: the link comes right before it, in the same part of the page.
    await expect(outside.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(outside.closest('main')).toBe(frame.closest('main'));
  },
};

export const FallsBackOnProfileLink: Story = {
  beforeEach() {
    db().merchant.chat_url = '';
    db().merchant.custom_service = PROFILE_LINK;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('在线客服聊天')).toHaveAttribute('src', PROFILE_LINK);
  },
};

export const FallsBackWhenChatFails: Story = {
  beforeEach({ msw }) {
    db().merchant.custom_service = PROFILE_LINK;
    msw.use(fail('get', GET_CHAT, 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('在线客服聊天')).toHaveAttribute('src', PROFILE_LINK);
  },
};

export const NoServiceLink: Story = {
  beforeEach() {
    db().merchant.chat_url = '';
    db().merchant.custom_service = '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('客服暂不可用')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '在浏览器中打开' })).toBeNull();
  },
};

export const RefusesHttpLink: Story = {
  beforeEach() {
    db().merchant.chat_url = 'http://service.example.com/chat/demo';
    db().merchant.custom_service = '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('非https协议不支持此操作')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '在浏览器中打开' })).toBeNull();
  },
};

export const ExplainsForgottenPaymentPassword: Story = {
  parameters: { route: '/service?about=payPassword&redirect=%2Flevel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        '支付密码无法自助找回：请告诉客服您要重置支付密码，并提供您的店铺账号。',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回支付' })).toHaveAttribute('href', '/level');
    await expect(await canvas.findByTitle('在线客服聊天')).toHaveAttribute('src', CHAT);
  },
};

export const KeepsWayBackInsideApp: Story = {
  parameters: { route: '/service?about=payPassword&redirect=https%3A%2F%2Fevil.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '返回支付' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};

const states = screenStates({ reads: [['get', GET_CHAT]] });
const noChat = (canvasElement: HTMLElement) =>
  expect(canvasElement.querySelector('iframe')).toBeNull();
const noChatLink = () => {
  db().merchant.custom_service = '';
};

export const Loading: Story = states.Loading({ also: noChat });

export const ServerError: Story = states.ServerError({ setup: noChatLink, also: noChat });

export const Offline: Story = states.Offline({ setup: noChatLink });
