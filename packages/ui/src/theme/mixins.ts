import { css, keyframes } from 'styled-components';
import { tokens } from './cssTokens';

/** Strips a native button down to its content. */
export const resetButton = css`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: inherit;
  cursor: pointer;
`;

/** Grows the hit area of a control drawn smaller than 44px, without moving anything. */
export const expandHitArea = css`
  position: relative;

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: max(100%, ${tokens.sizes.touch});
    height: max(100%, ${tokens.sizes.touch});
    transform: translate(-50%, -50%);
  }
`;

/** Darkens a row or button while a finger is on it (mobile has no hover). */
export const pressable = css`
  transition: background-color ${tokens.motion.fast} ease;

  &:active:not(:disabled) {
    background-color: ${tokens.colors.surfacePressed};
  }
`;

/** One line, cut with an ellipsis. */
export const ellipsis = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const spin = keyframes`
  to { transform: rotate(360deg); }
`;
