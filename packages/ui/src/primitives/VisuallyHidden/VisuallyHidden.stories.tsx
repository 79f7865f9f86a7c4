import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  tags: ['autodocs'],
  component: VisuallyHidden,
  args: { children: '仅供读屏软件朗读' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadButNotSeen: Story = {
  render: (args) => (
    <button type="button" style={{ minWidth: 44, minHeight: 44, margin: 16 }}>
      <span aria-hidden="true">✕</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '仅供读屏软件朗读' });
    const hidden = within(button).getByText('仅供读屏软件朗读');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
