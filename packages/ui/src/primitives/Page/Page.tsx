import { lazy, Suspense, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

// Loaded behind the page, with the files the page already has: the login page's JavaScript
// (its size budget) does without it.
const BackToTop = lazy(async () => ({ default: (await import('../BackToTop')).BackToTop }));

const Root = styled.div<{ $background: 'bg' | 'surface'; $footer: boolean }>`
  ${({ theme, $footer }) => ($footer ? `--back-to-top-lift: ${theme.sizes.bottomBar};` : '')}
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme, $background }) => theme.colors[$background]};
`;

const Main = styled.main<{ $padding: 'normal' | 'none'; $footer: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${({ theme, $padding }) => ($padding === 'normal' ? theme.space.md : '0')}
    max(
      ${({ theme, $padding }) => ($padding === 'normal' ? theme.space.md : '0px')},
      var(--safe-area-right, 0px)
    )
    ${({ theme, $footer }) => ($footer ? theme.space.lg : `max(${theme.space.lg}, var(--safe-area-bottom, 0px))`)}
    max(
      ${({ theme, $padding }) => ($padding === 'normal' ? theme.space.md : '0px')},
      var(--safe-area-left, 0px)
    );

  &:focus {
    outline: none;
  }
`;

type PageProps = {
  /** The NavBar (sticks to the top). */
  navBar?: ReactNode;
  /** A BottomBar with the page's actions (sticks to the bottom, above the keyboard). */
  footer?: ReactNode;
  /** The content. */
  children: ReactNode;
  /** 'normal' adds 12px around and between blocks (default); 'none' for edge-to-edge lists. */
  padding?: 'normal' | 'none';
  /** Page colour: 'bg' (grey, for cards and cell groups, default) or 'surface' (white, forms). */
  background?: 'bg' | 'surface';
};

/**
 * The frame of a screen: NavBar, content in `<main>`, and a footer. The document scrolls (not
 * an inner box), so the address bar can hide, the list observer sees the viewport, and the
 * bars stick with position: sticky. A long page offers "back to top" once scrolled a screen.
 */
export function Page({
  navBar,
  footer,
  children,
  padding = 'normal',
  background = 'bg',
}: PageProps) {
  const main = useRef<HTMLElement>(null);
  return (
    <Root $background={background} $footer={Boolean(footer)}>
      {navBar}
      {/* tabIndex -1: only "back to top" focuses it (no focus ring, see &:focus). */}
      <Main ref={main} tabIndex={-1} $padding={padding} $footer={Boolean(footer)}>
        {children}
      </Main>
      {footer}
      <Suspense fallback={null}>
        <BackToTop focusTarget={main} />
      </Suspense>
    </Root>
  );
}
