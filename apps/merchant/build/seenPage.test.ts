// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_MS } from '../../../packages/ui/src/data/boot/persistedReads';
import { SEEN_PAGE_PREFIX as SESSION_PREFIX } from '../../../packages/ui/src/data/boot/session';
import { sessionMark, type SeenPage } from '../src/seenPage';
import { contentSecurityPolicy } from './platform';
import {
  SEEN_PAGE_KEPT_MS,
  SEEN_PAGE_PREFIX,
  SEEN_PAGE_SCRIPT,
  SEEN_PAGE_SCRIPT_HASH,
} from './seenPage';
import { seenPageStyle as SEEN_PAGE_STYLE } from '../src/prerender';

const NOW = Date.UTC(2026, 10, 27, 6, 30);
const DAY = 24 * 60 * 60 * 1000;
const SKELETON = '<main aria-busy="true">skeleton</main>';

const kept = (change: Partial<SeenPage> = {}): SeenPage => ({
  v: 1,
  who: sessionMark('token-1'),
  lang: 'zh-CN',
  at: NOW - 60_000,
  marks: {
    updating: ['today updating', 'later updating'],
    offline: ['today offline', 'later offline'],
  },
  css: '.a{color:red}',
  html: '<main><h1>订单</h1><p>共 38 单</p></main>',
  ...change,
});

type Device = {
  stored?: Record<string, string>;
  boot?: string;
  lang?: string;
  online?: boolean;
  now?: number;
};

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  online = true;
});

/**
 * A tab page as the build writes it (its skeleton, then the script), opened on a device holding
 * `stored`: runs the script as the parser would, right after the root.
 */
function open({
  stored = {},
  boot = 'hydrate',
  lang = 'zh-CN',
  online: on = true,
  now = NOW,
}: Device) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  online = on;
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const html = document.documentElement;
  html.lang = lang;
  html.setAttribute('data-boot', boot);
  html.removeAttribute('data-seen-page');
  document.body.innerHTML = `<div id="root">${SKELETON}</div><script data-route="/order"></script>`;
  const script = document.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(SEEN_PAGE_SCRIPT)(); // (the inline script under test)
  return {
    root: document.getElementById('root')!,
    mark: document.querySelector('[data-seen-page-mark]'),
    style: document.getElementById('seen-page-style'),
    seen: html.getAttribute('data-seen-page'),
  };
}

const device = (page: unknown, token = 'token-1') => ({
  token,
  [`${SEEN_PAGE_PREFIX}/order`]: typeof page === 'string' ? page : JSON.stringify(page),
});

describe('the last-seen page script', () => {
  it('paints the kept page, its style and its "as of" mark in place of the skeleton', () => {
    const page = open({ stored: device(kept()) });
    expect(page.root.querySelector('h1')?.textContent).toBe('订单');
    expect(page.root.textContent).not.toContain('skeleton');
    expect(page.style?.textContent).toBe('.a{color:red}');
    expect(page.mark?.textContent).toBe('today updating');
    expect(page.mark?.getAttribute('role')).toBe('status');
    expect(page.mark?.getAttribute('data-tone')).toBe('info');
    expect(page.mark?.getAttribute('data-last-seen')).toBe(String(NOW - 60_000));
    expect(page.mark?.parentElement).toBe(page.root);
    expect(page.seen).toBe(String(NOW - 60_000));
  });

  it('says "offline" when the device is, and the date when it was seen another day', () => {
    const offline = open({ stored: device(kept()), online: false }).mark;
    expect(offline?.textContent).toBe('today offline');
    expect(offline?.getAttribute('data-tone')).toBe('warning');
    const yesterday = kept({ at: NOW - DAY });
    expect(open({ stored: device(yesterday) }).mark?.textContent).toBe('later updating');
    expect(open({ stored: device(yesterday), online: false }).mark?.textContent).toBe(
      'later offline',
    );
  });

  it.each([
    ['another session kept it', device(kept(), 'token-2')],
    ['no one is logged in', { [`${SEEN_PAGE_PREFIX}/order`]: JSON.stringify(kept()) }],
    ['it was drawn in another language', device(kept({ lang: 'en' }))],
    ['it is older than the last-seen shop is kept', device(kept({ at: NOW - 8 * DAY }))],
    ['it is from the future (a clock set back)', device(kept({ at: NOW + DAY }))],
    ['it is of another version', device({ ...kept(), v: 2 })],
    ['it is not a page', device('{"v":1,')],
    ['its markup is not text', device({ ...kept(), html: 42 })],
    ['its mark is missing', device({ ...kept(), marks: { updating: [] } })],
    ['nothing is kept', { token: 'token-1' }],
  ])('leaves the skeleton when %s', (_, stored) => {
    const page = open({ stored });
    expect(page.root.innerHTML).toBe(SKELETON);
    expect(page.mark).toBeNull();
    expect(page.style).toBeNull();
    expect(page.seen).toBeNull();
  });

  it('leaves the skeleton when the boot script found the page is not the one to show', () => {
    for (const boot of ['stale', 'live', '']) {
      expect(open({ stored: device(kept()), boot }).root.innerHTML).toBe(SKELETON);
      localStorage.clear();
    }
  });

  it("paints another tab's kept page when a tab is moved to before the app is live", () => {
    const home = kept({
      html: '<main><h1>首页</h1><p>今日 12 单</p></main>',
      css: '.h{color:blue}',
    });
    const stored = { ...device(kept()), [`${SEEN_PAGE_PREFIX}/home`]: JSON.stringify(home) };
    const page = open({ stored });
    const paint = (window as unknown as { __merchantSeenPage: (route: string) => boolean })
      .__merchantSeenPage;
    // The boot script marks the move first (build/bootScript.ts), then asks.
    document.documentElement.setAttribute('data-boot', 'moved');
    expect(paint('/home')).toBe(true);
    expect(page.root.querySelector('h1')?.textContent).toBe('首页');
    expect(page.root.textContent).not.toContain('共 38 单');
    // One style element, one mark: the page's, not the one painted before it.
    expect(document.querySelectorAll('#seen-page-style')).toHaveLength(1);
    expect(document.getElementById('seen-page-style')?.textContent).toBe('.h{color:blue}');
    expect(page.root.querySelectorAll('[data-seen-page-mark]')).toHaveLength(1);
    // A tab this device kept nothing of: the boot script shows its frame instead.
    expect(paint('/my')).toBe(false);
    expect(page.root.querySelector('h1')?.textContent).toBe('首页');
    // Once the app has the page, nothing is painted over it.
    document.documentElement.setAttribute('data-boot', 'live');
    expect(paint('/order')).toBe(false);
    expect(page.root.querySelector('h1')?.textContent).toBe('首页');
  });

  it("is allowed by the pages' policy, and its names agree with the app's", () => {
    expect(contentSecurityPolicy(null)).toContain(SEEN_PAGE_SCRIPT_HASH);
    expect(SEEN_PAGE_PREFIX).toBe(SESSION_PREFIX);
    expect(SEEN_PAGE_KEPT_MS).toBe(KEPT_FOR_MS);
    expect(SEEN_PAGE_STYLE).toMatch(/^\[data-seen-page-mark\]\{position:fixed;/);
    expect(SEEN_PAGE_STYLE).not.toContain('undefined');
  });
});
