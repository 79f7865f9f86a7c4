import { formatMoney, moneyFromCents } from '@merchant/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { MoneyText } from './MoneyText';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/MoneyText',
  tags: ['autodocs'],
  component: MoneyText,
  args: { value: moneyFromCents(123450n) },
  decorators: [padded({ fontSize: 20 }, 'p')],
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const expected = formatMoney(moneyFromCents(123450n), i18n.language);
    await expect(within(canvasElement).getByText(expected)).toBeVisible();
    await expect(expected).toMatch(/1.?234.50/);
  },
};

export const ProfitAndLoss: Story = {
  render: () => (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <MoneyText value={moneyFromCents(2599n)} tone="auto" />
      <MoneyText value={moneyFromCents(-1250n)} tone="auto" />
      <MoneyText value={moneyFromCents(0n)} tone="auto" />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gain = canvas.getByText(`+${formatMoney(moneyFromCents(2599n), i18n.language)}`);
    const loss = canvas.getByText(formatMoney(moneyFromCents(-1250n), i18n.language));
    const zero = canvas.getByText(formatMoney(moneyFromCents(0n), i18n.language));
    const colour = (el: HTMLElement) => getComputedStyle(el).color;
    await expect(colour(gain)).not.toBe(colour(loss));
    await expect(colour(gain)).not.toBe(colour(zero));
    await expect(colour(loss)).not.toBe(colour(zero));
  },
};

export const Unknown: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    // An amount that could not be read is "unavailable", not "none".
    await expect(canvas.getByText(i18n.t('value.unavailable'))).toBeInTheDocument();
  },
};
