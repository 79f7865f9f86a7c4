import styled, { css } from 'styled-components';
import { tokens } from '../../theme/cssTokens';

/** The surface of every card: white and rounded (for a block that needs a layout of its own). */
export const cardSurface = css`
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

/** The blocks of a page, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

/** A titled card of a page (a `section`): its parts one under the other. */
export const Card = styled.section`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg} ${tokens.space.lg};
`;

/** A card that stands out from the page with a shadow, evenly padded (growth and team pages). */
export const RaisedCard = styled(Card)`
  padding: ${tokens.space.lg};
  box-shadow: ${tokens.shadows.card};
`;

/** A document on its own card (a message, an about text): an `article` with a large heading. */
export const DocumentCard = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  box-shadow: ${tokens.shadows.card};

  h2 {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

/** A line over a large amount (what is paid, the balance): the words small, the `strong` large. */
export const AmountSummary = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};

  strong {
    color: ${tokens.colors.text};
    font-size: ${tokens.fontSizes.xxl};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** The title of a card (a level-2 heading). */
export const CardTitle = styled.h2`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** A card's head: its title on the left, a tag or an action on the right. */
export const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  min-width: 0;
`;

/** A sentence of explanation in a card. */
export const CardNote = styled.p`
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

/** Label / value rows (a `dl` of `Row`s): amounts, account details, destinations. */
export const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

/** One row of `Rows`: the label left, the value right; `data-emphasis="true"` for a total. */
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
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

/** Buttons or links of a card side by side, wrapping on narrow phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};

  & > * {
    flex: 1 1 120px;
  }
`;
