import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Field } from './Field';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Field',
  tags: ['autodocs'],
  component: Field,
  args: {
    label: '验证码',
    htmlFor: 'code',
    hint: '验证码已发送至 +66 81 ••• 5678',
    children: (
      <input
        id="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-describedby="code-hint"
        style={{ fontSize: 16, minHeight: 44 }}
      />
    ),
  },
  decorators: [padded()],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FramesACustomControl: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('验证码');
    await expect(input).toHaveAccessibleDescription('验证码已发送至 +66 81 ••• 5678');
  },
};

export const OptionalWithError: Story = {
  args: {
    optional: true,
    error: '验证码错误',
    children: (
      <input
        id="code"
        aria-invalid="true"
        aria-describedby="code-error code-hint"
        inputMode="numeric"
        autoComplete="one-time-code"
        style={{ fontSize: 16, minHeight: 44 }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(
      new RegExp(`验证码.*${i18n.t('field.optional')}`),
    );
    await expect(input).toHaveAccessibleDescription(/验证码错误/);
  },
};
