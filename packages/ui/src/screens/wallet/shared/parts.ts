import styled, { css } from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

/** A white rounded card, the block of every wallet page. */
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

/** Label / value rows (a `dl`): amounts, destinations. */
export const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

/** One row of `Rows`: the label left, the value right; `data-emphasis` for the total. */
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

/** Buttons or links side by side, wrapping on narrow phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};

  & > * {
    flex: 1 1 120px;
  }
`;

/** A record card of a list (an `article` with a shadow). */
export const RecordCard = styled.article`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.md} ${tokens.space.lg};
  box-shadow: ${tokens.shadows.card};
`;

/** The head line of a record card: its heading left, a status right. */
export const RecordHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};

  h2,
  h3 {
    font-size: ${tokens.fontSizes.sm};
    font-weight: ${tokens.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Label / value pairs of a record in two columns. */
export const Fields = styled.dl`
  display: grid;
  /* A long label wraps within half the width; the value keeps the rest. */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }

  dd[data-tone='danger'] {
    color: ${tokens.colors.tone.danger.text};
  }
`;
