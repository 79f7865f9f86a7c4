import { describe, expect, it } from 'vitest';
import { openPrerendered } from './bootTestPage';

/** A tab page as prerendered (or painted as last seen): its frame, its content, the tab bar. */
const PAGE = `<div id="root"><p>demo</p><div><div data-background="bg"><header><div><a href="/message">messages</a></div><h1>首页</h1><div></div></header><main tabindex="-1" data-padding="none" data-kept="resting" class="page-main"><article>home figures</article><button id="pick">pick</button></main></div><nav data-tab-bar="true"><ul><li><a id="home" aria-current="page" href="/home"><span>首页</span><svg></svg></a></li><li><a id="product" href="/product"><span>商品</span><svg></svg></a></li><li><a id="order" href="/order"><span>订单</span><svg></svg></a></li><li><a id="my" href="/my"><span>我的</span><svg></svg></a></li></ul></nav></div><p data-seen-page-mark="">as of 14:32</p><a id="detail" href="/orderDetail?id=1">an order</a></div>`;

type Options = {
  /** Not a tab page: its boot script has no data-loading. */
  notTab?: boolean;
  /** No session: the protected page is stale. */
  loggedOut?: boolean;
  /** The page's own reads (data-reads), which the boot script starts. */
  reads?: string;
};

/** Each tab's reads, as the build writes them into a logged-in page (#page-data). */
const PAGE_DATA = {
  reads: {
    '/home': [{ key: ['info'], url: '/merchant/merchant/getMerInfo' }],
    '/order': [
      { key: ['orders'], url: '/merchant/order/list?limit=10&page=1' },
      { key: ['info'], url: '/merchant/merchant/getMerInfo' },
    ],
  },
};

/** Opens /home in a document of its own, runs the boot script in it, and returns the window. */
function open({ notTab = false, loggedOut = false, reads = '' }: Options = {}) {
  const fetched: string[] = [];
  const window = openPrerendered({
    url: 'https://shop.example/home',
    head: '<title>首页</title>',
    body: `${PAGE}<script type="application/json" id="page-data">${JSON.stringify(PAGE_DATA)}</script>`,
    dataset: {
      route: '/home',
      self: '/home/index.html',
      lang: 'zh-CN',
      fallback: 'zh-CN',
      langs: 'zh-CN en',
      access: 'protected',
      reads,
      entry: '/assets/index.js',
      ...(notTab ? {} : { loading: '加载中…' }),
    },
    prepare: (page) => {
      if (!loggedOut) page.localStorage.setItem('token', 'token-1');
      (page as unknown as { fetch: (url: string) => Promise<never> }).fetch = (url) => {
        fetched.push(url);
        return new Promise(() => {});
      };
    },
  });
  const { document } = window;
  const byId = (id: string) => document.getElementById(id)!;
  /** Clicks the element; true when the page let the browser follow it (not prevented). */
  const click = (id: string, init: MouseEventInit = {}) =>
    byId(id).dispatchEvent(
      new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
    );
  const shown = () => ({
    path: window.location.pathname,
    boot: document.documentElement.getAttribute('data-boot'),
    title: document.title,
    heading: document.querySelector('h1')?.textContent,
    current: [...document.querySelectorAll('nav a[aria-current="page"]')].map((a) =>
      a.getAttribute('href'),
    ),
    frame: document.querySelectorAll('[data-moving]').length,
  });
  return { window, document, byId, click, shown, fetched };
}

