import { z } from 'zod/mini';
import {
  newPasswordField,
  passwordsMatch,
  phoneField,
  repeatPasswordField,
} from '../shared/validation';

const fields = z.object({
  mer_phone: phoneField,
  newpassword: newPasswordField,
  renewpassword: repeatPasswordField,
});

/** Forgot password: the shop's phone number (the platform knows it by that) and the new password twice. */
export const forgotPasswordSchema = fields.check(
  passwordsMatch<z.output<typeof fields>>('newpassword', 'renewpassword'),
);

/** What the forgot-password form holds. */
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
