import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { tokens } from '../../../theme/cssTokens';

/** The heading block at the top of an auth page. */
export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  padding-block: ${tokens.space.lg};
`;

/** The page's greeting (an h2 under the NavBar's h1). */
export const Heading = styled.h2`
  font-size: ${tokens.fontSizes.xxl};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;

/** A sentence explaining the page. */
export const Lead = styled.p`
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

/** The form: fields stacked with room between them. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: ${tokens.space.xs};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  padding-inline: ${tokens.space.xs};
  color: ${tokens.colors.accent.text};
  font-weight: ${tokens.fontWeights.medium};
  text-decoration: none;
`;

type AuthLinkProps = {
  /** A sentence before the link ("No shop yet?"). */
  lead?: ReactNode;
  /** Where it goes. */
  href: string;
  /** The link text. */
  children: ReactNode;
};

/** A centred line with a link to another auth page (44px tall). */
export function AuthLink({ lead, href, children }: AuthLinkProps) {
  return (
    <Row>
      {lead ? <span>{lead}</span> : null}
      <StyledLink href={href}>{children}</StyledLink>
    </Row>
  );
}
