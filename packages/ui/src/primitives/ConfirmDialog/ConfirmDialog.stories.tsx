import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Button } from '../Button';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  args: {
    open: true,
    title: '确定退出登录吗？',
    message: '退出后需要重新登录才能管理店铺。',
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Confirms: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: '确定退出登录吗？' });
    await expect(dialog).toHaveAccessibleDescription('退出后需要重新登录才能管理店铺。');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('action.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Cancels: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: i18n.t('action.cancel') });
    // The safe answer has the focus first.
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    title: '确定删除这张银行卡吗？',
    message: '删除后无法恢复。',
    confirmLabel: '删除',
    tone: 'danger',
  },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: '确定删除这张银行卡吗？' });
    const remove = within(dialog).getByRole('button', { name: '删除' });
    const red = getComputedStyle(remove).backgroundColor;
    const cancel = within(dialog).getByRole('button', { name: i18n.t('action.cancel') });
    await expect(red).not.toBe(getComputedStyle(cancel).backgroundColor);
  },
};

export const BusyConfirm: Story = {
  args: { status: 'busy' },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: i18n.t('action.confirm') });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('action.cancel') }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

function ConfirmHookDemo() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState('—');
  return (
    <div style={{ padding: 16 }}>
      <Button
        variant="danger"
        onClick={async () => {
          const yes = await confirm({ title: '确定下架该商品吗？', tone: 'danger' });
          setAnswer(yes ? 'yes' : 'no');
        }}
      >
        下架
      </Button>
      <p>
        answer: <output data-testid="answer">{answer}</output>
      </p>
      {confirmDialog}
    </div>
  );
}

export const UseConfirmResolves: Story = {
  render: () => <ConfirmHookDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下架' }));
    let dialog = await body.findByRole('alertdialog', { name: '确定下架该商品吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('action.confirm') }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('yes'));
    await userEvent.click(canvas.getByRole('button', { name: '下架' }));
    dialog = await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('no'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Focus goes back to the button that asked.
    await waitFor(() => expect(canvas.getByRole('button', { name: '下架' })).toHaveFocus());
  },
};
