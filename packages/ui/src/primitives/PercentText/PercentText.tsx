import type { Percent } from '../../data/kit/read';
import { numberFormat } from '../../data/format/formatNumber';
import { useLanguage } from '../../data/format/useLanguage';
import { NoValue } from '../NoValue';

/** "2.5 %" in the language's own way, from the exact digits (never through a float). */
function formatPercent(rate: Percent, language: string): string {
  const format = numberFormat(language, rate.fractionDigits, 'percent');
  // 2.5 % is the share 25e-3: Intl formats the decimal string exactly.
  return format.format(
    `${rate.numerator}e-${rate.fractionDigits + 2}` as Intl.StringNumericLiteral,
  );
}

type PercentTextProps = {
  /** The rate as the server wrote it (`readPercent`), or null when it could not be read ("—"). */
  value: Percent | null;
  /** Class name, so a parent can set size and weight. */
  className?: string;
};

/** A percentage from the server (a reward rate, a profit margin) in the user's language. */
export function PercentText({ value, className }: PercentTextProps) {
  const language = useLanguage();
  if (value === null) return <NoValue reason="unavailable" className={className} />;
  return <span className={className}>{formatPercent(value, language)}</span>;
}
