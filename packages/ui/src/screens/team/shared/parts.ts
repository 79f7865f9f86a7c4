import styled from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

/** A white rounded block of a team page. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
`;

/** The title of a block. */
export const SectionTitle = styled.h2`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;

/** A sentence of explanation under a title. */
export const Note = styled.p`
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

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

/** The blocks of a team page, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;
