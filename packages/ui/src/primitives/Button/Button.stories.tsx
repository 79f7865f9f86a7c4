import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../Icon/contentIcons';
import { Button } from './Button';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: '提交', onClick: fn() },
  decorators: [padded({ display: 'flex', flexWrap: 'wrap', gap: 12 })],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="text">
        Text
      </Button>
      <Button {...args} size="sm" icon={<PlusIcon size={16} />}>
        Small
      </Button>
      <Button {...args} size="lg" block>
        Large block
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Primary', 'Secondary', 'Danger', 'Text', 'Small', 'Large block']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    const block = canvas.getByRole('button', { name: 'Large block' });
    const container = block.parentElement as HTMLElement;
    await expect(block.getBoundingClientRect().width).toBeCloseTo(
      container.getBoundingClientRect().width - 32,
      0,
    );
  },
};

export const Busy: Story = {
  args: { busy: true, variant: 'primary', children: '确认提现' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '确认提现' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
