import { z } from 'zod/mini';
import { message, stop, type SettingsMessage } from '../shared/validation';

// The platform's rule for login passwords (6-30 characters, no spaces).
const PASSWORD = /^\S{6,30}$/;

const fields = z.object({
  oldpassword: z.string().check(z.minLength(1, stop('settings:validation.oldPasswordRequired'))),
  newpassword: z
    .string()
    .check(
      z.minLength(1, stop('settings:validation.passwordRequired')),
      z.regex(PASSWORD, message('settings:validation.passwordRule')),
    ),
  renewpassword: z.string().check(z.minLength(1, stop('settings:validation.repeatRequired'))),
});

type Fields = z.output<typeof fields>;

/**
 * Changing the login password: the current one, the new one (6-30 characters, no spaces, not
 * the current one) and its repeat ("the passwords entered do not match"). Never trimmed.
 */
export const changeLoginPasswordSchema = fields.check(
  z.superRefine<Fields>((values, ctx) => {
    if (values.renewpassword !== '' && values.newpassword !== values.renewpassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['renewpassword'],
        message: 'common:validation.passwordMismatch' satisfies SettingsMessage,
      });
    }
    if (values.oldpassword !== '' && values.newpassword === values.oldpassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newpassword'],
        message: 'settings:validation.sameAsOld' satisfies SettingsMessage,
      });
    }
  }),
);

/** What the change-login-password form holds. */
export type ChangeLoginPasswordValues = z.input<typeof changeLoginPasswordSchema>;
