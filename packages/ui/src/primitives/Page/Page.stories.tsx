import { moneyFromCents } from '@merchant/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BottomBar } from '../BottomBar';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { HomeIcon, OrderIcon, ProductIcon, UserIcon } from '../Icon';
import { MoneyText } from '../MoneyText';
import { NavBar } from '../NavBar';
import { TabBar } from '../TabBar';
import { Page } from './Page';

const content = (
  <CellGroup layout="inset" title="资金">
    <Cell label="可用余额" value={<MoneyText value={moneyFromCents(1234550n)} />} />
    <Cell label="冻结金额" value={<MoneyText value={moneyFromCents(0n)} />} />
    <Cell label="资金记录" href="/fundsRecords" />
  </CellGroup>
);

const meta = {
  title: 'Primitives/Page',
  tags: ['autodocs'],
  component: Page,
  args: {
    navBar: <NavBar title="我的钱包" onBack={fn()} />,
    children: content,
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
    await expect(within(main).getByRole('link', { name: /资金记录/ })).toBeVisible();
    await expect(Number.parseFloat(getComputedStyle(main).paddingLeft)).toBeGreaterThan(0);
    await expect(
      canvasElement.firstElementChild?.getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const WithBottomBar: Story = {
  args: {
    footer: (
      <BottomBar>
        <Button block>提现</Button>
      </BottomBar>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '提现' });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(button.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 80);
  },
};

export const InATab: Story = {
  args: { navBar: <NavBar title="我的" /> },
  render: (args) => (
    <>
      <Page {...args} />
      <TabBar
        activeKey="my"
        items={[
          { key: 'home', label: '首页', href: '/home', icon: <HomeIcon size={24} /> },
          { key: 'product', label: '商品', href: '/product', icon: <ProductIcon size={24} /> },
          { key: 'order', label: '订单', href: '/order', icon: <OrderIcon size={24} /> },
          { key: 'my', label: '我的', href: '/my', icon: <UserIcon size={24} /> },
        ]}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '我的' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const EdgeToEdge: Story = {
  args: { padding: 'none', background: 'surface', children: <CellGroup>{content}</CellGroup> },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(getComputedStyle(main).paddingLeft).toBe('0px');
  },
};
