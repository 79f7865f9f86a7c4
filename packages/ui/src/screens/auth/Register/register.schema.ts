import { z } from 'zod/mini';
import type { components } from '@merchant/api';
import type { LanguageCode } from '../../../i18n';
import {
  inviteCodeField,
  isEmail,
  message,
  newPasswordField,
  passwordsMatch,
  phoneField,
  repeatPasswordField,
  requiredText,
  stop,
  type FormMessage,
} from '../shared/validation';

/** An uploaded image: forms post `url` (the upload's `fullurl`), screens show `fullurl`. */
export type UploadedImage = components['schemas']['UploadedFile'];

const image = (required: FormMessage) =>
  z
    .custom<UploadedImage | null>(
      (value) => value === null || (typeof value === 'object' && 'url' in value),
    )
    .check(z.refine((value) => value !== null, message(required)));

/** How the registration form is checked: the language decides whether e-mail is required. */
export type RegisterSchemaOptions = {
  /** The interface language: e-mail is optional in simplified Chinese, required otherwise. */
  language: LanguageCode;
};

/** True when the registration form asks for an e-mail address in this language. */
export function isEmailRequired(language: LanguageCode): boolean {
  return language !== 'zh-CN';
}

/**
 * The registration form, built for one language: the fields the platform takes (register and
 * tkregister alike), the shop logo and the ID card's front and back among them.
 */
export function registerSchema({ language }: RegisterSchemaOptions) {
  const email = isEmailRequired(language)
    ? z
        .string()
        .check(
          z.trim(),
          z.minLength(1, stop('auth:validation.emailRequired')),
          z.refine(isEmail, message('auth:validation.emailInvalid')),
        )
    : z.string().check(
        z.trim(),
        z.refine(
          (value) => value === '' || isEmail(value),
          message('auth:validation.emailInvalid'),
        ),
      );

  const fields = z.object({
    mer_avatar: image('auth:validation.logoRequired'),
    mer_name: requiredText('auth:validation.shopNameRequired'),
    mer_address: requiredText('auth:validation.addressRequired'),
    country: requiredText('auth:validation.countryRequired'),
    mer_phone: phoneField,
    mer_email: email,
    real_name: requiredText('auth:validation.realNameRequired'),
    id_front: image('auth:validation.idFrontRequired'),
    id_back: image('auth:validation.idBackRequired'),
    password: newPasswordField,
    repassword: repeatPasswordField,
    code: inviteCodeField,
  });
  return fields.check(passwordsMatch<z.output<typeof fields>>('password', 'repassword'));
}

/** What the registration form holds (images are null until uploaded). */
export type RegisterValues = z.input<ReturnType<typeof registerSchema>>;

/** An empty registration form with the invitation code from the address. */
export function emptyRegistration(code: string): RegisterValues {
  return {
    mer_avatar: null,
    mer_name: '',
    mer_address: '',
    country: '',
    mer_phone: '',
    mer_email: '',
    real_name: '',
    id_front: null,
    id_back: null,
    password: '',
    repassword: '',
    code,
  };
}
