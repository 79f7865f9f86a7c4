import { afterStart } from '@merchant/ui/data/boot/idle.ts';

/**
 * Registers the app's service worker (build/installable.ts) once the page is loaded, interactive
 * and the browser idle: it never competes with the page on screen; and from then on keeps the
 * tab page on screen as the merchant leaves (seenPage.ts). Its code (workbox-window, the
 * update prompt) loads then. Not in development, nor where service workers are not offered.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;
  const later = () =>
    afterStart(() => {
      // And the tab page on screen kept as the merchant leaves, for the next visit to paint.
      void import('./seenPage')
        .then(({ keepSeenPagesOnLeaving }) => keepSeenPagesOnLeaving())
        .catch(() => {});
      void import('./offline')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => {
          // Offline, or refused by the browser: the app works as a web page.
        });
    });
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
