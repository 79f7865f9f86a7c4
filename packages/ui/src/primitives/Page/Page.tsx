import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div<{ $background: 'bg' | 'surface' }>`
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
 * bars stick with position: sticky.
 */
export function Page({
  navBar,
  footer,
  children,
  padding = 'normal',
  background = 'bg',
}: PageProps) {
  return (
    <Root $background={background}>
      {navBar}
      <Main $padding={padding} $footer={Boolean(footer)}>
        {children}
      </Main>
      {footer}
    </Root>
  );
}
