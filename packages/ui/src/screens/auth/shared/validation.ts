// zod/mini: the same rules as classic zod at a fraction of the size (the login page loads it).
import { z } from 'zod/mini';
import type auth from '../../../i18n/locales/zh-CN/auth.json';
import type common from '../../../i18n/locales/zh-CN/common.json';

/** A validation message of the auth forms: an i18n key, translated where it is shown. */
export type FormMessage =
  | `auth:validation.${keyof (typeof auth)['validation']}`
  | `common:validation.${keyof (typeof common)['validation']}`;

/** A message that ends the checks of its field (so "required" is not followed by "invalid"). */
export const stop = (key: FormMessage) => ({ error: key, abort: true });

/** A message that lets the next checks of the field run. */
export const message = (key: FormMessage) => ({ error: key });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with an optional leading +; spaces and dashes are tolerated between groups.
const PHONE = /^\+?\d{6,20}$/;
// The platform's rule for login passwords (6-30 characters, no spaces).
const PASSWORD = /^\S{6,30}$/;

/** True for an e-mail address of the usual shape (name@domain.tld). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** True for a phone number: 6 to 20 digits, an optional leading +, spaces or dashes between. */
export function isPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s-]/g, '');
  return /^\+?\d/.test(value.trim()) && PHONE.test(compact);
}

/** A trimmed text that must not be empty. */
export const requiredText = (key: FormMessage) =>
  z.string().check(z.trim(), z.minLength(1, stop(key)));

/** The login identifier: a phone number or an e-mail address, trimmed. */
export const accountField = z.string().check(
  z.trim(),
  z.minLength(1, stop('auth:validation.accountRequired')),
  z.refine((value) => isPhone(value) || isEmail(value), message('auth:validation.accountInvalid')),
);

/** A phone number (the shop's: registration, forgot password), trimmed. */
export const phoneField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, stop('auth:validation.phoneRequired')),
    z.refine(isPhone, message('auth:validation.phoneInvalid')),
  );

/** An internal invitation code: letters and digits, trimmed. */
export const inviteCodeField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, stop('auth:validation.codeRequired')),
    z.regex(/^[A-Za-z0-9]{1,32}$/, message('auth:validation.codeInvalid')),
  );

/** A new login password: 6-30 characters without spaces (never trimmed). */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, stop('auth:validation.passwordRequired')),
    z.regex(PASSWORD, message('auth:validation.passwordRule')),
  );

/** The repeat of a new password (compared with `passwordsMatch`). */
export const repeatPasswordField = z
  .string()
  .check(z.minLength(1, stop('auth:validation.repeatRequired')));

/** A check adding "the passwords entered do not match" on `repeatKey` when the two differ. */
export function passwordsMatch<T extends Record<string, unknown>>(
  passwordKey: keyof T & string,
  repeatKey: keyof T & string,
) {
  return z.superRefine<T>((values, ctx) => {
    const repeat = values[repeatKey];
    if (typeof repeat === 'string' && repeat !== '' && values[passwordKey] !== repeat) {
      ctx.addIssue({
        code: 'custom',
        path: [repeatKey],
        message: 'common:validation.passwordMismatch' satisfies FormMessage,
      });
    }
  });
}
