import { z } from 'zod/mini';
import { accountField, stop } from '../shared/validation';

/** The login form: a phone number or e-mail, and the password (checked by the server). */
export const loginSchema = z.object({
  account: accountField,
  password: z.string().check(z.minLength(1, stop('auth:validation.passwordRequired'))),
});

/** What the login form holds. */
export type LoginValues = z.input<typeof loginSchema>;
