import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Money } from '@merchant/api';
import { tokens } from '../../../theme/cssTokens';

const Line = styled.p`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

type BoundsLineProps = {
  /** The smallest deposit, or null when not stated. */
  min: Money | null;
  /** The largest deposit, or null when not stated. */
  max: Money | null;
  /** Formats a bound in the amount's currency. */
  format: (amount: Money) => string;
};

/** "Each deposit: at least ..., at most ...", with what the platform states (nothing when neither). */
export function BoundsLine({ min, max, format }: BoundsLineProps) {
  const { t } = useTranslation('money');
  const text =
    min !== null && max !== null
      ? t('rules.bounds', { min: format(min), max: format(max) })
      : min !== null
        ? t('rules.min', { min: format(min) })
        : max !== null
          ? t('rules.max', { max: format(max) })
          : null;
  return text ? <Line>{text}</Line> : null;
}
