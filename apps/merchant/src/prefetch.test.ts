// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from './routes';

// The app's collaborators, as spies: the idle callback runs when the test says, each tab's code
// and answers resolve or fail when the test says.
const idle = vi.hoisted(() => ({ queued: [] as (() => void)[] }));
const token = vi.hoisted(() => ({
  value: 'a-session' as string | null,
  listeners: [] as (() => void)[],
}));
const draw = vi.hoisted(() => ({ drawAheadWhenQuiet: vi.fn(), resetDrawAhead: vi.fn() }));
const answers = vi.hoisted(
  () => new Map<string, { resolve: (ok: boolean) => void; reject: () => void }>(),
);
const code = vi.hoisted(
  () => new Map<string, { resolve: () => void; reject: () => void; promise: Promise<void> }>(),
);

vi.mock('@merchant/ui/data/boot/idle.ts', () => ({
  afterStart: (work: () => void) => {
    idle.queued.push(work);
    return () => {};
  },
}));
vi.mock('@merchant/ui/data/boot/session.ts', () => ({
  session: {
    get: () => ({ token: token.value }),
    subscribe: (listener: () => void) => token.listeners.push(listener),
  },
}));
vi.mock('@merchant/ui/data/kit/client.ts', () => ({ apiBaseUrl: () => 'https://platform.test' }));
vi.mock('@merchant/ui/data/boot/earlyFetch.ts', () => ({ fetchEarly: vi.fn() }));
vi.mock('@merchant/ui/data/boot/QueryRoot.tsx', () => ({
  queryClient: { getQueryState: () => undefined },
  primeReads: (_client: unknown, reads: { url: string }[]) =>
    new Promise<boolean>((resolve, reject) => {
      answers.set(reads[0]!.url, { resolve, reject: () => reject(new Error('offline')) });
    }),
}));
vi.mock('./drawAhead', () => draw);
vi.mock('./routes', () => {
  const tab = (path: string): RouteDef =>
    ({
      path,
      title: 'route.home',
      access: 'protected',
      tab: 'home',
      screen: {
        // One load per page, however often it is asked for (as preloadable does).
        preload: () => {
          let load = code.get(path);
          if (!load) {
            let settle = { resolve: () => {}, reject: () => {} };
            const promise = new Promise<void>((resolve, reject) => {
              settle = { resolve, reject: () => reject(new Error('offline')) };
            });
            code.set(path, (load = { ...settle, promise }));
          }
          return load.promise;
        },
      },
    }) as unknown as RouteDef;
  const ROUTES = ['/home', '/product', '/order', '/my'].map(tab);
  return { ROUTES, findRoute: (path: string) => ROUTES.find((route) => route.path === path) };
});

const { prefetchOnIntent, prefetchTabsWhenIdle, readPageData } = await import('./prefetch');
const { fetchEarly } = await import('@merchant/ui/data/boot/earlyFetch.ts');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const runIdle = () => {
  for (const work of idle.queued.splice(0)) work();
};

beforeEach(() => {
  // The build's page data: one read per tab page.
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'page-data';
  data.textContent = JSON.stringify({
    reads: Object.fromEntries(
      ['/home', '/product', '/order', '/my'].map((path) => [
        path,
        [{ key: ['get', path, {}], url: `${path}/read` }],
      ]),
    ),
  });
  document.body.append(data);
  readPageData();
});

afterEach(() => {
  document.body.replaceChildren();
  idle.queued.length = 0;
  answers.clear();
  code.clear();
  draw.drawAheadWhenQuiet.mockClear();
});

describe('prefetchTabsWhenIdle', () => {
  it('prefetches every other tab at once when idle, and draws ahead those whose code and answers all came', async () => {
    prefetchTabsWhenIdle('/home');
    expect(code.size).toBe(0);
    runIdle();
    await flush();
    // All three at once, in the first idle period, not one per idle period.
    expect([...code.keys()].sort()).toEqual(['/my', '/order', '/product']);
    expect([...answers.keys()].sort()).toEqual(['/my/read', '/order/read', '/product/read']);
    expect(idle.queued).toHaveLength(0);

    code.get('/product')!.resolve();
    answers.get('/product/read')!.resolve(true);
    code.get('/order')!.reject();
    answers.get('/order/read')!.resolve(true);
    code.get('/my')!.resolve();
    await flush();
    expect(draw.drawAheadWhenQuiet).not.toHaveBeenCalled();
    answers.get('/my/read')!.resolve(false);
    await flush();
    // /order's code failed, /my's answers did not all come: only /product is drawn ahead.
    expect(draw.drawAheadWhenQuiet).toHaveBeenCalledExactlyOnceWith(['/product']);

    // Once per session.
    prefetchTabsWhenIdle('/product');
    expect(idle.queued).toHaveLength(0);
  });

  it('draws nothing ahead for a session that ended while the tabs were prefetched', async () => {
    // The previous test's session ends; this one starts.
    token.value = null;
    for (const listener of token.listeners) listener();
    token.value = 'another-session';
    for (const listener of token.listeners) listener();

    prefetchTabsWhenIdle('/order');
    runIdle();
    await flush();
    expect([...code.keys()].sort()).toEqual(['/home', '/my', '/product']);
    token.value = null;
    for (const listener of token.listeners) listener();
    for (const path of code.keys()) code.get(path)!.resolve();
    for (const read of answers.values()) read.resolve(true);
    await flush();
    expect(draw.drawAheadWhenQuiet).not.toHaveBeenCalled();
  });
});

describe('prefetchOnIntent', () => {
  /** A link of the page, pressed (or focused), as the browser would dispatch it. */
  const press = (href: string, type: 'pointerdown' | 'focusin' = 'pointerdown', target = '') => {
    const link = document.createElement('a');
    link.href = href;
    if (target) link.target = target;
    const label = link.appendChild(document.createElement('span'));
    document.body.append(link);
    label.dispatchEvent(new Event(type, { bubbles: true }));
  };

  it("loads a pressed or focused link's page, code and main reads, before the press ends", async () => {
    token.value = 'a-session';
    vi.mocked(fetchEarly).mockClear();
    prefetchOnIntent();
    press('/order?status=all');
    expect([...code.keys()]).toEqual(['/order']);
    await flush();
    expect(vi.mocked(fetchEarly).mock.calls).toEqual([['https://platform.test/order/read']]);
    press('/my', 'focusin');
    expect([...code.keys()]).toEqual(['/order', '/my']);
  });

  it('loads nothing for a link that leaves the app or its page, or opens elsewhere', () => {
    prefetchOnIntent();
    history.replaceState(null, '', '/home');
    press('https://elsewhere.test/order');
    press('/home?tab=2');
    press('/product', 'pointerdown', '_blank');
    press('/not-a-page');
    expect(code.size).toBe(0);
  });
});
