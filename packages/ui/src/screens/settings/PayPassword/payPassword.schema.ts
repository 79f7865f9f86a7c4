import { z } from 'zod/mini';
import { message, stop, type SettingsMessage } from '../shared/validation';

/** Setting the first payment password, or changing it with the current one. */
export type PayPasswordMode = 'set' | 'change';

// The payment (funds) password is 6 digits.
const SIX_DIGITS = /^\d{6}$/;

const digits = (required: SettingsMessage) =>
  z
    .string()
    .check(
      z.minLength(1, stop(required)),
      z.regex(SIX_DIGITS, message('settings:validation.payPasswordDigits')),
    );

/** The payment password form: the current one when changing, the new one twice (must match). */
export function payPasswordSchema(mode: PayPasswordMode) {
  const fields = z.object({
    old: mode === 'change' ? digits('settings:validation.payOldRequired') : z.string(),
    new: digits('settings:validation.payPasswordDigits'),
    renew: z.string().check(z.minLength(1, stop('settings:validation.payRepeatRequired'))),
  });
  return fields.check(
    z.superRefine<z.output<typeof fields>>((values, ctx) => {
      if (values.renew !== '' && values.new !== values.renew) {
        ctx.addIssue({
          code: 'custom',
          path: ['renew'],
          message: 'common:validation.passwordMismatch' satisfies SettingsMessage,
        });
      }
    }),
  );
}

/** What the payment password form holds ('' for `old` when setting the first one). */
export type PayPasswordValues = { old: string; new: string; renew: string };
