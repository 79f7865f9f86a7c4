import { useEffect } from 'react';

function replay(target: Element | null): void {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

/**
 * Marks the page as the app's once the content around it has committed (`<html
 * data-boot="live">`): a prerendered page's boot script (apps/merchant/build/bootScript.ts) then
 * stops holding presses, and the one it held is replayed (on the same control of the new page
 * when the first render replaced the prerendered one: replay.ts). Rendered inside each page's
 * own Suspense boundary, next to its content: React hydrates a boundary after the frame around
 * it, and a press on content not yet hydrated would reach no handler.
 */
export function Live(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-boot', 'live');
    // The pressed look the boot script gave a held press (or a link) while the page was loading.
    for (const marked of document.querySelectorAll('[data-held]'))
      marked.removeAttribute('data-held');
    const held = window as { __merchantPending?: Element };
    const pending = held.__merchantPending;
    delete held.__merchantPending;
    if (!pending) return;
    if (pending.isConnected) replay(pending);
    else
      void import('./replay')
        .then(({ counterpart }) => replay(counterpart(pending)))
        .catch(() => {
          // Not loaded (offline): the press is dropped, as a press on a page that changed is.
        });
  }, []);
  return null;
}
