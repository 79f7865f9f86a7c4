import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { DEMO_TOKEN, resetStore, wholePlatform, type SeedName } from '@merchant/mocks';
import { takeViolations, worker } from '@merchant/mocks/browser';
import { API_PREFIXES } from '../mocks/src/wire/requestCheck';
import type { SentRequest } from './docs/contract';
import { createQueryClient, session } from '../packages/ui/src/data';
import { AppProviders } from '../packages/ui/src/shell/AppProviders';
import { changeLanguage, initI18n, LANGUAGES } from '../packages/ui/src/i18n';
import { markRestored } from '../packages/ui/src/data/boot/restored';
import { LastSeenMark } from '../packages/ui/src/shell/LastSeenMark';

// Two shared cores in CI and a cold service worker: wait up to 5 s for what a play expects.
configure({ asyncUtilTimeout: 5000 });

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Which seed of the fake platform the story starts from (default: 'default'). */
    seed?: SeedName;
    /** 'demo' (logged in as the demo merchant, the default) or 'loggedOut'. */
    session?: 'demo' | 'loggedOut';
    /** The address the story starts at, with its query (e.g. '/orderDetail?id=3'). */
    route?: string;
    /** A returning merchant's page: drawn from what the device kept (see LastSeenStage). */
    lastSeen?: LastSeenOptions;
  }
}

/**
 * The last-seen states of a page: `kept` (default true) draws it from what the device kept of
 * an earlier visit `minutesAgo` (default 90) ago (at most back to midnight), the answers the fake platform gives now, as
 * the app restores them; then the platform is `offline` or its refresh still on its way
 * (`stalled`). Without `kept`, the page was never loaded on this device.
 */
export type LastSeenOptions = {
  network: 'offline' | 'stalled';
  kept?: boolean;
  minutesAgo?: number;
};

/** The device's own word on its network, as a story sets it (reset before each story). */
function deviceOnline(online: boolean) {
  if (online) delete (navigator as { onLine?: boolean }).onLine;
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/**
 * Draws the story's page once, hidden, from the fake platform; then marks its answers as kept
 * from an earlier visit, cuts or stalls the platform, and draws the page again from them.
 */
function LastSeenStage({
  options,
  client,
  children,
}: {
  options: LastSeenOptions;
  client: QueryClient;
  children: ReactNode;
}) {
  const kept = options.kept ?? true;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (kept) {
        // Earlier today, however soon after midnight the story runs: the mark shows a time
        // (another day's mark also shows the date, and its picture would depend on the clock).
        const now = Date.now();
        const at = Math.max(
          now - (options.minutesAgo ?? 90) * 60_000,
          new Date(now).setHours(0, 0, 0, 0),
        );
        const answered = client
          .getQueryCache()
          .getAll()
          .filter((q) => q.state.data !== undefined);
        for (const query of answered) query.setState({ dataUpdatedAt: at });
        markRestored(
          client,
          answered.map((query) => query.queryHash),
        );
        for (const query of answered) query.invalidate();
      }
      worker.use(wholePlatform(options.network));
      if (options.network === 'offline') deviceOnline(false);
      setShown(true);
    };
    if (!kept) {
      settle();
      return;
    }
    const check = () => {
      const answered = client
        .getQueryCache()
        .getAll()
        .some((q) => q.state.data !== undefined);
      if (answered && client.isFetching() === 0) settle();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => queueMicrotask(check));
    check();
    return unsubscribe;
  }, [client, kept, options]);
  if (!shown) return kept ? <div hidden>{children}</div> : null;
  return (
    <Fragment key="shown">
      <LastSeenMark />
      {children}
    </Fragment>
  );
}

/** Shows the memory router's address to play functions (hidden from people and axe). */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output data-testid="story-location" hidden>
      {search ? `${path}?${search}` : path}
    </output>
  );
}

type StoryFrameProps = {
  route: string;
  themeMode: 'light' | 'dark';
  lastSeen?: LastSeenOptions;
  children: ReactNode;
};

