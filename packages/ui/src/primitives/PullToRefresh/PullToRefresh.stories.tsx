import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Cell, CellGroup } from '../Cell';
import { PullToRefresh } from './PullToRefresh';

const meta = {
  title: 'Primitives/PullToRefresh',
  tags: ['autodocs'],
  component: PullToRefresh,
  args: {
    onRefresh: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    children: (
      <CellGroup>
        <Cell label="今日订单" value="12" />
        <Cell label="今日销售额" value="$1,234.50" />
        <Cell label="访客（7 天）" value="3,402" />
      </CellGroup>
    ),
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefreshesWithButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: i18n.t('action.refresh') });
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

function touch(target: Element, type: string, clientY: number) {
  const point = new Touch({ identifier: 1, target, clientX: 100, clientY });
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: type === 'touchend' ? [] : [point],
      changedTouches: [point],
    }),
  );
}

export const PullsToRefresh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByText('今日订单');
    touch(row, 'touchstart', 100);
    touch(row, 'touchmove', 160);
    await expect(await canvas.findByText(i18n.t('pullToRefresh.pull'))).toBeVisible();
    touch(row, 'touchmove', 260);
    await expect(await canvas.findByText(i18n.t('pullToRefresh.release'))).toBeVisible();
    touch(row, 'touchend', 260);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: i18n.t('action.refresh') })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};

export const ShortPullDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByText('今日订单');
    touch(row, 'touchstart', 100);
    touch(row, 'touchmove', 150);
    touch(row, 'touchend', 150);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
