import { useTranslation } from 'react-i18next';
import type growth from '../../../i18n/locales/zh-CN/growth.json';

/** A validation message of the growth forms: an i18n key, translated where it is shown. */
export type GrowthMessage = `growth:validation.${keyof (typeof growth)['validation']}`;

/** Translates a form error (its message is a `GrowthMessage`); undefined when there is none. */
export function useGrowthMessage(): (
  error: { message?: string } | undefined,
  values?: Record<string, string | number>,
) => string | undefined {
  const { t } = useTranslation(['growth', 'common']);
  return (error, values) =>
    error?.message ? t(error.message as GrowthMessage, values ?? {}) : undefined;
}
