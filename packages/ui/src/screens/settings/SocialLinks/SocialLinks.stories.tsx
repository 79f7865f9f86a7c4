import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db, notOffered } from '@merchant/mocks';
import {
  expectNotOffered,
  expectToast,
  fillField,
  recordRequests,
  screenStates,
} from '../../../testing';
import { SocialLinksScreen } from './SocialLinksScreen';

const meta = {
  title: 'Screens/Settings/SocialLinks',
  component: SocialLinksScreen,
  parameters: { route: '/socialmedia' },
} satisfies Meta<typeof SocialLinksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profileCalls = recordRequests('post', '/merchant/merchant/profile');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '社交媒体' })).toBeVisible();
    const facebook = await canvas.findByLabelText('Facebook');
    await expect(facebook).toHaveValue('https://facebook.com/demoshop');
    await expect(facebook).toHaveAttribute('inputmode', 'url');
    await expect(facebook).toHaveAttribute('autocomplete', 'url');
    await expect(canvas.getByLabelText('Instagram')).toHaveValue('https://instagram.com/demoshop');
    await expect(canvas.getByLabelText('TikTok')).toHaveValue('https://tiktok.com/@demoshop');
    for (const empty of ['YouTube', 'X（Twitter）', 'WhatsApp']) {
      await expect(canvas.getByLabelText(empty)).toHaveValue('');
    }
    await expect(canvas.getByText(/链接须以 https:\/\/ 开头/)).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/store_settings']],
  content: (canvas) => canvas.queryByLabelText('Facebook'),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const RejectsHttpLink: Story = {
  beforeEach: profileCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, 'YouTube', 'http://youtube.com/@demoshop');
    await fillField(canvasElement, 'WhatsApp', 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findAllByText('非https协议不支持此操作')).toHaveLength(2);
    for (const label of ['YouTube', 'WhatsApp']) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('非https协议不支持此操作');
    }
    // Refused before any request: the platform never saw them.
    await expect(profileCalls.count()).toBe(0);
    await expect(db().merchant.social.youtube).toBe('');
  },
};

export const SavesLinks: Story = {
  beforeEach: profileCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, 'YouTube', 'https://youtube.com/@demoshop');
    await fillField(canvasElement, 'Facebook', '');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, 'Saved');
    await expect(profileCalls.count()).toBe(1);
    await expect(db().merchant.social).toMatchObject({
      facebook: '',
      youtube: 'https://youtube.com/@demoshop',
      instagram: 'https://instagram.com/demoshop',
    });
    await expect(canvas.getByLabelText('YouTube')).toHaveValue('https://youtube.com/@demoshop');
  },
};

/**
 * A platform without store_settings (its public client never reads it): the page says it does
 * not offer social links, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({
  title: '社交媒体',
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Facebook')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
});

/** Links read back, but saving them (profile) is not offered: the page says so above the form. */
export const SaveNotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/merchant/merchant/profile'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, 'YouTube', 'https://youtube.com/@demoshop');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, '当前平台不提供此功能。');
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    // What was typed stays.
    await expect(canvas.getByLabelText('YouTube')).toHaveValue('https://youtube.com/@demoshop');
    await expect(db().merchant.social.youtube).toBe('');
  },
};
