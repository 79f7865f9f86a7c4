import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Router, useLocation, useSearch } from 'wouter';
import { BaseProviders } from '@merchant/ui/shell/BaseProviders.tsx';
import { demoAccount } from '@merchant/ui/data/boot/demo.ts';
import { PATHS } from '@merchant/ui/data/address/paths.ts';
import { loginPathFor } from '@merchant/ui/data/address/returnPath.ts';
import { useIsLoggedIn } from '@merchant/ui/data/boot/session.ts';
import { useToast } from '@merchant/ui/primitives/Toast';
import { DemoRibbon } from '@merchant/ui/shell/DemoRibbon.tsx';
import { Live } from '@merchant/ui/shell/Live.tsx';
import { PageFallback } from '@merchant/ui/shell/PageFallback.tsx';
import { RouteErrorBoundary } from '@merchant/ui/shell/RouteErrorBoundary.tsx';
import { useAppLocation } from '@merchant/ui/shell/appHistory.ts';
import { useDocumentTitle } from '@merchant/ui/shell/useDocumentTitle.ts';
import { useUnauthorizedRedirect } from '@merchant/ui/shell/useUnauthorizedRedirect.ts';
import { preloadable } from './preloadable';
import { prefetchRoute, prefetchTabsWhenIdle } from './prefetch';
import { findRoute, type RouteDef } from './routes';

/** A protected page opened without a session: say so, and come back after login. */
function LoginFirst() {
  const { t } = useTranslation('app');
  const toast = useToast();
  const [path] = useLocation();
  const search = useSearch();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.show(t('shell.pleaseLogin'), { tone: 'info' });
  }, [toast, t]);
  return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
}

// TanStack Query loads behind the login page: every other page runs inside it.
export const QueryRoot = preloadable(
  () => import('@merchant/ui/data/boot/QueryRoot.tsx'),
  (m) => m.QueryRoot,
);
// The start-up exchange (a third-party login hands over `data`, which is traded for a session)
// only runs when the address carries `data`.
const startsWithExchange =
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('data');
const StartupExchange = preloadable(
  () => import('@merchant/ui/shell/StartupExchange.tsx'),
  (m) => m.StartupExchange,
);
const NotFoundPage = preloadable(
  () => import('@merchant/ui/shell/NotFoundPage.tsx'),
  (m) => m.NotFoundPage,
);
export const TabLayout = preloadable(
  () => import('@merchant/ui/shell/TabLayout.tsx'),
  (m) => m.TabLayout,
);
// "As of 14:32" while the page shows what the device kept from the last visit.
const LastSeenMark = preloadable(
  () => import('@merchant/ui/shell/LastSeenMark.tsx'),
  (m) => m.LastSeenMark,
);
// The tab pages kept drawn (only tab pages need it: not in the login page's JavaScript).
const TabPages = preloadable(
  () => import('./TabPages'),
  (m) => m.TabPages,
);

/** What a route's first render needs, loaded ahead (a prerendered page then hydrates at once). */
export function preloadRoute(route: RouteDef | undefined): Promise<unknown> {
  if (!route) return NotFoundPage.preload();
  return Promise.all([
    route.screen.preload(),
    route.queries === false ? null : QueryRoot.preload(),
    route.queries === false ? null : LastSeenMark.preload(),
    route.tab ? TabLayout.preload() : null,
    route.tab ? TabPages.preload() : null,
  ]);
}

function RouteView({ route }: { route: RouteDef }) {
  const { t } = useTranslation('app');
  const title = t(route.title);
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(title);
  if (route.access === 'protected' && !loggedIn) return <LoginFirst />;
  const Screen = route.screen;
  const page = (
    <RouteErrorBoundary resetKey={route.path}>
      <Suspense fallback={<PageFallback title={title} />}>
        <Screen />
        <Live />
      </Suspense>
    </RouteErrorBoundary>
  );
  const framed = route.tab ? (
    <TabLayout active={route.tab} onIntent={prefetchRoute} onShown={prefetchTabsWhenIdle}>
      <TabPages route={route} />
    </TabLayout>
  ) : (
    page
  );
  if (route.queries === false) return framed;
  return (
    <Suspense fallback={<PageFallback title={title} />}>
      <QueryRoot>
        <LastSeenMark />
        {framed}
      </QueryRoot>
    </Suspense>
  );
}

function Routes() {
  const [path] = useLocation();
  const { t } = useTranslation('app');
  useUnauthorizedRedirect();
  const route = findRoute(path);
  useDocumentTitle(route ? t(route.title) : t('route.notFound'));
  if (path === '/') return <Redirect to={PATHS.login} replace />;
  if (!route) {
    return (
      <Suspense fallback={<PageFallback title={t('route.notFound')} />}>
        <NotFoundPage />
        <Live />
      </Suspense>
    );
  }
  return <RouteView route={route} />;
}

const isDemo = demoAccount() !== null;

type AppProps = {
  /**
   * The page's address when rendered at build time (no browser location there), and the address
   * a prerendered page was rendered for while it hydrates.
   */
  ssrPath?: string;
};

/** The merchant back-office: providers, start-up exchange and every route of the product. */
export function App({ ssrPath }: AppProps) {
  return (
    <BaseProviders>
      {/* Marks the pages the app pushes, so Back never leaves the app by surprise. */}
      <Router hook={useAppLocation} ssrPath={ssrPath}>
        {isDemo && <DemoRibbon />}
        {startsWithExchange ? (
          <Suspense fallback={<PageFallback />}>
            <StartupExchange>
              <Routes />
            </StartupExchange>
          </Suspense>
        ) : (
          <Routes />
        )}
      </Router>
    </BaseProviders>
  );
}
