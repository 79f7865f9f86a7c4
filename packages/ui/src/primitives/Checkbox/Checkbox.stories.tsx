import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Checkbox } from './Checkbox';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: '订单 202403010001', checked: false, onChange: fn() },
  decorators: [padded({ padding: '8px 16px' })],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ticks: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '订单 202403010001' });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    const label = box.closest('label') as HTMLElement;
    await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Indeterminate: Story = {
  args: { label: '全选', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: '全选' }),
    ).toBePartiallyChecked();
  },
};

const orders = ['202403010001', '202403010002', '202403010003'];

export const SelectAll: Story = {
  render: function Render() {
    const [picked, setPicked] = useState<string[]>([]);
    const all = picked.length === orders.length ? true : picked.length ? 'indeterminate' : false;
    return (
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Checkbox
          label={i18n.t('selection.selectAll')}
          checked={all}
          onChange={(checked) => setPicked(checked ? orders : [])}
        />
        {orders.map((id) => (
          <Checkbox
            key={id}
            label={`订单 ${id}`}
            checked={picked.includes(id)}
            onChange={(checked) =>
              setPicked((now) => (checked ? [...now, id] : now.filter((x) => x !== id)))
            }
          />
        ))}
        <p data-testid="selection">{i18n.t('selection.selected', { count: picked.length })}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: i18n.t('selection.selectAll') });
    await userEvent.click(canvas.getByRole('checkbox', { name: '订单 202403010002' }));
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByTestId('selection')).toHaveTextContent(
      i18n.t('selection.selected', { count: 1 }),
    );
    await userEvent.click(all);
    for (const id of orders) {
      await expect(canvas.getByRole('checkbox', { name: `订单 ${id}` })).toBeChecked();
    }
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: '订单 202403010001' })).not.toBeChecked();
  },
};
