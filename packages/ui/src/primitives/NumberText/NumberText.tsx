import { useFormatNumber } from '../../data/format/formatNumber';
import { NoValue } from '../NoValue';

type NumberTextProps = {
  /** The count or score; null when it could not be read (shows "—", "unavailable"). */
  value: number | null;
  /** Digits after the decimal point, always shown (default 0: "1,286"; 1: "4.8"). */
  fractionDigits?: number;
  /** Class name, so a parent can set size and weight. */
  className?: string;
};

/**
 * A count or a score in the user's language (`useFormatNumber`), or "—" when it could not be
 * read, as `MoneyText` does for amounts. Never an amount.
 */
export function NumberText({ value, fractionDigits = 0, className }: NumberTextProps) {
  const format = useFormatNumber();
  if (value === null) return <NoValue reason="unavailable" className={className} />;
  return <span className={className}>{format(value, fractionDigits)}</span>;
}
