import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Router, useLocation, useSearch } from 'wouter';
import {
  AppProviders,
  createQueryClient,
  demoAccount,
  loginPathFor,
  useIsLoggedIn,
} from '@merchant/ui/data';
import { useToast } from '@merchant/ui/primitives';
import {
  ComingSoonPage,
  DemoRibbon,
  NotFoundPage,
  PageFallback,
  RouteErrorBoundary,
  StartupExchange,
  TabLayout,
  useDocumentTitle,
  useUnauthorizedRedirect,
} from '@merchant/ui/shell';
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

function RouteView({ route }: { route: RouteDef }) {
  const { t } = useTranslation('app');
  const title = t(route.title);
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(title);
  if (route.access === 'protected' && !loggedIn) return <LoginFirst />;
  const Screen = route.screen;
  const page = (
    <RouteErrorBoundary resetKey={route.path}>
      <Suspense fallback={<PageFallback />}>
        {Screen ? <Screen /> : <ComingSoonPage title={title} showBack={!route.tab} />}
      </Suspense>
    </RouteErrorBoundary>
  );
  return route.tab ? <TabLayout active={route.tab}>{page}</TabLayout> : page;
}

function Routes() {
  const [path] = useLocation();
  const { t } = useTranslation('app');
  useUnauthorizedRedirect();
  const route = findRoute(path);
  useDocumentTitle(route ? t(route.title) : t('route.notFound'));
  if (path === '/') return <Redirect to="/login" replace />;
  if (!route) return <NotFoundPage />;
  return <RouteView route={route} />;
}

const isDemo = demoAccount() !== null;

/** The merchant back-office: providers, start-up exchange and every route of SPEC.md section 2. */
export function App() {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <Router>
        {isDemo && <DemoRibbon />}
        <StartupExchange>
          <Routes />
        </StartupExchange>
      </Router>
    </AppProviders>
  );
}
