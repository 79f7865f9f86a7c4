import styled, { css } from 'styled-components';

/** A white rounded card, the block of every wallet page. */
export const card = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The blocks of a page, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A titled card. */
export const Section = styled.section`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
`;

/** The title of a card (a level-2 heading). */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** Label / value rows (a `dl`): amounts, destinations. */
export const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/** One row of `Rows`: the label left, the value right; `data-emphasis` for the total. */
export const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    min-width: 0;
    text-align: end;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }

  &[data-emphasis='true'] dd {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Buttons or links side by side, wrapping on narrow phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 120px;
  }
`;

/** A record card of a list (an `article` with a shadow). */
export const RecordCard = styled.article`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** The head line of a record card: its heading left, a status right. */
export const RecordHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Label / value pairs of a record in two columns. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }

  dd[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.tone.danger.text};
  }
`;
