import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** A form page's guard against losing unsaved changes, as views see it. */
export type LeaveGuard = {
  /** The "discard your changes?" question is open (draw a ConfirmDialog with it). */
  asking: boolean;
  /** The page's back button: asks first while there are unsaved changes. */
  back: () => void;
  /** Leave anyway: goes back, or to the link that was clicked. */
  leave: () => void;
  /** Stay on the page (closes the question). */
  stay: () => void;
};

type Pending = { kind: 'back' } | { kind: 'link'; to: string };

/** The in-app address of a click on a same-origin link the router would follow, or null. */
function guardedTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before a form page with unsaved changes is left: through its back button (`back`), an
 * in-app link anywhere on the page (the click is held while the question is open), or the
 * browser closing or reloading the tab (`beforeunload`, the browser's own question). Nothing is
 * asked while `dirty` is false.
 */
export function useLeaveGuard(dirty: boolean, goBack: () => void): LeaveGuard {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    // Capture phase: before the router's own click handler, which then sees defaultPrevented.
    const onClick = (event: MouseEvent) => {
      const to = guardedTarget(event);
      if (to === null) return;
      event.preventDefault();
      setPending({ kind: 'link', to });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const go = useCallback(
    (target: Pending) => {
      if (target.kind === 'back') goBack();
      else navigate(target.to);
    },
    [goBack, navigate],
  );

  return {
    asking: pending !== null,
    back: () => {
      if (dirtyRef.current) setPending({ kind: 'back' });
      else goBack();
    },
    leave: () => {
      const target = pending;
      setPending(null);
      if (target) go(target);
    },
    stay: () => setPending(null),
  };
}
