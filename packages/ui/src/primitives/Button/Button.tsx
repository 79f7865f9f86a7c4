import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
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

const heights: Record<ButtonSize, string> = { sm: '36px', md: '44px', lg: '50px' };

const variants = {
  primary: css`
    background: ${tokens.colors.accent.solid};
    color: ${tokens.colors.accent.onSolid};
  `,
  secondary: css`
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
    border-color: ${tokens.colors.borderStrong};
  `,
  danger: css`
    background: ${tokens.colors.tone.danger.solid};
    color: ${tokens.colors.tone.danger.onSolid};
  `,
  text: css`
    background: transparent;
    color: ${tokens.colors.accent.text};
    padding-inline: ${tokens.space.sm};
  `,
} satisfies Record<ButtonVariant, unknown>;

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${resetButton}
  ${expandHitArea}
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: ${({ $size }) => heights[$size]};
  padding: ${tokens.space.xs}
    ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${tokens.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  user-select: none;
  transition:
    filter ${tokens.motion.fast} ease,
    opacity ${tokens.motion.fast} ease;
  ${({ $variant }) => variants[$variant]}

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
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      {busy ? <Spinner size={size === 'sm' ? 14 : 18} /> : icon}
      {children}
    </Root>
  );
}
