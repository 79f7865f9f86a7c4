import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { useKeyboardInset } from './useKeyboardInset';
import { tokens } from '../../theme/cssTokens';

const Bar = styled.div`
  position: sticky;
  bottom: var(--keyboard-inset, 0px);
  z-index: ${tokens.zIndices.bottomBar};
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  min-height: ${tokens.sizes.bottomBar};
  margin-top: auto;
  padding: ${tokens.space.sm} max(${tokens.space.lg}, var(--safe-area-right, 0px))
    max(${tokens.space.sm}, var(--safe-area-bottom, 0px))
    max(${tokens.space.lg}, var(--safe-area-left, 0px));
  background: ${tokens.colors.surface};
  border-top: 1px solid ${tokens.colors.border};
  box-shadow: ${tokens.shadows.sheet};

  /* While the keyboard is up the home indicator is hidden: no safe-area padding then. */
  &[data-keyboard='open'] {
    padding-bottom: ${tokens.space.sm};
  }
`;

const Summary = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
`;

const Actions = styled.div<{ $stretch: boolean }>`
  display: flex;
  flex: ${({ $stretch }) => ($stretch ? '1' : 'none')};
  gap: ${tokens.space.sm};

  /* Alone, the buttons share the width; next to a summary, they keep their own. */
  & > * {
    flex: ${({ $stretch }) => ($stretch ? '1 1 0' : 'none')};
    white-space: ${({ $stretch }) => ($stretch ? 'normal' : 'nowrap')};
  }
`;

type BottomBarProps = {
  /** The action buttons (one primary, at most one secondary). */
  children: ReactNode;
  /** Text on the left, e.g. "3 selected" or a total; the buttons then take their own width. */
  summary?: ReactNode;
};

/**
 * The action area at the bottom of a page (put it in Page's `footer`). It stays on screen
 * while the page scrolls and rides above the on-screen keyboard.
 */
export function BottomBar({ children, summary }: BottomBarProps) {
  const keyboard = useKeyboardInset();
  return (
    <Bar
      data-bottom-bar
      data-keyboard={keyboard > 0 ? 'open' : 'closed'}
      style={{ '--keyboard-inset': `${keyboard}px` } as CSSProperties}
    >
      {summary ? <Summary>{summary}</Summary> : null}
      <Actions $stretch={!summary}>{children}</Actions>
    </Bar>
  );
}
