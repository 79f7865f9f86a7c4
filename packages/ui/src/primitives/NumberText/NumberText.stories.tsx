import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NumberText } from './NumberText';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/NumberText',
  tags: ['autodocs'],
  component: NumberText,
  args: { value: 4213 },
  decorators: [padded({}, 'p')],
} satisfies Meta<typeof NumberText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4,213')).toBeVisible();
  },
};

export const WithFraction: Story = {
  args: { value: 4.8, fractionDigits: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4.8')).toBeVisible();
  },
};

export const InThai: Story = {
  globals: { locale: 'th' },
  args: { value: 1286 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,286')).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('暂不可用')).toBeInTheDocument();
  },
};
