import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { LAST_SEEN_DB, LAST_SEEN_STORE } from '../../../packages/ui/src/data/boot/session';
import { BOOT_SCRIPT, BOOT_STYLE, FILES_PER_TASK } from './bootScript';
import { SEEN_PAGE_PREFIX } from './seenPage';

type Page = {
  /** The address opened. */
  url: string;
  /** What localStorage holds. */
  stored?: Record<string, string>;
  /** What sessionStorage holds (changed in place). */
  tab?: Record<string, string>;
  /** The page's data- attributes (the defaults: /home in zh-CN, protected, two reads). */
  data?: Record<string, string | undefined>;
  /** false: the browser reports no paint entries (the script then waits one frame). */
  paintTiming?: boolean;
  /** The content of the page's platform-api meta tag (none: no tag). */
  platform?: string;
  /** The page's cookies. */
  cookie?: string;
  /** A service worker serves the page (a returning merchant). */
  controlled?: boolean;
  /** The device's IndexedDB (none: the browser has none). */
  indexedDB?: IDBFactory;
  /** The scripts the page names in inert preloads (`rel="preload-later"`: the service worker's copy). */
  later?: string[];
  /** Tasks queued by `setTimeout(…, 0)` wait for `done.nextTask()` (else they run at once). */
  queued?: boolean;
  /** The page is opened hidden (a tab in the background). */
  hidden?: boolean;
};

/** Runs the boot script against a stand-in browser and returns what it did. */
function boot({
  url,
  stored = {},
  tab = {},
  data = {},
  paintTiming = true,
  platform,
  cookie = '',
  controlled = false,
  indexedDB,
  later = [],
  queued = false,
  hidden = false,
}: Page) {
  const address = new URL(url, 'https://shop.example');
  const done = {
    attributes: {} as Record<string, string>,
    replaced: null as string | null,
    pushedState: null as string | null,
    fetched: [] as { url: string; headers: Record<string, string> }[],
    added: [] as string[],
    early: undefined as Record<string, unknown> | undefined,
    paint: () => {},
    listeners: {} as Record<string, (event: unknown) => void>,
    window: {} as Record<string, unknown>,
    elements: [] as { tag: string; onerror: (() => void) | null }[],
    tasks: [] as (() => void)[],
    /** Runs the first task queued; what it added. */
    nextTask: () => {
      const before = done.added.length;
      done.tasks.shift()?.();
      return done.added.slice(before);
    },
  };
  const dataset = {
    route: '/home',
    self: '/home/index.html',
    lang: 'zh-CN',
    fallback: 'zh-CN',
    langs: 'zh-CN zh-TW en ko ja th vi',
    access: 'protected',
    reads: '/merchant/merchant/getMerInfo /merchant/order/list?limit=10&page=1',
    base: '',
    entry: '/assets/index.js',
    preload: '/assets/app.js /assets/kit.js',
    ...data,
  };
  const element = (tag: string) => {
    const made = {
      tag,
      onerror: null as (() => void) | null,
      set href(value: string) {
        done.added.push(`${tag} ${value}`);
      },
      set src(value: string) {
        done.added.push(`${tag} ${value}`);
      },
    };
    done.elements.push(made);
    return made;
  };
  const document = {
    currentScript: { dataset },
    documentElement: {
      setAttribute: (name: string, value: string) => (done.attributes[name] = value),
      getAttribute: (name: string) => done.attributes[name] ?? null,
    },
    visibilityState: hidden ? 'hidden' : 'visible',
    cookie,
    querySelector: (selector: string) =>
      selector === 'meta[name=platform-api]' && platform !== undefined
        ? { content: platform }
        : null,
    querySelectorAll: (selector: string) =>
      selector === 'link[rel=preload-later]'
        ? later.map((href) => ({ getAttribute: (name: string) => (name === 'href' ? href : null) }))
        : [],
    createElement: element,
    head: { appendChild: () => {} },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (done.listeners[type] = listener),
  };
  const location = {
    origin: address.origin,
    pathname: address.pathname,
    search: address.search,
    hash: address.hash,
    replace: (to: string) => (done.replaced = to),
  };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, to: string) => {
      done.pushedState = to;
      const next = new URL(to, address);
      location.pathname = next.pathname;
      location.search = next.search;
    },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const sessionStorage = {
    getItem: (key: string) => tab[key] ?? null,
    setItem: (key: string, value: string) => (tab[key] = value),
    removeItem: (key: string) => delete tab[key],
  };
  const fetch = (to: string, init: { headers: Record<string, string> }) => {
    done.fetched.push({ url: to, headers: init.headers });
    return Promise.resolve(new Response('{}'));
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    callback: (list: unknown, observer: unknown) => void;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.callback = callback;
    }
    observe() {
      done.paint = () =>
        this.callback({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }, this);
    }
    disconnect() {}
  }
  const window: Record<string, unknown> = {
    PerformanceObserver,
    indexedDB,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (done.listeners[`window ${type}`] = listener),
  };
  const navigator = { serviceWorker: { controller: controlled ? {} : null } };
  done.window = window;
  const run = new Function(
    'document',
    'location',
    'history',
    'localStorage',
    'sessionStorage',
    'fetch',
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'navigator',
    'indexedDB',
    BOOT_SCRIPT,
  );
  run(
    document,
    location,
    history,
    localStorage,
    sessionStorage,
    fetch,
    window,
    PerformanceObserver,
    (callback: () => void) => (done.paint = callback),
    (callback: () => void, ms: number) =>
      ms === 0 && (queued ? done.tasks.push(callback) : callback()),
    navigator,
    indexedDB,
  );
  done.early = window.__merchantEarly as Record<string, unknown> | undefined;
  return Object.assign(done, {
    attribute: (name: string, value: string) => (done.attributes[name] = value),
  });
}

