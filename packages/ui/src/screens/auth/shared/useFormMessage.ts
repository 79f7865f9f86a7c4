import { useTranslation } from 'react-i18next';
import type { FormMessage } from './validation';

/** Translates a form error (its message is an i18n key); undefined when there is none. */
export function useFormMessage(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation(['auth', 'common']);
  return (error) => (error?.message ? t(error.message as FormMessage) : undefined);
}
