import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { pressable, resetButton } from '../../theme/mixins';
import { ChevronRightIcon } from '../Icon/contentIcons';
import { tokens } from '../../theme/cssTokens';

const row = css`
  ${resetButton}
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  width: 100%;
  min-height: 52px;
  padding: ${tokens.space.md} ${tokens.space.lg};
  background-color: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  text-decoration: none;
  text-align: start;

  /* Rows touch each other: draw the focus ring inside. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const StaticRow = styled.div`
  ${row}
`;

const ButtonRow = styled.button`
  ${row}
  ${pressable}
`;

const LinkRow = styled(Link)`
  ${row}
  ${pressable}
`;

const Icon = styled.span`
  display: flex;
  flex: none;
  color: ${tokens.colors.textSecondary};
`;

const Main = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
`;

const Description = styled.span`
  margin-top: ${tokens.space.xxs};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
`;

const Value = styled.span`
  flex: 0 1 auto;
  max-width: 60%;
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
  text-align: end;
  overflow-wrap: anywhere;
`;

const Arrow = styled(ChevronRightIcon)`
  flex: none;
  margin-inline-end: -${tokens.space.xs};
  color: ${tokens.colors.textTertiary};

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

type CellProps = {
  /** The row's name. */
  label: ReactNode;
  /** What it is set to, on the right (text, an amount, a switch). */
  value?: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Makes the row a link (an `<a>` through the router). */
  href?: string;
  /** Makes the row a button. */
  onClick?: () => void;
  /** Shows the chevron; by default only links and buttons have one. */
  arrow?: boolean;
};

/** One row of a settings-style list: label left, value right, optional chevron. */
export function Cell({ label, value, description, icon, href, onClick, arrow }: CellProps) {
  const showArrow = arrow ?? Boolean(href || onClick);
  const content = (
    <>
      {icon ? <Icon>{icon}</Icon> : null}
      <Main>
        <Label>{label}</Label>
        {description ? <Description>{description}</Description> : null}
      </Main>
      {value !== undefined && value !== null ? <Value>{value}</Value> : null}
      {showArrow ? <Arrow size={18} /> : null}
    </>
  );
  if (href) return <LinkRow href={href}>{content}</LinkRow>;
  if (onClick) {
    return (
      <ButtonRow type="button" onClick={onClick}>
        {content}
      </ButtonRow>
    );
  }
  return <StaticRow>{content}</StaticRow>;
}

const Group = styled.section`
  & + & {
    margin-top: ${tokens.space.md};
  }
`;

const GroupTitle = styled.h2`
  padding: ${tokens.space.md} ${tokens.space.lg} ${tokens.space.sm};
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.regular};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
`;

const Rows = styled.div`
  overflow: hidden;
  background: ${tokens.colors.surface};

  &[data-layout='inset'] {
    margin-inline: ${tokens.space.md};
    border-radius: ${tokens.radii.lg};
  }

  /* Hairlines between rows, indented like the text. */
  & > * + * {
    background-image: linear-gradient(${tokens.colors.border}, ${tokens.colors.border});
    background-repeat: no-repeat;
    background-size: calc(100% - ${tokens.space.lg}) 1px;
    background-position: right top;
  }
`;

type CellGroupProps = {
  /** A heading above the rows. */
  title?: ReactNode;
  /** 'inset' draws a rounded card with side margins; 'full' spans the width (default). */
  layout?: 'full' | 'inset';
  /** The cells. */
  children: ReactNode;
};

/** A group of cells, with an optional heading. */
export function CellGroup({ title, layout = 'full', children }: CellGroupProps) {
  const titleId = useId();
  return (
    <Group aria-labelledby={title ? titleId : undefined}>
      {title ? <GroupTitle id={titleId}>{title}</GroupTitle> : null}
      <Rows data-layout={layout}>{children}</Rows>
    </Group>
  );
}
