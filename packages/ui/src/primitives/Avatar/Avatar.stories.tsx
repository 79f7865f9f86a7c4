import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { padded } from '../../testing/decorators';

// A tiny blue square, inline: no network.
const PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%231f5f99'/%3E%3C/svg%3E";

const meta = {
  title: 'Primitives/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  args: { src: PICTURE, name: 'Demo Shop', decorative: false },
  decorators: [padded()],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Demo Shop' });
    await expect(picture.tagName).toBe('IMG');
    await expect(picture).toHaveAttribute('src', PICTURE);
    await expect(picture.getBoundingClientRect().width).toBe(56);
  },
};

export const ShowsInitialWithoutPicture: Story = {
  args: { src: '', name: '小店铺' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '小店铺' });
    await expect(avatar).toHaveTextContent(/^小$/);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ShowsInitialWhenPictureFails: Story = {
  args: { src: 'data:image/png;base64,bm90LWEtcGljdHVyZQ==', name: 'sunrise goods', size: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const avatar = canvas.getByRole('img', { name: 'sunrise goods' });
    await expect(avatar).toHaveTextContent(/^S$/);
    await expect(avatar.getBoundingClientRect().width).toBe(40);
  },
};

export const HiddenWhenDecorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
