import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice, ShopClosedNotice } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  tags: ['autodocs'],
  component: Notice,
  args: { tone: 'warning', text: '余额不足，还差 $108.00' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('余额不足，还差 $108.00');
    await expect(within(note).queryByRole('link')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    text: '提货失败：Insufficient balance',
    action: { label: '去充值', href: '/recharge' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('提货失败：Insufficient balance');
    await expect(within(alert).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '/recharge',
    );
  },
};

export const ShopClosed: Story = {
  render: () => (
    <>
      <ShopClosedNotice />
      <ShopClosedNotice withTitle />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('店铺已关闭，请联系客服')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: '店铺已关闭' })).toBeVisible();
    await expect(canvas.getByRole('note', { name: '店铺已关闭' })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: '联系客服' })) {
      await expect(link).toHaveAttribute('href', '/service');
    }
  },
};
