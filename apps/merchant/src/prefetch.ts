import { apiBaseUrl } from '@merchant/ui/data/kit/client.ts';
import { fetchEarly } from '@merchant/ui/data/boot/earlyFetch.ts';
import { FRESH_MS } from '@merchant/ui/data/boot/freshness.ts';
import { afterStart } from '@merchant/ui/data/boot/idle.ts';
import { session } from '@merchant/ui/data/boot/session.ts';
import { drawAheadWhenQuiet, resetDrawAhead } from './drawAhead';
import { findRoute, ROUTES, type RouteDef } from './routes';

/** One read a page makes when it opens, as the build's prerender saw it. */
export type PageRead = {
  /** The query key (openapi-react-query's `[method, path, init]`). */
  key: readonly unknown[];
  /** The address it reads, relative to the platform's base address. */
  url: string;
  /** A paged list's first page number (its `page` parameter); absent for a plain read. */
  page?: number;
};

/** What the build writes into a page's HTML (`<script type="application/json" id="page-data">`). */
export type PageData = {
  /** The reads of this page and of the tab pages, by route path. */
  reads: Record<string, PageRead[]>;
};

/** The id of the page-data element of a prerendered page. */
export const PAGE_DATA_ID = 'page-data';

let reads: PageData['reads'] = {};

/** Reads the page data of a prerendered page (nothing when the page was not prerendered). */
export function readPageData(): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  try {
    reads = (JSON.parse(element.textContent) as PageData).reads ?? {};
  } catch {
    reads = {};
  }
}

/** A route's main reads, as the build saw them, when a logged-in merchant opens it; else null. */
function mainReads(route: RouteDef): PageRead[] | null {
  const wanted = reads[route.path];
  return wanted?.length && session.get().token && route.queries !== false ? wanted : null;
}

/**
 * Starts what a page needs before it is opened: its code and language (the route table's
 * screen), and, for a logged-in merchant, its main reads (unless the query client already
 * holds them fresh). Route-level prefetch: the page opened by address starts its reads as soon
 * as the entry runs, the next tab when the merchant reaches for it.
 */
export function prefetchRoute(href: string): void {
  const path = href.split(/[?#]/)[0] ?? href;
  const route = findRoute(path);
  if (!route) return;
  route.screen.preload().catch(() => {
    // The route's own render retries and shows the failure.
  });
  const wanted = mainReads(route);
  if (!wanted) return;
  void import('@merchant/ui/data/boot/QueryRoot.tsx').then(({ queryClient }) => {
    const base = apiBaseUrl();
    for (const { key, url } of wanted) {
      const state = queryClient.getQueryState(key);
      const fresh =
        state?.data !== undefined &&
        !state.isInvalidated &&
        Date.now() - state.dataUpdatedAt < FRESH_MS;
      if (!fresh) fetchEarly(`${base}${url}`);
    }
  });
}

/**
 * A link of the app pressed, or reached from the keyboard: its page starts loading (as on a tab's
 * intent, `prefetchRoute`) before the press ends. A page whose code is there when the press
 * ends is drawn at once; one whose code is still on its way first shows its loading frame, and
 * React then holds the page back for at least 300 ms after that frame (its throttle on
 * revealing a suspended page). A press on a phone lasts about a tenth of a second: time enough
 * for code the device keeps.
 */
export function prefetchOnIntent(): void {
  if (typeof document === 'undefined') return;
  const intent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname === location.pathname) return;
    prefetchRoute(url.pathname);
  };
  document.addEventListener('pointerdown', intent, { capture: true, passive: true });
  document.addEventListener('focusin', intent, { capture: true });
}

/**
 * A kept tab page shown again (TabPages): its main reads, and the other reads of the same
 * addresses (another tab of the same list), are asked again where they are older than the
 * query client's staleTime, as a page opened anew would ask.
 */
export function refreshRoute(path: string): void {
  const route = findRoute(path);
  const wanted = route && mainReads(route);
  if (!wanted) return;
  void import('@merchant/ui/data/boot/QueryRoot.tsx').then(({ queryClient }) => {
    // A page's reads are GETs: by address, whatever their query.
    for (const address of new Set(wanted.map(({ key }) => key[1]))) {
      void queryClient.refetchQueries({ queryKey: ['get', address], type: 'active', stale: true });
    }
  });
}

/**
 * Reads a logged-in page's main answers into the query cache before its first render (see
 * primeReads), so it is drawn once, with its content. Resolves true when every read has its
 * answer; null when the page has no reads to prime (not prerendered, no session, no queries).
 */
export function primeRoute(route: RouteDef): Promise<boolean> | null {
  const wanted = mainReads(route);
  if (!wanted) return null;
  return import('@merchant/ui/data/boot/QueryRoot.tsx').then(({ queryClient, primeReads }) =>
    primeReads(queryClient, wanted),
  );
}

let tabsScheduled = false;
// Counts the sessions ended: what was prefetched and drawn for one merchant is not the next one's.
let sessionsEnded = 0;

if (typeof window !== 'undefined') {
  let hadToken = Boolean(session.get().token);
  session.subscribe(() => {
    const hasToken = Boolean(session.get().token);
    if (hadToken && !hasToken) {
      sessionsEnded += 1;
      tabsScheduled = false;
      resetDrawAhead();
    }
    hadToken = hasToken;
  });
}

/**
 * Once a tab page is on screen, the other tab pages are prefetched when it is interactive and the
 * browser idle (afterStart: never while the page on screen is still starting), all at once: their code (loaded and started) and, for a logged-in merchant, their main
 * reads (as on intent, `prefetchRoute`; a started read is used for 30 s). Moving to another tab
 * then waits for no download. The pages whose reads all arrived are then drawn ahead, hidden,
 * once the merchant has been quiet for a while (drawAheadWhenQuiet, TabPages), so a move shows a
 * page already drawn. Not on a connection that asks to save data or is as slow as 2G (the
 * merchant's own page comes first there).
 */
export function prefetchTabsWhenIdle(current: string): void {
  if (tabsScheduled || typeof window === 'undefined') return;
  tabsScheduled = true;
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (connection?.saveData || /2g$/.test(connection?.effectiveType ?? '')) return;
  const sessionAtStart = sessionsEnded;
  afterStart(() => {
    if (sessionAtStart !== sessionsEnded) return;
    const tabs = ROUTES.filter((route) => route.tab && route.path !== current);
    const primed = tabs.map(async (route) => {
      prefetchRoute(route.path);
      const [, answered] = await Promise.all([route.screen.preload(), primeRoute(route)]);
      return answered ? route.path : null;
    });
    void Promise.allSettled(primed).then((settled) => {
      if (sessionAtStart !== sessionsEnded) return;
      drawAheadWhenQuiet(
        settled.flatMap((result) =>
          // A page whose code or reads failed is loaded again, with its failure shown, when
          // the merchant opens it.
          result.status === 'fulfilled' && result.value ? [result.value] : [],
        ),
      );
    });
  });
}
