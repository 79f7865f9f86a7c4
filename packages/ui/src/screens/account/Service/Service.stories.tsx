import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import { expectFailureBlock, fail, offline, stall } from '../../../testing';
import { ServiceScreen } from './ServiceScreen';

const meta = {
  title: 'Screens/Account/Service',
  component: ServiceScreen,
  parameters: { route: '/service' },
} satisfies Meta<typeof ServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The demo merchant's chat link (https).
const CHAT = 'https://service.example.com/chat/demo';

export const OpensServiceChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '在线客服' })).toBeVisible();
    const chat = await canvas.findByTitle('在线客服聊天');
    await expect(chat.tagName).toBe('IFRAME');
    await expect(chat).toHaveAttribute('src', CHAT);
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
  },
};

export const NoServiceLink: Story = {
  beforeEach() {
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
    db().merchant.custom_service = 'http://service.example.com/chat/demo';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('非https协议不支持此操作')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '在浏览器中打开' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('get', '/merchant/merchant/getMerInfo'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/merchant/getMerInfo', 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Server error (500)');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('get', '/merchant/merchant/getMerInfo'));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
  },
};
