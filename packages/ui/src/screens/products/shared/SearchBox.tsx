import { useTranslation } from 'react-i18next';
import { SearchBox as SearchField } from '../../../primitives/SearchBox';

type SearchBoxProps = {
  /** What is typed. */
  value: string;
  /** Called on every key (the caller debounces). */
  onChange: (value: string) => void;
  /** Enter: search now. */
  onSubmit: () => void;
  /** The clear button. */
  onClear: () => void;
};

/** The title search of a product list: the `SearchBox` primitive with the products' texts. */
export function SearchBox(props: SearchBoxProps) {
  const { t } = useTranslation('products');
  return (
    <SearchField
      {...props}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      clearLabel={t('search.clear')}
    />
  );
}
