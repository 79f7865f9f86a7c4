import styled, { css } from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

/** A white rounded card, the block of every part of the dashboard. */
export const card = css`
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

/** The dashboard's blocks, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

/** A titled card of the dashboard. */
export const Section = styled.section`
  ${card}
  padding: ${tokens.space.md} ${tokens.space.lg}
    ${tokens.space.lg};
`;

/** The title of a card. */
export const SectionTitle = styled.h2`
  margin-bottom: ${tokens.space.md};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;
