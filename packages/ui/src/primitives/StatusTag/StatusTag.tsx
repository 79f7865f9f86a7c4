import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';
import { softToneRules, tokens } from '../../theme/cssTokens';

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 1px ${tokens.space.sm};
  border-radius: ${tokens.radii.sm};
  font-size: ${tokens.fontSizes.xs};
  font-weight: ${tokens.fontWeights.medium};
  line-height: 20px;
  /* One line at its natural width (it never shrinks beside a title); a label wider than the
     whole line (a long translation on a 360 px phone) wraps inside the tag instead of
     running off the screen. */
  flex-shrink: 0;
  overflow-wrap: anywhere;
  ${softToneRules}
`;

type StatusTagProps = {
  /** Meaning: neutral (closed, cancelled), info (in progress), success, warning (waiting), danger. */
  tone?: Tone;
  /** The status text. */
  children: ReactNode;
};

/** A small coloured label for a record's status (order, refund, withdrawal). */
export function StatusTag({ tone = 'neutral', children }: StatusTagProps) {
  return <Tag data-tone={tone}>{children}</Tag>;
}
