import styled from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

/** A white rounded block of a growth page (level card, sign-in week, ranking). */
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
  overflow-wrap: anywhere;
`;

/** A sentence of explanation. */
export const Note = styled.p`
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

/**
 * Label / value pairs side by side (a package's price, hours and orders). They share the line
 * equally; when the amounts do not fit side by side (a long currency format on a 360 px phone),
 * the last ones move to the next line instead of running into their neighbours.
 */
export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin: 0;

  > div {
    display: flex;
    flex: 1 1 0;
    flex-direction: column;
    gap: ${tokens.space.xxs};
  }

  dt {
    font-size: ${tokens.fontSizes.xs};
    line-height: ${tokens.lineHeights.body};
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** The blocks of a page, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

/** A card's head: its title on the left, a tag or an action on the right. */
export const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  min-width: 0;
`;
