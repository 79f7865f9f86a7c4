import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Select } from './Select';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Select',
  tags: ['autodocs'],
  component: Select,
  args: {
    label: '区块链网络',
    name: 'network',
    options: [
      { value: 'bsc', label: 'BSC (BEP20)' },
      { value: 'trc', label: 'TRON (TRC20)' },
      { value: 'heco', label: 'HECO', disabled: true },
    ],
    onChange: fn(),
  },
  decorators: [padded()],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '区块链网络' });
    await expect(select).toHaveValue('');
    await expect(
      within(select).getByRole('option', { name: i18n.t('select.placeholder') }),
    ).toBeDisabled();
    await userEvent.selectOptions(select, 'trc');
    await expect(select).toHaveValue('trc');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(Number.parseFloat(getComputedStyle(select).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

export const WithError: Story = {
  args: { error: '请选择网络' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '区块链网络' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/请选择网络/);
  },
};
