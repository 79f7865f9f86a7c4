import styled from 'styled-components';
import { tokens } from '../../../theme/cssTokens';

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