/** A fresh query client and memory router for each story. */
function StoryFrame({ route, themeMode, lastSeen, children }: StoryFrameProps) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  // A request left pending by a stalled story must not leak into the next one.
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <AppProviders queryClient={queryClient} themeMode={themeMode}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {lastSeen ? (
          <LastSeenStage options={lastSeen} client={queryClient}>
            {children}
          </LastSeenStage>
        ) : (
          children
        )}
        <LocationProbe />
      </Router>
    </AppProviders>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryFrame
    key={context.id}
    route={context.parameters.route ?? '/'}
    lastSeen={context.parameters.lastSeen}
    themeMode={context.globals.theme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryFrame>
);

// A play taps as fast as a script. The test-runner asks the browser for reduced motion, so the
// sheets draw at once; in a reviewer's browser their arrival animation would refuse the play's
// taps. While a play runs, motion is off as reduced motion turns it off (theme/globalCss).
const INSTANT_MOTION = 'story-instant-motion';

function instantMotion(on: boolean) {
  document.getElementById(INSTANT_MOTION)?.remove();
  if (!on) return;
  const style = document.createElement('style');
  style.id = INSTANT_MOTION;
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    scroll-behavior: auto !important;
  }`;
  document.head.append(style);
}

// What the story in this frame has sent: a flow page reads it from each step's frame.
const sent: SentRequest[] = [];
(window as { __storySent?: SentRequest[] }).__storySent = sent;
worker.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (!API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  const entry = { method: request.method, url: url.pathname + url.search, body: '' };
  sent.push(entry);
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    entry.body = '(a file, as multipart/form-data)';
  } else if (request.method !== 'GET') {
    request
      .clone()
      .text()
      .then((text) => (entry.body = text))
      .catch(() => {});
  }
});

// The visual check draws a played story in English by switching the language in place, as the
// app's language choice does (no reload): the state the play left, in English (visual.ts).
(window as { __storyLanguage?: typeof changeLanguage }).__storyLanguage = changeLanguage;

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      await worker.start({
        serviceWorker: { url: './mockServiceWorker.js' },
        quiet: true,
        onUnhandledFrame: 'bypass',
      });
      return worker;
    }),
  ],
  async beforeEach({ parameters, globals }) {
    instantMotion(true);
    sent.length = 0;
    if (Object.hasOwn(navigator, 'onLine')) deviceOnline(true);
    resetStore(parameters.seed ?? 'default');
    session.clear();
    if ((parameters.session ?? 'demo') === 'demo') session.set({ token: DEMO_TOKEN });
    const lang = typeof globals.locale === 'string' ? globals.locale : 'zh-CN';
    session.set({ lang });
    await initI18n(lang);
    await changeLanguage(lang);
  },
  // Every request the story sent must match the contract (the fake platform checks each one).
  async afterEach() {
    instantMotion(false);
    const violations = await takeViolations();
    if (violations.length) {
      throw new Error(`Requests outside the contract:\n${violations.join('\n')}`);
    }
  },
  decorators: [withProviders],
  parameters: {
    layout: 'fullscreen',
    // The published Storybook's sidebar: the guide and the flows first, then every state.
    options: {
      storySort: {
        order: [
          'Guide',
          ['Introduction', 'Foundations'],
          'Flows',
          [
            'Register a shop',
            'Pick an order',
            'Deposit with a voucher',
            'Withdraw',
            'Add a bank card',
            'Upgrade the level',
            'Change a password',
          ],
          'Screens by domain',
          'Screens',
          'Primitives',
        ],
      },
    },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: {
          name: 'Phone 390 x 844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        small: {
          name: 'Small Android 360 x 740',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768 x 1024',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
      },
    },
  },
  initialGlobals: {
    locale: 'zh-CN',
    theme: 'light',
    viewport: { value: 'mobile', isRotated: false },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: LANGUAGES.map((l) => ({ value: l.code, title: l.label })),
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
      },
    },
  },
};

export default preview;
