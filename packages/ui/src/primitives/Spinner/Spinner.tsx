import styled from 'styled-components';
import { spin } from '../../theme/mixins';
import { VisuallyHidden } from '../VisuallyHidden';

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
`;

type SpinnerProps = {
  /** Diameter in px (default 20). */
  size?: number;
  /** Announced text (e.g. "loading"); without it the spinner is decorative. */
  label?: string;
};

/** A small rotating ring in the current text colour. Prefer Skeleton for a loading page. */
export function Spinner({ size = 20, label }: SpinnerProps) {
  if (!label) return <Ring $size={size} aria-hidden="true" />;
  return (
    <Status role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Status>
  );
}
