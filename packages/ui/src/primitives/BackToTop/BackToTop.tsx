import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { ArrowUpIcon } from '../Icon/contentIcons';
import { tokens } from '../../theme/cssTokens';

/** Where the page scrolls back to: 20px from the top (the product's scroll-to-top offset). */
export const BACK_TO_TOP_OFFSET = 20;

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px); }
`;

// Above a tab bar or a bottom bar: the page sets `--back-to-top-lift` to their height.
const Button = styled.button`
  ${resetButton}
  position: fixed;
  right: max(${tokens.space.lg}, var(--safe-area-right, 0px));
  bottom: calc(var(--back-to-top-lift, 0px) + var(--safe-area-bottom, 0px) + ${tokens.space.lg});
  z-index: ${tokens.zIndices.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  border: 1px solid ${tokens.colors.border};
  border-radius: 50%;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.shadows.raised};
  animation: ${appear} ${tokens.motion.normal} ${tokens.motion.easing};

  &:active {
    background: ${tokens.colors.surfacePressed};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

type BackToTopProps = {
  /** Shown once the page has scrolled this far, in px (default: one screen height). */
  threshold?: number;
  /** Takes the focus after the jump (the page's `<main>`), so keyboard users start at the top. */
  focusTarget?: RefObject<HTMLElement | null>;
};

function scrolledFar(threshold: number | undefined): boolean {
  return window.scrollY > (threshold ?? window.innerHeight);
}

/**
 * The floating "back to top" button of long pages: it appears after a screen of scrolling and
 * scrolls smoothly to 20px from the top (at once when the merchant asked for reduced motion).
 */
export function BackToTop({ threshold, focusTarget }: BackToTopProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(scrolledFar(threshold));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first look waits for the next frame too: reading the scroll position as the page
    // mounts forces a layout in the middle of its render (about 70 ms of a slow phone's main
    // thread when a tab opens), and the frame lays the page out anyway.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  if (!shown) return null;

  const toTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: BACK_TO_TOP_OFFSET, behavior: reduced ? 'auto' : 'smooth' });
    focusTarget?.current?.focus({ preventScroll: true });
  };

  return (
    <Button type="button" aria-label={t('action.backToTop')} onClick={toTop}>
      <ArrowUpIcon size={22} />
    </Button>
  );
}
