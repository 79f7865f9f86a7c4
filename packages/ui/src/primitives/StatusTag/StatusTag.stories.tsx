import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/StatusTag',
  tags: ['autodocs'],
  component: StatusTag,
  args: { children: '待发货', tone: 'warning' },
  decorators: [padded({ display: 'flex', gap: 8, flexWrap: 'wrap' })],
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待发货')).toBeVisible();
  },
};

const tones = [
  ['neutral', '已取消'],
  ['info', '运输中'],
  ['success', '已完成'],
  ['warning', '待审核'],
  ['danger', '已拒绝'],
] as const;

export const AllTones: Story = {
  render: () => (
    <>
      {tones.map(([tone, text]) => (
        <StatusTag key={tone} tone={tone}>
          {text}
        </StatusTag>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = new Set(
      tones.map(([, text]) => getComputedStyle(canvas.getByText(text)).backgroundColor),
    );
    await expect(colours.size).toBe(tones.length);
  },
};
