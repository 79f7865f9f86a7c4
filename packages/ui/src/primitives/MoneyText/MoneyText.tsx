import { formatMoney, type Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NoValue } from '../NoValue';

export type MoneyTone = 'plain' | 'profit' | 'loss' | 'auto';

const Amount = styled.span<{ $tone: 'plain' | 'profit' | 'loss' }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'profit'
      ? theme.colors.tone.success.text
      : $tone === 'loss'
        ? theme.colors.tone.danger.text
        : 'inherit'};
`;

type MoneyTextProps = {
  /** Exact cents, or null when it could not be read (shows "—", "unavailable"). */
  value: Money | null;
  /** Colour: plain; profit (green); loss (red); auto picks by sign and writes "+" on gains. */
  tone?: MoneyTone;
  /** ISO currency (default USD, as the platform shows). */
  currency?: string;
  /** Class name, so a parent can set size and weight. */
  className?: string;
};

/** An amount in the user's language ("$1,234.50", "US$1,234.50"), never through floats. */
export function MoneyText({ value, tone = 'plain', currency = 'USD', className }: MoneyTextProps) {
  const { i18n } = useTranslation('common');
  if (value === null) return <NoValue reason="unavailable" className={className} />;
  const shown = tone === 'auto' ? (value > 0n ? 'profit' : value < 0n ? 'loss' : 'plain') : tone;
  const text = formatMoney(value, i18n.language, currency);
  return (
    <Amount className={className} $tone={shown}>
      {tone === 'auto' && value > 0n ? `+${text}` : text}
    </Amount>
  );
}
