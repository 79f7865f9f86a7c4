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

/**
 * The floating "back to top" button of long pages: it appears after a screen of scrolling and
 * scrolls smoothly to 20px from the top (at once when the merchant asked for reduced motion).
 */
export function BackToTop({ threshold, focusTarget }: BackToTopProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);

  // A 1px mark at the very top of the document, watched with the screen stretched upwards by
  // the threshold: the mark leaves that area once the page has scrolled further. No scroll
  // listener and nothing read from the layout while the page scrolls (a read there lays out the
  // rows a long list has just added, inside the frame, on a slow phone's main thread).
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const mark = document.createElement('div');
    mark.setAttribute('aria-hidden', 'true');
    mark.style.cssText =
      'position:absolute;top:0;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden';
    document.body.append(mark);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: `${threshold === undefined ? '100%' : `${threshold}px`} 0px 0px 0px` },
    );
    observer.observe(mark);
    return () => {
      observer.disconnect();
      mark.remove();
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
