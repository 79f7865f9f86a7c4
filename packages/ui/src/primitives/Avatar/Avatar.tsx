import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/cssTokens';
import { imageSrc } from '../../data/format/imageSrc';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${tokens.colors.accent.soft};
  color: ${tokens.colors.accent.softText};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${tokens.fontWeights.semibold};
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

type AvatarProps = {
  /** The picture's address; '' or null (or a picture that fails to load, or an address that is no picture's) shows the initial. */
  src: string | null | undefined;
  /** Whose picture it is: its first letter is the fallback, and it names the picture when `decorative` is false. */
  name: string;
  /** Width and height in px (default 56). */
  size?: number;
  /** True (default) when the name is written next to it: screen readers skip the picture. */
  decorative?: boolean;
  /** Class name, so a parent can place it. */
  className?: string;
};

/** The first letter (or character) of a name, upper-cased: "demo shop" -> "D", "小店" -> "小". */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase();
}

/** A round picture of a shop or a person, with the name's initial while there is none. */
export function Avatar({ src: given, name, size = 56, decorative = true, className }: AvatarProps) {
  // The address that failed: a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const src = imageSrc(given);
  const showImage = Boolean(src) && failed !== src;
  const label = decorative ? undefined : name;
  return (
    <Frame
      $size={size}
      className={className}
      {...(showImage ? {} : label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {showImage ? (
        <img
          src={src ?? ''}
          alt={label ?? ''}
          width={size}
          height={size}
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        initialOf(name)
      )}
    </Frame>
  );
}
