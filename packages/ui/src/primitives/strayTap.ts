import { useCallback, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { tokens } from '../theme/cssTokens';

/** How long after a sheet is drawn a tap on it is taken for the second tap of a double tap. */
export const STRAY_TAP_MS = 400;

/** How long a sheet or dialog just drawn takes no tap: its opening animation's length. */
export const ARRIVAL_MS = Number.parseFloat(tokens.motion.normal);

/**
 * When the first frame drawing `shown` (the step on screen, or whether a modal is open) was
 * painted: +Infinity until it is, and again whenever `shown` changes. Timed from the frame, not
 * from the render: on a busy phone the frame comes late, and a tap made before the merchant
 * could see the change is no choice.
 */
function useDrawnAt(shown: unknown): RefObject<number> {
  const drawnAt = useRef(Number.POSITIVE_INFINITY);
  // Before the paint: the frame asked for is the one that paints it.
  useLayoutEffect(() => {
    drawnAt.current = Number.POSITIVE_INFINITY;
    const frame = requestAnimationFrame(() => {
      drawnAt.current = performance.now();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return drawnAt;
}

/** An input event's time (`timeStamp`: when the finger made it, on performance.now()'s clock). */
type Tap = { timeStamp: number };

/**
 * When a tap was made: its event's time where there is one (a tap queued behind a long task is
 * handled late, but was made when it was made), else now (also for a time on another clock, one
 * after now: React gives Date.now() for an event without a time).
 */
const madeAt = (tap?: Tap) => {
  const now = performance.now();
  const at = tap?.timeStamp;
  return at !== undefined && Number.isFinite(at) && at > 0 && at <= now ? at : now;
};

/**
 * Whether a tap (its event; none: a tap now) is the second tap of a double tap, landing on what
 * the first one opened: `shown` changed, and the frame drawing it was not painted yet when the
 * tap was made, or less than STRAY_TAP_MS before. Call it where the sheets are drawn (code loaded
 * apart mounts when it arrives, and is timed from then).
 */
export function useStrayTap(shown: unknown): (tap?: Tap) => boolean {
  const drawnAt = useDrawnAt(shown);
  return useCallback((tap?: Tap) => madeAt(tap) - drawnAt.current < STRAY_TAP_MS, [drawnAt]);
}

/**
 * A modal's guard while it arrives (it was painted less than ARRIVAL_MS before the tap was made,
 * or its opening animation still runs; with motion reduced there is none, and the time alone
 * counts):
 * `arriving()` for its dismissals, and `onClickCapture` for its content, which swallows a
 * finger's or a mouse's click meanwhile (the second tap of a double tap on what opened it would
 * press what is drawn there: a language, a pay button). A key's click (detail 0) and a script's
 * (untrusted) go through.
 */
export function useArrival(
  open: boolean,
  modal: RefObject<HTMLElement | null>,
): { arriving: (tap?: Tap) => boolean; onClickCapture: (event: MouseEvent) => void } {
  const drawnAt = useDrawnAt(open);
  const arriving = useCallback(
    (tap?: Tap) => {
      if (madeAt(tap) - drawnAt.current < ARRIVAL_MS) return true;
      const animations = modal.current?.getAnimations?.() ?? [];
      return animations.some((animation) => animation.playState === 'running');
    },
    [drawnAt, modal],
  );
  const onClickCapture = useCallback(
    (event: MouseEvent) => {
      if (!event.isTrusted || event.detail === 0 || !arriving(event)) return;
      event.preventDefault();
      event.stopPropagation();
    },
    [arriving],
  );
  return { arriving, onClickCapture };
}
