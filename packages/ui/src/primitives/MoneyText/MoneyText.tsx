import { formatMoney, type Money } from '@merchant/api';
import styled from 'styled-components';
import { useLanguage } from '../../data/format/useLanguage';
import { NoValue } from '../NoValue';
import { tokens } from '../../theme/cssTokens';

export type MoneyTone = 'plain' | 'profit' | 'loss' | 'auto';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: inherit;

  &[data-tone='profit'] {
    color: ${tokens.colors.tone.success.text};
  }

  &[data-tone='loss'] {
    color: ${tokens.colors.tone.danger.text};
  }
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
  const language = useLanguage();
  if (value === null) return <NoValue reason="unavailable" className={className} />;
  const shown = tone === 'auto' ? (value > 0n ? 'profit' : value < 0n ? 'loss' : 'plain') : tone;
  const text = formatMoney(value, language, currency);
  return (
    <Amount className={className} data-tone={shown === 'plain' ? undefined : shown}>
      {tone === 'auto' && value > 0n ? `+${text}` : text}
    </Amount>
  );
}
