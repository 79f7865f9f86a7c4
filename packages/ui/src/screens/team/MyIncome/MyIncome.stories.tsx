import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { locationOf, screenStates, shown } from '../../../testing';
import { MyIncomeScreen } from './MyIncomeScreen';

const meta = {
  title: 'Screens/Team/MyIncome',
  component: MyIncomeScreen,
  parameters: { route: '/myIncome' },
} satisfies Meta<typeof MyIncomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INCOME = '/merchant/team/income';

/** The amount shown beside a category. */
const amountOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的收益' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '今日' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const total = await canvas.findByRole('region', { name: '今日总收益' });
    // 5.00 + 23.18 + 4.20 + 0.00, added in cents.
    await expect(within(total).getByText(shown('32.38'))).toBeVisible();
    await expect(amountOf(canvasElement, '任务收益')).toHaveTextContent(shown('5.00'));
    await expect(amountOf(canvasElement, '店铺收益')).toHaveTextContent(shown('23.18'));
    await expect(amountOf(canvasElement, '社区收益')).toHaveTextContent(shown('4.20'));
    await expect(amountOf(canvasElement, '其他收益')).toHaveTextContent(shown('0.00'));
  },
};

const states = screenStates({
  reads: [['get', INCOME]],
  content: (canvas) => canvas.queryByText('任务收益'),
});

export const Loading: Story = states.Loading({
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('tab', { name: '近7天' })).toBeEnabled(),
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const SwitchesWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '今日总收益' });

    await userEvent.click(canvas.getByRole('tab', { name: '近7天' }));
    const week = await canvas.findByRole('region', { name: '近7天总收益' });
    // 35.00 + 186.40 + 29.75 + 8.00
    await expect(within(week).getByText(shown('259.15'))).toBeVisible();
    await expect(amountOf(canvasElement, '店铺收益')).toHaveTextContent(shown('186.40'));
    await expect(locationOf(canvasElement)).toBe('/myIncome?range=seven');

    await userEvent.click(canvas.getByRole('tab', { name: '近30天' }));
    const month = await canvas.findByRole('region', { name: '近30天总收益' });
    // 120.00 + 812.30 + 118.60 + 25.00
    await expect(within(month).getByText(shown('1075.90'))).toBeVisible();
    await expect(locationOf(canvasElement)).toBe('/myIncome?range=thirty');

    await userEvent.click(canvas.getByRole('tab', { name: '今日' }));
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/myIncome'));
    await expect(await canvas.findByRole('region', { name: '今日总收益' })).toBeVisible();
  },
};

/**
 * A platform without team/income (its public client never calls it): the page says it does not
 * offer it, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({ title: '我的收益' });
