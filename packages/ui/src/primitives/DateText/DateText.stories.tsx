import { formatDate, formatDateTime, parseServerTime } from '@merchant/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { DateText } from './DateText';
import { padded } from '../../testing/decorators';

const ordered = parseServerTime('2024-03-01 14:05:09');

const meta = {
  title: 'Primitives/DateText',
  tags: ['autodocs'],
  component: DateText,
  args: { value: ordered },
  decorators: [padded({}, 'p')],
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DateAndTime: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2024-03-01T14:05:09');
    await expect(time).toHaveTextContent(formatDateTime(ordered as Date, i18n.language));
    // The digits the server wrote, whatever the phone's time zone.
    await expect(time).toHaveTextContent(/14.05.09/);
  },
};

export const DateOnly: Story = {
  args: { format: 'date' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2024-03-01');
    await expect(time).toHaveTextContent(formatDate(ordered as Date, i18n.language));
  },
};

export const Unknown: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(i18n.t('value.none'))).toBeInTheDocument();
  },
};
