import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';
import { cardSurface } from '../Card';

// The light band sweeps across each shape by a transform, which the compositor animates: a
// moving background is painted again on the main thread in every frame, while the page's
// scripts start under a skeleton. The band is the same gradient as a background would be (a
// tile twice the shape's width), on a strip of two tiles that moves one tile's width.
const shimmer = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;

// Each shape's size is its own style: the class is the same for all of them (see cssTokens).
const Shape = styled.span`
  position: relative;
  display: block;
  flex: none;
  overflow: hidden;
  background: ${tokens.colors.skeleton};

  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: -300%;
    width: 400%;
    background: linear-gradient(
      90deg,
      ${tokens.colors.skeleton} 25%,
      ${tokens.colors.skeletonHighlight} 50%,
      ${tokens.colors.skeleton} 75%
    );
    background-size: 50% 100%;
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
`;

type SkeletonLineProps = {
  /** CSS width (default 100%). */
  width?: string;
};

/** A grey bar the height of a line of text. */
export function SkeletonLine({ width = '100%' }: SkeletonLineProps) {
  return <Shape style={{ width, height: '14px', borderRadius: '4px' }} />;
}

type SkeletonBlockProps = {
  /** CSS height. */
  height: string;
  /** CSS width (default 100%). */
  width?: string;
};

/** A grey rectangle (an image, a chart, a card). */
export function SkeletonBlock({ height, width = '100%' }: SkeletonBlockProps) {
  return <Shape style={{ width, height, borderRadius: '8px' }} />;
}

type SkeletonAvatarProps = {
  /** Diameter in px (default 40). */
  size?: number;
};

/** A grey circle (a logo, an avatar). */
export function SkeletonAvatar({ size = 40 }: SkeletonAvatarProps) {
  return <Shape style={{ width: size, height: size, borderRadius: '50%' }} />;
}

const Container = styled.div`
  display: flex;
  flex-direction: column;
`;

const Row = styled.div`
  display: flex;
  gap: ${tokens.space.md};
  align-items: center;
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${tokens.colors.surface};

  & + & {
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const Card = styled.div`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.lg};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.sm};
  min-width: 0;
`;

function ListRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <Row key={index}>
      <SkeletonAvatar />
      <Lines>
        <SkeletonLine width={index % 2 ? '55%' : '70%'} />
        <SkeletonLine width="40%" />
      </Lines>
    </Row>
  ));
}

function Cards({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <Card key={index}>
      <SkeletonLine width="45%" />
      <Row style={{ padding: 0 }}>
        <SkeletonBlock width="72px" height="72px" />
        <Lines>
          <SkeletonLine />
          <SkeletonLine width="60%" />
          <SkeletonLine width="30%" />
        </Lines>
      </Row>
    </Card>
  ));
}

type SkeletonProps = {
  /** A ready-made layout: list rows, cards (orders, products), or the custom `children`. */
  variant?: 'list' | 'card' | 'custom';
  /** How many rows or cards (default 6 rows, 3 cards). */
  rows?: number;
  /** The shapes of a custom layout (SkeletonLine, SkeletonBlock, SkeletonAvatar). */
  children?: ReactNode;
};

/** Grey placeholders while the first page loads; screen readers hear "loading". */
export function Skeleton({ variant = 'list', rows, children }: SkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <Container aria-busy="true">
      <VisuallyHidden>
        <span role="status">{t('state.loading')}</span>
      </VisuallyHidden>
      <Container aria-hidden="true">
        {variant === 'list' ? <ListRows rows={rows ?? 6} /> : null}
        {variant === 'card' ? <Cards rows={rows ?? 3} /> : null}
        {variant === 'custom' ? children : null}
      </Container>
    </Container>
  );
}
