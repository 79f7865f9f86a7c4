import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { tokens } from '../../theme/cssTokens';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border: 1px solid ${tokens.colors.borderStrong};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  text-decoration: none;

  &[data-variant='primary'] {
    border-color: transparent;
    background: ${tokens.colors.accent.solid};
    color: ${tokens.colors.accent.onSolid};
  }

  &[data-block] {
    display: flex;
    width: 100%;
  }

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
    <Anchor href={href} data-variant={variant} data-block={block || undefined} onClick={onClick}>
      {icon}
      {children}
    </Anchor>
  );
}
