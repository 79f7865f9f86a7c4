import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Button } from '../Button';
import { StateBlock, type EmptyPreset } from './StateBlock';

const meta = {
  title: 'Primitives/StateBlock',
  tags: ['autodocs'],
  component: StateBlock,
  args: { kind: 'empty' },
} satisfies Meta<typeof StateBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('state.empty.noData'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const presets: [EmptyPreset, string][] = [
  ['noData', 'state.empty.noData'],
  ['noMore', 'list.noMore'],
  ['noRecords', 'state.empty.noRecords'],
  ['noBestSellers', 'state.empty.noBestSellers'],
  ['noRefunds', 'state.empty.noRefunds'],
  ['noBankCards', 'state.empty.noBankCards'],
];

export const EmptyPresets: Story = {
  render: () => (
    <>
      {presets.map(([preset]) => (
        <StateBlock key={preset} kind="empty" preset={preset} layout="inline" />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, key] of presets) {
      await expect(canvas.getByText(i18n.t(key as 'list.noMore'))).toBeInTheDocument();
    }
  },
};

export const EmptyWithAction: Story = {
  args: { preset: 'noBankCards', action: <Button size="sm">添加银行卡</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('state.empty.noBankCards'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加银行卡' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { kind: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('state.error.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ServerMessage: Story = {
  args: { kind: 'error', description: '店铺已关闭，请联系客服', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('店铺已关闭，请联系客服')).toBeVisible();
    await expect(canvas.queryByText(i18n.t('state.error.description'))).toBeNull();
  },
};

export const Offline: Story = {
  args: { kind: 'offline', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('state.offline.title'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('state.offline.description'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { kind: 'notFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('state.notFound.title'))).toBeVisible();
  },
};