/** A click or submit event on an element that is (or is inside) `matches`. */
function press(type: string, matches: string | null) {
  const marks = new Set<string>();
  const target = {
    closest: (selector: string) => (matches && selector.includes(matches) ? target : null),
    setAttribute: (name: string) => void marks.add(name),
    removeAttribute: (name: string) => void marks.delete(name),
    marks,
  };
  let prevented = false;
  let stopped = false;
  return {
    event: {
      type,
      target,
      preventDefault: () => (prevented = true),
      stopPropagation: () => (stopped = true),
    },
    prevented: () => prevented,
    stopped: () => stopped,
    target,
  };
}

const SCRIPTS = ['link /assets/app.js', 'link /assets/kit.js', 'script /assets/index.js'];
// A logged-in page's HTML names its files itself (build/prerender.ts): no data-preload.
const LOGGED_IN = { preload: undefined };

/** A device whose last-seen shop holds `entries` (none: the database was never made). */
async function deviceWith(entries?: Record<string, string>): Promise<IDBFactory> {
  const device = new IDBFactory();
  if (!entries) return device;
  await new Promise<void>((resolve, reject) => {
    const open = device.open(LAST_SEEN_DB);
    open.onupgradeneeded = () => open.result.createObjectStore(LAST_SEEN_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const writing = db.transaction(LAST_SEEN_STORE, 'readwrite');
      for (const [key, value] of Object.entries(entries))
        writing.objectStore(LAST_SEEN_STORE).put(value, key);
      writing.oncomplete = () => {
        db.close();
        resolve();
      };
    };
  });
  return device;
}

const RETURNING = { ...LOGGED_IN, kept: '/assets/persistedReads.js /assets/kit-more.js' };

