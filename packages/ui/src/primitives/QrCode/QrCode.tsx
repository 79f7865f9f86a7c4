import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton';
import { tokens } from '../../theme/cssTokens';

// The QR encoder is loaded only by the pages that show a code (deposit address, invitation).
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

const Frame = styled.figure<{ $size: number }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size + 24}px;
  height: ${({ $size }) => $size + 24}px;
  margin: 0 auto;
  padding: 12px;
  border-radius: ${tokens.radii.lg};
  /* A code must stay dark on light to scan, in the dark theme too. */
  background: #fff;
`;

type QrCodeProps = {
  /** The text encoded (an address, a link). */
  value: string;
  /** What it is, for screen readers ("deposit address QR code"). */
  label: string;
  /** Side in CSS pixels (default 176). */
  size?: number;
};

/** A QR code of a text, drawn as SVG once its small encoder has loaded. */
export function QrCode({ value, label, size = 176 }: QrCodeProps) {
  return (
    <Frame $size={size} role="img" aria-label={label} data-value={value}>
      <Suspense
        fallback={
          <Skeleton variant="custom">
            <div style={{ width: size, height: size }} />
          </Skeleton>
        }
      >
        <QRCodeSVG value={value} size={size} level="M" aria-hidden="true" />
      </Suspense>
    </Frame>
  );
}
