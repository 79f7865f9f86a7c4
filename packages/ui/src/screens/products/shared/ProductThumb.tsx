import styled from 'styled-components';

const Img = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
  object-fit: cover;
`;

type ProductThumbProps = {
  /** Image url. */
  src: string;
  /** Edge in px (default 80). */
  size?: number;
};

/**
 * A product picture in a list row. Lazy (slow networks: only rows in view download) and
 * decorative: the product title sits next to it.
 */
export function ProductThumb({ src, size = 80 }: ProductThumbProps) {
  return (
    <Img src={src} alt="" loading="lazy" decoding="async" width={size} height={size} $size={size} />
  );
}
