import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { BottomSheet } from './BottomSheet';

const meta = {
  title: 'Primitives/BottomSheet',
  tags: ['autodocs'],
  component: BottomSheet,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '选择银行卡',
    children: (
      <CellGroup>
        <Cell label="中国银行" value="•••• 4821" onClick={() => {}} />
        <Cell label="招商银行" value="•••• 0937" onClick={() => {}} />
      </CellGroup>
    ),
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: '选择银行卡' });
    // The sheet itself has the focus, so its title is read first.
    await waitFor(() => expect(sheet).toHaveFocus());
    await expect(within(sheet).getByRole('button', { name: /中国银行/ })).toBeVisible();
    await waitFor(() =>
      expect(sheet.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: i18n.t('action.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnEscape: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>选择银行卡</Button>
        <BottomSheet
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '选择银行卡' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: '选择银行卡' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to what opened the sheet.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithFooterAndDescription: Story = {
  args: {
    description: '到账时间以银行处理为准',
    footer: <Button block>确定</Button>,
  },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: '选择银行卡' });
    await expect(sheet).toHaveAccessibleDescription('到账时间以银行处理为准');
    await expect(within(sheet).getByRole('button', { name: '确定' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: { status: 'busy' },
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: '选择银行卡' });
    await expect(sheet).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(sheet).getByRole('button', { name: i18n.t('action.close') }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
