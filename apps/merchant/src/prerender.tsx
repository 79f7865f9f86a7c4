// The build's server entry (build/prerender.ts bundles it for Node): renders a route, in a
// language, with the app's own components, as a returning merchant first sees it: the login
// page complete; every other page its frame (title, bars) and the loading state of its real
// layout, since no data is known at build time. The browser then hydrates it (main.tsx).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { apiBaseUrl } from '@merchant/ui/data/kit/client.ts';
import { setRenderedSession } from '@merchant/ui/data/boot/session.ts';
import { seenPageMarkStyle } from '@merchant/ui/shell/seenPageMark.ts';
import { globalStyleTag } from '@merchant/ui/theme';
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  changeLanguage,
  i18n,
  initI18n,
  type TranslationPart,
} from '@merchant/ui/i18n';
import { App, QueryRoot, TabLayout, preloadRoute } from './App';
import type { PageRead } from './prefetch';
import { renderedSession } from './renderedSession';
import { ROUTES, findRoute } from './routes';

/** A route as the build needs to know it. */
export type PrerenderRoute = {
  path: string;
  access: 'public' | 'protected';
  /** The login page: a logged-in merchant is sent on. */
  guest: boolean;
  tab: boolean;
  /** The modules (import specifiers) its first render loads, for its modulepreload links. */
  modules: string[];
  /** The part of the language it waits for: the start, the start and some namespaces, or all. */
  translations: TranslationPart;
  /** The modules a press held before the app is live needs besides those (data-press). */
  press: string[];
};

/** One rendered page. */
export type RenderedPage = {
  /** The content of #root. */
  html: string;
  /** styled-components' <style> elements. */
  styles: string;
  /** The document title. */
  title: string;
  /** The reads its screens asked for (their query keys and addresses). */
  reads: PageRead[];
  /** What failed in the render (the page is then left to the browser), or null. */
  error: string | null;
  /** The notice shown when the app's code cannot be loaded or started, and its retry link. */
  bootFailed: { text: string; retry: string };
  /** "Loading", said by the frame of a tab moved to before the app is live (build/bootScript.ts). */
  loading: string;
};

export const languages: string[] = LANGUAGES.map((l) => l.code);
export const defaultLanguage: string = DEFAULT_LANGUAGE;

/**
 * The global style (theme/globalCss.ts), first in every page's head, before styled-components'
 * rules: the app finds it there and never works it out again.
 */
export const globalStyle: string = globalStyleTag('light');

/** The "as of" mark of a tab page painted as last seen (build/seenPage.ts). */
export const seenPageStyle: string = seenPageMarkStyle;

/** Every route of the table. */
export function routes(): PrerenderRoute[] {
  return ROUTES.map((route) => ({
    path: route.path,
    access: route.access,
    guest: route.guest === true,
    tab: Boolean(route.tab),
    modules: [
      route.screen.module,
      route.queries === false ? undefined : QueryRoot.module,
      route.tab ? TabLayout.module : undefined,
    ].filter((m): m is string => Boolean(m)),
    translations: route.queries === false ? 'start' : (route.screen.namespaces ?? 'all'),
    press: [...(route.press ?? [])],
  }));
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * The address each query of the cache reads, found by running its query function against a
 * fetch that only looks at the request (the real client, its middleware and query string).
 */
async function readsOf(): Promise<PageRead[]> {
  const { queryClient } = await import('@merchant/ui/data/boot/QueryRoot.tsx');
  const base = apiBaseUrl();
  const reads: PageRead[] = [];
  const realFetch = globalThis.fetch;
  let seen: string | null = null;
  globalThis.fetch = (input: RequestInfo | URL) => {
    seen = input instanceof Request ? input.url : String(input);
    return Promise.resolve(
      Response.json(
        { code: 1, msg: '', data: null },
        { headers: { 'content-type': 'application/json' } },
      ),
    );
  };
  try {
    for (const query of queryClient.getQueryCache().getAll()) {
      const { options } = query;
      // The observer's options (enabled among them) are what the query was built with.
      const flag = (options as { enabled?: boolean | ((q: typeof query) => boolean) }).enabled;
      const enabled = typeof flag === 'function' ? flag(query) : flag;
      if (enabled === false || typeof options.queryFn !== 'function') continue;
      seen = null;
      const infinite = 'initialPageParam' in options;
      await Promise.resolve(
        options.queryFn({
          client: queryClient,
          queryKey: query.queryKey,
          signal: new AbortController().signal,
          meta: options.meta,
          ...(infinite ? { pageParam: options.initialPageParam, direction: 'forward' } : {}),
        } as never),
      ).catch(() => {});
      const url = seen as string | null;
      if (!url?.startsWith(base)) continue;
      const read: PageRead = { key: query.queryKey, url: url.slice(base.length) };
      // A paged list's first page, when it is asked for as `page` (the app's lists all are):
      // the browser can then read it into the cache before the first render (primeReads).
      const first = infinite
        ? (options as { initialPageParam?: unknown }).initialPageParam
        : undefined;
      if (typeof first === 'number' && new URL(url).searchParams.get('page') === String(first))
        read.page = first;
      reads.push(read);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return reads;
}

/** Renders one route in one language. */
export async function renderPage(path: string, lang: string): Promise<RenderedPage> {
  await initI18n(lang, 'all');
  await changeLanguage(lang, 'all');
  const route = findRoute(path);
  setRenderedSession(renderedSession(route, lang));
  (await import('@merchant/ui/data/boot/QueryRoot.tsx')).queryClient.clear();
  await preloadRoute(route);
  const sheet = new ServerStyleSheet();
  const errors: string[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App ssrPath={path} />
        </StrictMode>,
      ),
      {
        onError: (error) => void errors.push(String(error)),
        // Every boundary inline, in place: React's out-of-order segments need inline scripts,
        // which the page's Content-Security-Policy does not allow.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await text(prelude);
    if (/<script\b/i.test(html)) errors.push('the render needs an inline script');
    return {
      html,
      styles: sheet.getStyleTags(),
      title: route ? i18n.t(route.title, { ns: 'app' }) : '',
      reads: await readsOf(),
      error: errors[0] ?? null,
      bootFailed: {
        text: i18n.t('shell.bootFailed.title', { ns: 'app' }),
        retry: i18n.t('shell.routeError.retry', { ns: 'app' }),
      },
      loading: i18n.t('state.loading', { ns: 'common' }),
    };
  } finally {
    sheet.seal();
  }
}
