import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The language in use (`i18n.language`), drawn again when it changes: for the formatters of
 * amounts, numbers and dates, which need nothing else of `useTranslation` (its translation
 * function, its namespaces' loading state), and are drawn many times in a list.
 */
export function useLanguage(): string {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const read = () => i18n.language;
  return useSyncExternalStore(subscribe, read, read);
}
