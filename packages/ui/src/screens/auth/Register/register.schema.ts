import { z } from 'zod/mini';
import type { components } from '@merchant/api';
import type { LanguageCode } from '../../../i18n';
import {
  inviteCodeField,
  isEmail,
  isPhone,
  message,
  newPasswordField,
  passwordsMatch,
  repeatPasswordField,
  requiredText,
  stop,
  type FormMessage,
} from '../shared/validation';

/** An uploaded image: forms post `url`, screens show `fullurl`. */
export type UploadedImage = components['schemas']['UploadedFile'];

const image = (required: FormMessage | null) => {
  const field = z.custom<UploadedImage | null>(
    (value) => value === null || (typeof value === 'object' && 'url' in value),
  );
  return required ? field.check(z.refine((value) => value !== null, message(required))) : field;
};

/** How the registration form is checked: the language decides whether e-mail is required. */
export type RegisterSchemaOptions = {
  /** The interface language: e-mail is optional in simplified Chinese, required otherwise. */
  language: LanguageCode;
  /** False for the third-party registration (tkregister), which has no passwords. */
  withPasswords: boolean;
};

/** True when the registration form asks for an e-mail address in this language. */
export function isEmailRequired(language: LanguageCode): boolean {
  return language !== 'zh-CN';
}

/** The registration form of SPEC section 5, built for one language and one mode. */
export function registerSchema({ language, withPasswords }: RegisterSchemaOptions) {
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
    mer_phone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, stop('auth:validation.phoneRequired')),
        z.refine(isPhone, message('auth:validation.phoneInvalid')),
      ),
    mer_email: email,
    real_name: requiredText('auth:validation.realNameRequired'),
    id_front: image('auth:validation.idFrontRequired'),
    id_back: image('auth:validation.idBackRequired'),
    id_handheld: image('auth:validation.idHandheldRequired'),
    business_license: image(null),
    password: withPasswords ? newPasswordField : z.string(),
    repassword: withPasswords ? repeatPasswordField : z.string(),
    code: inviteCodeField,
  });
  return withPasswords
    ? fields.check(passwordsMatch<z.output<typeof fields>>('password', 'repassword'))
    : fields;
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
    id_handheld: null,
    business_license: null,
    password: '',
    repassword: '',
    code,
  };
}
