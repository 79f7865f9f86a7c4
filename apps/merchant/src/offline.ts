import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { ROUTES } from './routes';

let prompt: HTMLElement | null = null;

/**
 * Says that a new version waits, with `apply` to take it: the "new version: reload" prompt,
 * drawn in a root of its own (once). Its code (the prompt and the kit under it) is loaded only
 * now: registering the worker, on every page, evaluates none of it. A page the worker serves
 * loads it from the device; where it cannot be loaded, the new version takes over once every tab
 * of the app is closed, as a waiting worker does.
 */
async function promptUpdate(apply: () => void): Promise<void> {
  const [{ announceUpdate }, { UpdatePrompt }] = await Promise.all([
    import('@merchant/ui/shell/update.ts'),
    import('@merchant/ui/shell/UpdatePrompt.tsx'),
  ]);
  announceUpdate(apply);
  if (prompt) return;
  prompt = document.body.appendChild(document.createElement('div'));
  createRoot(prompt).render(createElement(UpdatePrompt));
}

/**
 * The pages the worker keeps as soon as it is active: the tab pages (the start address among
 * them). A page opened before the worker was there went past it; without this, the next visit
 * would wait for the network for its HTML.
 */
export const PAGES_KEPT_AT_ONCE: readonly string[] = ROUTES.filter((route) => route.tab).map(
  (route) => route.path,
);

/**
 * Registers the service worker. A new version installs in the background and waits: the merchant
 * is told, and it takes over only when they tap "reload" (then the page reloads once). Once it
 * is first active, it keeps the tab pages (`PAGES_KEPT_AT_ONCE`, asked for as pages: Workbox's
 * `CACHE_URLS` message, through the worker's own route for pages).
 */
export async function registerServiceWorker(): Promise<void> {
  const worker = new Workbox('/sw.js');
  // (Where the page came through the worker, it is there already and keeps the pages opened.)
  if (!navigator.serviceWorker.controller)
    void worker.active
      .then(() =>
        worker.messageSW({
          type: 'CACHE_URLS',
          payload: {
            urlsToCache: PAGES_KEPT_AT_ONCE.map((path) => [
              path,
              { headers: { accept: 'text/html' } },
            ]),
          },
        }),
      )
      .catch(() => {
        // Not kept now: each is kept as it is next opened.
      });
  worker.addEventListener('waiting', () => {
    promptUpdate(() => {
      worker.addEventListener('controlling', () => location.reload());
      worker.messageSkipWaiting();
    }).catch(() => {
      // Not loaded (the network gone, the old version's files gone from the host).
    });
  });
  await worker.register();
}
