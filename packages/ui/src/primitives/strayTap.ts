import { useCallback, useEffect, useRef } from 'react';

/** How long after a sheet is drawn a tap on it is taken for the second tap of a double tap. */
export const STRAY_TAP_MS = 400;

/**
 * Whether a tap now is the second tap of a double tap, landing on what the first one opened:
 * `shown` (the step on screen) changed, and the first frame drawing it is not painted yet or
 * was painted less than STRAY_TAP_MS ago. Timed from the frame, not from the render: on a busy
 * phone the frame comes late, and a tap made before the merchant could see the sheet is no
 * choice. Call it where the sheets are drawn (code loaded apart mounts when it arrives).
 */
export function useStrayTap(shown: unknown): () => boolean {
  const drawnAt = useRef(Number.POSITIVE_INFINITY);
  useEffect(() => {
    drawnAt.current = Number.POSITIVE_INFINITY;
    const frame = requestAnimationFrame(() => {
      drawnAt.current = performance.now();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return useCallback(() => performance.now() - drawnAt.current < STRAY_TAP_MS, []);
}
