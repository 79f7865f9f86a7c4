import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { FailureBlock } from './FailureBlock';

const meta = {
  title: 'Primitives/FailureBlock',
  tags: ['autodocs'],
  component: FailureBlock,
  args: { failure: { kind: 'notOffered', serverMessage: null }, onRetry: fn() },
} satisfies Meta<typeof FailureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const appT = () => i18n.getFixedT(null, 'app');

/** A feature the platform does not offer: its sentence, the way home, and no retry. */
export const NotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = appT();
    await expect(canvas.getByText(t('notOffered.title'))).toBeVisible();
    await expect(canvas.getByText(t('error.notOffered'))).toBeVisible();
    await expect(canvas.queryByText(t('error.server'))).toBeNull();
    await expect(canvas.getByRole('link', { name: t('notOffered.action') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/home$/),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The compact form inside a part of a page: the sentence only, the rest of the page stays. */
export const NotOfferedInline: Story = {
  args: { layout: 'inline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appT()('error.notOffered'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Any other server failure keeps its retry. */
export const ServerErrorWithRetry: Story = {
  args: { failure: { kind: 'server', serverMessage: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appT()('error.server'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n.t('common:action.retry') })).toBeVisible();
  },
};
