import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { resetButton } from '../../theme/mixins';

// Kept out of NavBar.tsx: the login page draws a NavBar and its budget has no room for these.
const action = css`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  &:active {
    background: ${({ theme }) => theme.colors.surfacePressed};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const ActionLink = styled(Link)`
  ${action}
`;

const ActionButton = styled.button`
  ${action}
`;

type NavBarLinkProps = {
  /** The page it opens (`PATHS` / `pathTo()`). */
  href: string;
  /** The text ("records", "add"). */
  children: ReactNode;
};

/** A text link for the NavBar's right side ("records", "add"), 44px high. */
export function NavBarLink({ href, children }: NavBarLinkProps) {
  return <ActionLink href={href}>{children}</ActionLink>;
}

type NavBarButtonProps = {
  /** Called on tap. */
  onClick: () => void;
  /** The text ("export"). */
  children: ReactNode;
  /** Not available now (nothing to export). */
  disabled?: boolean;
  /** A fuller accessible name than the short text, when it needs one. */
  label?: string;
};

/** A text button for the NavBar's right side ("export"), 44px high. */
export function NavBarButton({ onClick, children, disabled, label }: NavBarButtonProps) {
  return (
    <ActionButton type="button" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </ActionButton>
  );
}
