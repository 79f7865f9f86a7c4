import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';

type NoValueProps = {
  /** Why there is no value: none was given (default), or it could not be read. */
  reason?: 'none' | 'unavailable';
  /** Class name, so a parent can set size and colour. */
  className?: string;
};

/** The one mark for a missing figure: "—" on screen, "none" / "unavailable" to screen readers. */
export function NoValue({ reason = 'none', className }: NoValueProps) {
  const { t } = useTranslation('common');
  return (
    <span className={className}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t(reason === 'none' ? 'value.none' : 'value.unavailable')}</VisuallyHidden>
    </span>
  );
}
