import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { expandHitArea, resetButton } from '../../theme/mixins';
import { Spinner } from '../Spinner';
import { tokens } from '../../theme/cssTokens';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** Visual weight: one primary action per screen; danger for destructive actions. */
  variant?: ButtonVariant;
  /** Height: sm 36px (hit area still 44px), md 44px, lg 50px. */
  size?: ButtonSize;
  /** A request is in flight: shows a spinner, sets aria-busy and ignores clicks. */
  busy?: boolean;
  /** Stretches to the full width of its container. */
  block?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Native button type (default "button", so a button never submits a form by accident). */
  type?: 'button' | 'submit' | 'reset';
};

// Variants and sizes are chosen by data attributes, so the style has no function in it and is
// computed once (see cssTokens).
const Root = styled.button`
  ${resetButton}
  ${expandHitArea}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border: 1px solid transparent;
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  user-select: none;
  transition:
    filter ${tokens.motion.fast} ease,
    opacity ${tokens.motion.fast} ease;

  &[data-size='sm'] {
    min-height: 36px;
    padding-inline: ${tokens.space.md};
    font-size: ${tokens.fontSizes.sm};
  }

  &[data-size='lg'] {
    min-height: 50px;
  }

  &[data-block] {
    display: flex;
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${tokens.colors.accent.solid};
    color: ${tokens.colors.accent.onSolid};
  }

  &[data-variant='secondary'] {
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
    border-color: ${tokens.colors.borderStrong};
  }

  &[data-variant='danger'] {
    background: ${tokens.colors.tone.danger.solid};
    color: ${tokens.colors.tone.danger.onSolid};
  }

  &[data-variant='text'] {
    background: transparent;
    color: ${tokens.colors.accent.text};
    padding-inline: ${tokens.space.sm};
  }

  &:active:not(:disabled) {
    filter: brightness(0.9);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** A button. While `busy` it is disabled, so a money action is sent once at most. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  block = false,
  icon,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <Root
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      {busy ? <Spinner size={size === 'sm' ? 14 : 18} /> : icon}
      {children}
    </Root>
  );
}
