import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expandHitArea, resetButton } from '../../../theme/mixins';
import { tokens } from '../../../theme/cssTokens';
import { imageSrc } from '../../../data/format/imageSrc';

const Root = styled.section`
  position: relative;
  background: ${tokens.colors.surface};
`;

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: -2px;
  }

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: center;
  scroll-snap-stop: always;
  aspect-ratio: 1;
  max-height: 60vh;
  background: ${tokens.colors.skeleton};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.xs} 0;
`;

const Dot = styled.button`
  ${resetButton}
  ${expandHitArea}
  width: 28px;
  height: 28px;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${tokens.colors.borderStrong};
    transform: translate(-50%, -50%);
    transition: width ${tokens.motion.fast} ease;
  }

  &[aria-current='true']::before {
    width: 18px;
    border-radius: ${tokens.radii.pill};
    background: ${tokens.colors.accent.solid};
  }
`;

type GalleryProps = {
  /** Image urls, in order. */
  images: string[];
  /** The product title (the images' text alternative). */
  title: string;
};

/**
 * A swipeable gallery: CSS scroll-snap (no script while swiping), lazy images, and dots that
 * are buttons. The strip takes the focus, so arrow keys move it one image at a time.
 */
export function Gallery({ images, title }: GalleryProps) {
  const { t } = useTranslation('products');
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const total = images.length;

  function show(index: number) {
    const node = track.current;
    if (!node) return;
    const next = Math.max(0, Math.min(total - 1, index));
    const rtl = getComputedStyle(node).direction === 'rtl';
    node.scrollTo?.({ left: (rtl ? -1 : 1) * next * node.clientWidth });
    setActive(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) show(active + step);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(total - 1);
    else return;
    event.preventDefault();
  }

  return (
    <Root aria-roledescription="carousel" aria-label={t('detail.gallery')}>
      <Track
        ref={track}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          const node = event.currentTarget;
          if (node.clientWidth === 0) return;
          setActive(Math.round(Math.abs(node.scrollLeft) / node.clientWidth));
        }}
      >
        {images.map((src, index) => (
          <Slide
            key={`${index}-${src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('detail.imageOf', { index: index + 1, total })}
          >
            <img
              src={imageSrc(src) ?? undefined}
              alt={title}
              loading="lazy"
              decoding="async"
              width={390}
              height={390}
            />
          </Slide>
        ))}
      </Track>
      {total > 1 ? (
        <Dots>
          {images.map((src, index) => (
            <Dot
              key={`${index}-${src}`}
              type="button"
              aria-label={t('detail.showImage', { index: index + 1 })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </Dots>
      ) : null}
    </Root>
  );
}
