import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Badge } from './Badge';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { count: 3 },
  decorators: [padded({}, 'p')],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(i18n.t('badge.count', { count: 3 }))).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText(i18n.t('badge.count', { count: 120 }))).toBeInTheDocument();
  },
};

export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeEmptyDOMElement();
  },
};
