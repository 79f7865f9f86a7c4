import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { tokens } from '../../theme/cssTokens';

const Anchor = styled(Link)<{ $variant: 'primary' | 'secondary'; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'primary' ? 'transparent' : theme.colors.borderStrong)};
  border-radius: ${tokens.radii.md};
  background: ${({ theme, $variant }) =>
    $variant === 'primary' ? theme.colors.accent.solid : theme.colors.surface};
  color: ${({ theme, $variant }) =>
    $variant === 'primary' ? theme.colors.accent.onSolid : theme.colors.text};
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  text-decoration: none;

  &:active {
    filter: brightness(0.9);
  }
`;

type LinkButtonProps = {
  /** The page it opens (`PATHS` / `pathTo()`). */
  href: string;
  /** The label. */
  children: ReactNode;
  /** Secondary (default, outlined) or primary (filled). */
  variant?: 'primary' | 'secondary';
  /** Stretches to the full width of its container. */
  block?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Also runs on click, before the page changes (close a sheet or a dialog). */
  onClick?: () => void;
};

/**
 * A link drawn as a button: navigation stays a link for screen readers and for "open in new
 * tab", but looks like the action it is ("go to the distribution centre").
 */
export function LinkButton({
  href,
  children,
  variant = 'secondary',
  block = false,
  icon,
  onClick,
}: LinkButtonProps) {
  return (
    <Anchor href={href} $variant={variant} $block={block} onClick={onClick}>
      {icon}
      {children}
    </Anchor>
  );
}
