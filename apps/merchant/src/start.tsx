import { startTransition, StrictMode } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { setPageAhead } from '@merchant/ui/data/address/pageAhead.ts';
import { adoptBootFetches } from '@merchant/ui/data/boot/earlyFetch.ts';
import { forgetLastSeenShop, session, setRenderedSession } from '@merchant/ui/data/boot/session.ts';
import { formatterSteps } from '@merchant/ui/data/format/warmFormatters.ts';
import { i18n, initI18n, translationsReady, type TranslationPart } from '@merchant/ui/i18n';
import { App, preloadRoute } from './App';
import { prefetchOnIntent, prefetchRoute, primeRoute, readPageData } from './prefetch';
import { registerServiceWorkerWhenIdle } from './serviceWorker';
import { renderedSession } from './renderedSession';
import { findRoute } from './routes';

/** What the entry hands over: React DOM's two ways of starting a root. */
export type ReactDomRoots = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/**
 * How long a page whose code is ready waits for the answers of its main reads before it is
 * drawn without them (the prerendered skeleton is on screen meanwhile).
 */
const PRIME_WAIT_MS = 1000;

const delay = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));

/** The language's amount and date formatters, built a step a task (formatterSteps). */
async function warmFormatters(language: string): Promise<void> {
  for (const step of formatterSteps(language)) {
    await delay(0);
    step();
  }
}

