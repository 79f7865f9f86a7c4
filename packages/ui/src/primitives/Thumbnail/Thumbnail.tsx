import { useState } from 'react';
import styled from 'styled-components';
import { ImageIcon } from '../Icon/contentIcons';
import { tokens } from '../../theme/cssTokens';
import { imageSrc } from '../../data/format/imageSrc';

// The edge is the element's own style: the class is the same for every size (see cssTokens).
const Frame = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
  color: ${tokens.colors.textTertiary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

type ThumbnailProps = {
  /** Image url ('', a broken image or an address that is no picture's shows a neutral placeholder). */
  src: string;
  /** Edge in px (default 80). */
  size?: number;
  /** Text alternative; '' (default) when the title is written next to it. */
  alt?: string;
  /**
   * On screen when the page opens (the first rows of a list): loaded at once and first, not
   * lazily, so the page's largest picture is not held back until the layout has placed it.
   */
  priority?: boolean;
};

/** How many rows of a list are on a phone's first screen (their pictures load with priority). */
export const FIRST_SCREEN_ROWS = 4;

/**
 * A product picture in a row or a card: square, lazy (only rows in view download on a slow
 * network) unless it is on the first screen, and a placeholder instead of a broken image.
 */
export function Thumbnail({ src: given, size = 80, alt = '', priority = false }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = imageSrc(given);
  const broken = !src || failed === src;
  return (
    <Frame style={{ width: size, height: size }}>
      {broken ? (
        <ImageIcon size={Math.round(size / 3)} />
      ) : (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'auto' : 'async'}
          width={size}
          height={size}
          onError={() => setFailed(src)}
        />
      )}
    </Frame>
  );
}
