import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Primitives/QrCode',
  tags: ['autodocs'],
  component: QrCode,
  args: { value: 'TXa1DemoAddressOnlyForTheDemoPlatform', label: '充值地址二维码' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img', { name: '充值地址二维码' });
    // The encoder loads lazily, then draws the modules as SVG paths.
    await waitFor(() => expect(figure.querySelector('svg path')).not.toBeNull());
    await expect(figure).toHaveAttribute('data-value', 'TXa1DemoAddressOnlyForTheDemoPlatform');
  },
};

export const Small: Story = {
  args: { size: 96 },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img', { name: '充值地址二维码' });
    await waitFor(() => expect(figure.querySelector('svg')).toHaveAttribute('width', '96'));
  },
};
