import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Button } from '../Button';
import { TextField } from './TextField';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: {
    label: '银行卡号',
    name: 'cardNumber',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    placeholder: '请输入银行卡号',
    onChange: fn(),
  },
  decorators: [padded()],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('银行卡号');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'cc-number');
    await expect(Number.parseFloat(getComputedStyle(input).fontSize)).toBeGreaterThanOrEqual(16);
    await userEvent.type(input, '6222');
    await expect(input).toHaveValue('6222');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: '仅支持本人名下的储蓄卡' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('银行卡号');
    await expect(input).toHaveAccessibleDescription('仅支持本人名下的储蓄卡');
  },
};

export const WithError: Story = {
  args: { error: '卡号只能包含数字', hint: '仅支持本人名下的储蓄卡', defaultValue: '6222-abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('银行卡号');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/卡号只能包含数字/);
  },
};

export const Password: Story = {
  args: {
    label: '登录密码',
    name: 'password',
    type: 'password',
    inputMode: 'text',
    autoComplete: 'current-password',
    placeholder: undefined,
    defaultValue: 'secret12',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('登录密码');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('password.show') }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('password.hide') }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithPrefixAndSuffix: Story = {
  args: {
    label: '提现金额',
    name: 'amount',
    inputMode: 'decimal',
    autoComplete: 'off',
    placeholder: '0.00',
    prefix: '$',
    suffix: 'USDT',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$')).toBeVisible();
    await expect(canvas.getByText('USDT')).toBeVisible();
    await expect(canvas.getByLabelText('提现金额')).toHaveAttribute('inputmode', 'decimal');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '6222 0210 0112 3456' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('银行卡号')).toBeDisabled();
  },
};

export const Optional: Story = {
  args: {
    label: '邮箱',
    name: 'email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    optional: true,
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: new RegExp(`邮箱.*${i18n.t('field.optional')}`),
    });
    await expect(input).toHaveAttribute('type', 'email');
  },
};

type CardForm = { cardNumber: string };

const submitted = fn<(values: CardForm) => void>();

export const WorksWithReactHookForm: Story = {
  render: function Render() {
    const { register, handleSubmit, formState } = useForm<CardForm>({
      defaultValues: { cardNumber: '' },
    });
    return (
      <form
        noValidate
        onSubmit={handleSubmit((values) => submitted(values))}
        style={{ display: 'grid', gap: 16 }}
      >
        <TextField
          label="银行卡号"
          inputMode="numeric"
          autoComplete="cc-number"
          error={formState.errors.cardNumber?.message}
          {...register('cardNumber', {
            required: i18n.t('validation.required'),
            pattern: { value: /^\d+$/, message: '卡号只能包含数字' },
          })}
        />
        <Button type="submit">保存</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('银行卡号');
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await expect(input).toHaveAccessibleDescription(i18n.t('validation.required'));
    // react-hook-form focuses the first invalid field through the ref it registered.
    await expect(input).toHaveFocus();
    await userEvent.type(input, '62x');
    await userEvent.click(save);
    await expect(input).toHaveAccessibleDescription('卡号只能包含数字');
    await userEvent.clear(input);
    await userEvent.type(input, '6222021001123456');
    await userEvent.click(save);
    await expect(submitted).toHaveBeenCalledWith({ cardNumber: '6222021001123456' });
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
