// zod/mini: the same rules as classic zod at a fraction of the size.
import { useTranslation } from 'react-i18next';
import type common from '../../../i18n/locales/zh-CN/common.json';
import type settings from '../../../i18n/locales/zh-CN/settings.json';

/** A validation message of the settings forms: an i18n key, translated where it is shown. */
export type SettingsMessage =
  | `settings:validation.${keyof (typeof settings)['validation']}`
  | `common:validation.${keyof (typeof common)['validation']}`;

/** A message that ends the checks of its field (so "required" is not followed by "invalid"). */
export const stop = (key: SettingsMessage) => ({ error: key, abort: true });

/** A message that lets the next checks of the field run. */
export const message = (key: SettingsMessage) => ({ error: key });

/** Translates a form error (its message is an i18n key); undefined when there is none. */
export function useFormMessage(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation(['settings', 'common']);
  return (error) => (error?.message ? t(error.message as SettingsMessage) : undefined);
}
