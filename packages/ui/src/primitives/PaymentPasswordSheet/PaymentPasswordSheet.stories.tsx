import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useRefusedPassword } from '../../testing/storyState';
import { i18n } from '../../i18n';
import { PaymentPasswordSheet } from './PaymentPasswordSheet';

const summary = (
  <div>
    <p style={{ fontSize: 14 }}>提现到 BSC (BEP20)</p>
    <p style={{ fontSize: 28, fontWeight: 600 }}>$100.00</p>
    <p style={{ fontSize: 14 }}>手续费 $4.00 · 实际到账 $96.00</p>
  </div>
);

const meta = {
  title: 'Primitives/PaymentPasswordSheet',
  tags: ['autodocs'],
  component: PaymentPasswordSheet,
  args: {
    open: true,
    onOpenChange: fn(),
    onComplete: fn(),
    summary,
    forgotPassword: <a href="/setPaypwd">{'忘记支付密码？'}</a>,
  },
} satisfies Meta<typeof PaymentPasswordSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: i18n.t('paymentPassword.title') });
    const field = within(sheet).getByLabelText(i18n.t('paymentPassword.label'));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(sheet).getByText('$100.00')).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: '忘记支付密码？' })).toBeVisible();
    await userEvent.keyboard('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const Busy: Story = {
  args: { status: 'busy' },
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: i18n.t('paymentPassword.title') });
    await expect(sheet).toHaveAttribute('aria-busy', 'true');
    await expect(within(sheet).getByLabelText(i18n.t('paymentPassword.label'))).toBeDisabled();
    await expect(within(sheet).getByText(i18n.t('paymentPassword.verifying'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const RejectsWrongPassword: Story = {
  render: function Render(args) {
    const refused = useRefusedPassword(args.onComplete, '支付密码错误');
    return <PaymentPasswordSheet {...args} {...refused} />;
  },
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: i18n.t('paymentPassword.title') });
    const field = within(sheet).getByLabelText(i18n.t('paymentPassword.label'));
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent('支付密码错误');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
