import { useEffect, useState } from 'react';

/** Whether the focused element takes typing (the on-screen keyboard can only be open then). */
function typingFocused(): boolean {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !/^(button|checkbox|radio|range|submit|reset|file|color|image|hidden)$/.test(element.type)
  );
}

/**
 * How many px of the layout viewport the on-screen keyboard covers (0 when closed or unknown).
 * iOS, and Android Chrome since 108, shrink only the visual viewport when the keyboard opens,
 * so `bottom: 0` elements end up behind it; lifting them by this amount keeps them visible.
 *
 * The viewport is read only when the keyboard can be up (a field has the focus) or the viewport
 * changes: reading it forces a layout, which in the middle of a page's first render blocks a
 * slow phone's main thread (bench/RESULTS.md) for a keyboard that is never open then.
 * `active` false (a closed sheet) reads nothing and answers 0.
 */
export function useKeyboardInset(active = true): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => {
      // A pinch-zoom shrinks the visual viewport too; that is not a keyboard.
      const covered =
        viewport.scale > 1.01 ? 0 : window.innerHeight - viewport.height - viewport.offsetTop;
      setInset(Math.max(0, Math.round(covered)));
    };
    if (typingFocused()) update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [active]);
  return active ? inset : 0;
}
