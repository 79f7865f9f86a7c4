import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { resetButton } from '../../theme/mixins';
import { tokens } from '../../theme/cssTokens';

// Kept out of NavBar.tsx: the login page draws a NavBar and its budget has no room for these.
const action = css`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.accent.text};
  font-size: ${tokens.fontSizes.sm};
  text-decoration: none;

  &:active {
    background: ${tokens.colors.surfacePressed};
  }

  &:disabled {
    color: ${tokens.colors.textSecondary};
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
