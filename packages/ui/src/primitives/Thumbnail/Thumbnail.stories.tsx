import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Thumbnail } from './Thumbnail';
import { padded } from '../../testing/decorators';

const PIXEL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#7aa"/></svg>',
  );

const meta = {
  title: 'Primitives/Thumbnail',
  tags: ['autodocs'],
  component: Thumbnail,
  args: { src: PIXEL, size: 72 },
  decorators: [padded({ display: 'flex', gap: 12 })],
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '72');
  },
};

/** On the first screen (the first rows of a list): loaded at once and first, not lazily. */
export const OnTheFirstScreen: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const WithAlternative: Story = {
  args: { alt: 'Aurora Ceramic Mug' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Aurora Ceramic Mug' }),
    ).toBeVisible();
  },
};

export const ShowsPlaceholderForBrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};
