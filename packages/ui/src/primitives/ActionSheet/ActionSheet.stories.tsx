import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { ActionSheet } from './ActionSheet';

const onShelf = fn();
const remove = fn();

const meta = {
  title: 'Primitives/ActionSheet',
  tags: ['autodocs'],
  component: ActionSheet,
  args: {
    open: true,
    onOpenChange: fn(),
    actions: [
      { key: 'on', label: '上架', onSelect: onShelf },
      { key: 'edit', label: '编辑', description: '暂不可用', disabled: true, onSelect: fn() },
      { key: 'remove', label: '删除', tone: 'danger', onSelect: remove },
    ],
  },
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ChoosesAction: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: i18n.t('actionSheet.title') });
    await userEvent.click(within(sheet).getByRole('button', { name: '上架' }));
    await expect(onShelf).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(remove).not.toHaveBeenCalled();
  },
};

export const Cancels: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: i18n.t('action.cancel') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(onShelf).not.toHaveBeenCalled();
  },
};

export const WithTitle: Story = {
  args: { title: '商品操作', description: 'Sunny 防晒霜 SPF50' },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: '商品操作' });
    await expect(sheet).toHaveAccessibleDescription('Sunny 防晒霜 SPF50');
    await expect(within(sheet).getByRole('button', { name: /编辑/ })).toBeDisabled();
  },
};
