import { useEffect } from 'react';

/**
 * Marks the page as the app's once the content around it has committed (`<html
 * data-boot="live">`): a prerendered page's boot script (apps/merchant/build/bootScript.ts) then
 * stops holding presses, and the one it held is replayed. Rendered inside each page's own
 * Suspense boundary, next to its content: React hydrates a boundary after the frame around it,
 * and a press on content not yet hydrated would reach no handler.
 */
export function Live(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-boot', 'live');
    const held = window as { __merchantPending?: Element };
    const pending = held.__merchantPending;
    delete held.__merchantPending;
    if (!pending?.isConnected) return;
    if (pending instanceof HTMLFormElement) pending.requestSubmit();
    else if (pending instanceof HTMLElement) pending.click();
  }, []);
  return null;
}
