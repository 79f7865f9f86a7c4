import styled, { css } from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

/** A white rounded card, the block of every deposit page. */
export const card = css`
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

/** The blocks of a page, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

/** A titled card. */
export const Section = styled.section`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg} ${tokens.space.lg};
`;

/** The title of a card (a level-2 heading). */
export const SectionTitle = styled.h2`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;

/** Label / value rows (a `dl`): amounts, account details. */
export const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

/** One row of `Rows`: the label left, the value right. */
export const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.space.md};

  dt {
    flex: none;
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    min-width: 0;
    text-align: end;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }

  &[data-emphasis='true'] dd {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** Buttons or links side by side, wrapping on narrow phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};

  & > * {
    flex: 1 1 140px;
  }
`;
