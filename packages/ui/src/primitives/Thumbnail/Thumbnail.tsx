import { useState } from 'react';
import styled from 'styled-components';
import { ImageIcon } from '../Icon/contentIcons';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textTertiary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

type ThumbnailProps = {
  /** Image url ('' or a broken image shows a neutral placeholder). */
  src: string;
  /** Edge in px (default 80). */
  size?: number;
  /** Text alternative; '' (default) when the title is written next to it. */
  alt?: string;
};

/**
 * A product picture in a row or a card: square, lazy (only rows in view download on a slow
 * network), and a placeholder instead of a broken image.
 */
export function Thumbnail({ src, size = 80, alt = '' }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Frame $size={size}>
      {broken ? (
        <ImageIcon size={Math.round(size / 3)} />
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={size}
          height={size}
          onError={() => setFailed(src)}
        />
      )}
    </Frame>
  );
}