/** Starts the app: hydrates a prerendered page, or renders. */
export async function start(
  root: HTMLElement,
  { createRoot, hydrateRoot }: ReactDomRoots,
): Promise<void> {
  const html = document.documentElement;
  // The reads the boot script started while this file downloaded, and the page's build data.
  adoptBootFetches();
  readPageData();
  // A link pressed: its page loads before the press ends.
  prefetchOnIntent();
  // A page a screen is about to open (the login's destination) loads its code meanwhile, and
  // its main reads once there is a session to read with.
  setPageAhead((path) => {
    const next = findRoute(path);
    if (!next) return Promise.resolve();
    prefetchRoute(path);
    return preloadRoute(next);
  });
  // No one logged in: nothing of the last merchant stays on the device (a session that ended
  // while the app was closed, or on a page that never loaded the storage code).
  if (!session.get().token) forgetLastSeenShop();
  // Render while fetching: a logged-in page's main reads start now (the boot script of a
  // prerendered page started them already), not once its screen has rendered.
  if (!location.search) prefetchRoute(location.pathname);

  // The boot script (build/bootScript.ts) said whether this prerendered page is the one to show:
  // the address, the session and the language are the ones it was rendered for. The page is
  // hydrated as the route it was rendered for, even when the address has moved on since (a
  // script's pushState): the app then renders the new address once hydrated, with no mismatch.
  const rendered =
    html.dataset.boot === 'hydrate' && root.firstElementChild !== null
      ? document.querySelector<HTMLElement>('script[data-route]')?.dataset.route
      : undefined;
  const hydrate = rendered !== undefined;
  const route = findRoute(rendered ?? location.pathname);
  const lang = hydrate ? html.lang : session.get().lang;
  // The login page needs only the start of the language; every other page the namespaces its
  // screen asks for (all of them where the build did not say).
  const part: TranslationPart =
    route?.queries === false ? 'start' : (route?.screen.namespaces ?? 'all');
  // A tab pressed before this code ran: the boot script moved the page to it (its frame, or
  // its page as last seen, on screen) and started its main reads (`data-boot="moved"`).
  const movedFirst = html.dataset.boot === 'moved';
  // A logged-in page shown where it was rendered for, or moved to: the answers of its main reads
  // (started by the boot script, they usually arrive before the code) go into the query cache
  // meanwhile.
  const primed =
    route !== undefined && ((hydrate && findRoute(location.pathname) === route) || movedFirst)
      ? primeRoute(route)
      : null;
  // A returning merchant's last-seen shop, kept on the device: drawn at once, then refreshed.
  // Before the first render only for a page drawn anew anyway (one with main reads, or not
  // prerendered): a prerendered form is hydrated, keeping what was typed into it meanwhile, and
  // gets the kept reads after (QueryRoot).
  // Only where the service worker serves the app (its files are on the device: reading them
  // costs no download); elsewhere the kept reads come once the page is live (QueryRoot).
  const returning =
    typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  const restoring =
    returning && route?.queries !== false && session.get().token && (primed !== null || !hydrate)
      ? import('@merchant/ui/data/boot/QueryRoot.tsx')
          .then(({ restoreLastSeen }) => restoreLastSeen())
          .catch(() => 0)
      : Promise.resolve(0);
  // Everything the first render needs is there before it starts, so it never waits halfway.
  const [, , restored] = await Promise.all([
    initI18n(lang, part),
    preloadRoute(route).catch(() => {}),
    restoring,
  ]);
  // The page's amount and date formatters, a step a task, while the reads may still be on their
  // way: built by the first amount the page draws, the amount formatter (the browser's number
  // formatting starting up, data/format/warmFormatters.ts) was most of the first render's
  // longest task. (Not on the login page, which draws no amount, nor in a hidden page, whose
  // timers may each wait a second.)
  const warmed =
    route?.queries !== false && document.visibilityState !== 'hidden'
      ? warmFormatters(i18n.language)
      : undefined;
  // What the device kept is drawn without waiting for the network (nor for the reads of a page
  // the merchant has moved away from meanwhile).
  if (primed && restored === 0 && (movedFirst || html.dataset.boot !== 'moved'))
    await Promise.race([primed.catch(() => false), delay(PRIME_WAIT_MS)]);
  await warmed;

  // From here the page is React's: the boot script no longer moves it to another tab.
  (window as { __merchantDrawn?: boolean }).__merchantDrawn = true;
  // A tab pressed before the app was live: the boot script showed that page, at its address,
  // over this page's HTML (`data-boot="moved"`), before this code ran or while it started.
  const moved = html.dataset.boot === 'moved';
  // A prerendered page is replaced, not hydrated, when the first render has content its HTML
  // lacks (answers primed, or the last-seen shop restored), or when the page on screen is the
  // last-seen one (build/seenPage.ts), not the prerendered skeleton.
  const replace =
    !moved &&
    (primed !== null || (hydrate && (restored > 0 || html.hasAttribute('data-seen-page'))));
  // Hydrated as the route it was rendered for, where it is neither replaced nor moved away from.
  const ssrPath = replace || moved ? undefined : rendered;
  const app = (
    <StrictMode>
      <App ssrPath={ssrPath} />
    </StrictMode>
  );
  if (replace) {
    // Drawn once, with its content (the answers primed, or the last-seen shop restored), rather than hydrated as a skeleton and drawn again. The
    // prerendered page stays on screen until React commits the new one (a new root's first
    // commit replaces what its element held), and presses wait as they do while hydrating
    // (data-boot stays "hydrate" until the page is live). A read still on its way is shown
    // loading, and fills in when it arrives.
    // (With the query client's files, which this page has loaded already; without them the
    // page is drawn all the same, and a held press is dropped.)
    await import('@merchant/ui/shell/replay.ts')
      .then(({ replacingPrerendered }) => replacingPrerendered(root))
      .catch(() => {});
    startTransition(() => {
      createRoot(root).render(app);
    });
  } else if (ssrPath !== undefined) {
    setRenderedSession(renderedSession(route, lang ?? ''));
    // A transition: hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Rendered anew; a page moved to (with its answers, when it was moved to before this code
    // ran) keeps what the boot script showed on screen until React's first commit replaces it.
    if (!moved) root.replaceChildren();
    html.removeAttribute('data-boot');
    createRoot(root).render(app);
  }
  // Installable and readable offline: the service worker, once the page is idle.
  registerServiceWorkerWhenIdle();
  if (part === 'start') {
    // The rest of the language is for the pages after login: it loads once the merchant acts.
    // (Every other page brings its own namespaces with its code, as the other tabs do when
    // they are prefetched.)
    const rest = () => void translationsReady('all').catch(() => {});
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      addEventListener(type, rest, { once: true, passive: true });
  }
}