describe('boot script: a tab pressed before the app is live', () => {
  it('moves to that tab in the same document, its frame shown at once', () => {
    const page = open();
    const before = page.document.querySelector('main');
    const entries = page.window.history.length;
    expect(page.shown().boot).toBe('hydrate');
    expect(page.click('order')).toBe(false);
    expect(page.shown()).toEqual({
      path: '/order',
      boot: 'moved',
      title: '订单',
      heading: '订单',
      current: ['/order'],
      frame: 1,
    });
    expect(page.window.history.length).toBe(entries + 1);
    // A new <main>, as the app's own frame of a page on its way (shell/PageFallback): busy,
    // saying so, with bars, and nothing of the page left.
    const main = page.document.querySelector('main')!;
    expect(main).not.toBe(before);
    expect(page.document.querySelectorAll('main')).toHaveLength(1);
    // Its looks, not what marked the page left (data-kept here).
    expect(main.className).toBe('page-main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.getAttribute('data-padding')).toBe('normal');
    expect(main.hasAttribute('data-kept')).toBe(false);
    const busy = main.querySelector('[aria-busy="true"]')!;
    expect(busy.querySelector('[role="status"]')?.textContent).toBe('加载中…');
    expect(busy.querySelectorAll('i')).toHaveLength(6);
    expect(page.document.body.textContent).not.toContain('home figures');
    // The header's sides (the page left's actions) and the last-seen page's "as of" mark go.
    expect(page.document.querySelector('header a')).toBeNull();
    expect(page.document.querySelector('[data-seen-page-mark]')).toBeNull();
    // Another tab, still before the app is live: the frame moves again.
    expect(page.click('my')).toBe(false);
    expect(page.shown()).toMatchObject({ path: '/my', title: '我的', current: ['/my'], frame: 1 });
  });

  it("starts the tab's reads at once, beside the page's, for the app to take", () => {
    const page = open({ reads: '/merchant/merchant/getMerInfo' });
    const early = () =>
      Object.keys((page.window as unknown as { __merchantEarly?: object }).__merchantEarly ?? {});
    expect(page.fetched).toEqual(['/merchant/merchant/getMerInfo']);
    page.click('order');
    // Each address once: the one the page started already is not asked again.
    expect(page.fetched).toEqual([
      '/merchant/merchant/getMerInfo',
      '/merchant/order/list?limit=10&page=1',
    ]);
    expect(early()).toEqual(page.fetched);
    page.click('home');
    expect(page.fetched).toHaveLength(2);
    // Once the app has taken the started reads, a tab's are the app's to start.
    delete (page.window as unknown as { __merchantEarly?: object }).__merchantEarly;
    page.click('order');
    expect(page.fetched).toHaveLength(2);
  });

  it("paints the tab's page as last seen instead of the frame, where the device kept it", () => {
    const page = open({ reads: '/merchant/merchant/getMerInfo' });
    const asked: string[] = [];
    (
      page.window as unknown as { __merchantSeenPage: (route: string) => boolean }
    ).__merchantSeenPage = (route) => {
      asked.push(route);
      if (route !== '/order') return false;
      // The page as kept: its own frame and tab bar (here the page's, with other content).
      page.document.getElementById('root')!.innerHTML = PAGE.slice(
        '<div id="root">'.length,
        -6,
      ).replace('home figures', 'kept orders');
      return true;
    };
    expect(page.click('order')).toBe(false);
    expect(asked).toEqual(['/order']);
    expect(page.shown()).toMatchObject({ path: '/order', boot: 'moved', title: '订单', frame: 0 });
    expect(page.document.body.textContent).toContain('kept orders');
    // Its reads start all the same.
    expect(page.fetched).toContain('/merchant/order/list?limit=10&page=1');
    // A tab the device kept nothing of: its frame.
    expect(page.click('my')).toBe(false);
    expect(asked).toEqual(['/order', '/my']);
    expect(page.shown()).toMatchObject({ path: '/my', title: '我的', current: ['/my'], frame: 1 });
  });

  it('drops a press held on the page it leaves', () => {
    const page = open();
    const w = page.window as unknown as { __merchantPending?: Element };
    page.click('pick');
    expect(w.__merchantPending).toBe(page.byId('pick'));
    expect(page.byId('pick').hasAttribute('data-held')).toBe(true);
    page.click('product');
    expect(w.__merchantPending).toBeUndefined();
    expect(page.document.querySelectorAll('[data-held]')).toHaveLength(0);
  });

  it('moves the frame back and forth with the history', async () => {
    const page = open();
    page.click('order');
    const popped = () =>
      new Promise((resolve) => page.window.addEventListener('popstate', resolve, { once: true }));
    const back = popped();
    page.window.history.back();
    await back;
    expect(page.shown()).toMatchObject({ path: '/home', title: '首页', current: ['/home'] });
    const forward = popped();
    page.window.history.forward();
    await forward;
    expect(page.shown()).toMatchObject({ path: '/order', title: '订单', current: ['/order'] });
  });

  it('does nothing for the tab already shown', () => {
    const page = open();
    const entries = page.window.history.length;
    expect(page.click('home')).toBe(false);
    expect(page.shown()).toMatchObject({ path: '/home', boot: 'hydrate', frame: 0 });
    expect(page.window.history.length).toBe(entries);
  });

  const followed: [string, (page: ReturnType<typeof open>) => boolean][] = [
    ['a link outside the tab bar', (page) => page.click('detail')],
    ['a tab opened elsewhere (a modifier key)', (page) => page.click('order', { ctrlKey: true })],
    ['a tab pressed with another button', (page) => page.click('order', { button: 1 })],
    [
      'a tab once the app has drawn the page',
      (page) => {
        (page.window as unknown as { __merchantDrawn?: boolean }).__merchantDrawn = true;
        return page.click('order');
      },
    ],
    [
      'a tab once the app is live',
      (page) => {
        page.document.documentElement.setAttribute('data-boot', 'live');
        return page.click('order');
      },
    ],
  ];
  it.each(followed)('leaves %s to the browser', (_, press) => {
    const page = open();
    expect(press(page)).toBe(true);
    expect(page.shown()).toMatchObject({ path: '/home', title: '首页', current: ['/home'] });
    expect(page.shown().frame).toBe(0);
  });

  it.each([
    ['a page that is not a tab page', { notTab: true }],
    ['a stale page (the app renders it anew)', { loggedOut: true }],
  ] as const)('leaves the tabs of %s to the browser', (_, options) => {
    const page = open(options);
    expect(page.click('order')).toBe(true);
    expect(page.shown()).toMatchObject({ path: '/home', title: '首页', frame: 0 });
  });
});
