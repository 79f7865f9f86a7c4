import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Spinner } from './Spinner';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  decorators: [padded()],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { size: 32 },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <Spinner {...args} label={t('state.loading')} />;
  },
  play: async ({ canvasElement }) => {
    const loading = i18n.t('state.loading');
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.some((status) => status.textContent === loading)).toBe(true);
  },
};

export const Decorative: Story = {
  args: { size: 20 },
  play: async ({ canvasElement }) => {
    // Only the app's (empty) toast region: the spinner itself announces nothing.
    const statuses = within(canvasElement).queryAllByRole('status');
    await expect(statuses.every((status) => status.textContent === '')).toBe(true);
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
