import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStoryValue } from '../../testing/storyState';
import { StateBlock } from '../StateBlock';
import { Tabs, type TabItem } from './Tabs';

type Key = 'recharge' | 'withdraw' | 'order';

const items: TabItem<Key>[] = [
  { key: 'recharge', label: '充值' },
  { key: 'withdraw', label: '提现', badge: 2 },
  { key: 'order', label: '订单' },
];

const meta = {
  title: 'Primitives/Tabs',
  tags: ['autodocs'],
  component: Tabs<Key>,
  args: { items, value: 'recharge', onChange: fn(), label: '资金记录' },
  render: function Render(args) {
    const [value, onChange] = useStoryValue(args.value, args.onChange);
    return (
      <Tabs {...args} value={value} onChange={onChange}>
        <StateBlock kind="empty" preset="noRecords" layout="inline" title={`${value}`} />
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs<Key>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: '资金记录' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: '充值' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /提现/ }));
    await expect(args.onChange).toHaveBeenCalledWith('withdraw');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName(/提现/);
    await expect(panel).toHaveTextContent('withdraw');
    for (const tab of tabs)
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: '充值' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('withdraw');
    await expect(canvas.getByRole('tab', { name: /提现/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '订单' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('tabindex', '0');
  },
};

type Period = 'all' | 'yesterday' | 'today' | 'week' | 'month';

export const FilterPills: StoryObj<typeof Tabs<Period>> = {
  render: function Render() {
    const [value, setValue] = useState<Period>('all');
    return (
      <Tabs
        variant="pill"
        label="时间范围"
        value={value}
        onChange={setValue}
        items={[
          { key: 'all', label: '全部' },
          { key: 'yesterday', label: '昨天' },
          { key: 'today', label: '今天' },
          { key: 'week', label: '本周' },
          { key: 'month', label: '本月' },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '本周' }));
    await expect(canvas.getByRole('tab', { name: '本周' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

type Status = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';

export const ScrollsSideways: StoryObj<typeof Tabs<Status>> = {
  render: function Render() {
    const [value, setValue] = useState<Status>('a');
    const labels: Record<Status, string> = {
      a: 'รอชำระเงิน',
      b: 'รอรับสินค้า',
      c: 'รอจัดส่ง',
      d: 'จัดส่งแล้ว',
      e: 'ได้รับแล้ว',
      f: 'เสร็จสมบูรณ์',
      g: 'ยกเลิกแล้ว',
      h: 'รอชำระบัญชี',
    };
    return (
      <Tabs
        label="สถานะคำสั่งซื้อ"
        value={value}
        onChange={setValue}
        items={(Object.keys(labels) as Status[]).map((key) => ({ key, label: labels[key] }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const last = canvas.getByRole('tab', { name: 'รอชำระบัญชี' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(last).toHaveAttribute('aria-selected', 'true');
  },
};
