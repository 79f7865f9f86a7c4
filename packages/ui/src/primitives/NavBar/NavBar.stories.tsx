import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Button } from '../Button';
import { NavBar } from './NavBar';

const meta = {
  title: 'Primitives/NavBar',
  tags: ['autodocs'],
  component: NavBar,
  args: { title: '提现', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '提现' })).toBeVisible();
    const back = canvas.getByRole('button', { name: i18n.t('action.back') });
    await expect(back.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithAction: Story = {
  args: {
    title: '银行卡',
    right: (
      <Button variant="text" size="sm">
        添加
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: '银行卡' });
    const bar = title.parentElement as HTMLElement;
    const titleBox = title.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    // The title is centred on the bar even with a back button on one side and an action on the other.
    await expect(
      Math.abs(titleBox.left + titleBox.width / 2 - (barBox.left + barBox.width / 2)),
    ).toBeLessThan(2);
    await expect(canvas.getByRole('button', { name: '添加' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'ประวัติการเติมเงินและการถอนเงินทั้งหมดของร้านค้า',
    right: (
      <Button variant="text" size="sm">
        ตัวกรอง
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    const action = canvas.getByRole('button', { name: 'ตัวกรอง' });
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NoBack: Story = {
  args: { title: '我的', onBack: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
