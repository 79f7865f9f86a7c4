import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { CopyButton } from './CopyButton';

const writeText = fn<(text: string) => Promise<void>>(async () => {});

/** Replaces a property of an object for one story, and puts the original back after it. */
function stub<T extends object>(target: T, key: PropertyKey, value: unknown) {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true });
  return () => {
    if (original) Object.defineProperty(target, key, original);
    else Reflect.deleteProperty(target, key);
  };
}

const meta = {
  title: 'Primitives/CopyButton',
  tags: ['autodocs'],
  component: CopyButton,
  args: { text: 'INV-7G4K2M', onCopied: fn() },
  // Stories never touch the real clipboard.
  beforeEach: () => stub(navigator, 'clipboard', { writeText }),
  decorators: [
    (Story) => (
      <p style={{ padding: 16, display: 'flex', alignItems: 'center', gap: 8 }}>
        <span>邀请码 INV-7G4K2M</span>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = async (canvasElement: HTMLElement, text: string) => {
  const message = await within(canvasElement).findByText(text);
  await expect(message.closest('[role="status"]')).not.toBeNull();
};

export const CopiesText: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('action.copy') }),
    );
    await expect(writeText).toHaveBeenCalledWith('INV-7G4K2M');
    await toast(canvasElement, i18n.t('copy.done'));
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
  },
};

export const RefusesOnInsecurePage: Story = {
  beforeEach: () => stub(window, 'isSecureContext', false),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('action.copy') }),
    );
    await toast(canvasElement, i18n.t('copy.insecure'));
    await expect(writeText).not.toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const ReportsFailure: Story = {
  play: async ({ canvasElement, args }) => {
    writeText.mockRejectedValueOnce(
      new DOMException('Document is not focused.', 'NotAllowedError'),
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n.t('action.copy') }),
    );
    await toast(canvasElement, i18n.t('copy.failed'));
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const WithAccessibleName: Story = {
  args: { label: '复制邀请码' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '复制邀请码' })).toBeVisible();
  },
};
