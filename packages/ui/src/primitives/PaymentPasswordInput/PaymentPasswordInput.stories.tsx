import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useRefusedPassword } from '../../testing/storyState';
import { i18n } from '../../i18n';
import { PaymentPasswordInput } from './PaymentPasswordInput';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/PaymentPasswordInput',
  tags: ['autodocs'],
  component: PaymentPasswordInput,
  args: { onComplete: fn(), onChange: fn() },
  decorators: [padded({ padding: 24 })],
} satisfies Meta<typeof PaymentPasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(i18n.t('paymentPassword.label'));

export const CompletesAfterSixDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('maxlength', '6');
    await userEvent.type(field, '12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(canvasElement.querySelectorAll('[data-state="filled"]')).toHaveLength(5);
    await userEvent.type(field, '6');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.type(field, '7');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const IgnoresNonDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '1a2-b3');
    await expect(field).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};

export const WithError: Story = {
  args: { error: '支付密码错误，还可以尝试 4 次' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('支付密码错误，还可以尝试 4 次');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('支付密码错误');
  },
};

export const ClearsOnError: Story = {
  render: function Render(args) {
    const refused = useRefusedPassword(args.onComplete, '支付密码错误');
    return <PaymentPasswordInput {...args} {...refused} />;
  },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '000000');
    await expect(args.onComplete).toHaveBeenCalledWith('000000');
    await expect(field).toBeDisabled();
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('支付密码错误');
    await waitFor(() => expect(field).toHaveFocus());
    // A second wrong attempt with the same message clears again.
    await userEvent.type(field, '111111');
    await expect(args.onComplete).toHaveBeenLastCalledWith('111111');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { status: 'busy' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const RevealsDigits: Story = {
  args: { revealable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = input(canvasElement);
    await userEvent.type(field, '2468');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.queryByText('2')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(canvas.getByText('6')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.queryByText('6')).toBeNull();
  },
};
