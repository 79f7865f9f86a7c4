import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readPercent } from '../../data/kit/read';
import { PercentText } from './PercentText';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/PercentText',
  tags: ['autodocs'],
  component: PercentText,
  args: { value: readPercent('5') },
  decorators: [padded({}, 'p')],
} satisfies Meta<typeof PercentText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5%')).toBeVisible();
  },
};

export const WithDecimals: Story = {
  args: { value: readPercent('2.50') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2.5%')).toBeVisible();
  },
};

export const InVietnamese: Story = {
  globals: { locale: 'vi' },
  args: { value: readPercent('2.5') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2,5%')).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { value: readPercent('five') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('暂不可用')).toBeInTheDocument();
  },
};
