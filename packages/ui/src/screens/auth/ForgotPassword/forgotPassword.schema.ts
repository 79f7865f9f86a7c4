import { z } from 'zod/mini';
import {
  accountField,
  newPasswordField,
  passwordsMatch,
  repeatPasswordField,
} from '../shared/validation';

const fields = z.object({
  account: accountField,
  newpassword: newPasswordField,
  renewpassword: repeatPasswordField,
});

/** Forgot password: the account (phone or e-mail) and the new password twice. */
export const forgotPasswordSchema = fields.check(
  passwordsMatch<z.output<typeof fields>>('newpassword', 'renewpassword'),
);

/** What the forgot-password form holds. */
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
