import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { DEMO_TOKEN, resetStore, type SeedName } from '@merchant/mocks';
import { takeViolations, worker } from '@merchant/mocks/browser';
import { AppProviders, createQueryClient, session } from '../packages/ui/src/data';
import { changeLanguage, initI18n, LANGUAGES } from '../packages/ui/src/i18n';

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
  }
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

type StoryFrameProps = { route: string; themeMode: 'light' | 'dark'; children: ReactNode };

/** A fresh query client and memory router for each story. */
function StoryFrame({ route, themeMode, children }: StoryFrameProps) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  // A request left pending by a stalled story must not leak into the next one.
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <AppProviders queryClient={queryClient} themeMode={themeMode}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
        <LocationProbe />
      </Router>
    </AppProviders>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryFrame
    key={context.id}
    route={context.parameters.route ?? '/'}
    themeMode={context.globals.theme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryFrame>
);

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
    const violations = await takeViolations();
    if (violations.length) {
      throw new Error(`Requests outside the contract:\n${violations.join('\n')}`);
    }
  },
  decorators: [withProviders],
  parameters: {
    layout: 'fullscreen',
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
