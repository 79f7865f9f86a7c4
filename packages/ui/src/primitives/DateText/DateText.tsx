import { formatDate, formatDateTime } from '@merchant/api';
import { useLanguage } from '../../data/format/useLanguage';
import { NoValue } from '../NoValue';

type DateTextProps = {
  /** The moment (as parsed from the server), or null when there is none (shows "—"). */
  value: Date | null;
  /** 'dateTime' (default) or 'date' alone. */
  format?: 'dateTime' | 'date';
  /** Class name, so a parent can style it. */
  className?: string;
};

/** A date in the user's language, exactly as the server wrote it, in a `<time>` element. */
export function DateText({ value, format = 'dateTime', className }: DateTextProps) {
  const language = useLanguage();
  if (value === null) return <NoValue className={className} />;
  // The server's times are wall-clock (see parseServerTime): no zone in the machine value either.
  const iso = value.toISOString();
  return (
    <time className={className} dateTime={format === 'date' ? iso.slice(0, 10) : iso.slice(0, 19)}>
      {format === 'date' ? formatDate(value, language) : formatDateTime(value, language)}
    </time>
  );
}