describe('boot script', () => {
  it('hydrates the page it was rendered for, and loads the scripts once it has painted', () => {
    const done = boot({
      url: '/login',
      data: { route: '/login', self: '/login/index.html', access: 'guest', reads: '' },
    });
    expect(done.attributes['data-boot']).toBe('hydrate');
    expect(done.added).toEqual([]);
    done.paint();
    expect(done.added).toEqual(SCRIPTS);
  });

  it("runs a logged-in page's entry once it has painted: its HTML names the files", () => {
    const done = boot({ url: '/home', stored: { token: 't1' }, data: LOGGED_IN });
    expect(done.attributes['data-boot']).toBe('hydrate');
    expect(done.added).toEqual([]);
    done.paint();
    expect(done.added).toEqual(['script /assets/index.js']);
  });

  it("marks the page failed when the app's entry cannot be loaded", () => {
    const done = boot({ url: '/home', stored: { token: 't1' }, data: LOGGED_IN });
    done.paint();
    expect(done.attributes['data-boot']).toBe('hydrate');
    done.elements.find((made) => made.tag === 'script')?.onerror?.();
    expect(done.attributes['data-boot']).toBe('failed');
    expect(BOOT_STYLE).toContain('html[data-boot=failed] #boot-failed{display:block}');
  });

  it('waits one frame where the browser reports no paint', () => {
    const done = boot({ url: '/home', stored: { token: 't1' }, paintTiming: false });
    expect(done.added).toEqual([]);
    done.paint();
    expect(done.added).toEqual(SCRIPTS);
  });

  it("starts the page's reads with the session's headers", () => {
    const done = boot({ url: '/home', stored: { token: 't1', lang: 'zh-CN' } });
    expect(done.fetched).toEqual([
      { url: '/merchant/merchant/getMerInfo', headers: { token: 't1', lang: 'zh-CN' } },
      { url: '/merchant/order/list?limit=10&page=1', headers: { token: 't1', lang: 'zh-CN' } },
    ]);
    expect(Object.keys(done.early ?? {})).toEqual([
      '/merchant/merchant/getMerInfo',
      '/merchant/order/list?limit=10&page=1',
    ]);
  });

  it("names the language by the platform's own code in the reads' lang header", () => {
    const reads = '/merchant/merchant/getMerInfo';
    const sent = (lang: string, learnt?: string) =>
      boot({
        url: '/home',
        stored: { token: 't1', lang, ...(learnt ? { langCodes: learnt } : {}) },
        data: { lang, reads },
      }).fetched[0]?.headers.lang;
    expect(
      ['zh-CN', 'zh-TW', 'en', 'ko', 'ja', 'th', 'vi'].map((lang) => [lang, sent(lang)]),
    ).toEqual([
      ['zh-CN', 'zh-CN'],
      ['zh-TW', 'hant'],
      ['en', 'en'],
      ['ko', 'han'],
      ['ja', 'ri'],
      ['th', 'tai'],
      ['vi', 'vi'],
    ]);
    // A platform whose list names Vietnamese `vn`: the app kept what it learnt.
    expect(sent('vi', 'vi=vn')).toBe('vn');
    expect(sent('ko', 'vi=vn')).toBe('han');
  });

  it("starts them at the platform's address its meta tag names (none or empty: its own origin)", () => {
    const stored = { token: 't1', lang: 'en' };
    const data = { lang: 'en', reads: '/merchant/merchant/getMerInfo' };
    const urls = (platform?: string) =>
      boot({ url: '/home', stored, data, platform }).fetched.map((f) => f.url);
    expect(urls('https://api.example/')).toEqual([
      'https://api.example/merchant/merchant/getMerInfo',
    ]);
    expect(urls('https://api.example/shop')).toEqual([
      'https://api.example/shop/merchant/merchant/getMerInfo',
    ]);
    expect(urls(undefined)).toEqual(['/merchant/merchant/getMerInfo']);
    expect(urls('')).toEqual(['/merchant/merchant/getMerInfo']);
    expect(urls('javascript:alert(1)//')).toEqual(['/merchant/merchant/getMerInfo']);
    const early = boot({ url: '/home', stored, data, platform: 'https://api.example' }).early;
    expect(Object.keys(early ?? {})).toEqual(['https://api.example/merchant/merchant/getMerInfo']);
  });

  it("sends the page's XSRF cookie only to its own origin, never to the platform's", () => {
    const stored = { token: 't1', lang: 'en' };
    const data = { lang: 'en', reads: '/merchant/merchant/getMerInfo' };
    const cookie = 'theme=dark; XSRF-TOKEN=abc%3D';
    const headers = (platform?: string) =>
      boot({ url: '/home', stored, data, platform, cookie }).fetched[0]?.headers;
    expect(headers('')).toEqual({ token: 't1', lang: 'en', 'X-XSRF-TOKEN': 'abc=' });
    expect(headers('https://shop.example/api')).toEqual({
      token: 't1',
      lang: 'en',
      'X-XSRF-TOKEN': 'abc=',
    });
    expect(headers('https://api.example')).toEqual({ token: 't1', lang: 'en' });
    expect(headers('https://shop.example.evil')).toEqual({ token: 't1', lang: 'en' });
    expect(headers('http://shop.example')).toEqual({ token: 't1', lang: 'en' });
  });

  it("sends a merchant who chose another language to that language's file", () => {
    const done = boot({ url: '/home#top', stored: { token: 't1', lang: 'en' } });
    expect(done.replaced).toBe('/home/index.en.html#top');
    // Its own (Chinese) root is hidden while the English file loads.
    expect(done.attributes['data-boot']).toBe('stale');
    expect(done.fetched).toEqual([]);
  });

  it('shows a language file under the page address', () => {
    const done = boot({
      url: '/home/index.en.html',
      stored: { token: 't1', lang: 'en' },
      data: { lang: 'en', self: '/home/index.en.html' },
    });
    expect(done.pushedState).toBe('/home');
    expect(done.replaced).toBeNull();
    expect(done.attributes['data-boot']).toBe('hydrate');
  });

  it('keeps the address the merchant opened, slash and all, across the hop to a language', () => {
    const tab: Record<string, string> = {};
    const first = boot({
      url: '/login/?redirect=%2Fmy',
      stored: { lang: 'en' },
      tab,
      data: { route: '/login', self: '/login/index.html', access: 'guest', reads: '' },
    });
    expect(first.replaced).toBe('/login/index.en.html?redirect=%2Fmy');
    const second = boot({
      url: '/login/index.en.html?redirect=%2Fmy',
      stored: { lang: 'en' },
      tab,
      data: {
        route: '/login',
        self: '/login/index.en.html',
        lang: 'en',
        access: 'guest',
        reads: '',
      },
    });
    expect(second.pushedState).toBe('/login/?redirect=%2Fmy');
    expect(tab).toEqual({});
  });

  it('goes back to the default language file when the merchant chose it again', () => {
    const done = boot({
      url: '/home/index.en.html',
      stored: { token: 't1', lang: 'zh-CN' },
      data: { lang: 'en', self: '/home/index.en.html' },
    });
    expect(done.replaced).toBe('/home/index.html');
  });

  it('shows "/" as the login page', () => {
    const done = boot({
      url: '/',
      data: { route: '/login', self: '/index.html', root: '', access: 'guest', reads: '' },
    });
    expect(done.pushedState).toBe('/login');
    expect(done.attributes['data-boot']).toBe('hydrate');
  });

  it.each([
    ['another address (the fallback page)', { url: '/no/such/page', stored: { token: 't1' } }],
    ['an address with parameters', { url: '/home?status=2', stored: { token: 't1' } }],
    ['a protected page without a session', { url: '/home' }],
    [
      'the login page with a session',
      { url: '/login', stored: { token: 't1' }, data: { route: '/login', access: 'guest' } },
    ],
    ['a language without a file', { url: '/home', stored: { token: 't1', lang: 'fr' } }],
  ] satisfies [string, Page][])('renders instead of hydrating on %s', (_name, page) => {
    const done = boot(page);
    expect(done.attributes['data-boot']).toBe('stale');
    expect(done.replaced).toBeNull();
    expect(done.fetched).toEqual([]);
    // Nothing to paint first: the scripts load at once.
    expect(done.added).toEqual(SCRIPTS);
  });

  it('holds a press on a button until the app is live, and keeps it for the app', () => {
    const done = boot({ url: '/home', stored: { token: 't1' } });
    const button = press('click', 'button');
    done.listeners.click?.(button.event);
    expect(button.prevented()).toBe(true);
    expect(done.window.__merchantPending).toBe(button.target);
    const link = press('click', null);
    done.listeners.click?.(link.event);
    expect(link.prevented()).toBe(false);
    done.attribute('data-boot', 'live');
    const later = press('click', 'button');
    done.listeners.click?.(later.event);
    expect([later.prevented(), later.stopped()]).toEqual([false, false]);
    // A live form reaches the app's handler, and is still never sent natively.
    const submit = press('submit', null);
    done.listeners.submit?.(submit.event);
    expect([submit.prevented(), submit.stopped()]).toEqual([true, false]);
  });

  it('gives a press made before the app is live its pressed look at once', () => {
    const done = boot({ url: '/home', stored: { token: 't1' } });
    const first = press('click', 'button');
    done.listeners.click?.(first.event);
    expect([...first.target.marks]).toEqual(['data-held']);
    // Only the press kept for the app looks pressed.
    const second = press('click', 'button');
    done.listeners.click?.(second.event);
    expect([...first.target.marks]).toEqual([]);
    expect([...second.target.marks]).toEqual(['data-held']);
    // A link is followed as a link, pressed meanwhile.
    const link = press('click', 'a[href]');
    done.listeners.click?.(link.event);
    expect([link.prevented(), [...link.target.marks]]).toEqual([false, ['data-held']]);
    expect(BOOT_STYLE).toContain('[data-held]{');
    done.attribute('data-boot', 'live');
    const later = press('click', 'button');
    done.listeners.click?.(later.event);
    expect([...later.target.marks]).toEqual([]);
  });

  it('asks for the code a held press needs once, with the first press held', () => {
    const LOGIN = {
      route: '/login',
      access: 'guest',
      reads: '',
      press: '/assets/check.js /assets/zod.js',
    };
    const done = boot({ url: '/login', data: LOGIN });
    expect(done.added).toEqual([]);
    // A link is no press held: nothing more.
    done.listeners.click?.(press('click', 'a[href]').event);
    expect(done.added).toEqual([]);
    done.listeners.click?.(press('click', 'button').event);
    expect(done.added).toEqual(['link /assets/check.js', 'link /assets/zod.js']);
    done.listeners.submit?.(press('submit', null).event);
    done.paint();
    // Then the page's own files, and no second time the press's.
    expect(done.added).toEqual(['link /assets/check.js', 'link /assets/zod.js', ...SCRIPTS]);
    // Live, a press is the app's: nothing is asked for it here.
    const live = boot({ url: '/login', data: LOGIN });
    live.attribute('data-boot', 'live');
    live.listeners.click?.(press('click', 'button').event);
    expect(live.added).toEqual([]);
    // A page without such code asks for nothing more.
    const home = boot({ url: '/home', stored: { token: 't1' } });
    home.listeners.click?.(press('click', 'button').event);
    expect(home.added).toEqual([]);
  });

  it('never lets a form go out natively before the app is live', () => {
    const done = boot({ url: '/login', data: { route: '/login', access: 'guest', reads: '' } });
    const submit = press('submit', null);
    done.listeners.submit?.(submit.event);
    expect(submit.prevented()).toBe(true);
  });

  it('keeps the redirect parameter of the login page', () => {
    const done = boot({
      url: '/login?redirect=%2Fhome',
      data: { route: '/login', self: '/login/index.html', access: 'guest', reads: '' },
    });
    expect(done.attributes['data-boot']).toBe('hydrate');
  });

  /** /home opened by a merchant with a session, a service worker serving it, and `device`. */
  const returning = (device: IDBFactory | undefined, over: Partial<Page> = {}) =>
    boot({
      url: '/home',
      stored: { token: 't1' },
      data: RETURNING,
      controlled: true,
      indexedDB: device,
      ...over,
    });

  it("reads a returning merchant's last-seen shop and preloads its code, before the app asks", async () => {
    const done = returning(await deviceWith({ 'shop:merchant:7': '{"kept":1}' }));
    expect(done.added).toEqual(['link /assets/persistedReads.js', 'link /assets/kit-more.js']);
    await expect(done.window.__merchantKept).resolves.toEqual({ 'shop:merchant:7': '{"kept":1}' });
  });

  it("starts a returning merchant's reads once the page kept as last seen has painted", async () => {
    const device = await deviceWith({ 'shop:merchant:7': '{}' });
    const seen = { token: 't1', [`${SEEN_PAGE_PREFIX}/home`]: '{"v":1}' };
    const done = returning(device, { stored: seen });
    expect(done.fetched).toEqual([]);
    expect(done.window.__merchantEarly).toBeUndefined();
    done.paint();
    expect(done.fetched.map((read) => read.url)).toEqual([
      '/merchant/merchant/getMerInfo',
      '/merchant/order/list?limit=10&page=1',
    ]);
    expect(Object.keys(done.window.__merchantEarly ?? {})).toHaveLength(2);
    expect(done.added.at(-1)).toBe('script /assets/index.js');
    // Without this page kept, or not served by the service worker: at once, as on a first visit.
    for (const now of [
      returning(device),
      returning(device, { stored: seen, controlled: false }),
      returning(device, { stored: { token: 't1', [`${SEEN_PAGE_PREFIX}/order`]: '{"v":1}' } }),
    ])
      expect(now.fetched).toHaveLength(2);
  });

  it('asks for nothing before a page the service worker serves has painted', async () => {
    const later = ['/assets/index.js', '/assets/app.js'];
    const seen = { token: 't1', [`${SEEN_PAGE_PREFIX}/home`]: '{"v":1}' };
    const device = await deviceWith({ 'shop:merchant:7': '{}' });
    for (const stored of [seen, { token: 't1' }]) {
      const done = returning(device, { stored, later });
      const before =
        stored === seen ? [] : ['link /assets/persistedReads.js', 'link /assets/kit-more.js'];
      expect(done.added).toEqual(before);
      done.paint();
      // Its scripts, and the last-seen shop's code where the page kept was shown, with the entry.
      expect(done.added).toEqual([
        ...before,
        'link /assets/index.js',
        'link /assets/app.js',
        ...(stored === seen ? ['link /assets/persistedReads.js', 'link /assets/kit-more.js'] : []),
        'script /assets/index.js',
      ]);
      await expect(done.window.__merchantKept).resolves.toEqual({ 'shop:merchant:7': '{}' });
    }
  });

  it('asks for its files a few per task as the page paints, none of them a long task', async () => {
    const later = Array.from({ length: 14 }, (_, i) => `/assets/f${i}.js`);
    const seen = { token: 't1', [`${SEEN_PAGE_PREFIX}/home`]: '{"v":1}' };
    const done = returning(await deviceWith({ 'shop:merchant:7': '{}' }), {
      stored: seen,
      later,
      queued: true,
    });
    const before = done.added.length;
    done.paint();
    const files = [...later, '/assets/persistedReads.js', '/assets/kit-more.js'];
    const link = (href: string) => `link ${href}`;
    // The page's first read in the paint's task, each other read in a task of its own, then its
    // files in tasks of their own, a few in each, each after the one before, the entry with the
    // last.
    expect(done.fetched).toHaveLength(1);
    // (Both handed to the app at once, the second answering once its task has asked.)
    expect(Object.keys(done.window.__merchantEarly ?? {})).toHaveLength(2);
    expect(done.added.slice(before)).toEqual([]);
    const readTask = done.nextTask();
    expect(done.fetched).toHaveLength(2);
    expect(readTask).toEqual([]);
    const batches: string[][] = [];
    for (let at = 0; at < files.length; at += FILES_PER_TASK)
      batches.push(files.slice(at, at + FILES_PER_TASK).map(link));
    batches.at(-1)!.push('script /assets/index.js');
    expect(batches.length).toBeGreaterThan(2);
    const tasks = [];
    while (done.tasks.length) tasks.push(done.nextTask());
    expect(tasks).toEqual(batches);
    expect(done.fetched).toHaveLength(2);
    // A page opened hidden, whose timers the browser may hold: all at once, as it starts.
    const behind = returning(await deviceWith({ 'shop:merchant:7': '{}' }), {
      stored: seen,
      later,
      queued: true,
      hidden: true,
    });
    expect(behind.added).toEqual([
      ...later.map(link),
      'script /assets/index.js',
      'link /assets/persistedReads.js',
      'link /assets/kit-more.js',
    ]);
    expect(behind.tasks).toEqual([]);
    expect(behind.fetched).toHaveLength(2);
  });

  it('never makes the database where nothing was kept', async () => {
    const device = await deviceWith();
    await expect(returning(device).window.__merchantKept).resolves.toBeNull();
    expect(await device.databases()).toEqual([]);
  });

  it('reads nothing of the device on a first visit, logged out, or without IndexedDB', async () => {
    const device = await deviceWith({ 'shop:merchant:7': '{}' });
    for (const done of [
      returning(device, { controlled: false }),
      returning(device, { stored: {} }),
      returning(undefined),
    ]) {
      expect(done.window.__merchantKept).toBeUndefined();
      expect(done.added.filter((added) => added.startsWith('link'))).toEqual([]);
    }
  });
});
