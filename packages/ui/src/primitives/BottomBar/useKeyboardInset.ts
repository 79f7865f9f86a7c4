import { useEffect, useState } from 'react';

/**
 * How many px of the layout viewport the on-screen keyboard covers (0 when closed or unknown).
 * iOS, and Android Chrome since 108, shrink only the visual viewport when the keyboard opens,
 * so `bottom: 0` elements end up behind it; lifting them by this amount keeps them visible.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      // A pinch-zoom shrinks the visual viewport too; that is not a keyboard.
      const covered =
        viewport.scale > 1.01 ? 0 : window.innerHeight - viewport.height - viewport.offsetTop;
      setInset(Math.max(0, Math.round(covered)));
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
