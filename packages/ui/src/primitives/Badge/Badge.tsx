import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.tone.danger.solid};
  color: ${tokens.colors.tone.danger.onSolid};
  font-size: ${tokens.fontSizes.xs};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

type BadgeProps = {
  /** How many new or pending things; nothing is shown for 0. */
  count: number;
  /** Above this the badge shows "max+" (default 99). */
  max?: number;
  /** What screen readers hear instead of the default "{{count}} new items". */
  label?: string;
  /** Class name, so a parent can position the badge. */
  className?: string;
};

/** A red count bubble (unread messages, orders to handle). */
export function Badge({ count, max = 99, label, className }: BadgeProps) {
  const { t } = useTranslation('common');
  if (count <= 0) return null;
  return (
    <Pill className={className}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <VisuallyHidden>{label ?? t('badge.count', { count })}</VisuallyHidden>
    </Pill>
  );
}
