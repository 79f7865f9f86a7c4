import styled from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

/** Figures side by side (label over value), two a row. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.lg} ${tokens.space.md};
  margin: 0;

  > div {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.xxs};
    min-width: 0;
  }

  dt {
    font-size: ${tokens.fontSizes.sm};
    line-height: ${tokens.lineHeights.body};
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${tokens.fontSizes.xl};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  dd > span {
    white-space: normal;
  }
`;

/** An invitation link written out (under its QR code): wraps anywhere, one tap selects it whole. */
export const InviteLink = styled.p`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  overflow-wrap: anywhere;
  user-select: all;
`;
