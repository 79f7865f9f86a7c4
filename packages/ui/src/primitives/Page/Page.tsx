import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/cssTokens';

// Loaded behind the page, with the files the page already has: the login page's JavaScript
// (its size budget) does without it.
const BackToTop = lazy(async () => ({ default: (await import('../BackToTop')).BackToTop }));

/**
 * Whether the document has scrolled since the page was drawn. "Back to top" is wanted only then,
 * and its file is asked for only then: asked for in the page's first render, its request came
 * between the first render and the paint of the page's content on a slow network (Lighthouse
 * counted its round trip into the page's largest contentful paint).
 */
function useScrolledOnce(): boolean {
  const [scrolled, setScrolled] = useState(false);
  // Listening from the commit on (a layout effect, run before the next frame): a passive effect
  // can run after the frame whose scroll event it was meant to hear. Nothing is read from the
  // layout here.
  useLayoutEffect(() => {
    const onScroll = () => setScrolled(true);
    addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

// The page's colour, padding and footer are chosen by data attributes, so its styles have no
// function in them (see cssTokens).
const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${tokens.colors.bg};

  &[data-background='surface'] {
    background: ${tokens.colors.surface};
  }

  &[data-footer] {
    --back-to-top-lift: ${tokens.sizes.bottomBar};
  }
`;

const Main = styled.main`
  --page-inset: ${tokens.space.md};
  --page-bottom: max(${tokens.space.lg}, var(--safe-area-bottom, 0px));
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: var(--page-inset) max(var(--page-inset), var(--safe-area-right, 0px)) var(--page-bottom)
    max(var(--page-inset), var(--safe-area-left, 0px));

  &[data-padding='none'] {
    --page-inset: 0px;
  }

  /* The footer's bar keeps clear of the home indicator: the content needs no more. */
  &[data-footer] {
    --page-bottom: ${tokens.space.lg};
  }

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
  const scrolled = useScrolledOnce();
  return (
    <Root data-background={background} data-footer={footer ? '' : undefined}>
      {navBar}
      {/* tabIndex -1: only "back to top" focuses it (no focus ring, see &:focus). */}
      <Main ref={main} tabIndex={-1} data-padding={padding} data-footer={footer ? '' : undefined}>
        {children}
      </Main>
      {footer}
      {scrolled ? (
        <Suspense fallback={null}>
          <BackToTop focusTarget={main} />
        </Suspense>
      ) : null}
    </Root>
  );
}
