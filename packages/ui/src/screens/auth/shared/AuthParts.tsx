import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';

/** The heading block at the top of an auth page. */
export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.lg};
`;

/** The page's greeting (an h2 under the NavBar's h1). */
export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** A sentence explaining the page. */
export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The form: fields stacked with room between them. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding-inline: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accent.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
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
