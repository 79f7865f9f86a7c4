import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Hides content from the eye but keeps it for screen readers. */
export const visuallyHiddenStyle = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const Hidden = styled.span`
  ${visuallyHiddenStyle}
`;

type VisuallyHiddenProps = {
  /** The text read by screen readers only. */
  children: ReactNode;
  /** Id, so another element can point at the text with aria-describedby. */
  id?: string;
};

/** Text for screen readers only. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return <Hidden id={id}>{children}</Hidden>;
}
