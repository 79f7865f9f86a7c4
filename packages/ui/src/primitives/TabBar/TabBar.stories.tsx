import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { HomeIcon, OrderIcon, ProductIcon, UserIcon } from '../Icon';
import { TabBar } from './TabBar';

const items = [
  { key: 'home', label: '首页', href: '/home', icon: <HomeIcon size={24} /> },
  { key: 'product', label: '商品', href: '/product', icon: <ProductIcon size={24} /> },
  { key: 'order', label: '订单', href: '/order', icon: <OrderIcon size={24} />, badge: 12 },
  { key: 'my', label: '我的', href: '/my', icon: <UserIcon size={24} />, badge: 120 },
];

const meta = {
  title: 'Primitives/TabBar',
  tags: ['autodocs'],
  component: TabBar,
  args: { items, activeKey: 'home' },
  parameters: { route: '/home' },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: i18n.t('navigation.main') });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: /首页/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: /商品/ })).not.toHaveAttribute(
      'aria-current',
    );
    const order = within(nav).getByRole('link', { name: /订单/ });
    await expect(order).toHaveAccessibleName(
      new RegExp(`^订单\\s*${i18n.t('badge.count', { count: 12 })}$`),
    );
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(nav.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
  },
};

export const NavigatesToTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /订单/ }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/order');
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { key: 'home', label: 'หน้าแรก', href: '/home', icon: <HomeIcon size={24} /> },
      { key: 'product', label: 'สินค้าทั้งหมด', href: '/product', icon: <ProductIcon size={24} /> },
      { key: 'order', label: 'คำสั่งซื้อ', href: '/order', icon: <OrderIcon size={24} />, badge: 3 },
      { key: 'my', label: 'บัญชีของฉัน', href: '/my', icon: <UserIcon size={24} /> },
    ],
    activeKey: 'order',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
    }
    await expect(within(nav).getByRole('link', { name: /คำสั่งซื้อ/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
