import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** A form page's guard against losing unsaved changes, as views see it. */
export type LeaveGuard = {
  /** The "discard your changes?" question is open (draw a ConfirmDialog with it). */
  asking: boolean;
  /** The page's back button: asks first while there are unsaved changes. */
  back: () => void;
  /** Leave anyway: goes back, or to the link that was clicked, or where the browser was going. */
  leave: () => void;
  /** Stay on the page (closes the question). */
  stay: () => void;
};

type Pending = { kind: 'back' } | { kind: 'link'; to: string } | { kind: 'history' };

// Marks the extra history entry a page with unsaved changes stands on (same address as the page).
const GUARD_KEY = 'leaveGuard';

const hrefOf = (location: Location): string =>
  `${location.pathname}${location.search}${location.hash}`;

const isGuardEntry = (state: unknown): boolean =>
  state !== null && typeof state === 'object' && GUARD_KEY in state;

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
 * Asks before a form page with unsaved changes is left, whichever way out is taken: its back
 * button (`back`), an in-app link anywhere on the page (the click is held while the question is
 * open), the browser's back button and the phone's back gesture, or the browser closing or
 * reloading the tab (`beforeunload`, the browser's own question). Nothing is asked while `dirty`
 * is false.
 *
 * A history move cannot be cancelled, so while the page is dirty it stands on an extra history
 * entry of its own address: Back takes that entry away without changing the address (the form
 * and what was typed stay on screen) and opens the question. Keeping the edits puts the entry
 * back; leaving goes back once more; the entry is taken away again when the changes are saved.
 */
export function useLeaveGuard(dirty: boolean, goBack: () => void): LeaveGuard {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // The page's own entry (its address and the app's state), while it is dirty.
  const entry = useRef<{ href: string; state: unknown } | null>(null);
  // What to do when the history move this hook started lands (that move is not asked about).
  const afterOwnMove = useRef<(() => void) | null>(null);

  const standGuard = useCallback(() => {
    const own = entry.current;
    if (!own) return;
    const state = own.state !== null && typeof own.state === 'object' ? own.state : {};
    window.history.pushState({ ...state, [GUARD_KEY]: true }, '', own.href);
  }, []);

  /** Takes the extra entry away (when the page stands on it), then runs `then`. */
  const stepOffGuard = useCallback((then: () => void) => {
    if (!isGuardEntry(window.history.state)) {
      then();
      return;
    }
    afterOwnMove.current = then;
    window.history.back();
  }, []);

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
    const own = { href: hrefOf(window.location), state: window.history.state };
    const onPopState = () => {
      const then = afterOwnMove.current;
      if (then) {
        afterOwnMove.current = null;
        then();
        return;
      }
      // Back from the extra entry: still this page, the question decides.
      if (hrefOf(window.location) === own.href && !isGuardEntry(window.history.state)) {
        setPending({ kind: 'history' });
      }
    };
    entry.current = own;
    if (!isGuardEntry(own.state)) standGuard();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      entry.current = null;
      afterOwnMove.current = null;
      // Saved (or discarded) while still on the extra entry: take it away, nothing to ask (and
      // stand on a new one if the page is dirty again by the time it is gone).
      if (isGuardEntry(window.history.state) && hrefOf(window.location) === own.href) {
        afterOwnMove.current = () => {
          if (dirtyRef.current) standGuard();
        };
        window.history.back();
      }
    };
  }, [dirty, standGuard]);

  const go = useCallback(
    (target: Pending) => {
      if (target.kind === 'link') stepOffGuard(() => navigate(target.to));
      else if (target.kind === 'back') stepOffGuard(goBack);
      else {
        // The extra entry is gone already: this Back goes where the merchant's Back was going.
        afterOwnMove.current = () => {};
        window.history.back();
      }
    },
    [goBack, navigate, stepOffGuard],
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
    stay: () => {
      if (pending?.kind === 'history') standGuard();
      setPending(null);
    },
  };
}
