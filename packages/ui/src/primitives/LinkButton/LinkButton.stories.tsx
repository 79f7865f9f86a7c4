import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LinkButton } from './LinkButton';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/LinkButton',
  tags: ['autodocs'],
  component: LinkButton,
  args: { href: '/distribution', children: '去分销中心选品' },
  decorators: [padded({ display: 'flex', gap: 12, flexWrap: 'wrap' })],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '去分销中心选品' });
    await expect(link).toHaveAttribute('href', '/distribution');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', block: true, children: '去充值', href: '/recharge' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去充值' })).toBeVisible();
  },
};

export const Navigates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '去分销中心选品' }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location').textContent).toBe('/distribution'),
    );
  },
};
