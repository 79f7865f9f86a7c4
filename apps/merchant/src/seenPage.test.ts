// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetLastSeenShop, SEEN_PAGE_PREFIX } from '@merchant/ui/data/boot/session.ts';
import { initI18n } from '@merchant/ui/i18n';
import {
  forgetSeenPageStyle,
  keepSeenPage,
  SEEN_PAGE_MAX_CHARS,
  seenPageNow,
  sessionMark,
  type SeenPage,
} from './seenPage';

const AT = new Date(2026, 10, 27, 14, 32).getTime();

/** The app's document as it is live on `path`: the order page shown, /home kept hidden. */
function app(path = '/order', { boot = 'live', shown = '' } = {}) {
  history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.documentElement.dataset.boot = boot;
  document.head.innerHTML = '<style>.card{padding:12px}</style>';
  document.body.innerHTML = `<div id="root">
    <div><main><h1>Orders</h1>
      <input type="search" value="SO2026" aria-label="Order number">
      <textarea>a note</textarea>
      <input type="checkbox" checked>
      <button data-held="">Pick</button>
      <p class="card">38 orders</p>${shown}</main></div>
    <div data-kept="resting"><main><h1>Home</h1></main></div>
    <div data-toasts=""><p>Copied</p></div>
  </div>`;
}

/**
 * Lays the page out (jsdom lays out nothing): an element with `data-box` is a box that many px
 * below the page's top, the page scrolled `scrolled` px down (a fixed one stays where the screen
 * puts it), the screen 800 px high. Undone after each test.
 */
function layOut(scrolled = 0) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const at = this.getAttribute('data-box');
    if (at === null) return new DOMRect(0, 0, 0, 0);
    const fixed = (this as HTMLElement).style.position === 'fixed';
    return new DOMRect(0, Number(at) - (fixed ? 0 : scrolled), 390, 40);
  });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
}

const pageNow = (token: string | null = 'token-1') =>
  seenPageNow(document, { token, now: AT })?.page ?? null;

beforeAll(async () => {
  await initI18n('en', 'start');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('seenPageNow', () => {
  it('keeps the page shown, with the style rules, whose session and when', () => {
    app();
    const page = pageNow()!;
    expect(page).toMatchObject({ v: 1, who: sessionMark('token-1'), lang: 'en', at: AT });
    expect(page.css).toContain('.card');
    expect(page.html).toContain('<h1>Orders</h1>');
    expect(page.html).toContain('38 orders');
    // Not the page kept hidden, nor a toast.
    expect(page.html).not.toContain('Home');
    expect(page.html).not.toContain('Copied');
    // The "as of" marks, in the page's language, the day and the time for another day.
    expect(page.marks.updating[0]).toMatch(/^As of \S*:32\b.* · updating$/);
    expect(page.marks.offline[0]).toMatch(/^Offline · as of \S*:32\b/);
    expect(page.marks.updating[1]).toMatch(/Nov/);
    expect(page.marks.updating[1]).not.toBe(page.marks.updating[0]);
  });

  it('keeps only the style rules that apply to the page shown', () => {
    app();
    document.head.innerHTML = `<style>
      :root{--bg:#fff}
      body:lang(en){font-family:serif}
      body:lang(ko){font-family:sans-serif}
      .card{padding:12px}
      .card:hover{color:red}
      [data-kept] h1{color:blue}
      .sheet{position:fixed}
      .card::before{content:''}
      @media (min-width:600px){.card{padding:16px}.sheet{top:0}}
      @keyframes pulse{from{opacity:1}to{opacity:.5}}
    </style>`;
    const { css } = pageNow()!;
    for (const kept of [
      ':root',
      'body:lang(en)',
      '.card { padding: 12px',
      '.card::before',
      '@keyframes pulse',
    ])
      expect(css).toContain(kept);
    for (const left of ['lang(ko)', ':hover', '[data-kept]', '.sheet'])
      expect(css).not.toContain(left);
  });

  it("keeps no field's value and no pressed look", () => {
    app();
    const { html } = pageNow()!;
    expect(html).not.toContain('SO2026');
    expect(html).not.toContain('a note');
    expect(html).not.toContain('checked');
    expect(html).not.toContain('data-held');
  });

  it.each([
    ['the app is not live yet', () => app('/order', { boot: 'hydrate' })],
    ['the page is not a tab page', () => app('/withdraw')],
    ['the address has parameters', () => app('/order?status=5')],
    ['something on it is loading', () => app('/order', { shown: '<ul aria-busy="true"></ul>' })],
    [
      'it shows what the last visit saw',
      () => app('/order', { shown: '<p role="status" data-last-seen="1">As of 09:12</p>' }),
    ],
  ])('keeps nothing when %s', (_, arrange) => {
    arrange();
    expect(pageNow()).toBeNull();
  });

  it("keeps the page's first screens only, as the next visit opens at its top", () => {
    app();
    // The page scrolled 700 px down as the merchant leaves; whatever starts more than 1,200 px (a
    // screen and a half) below its top is left out.
    layOut(700);
    document.getElementById('root')!.setAttribute('data-box', '0');
    document.querySelector('main')!.insertAdjacentHTML(
      'beforeend',
      `<ul data-box="400">
        <li data-box="500">Order 1</li>
        <li data-box="1150">Order 2</li>
        <li data-box="1250"><span data-box="1250">Order 3</span></li>
        <li data-box="1900">Order 4</li>
      </ul>
      <div><p data-box="1300">Order 5</p><p data-box="900">Order 6</p></div>
      <nav style="position: fixed" data-box="760">Tabs</nav>`,
    );
    const { html } = pageNow()!;
    for (const kept of ['Orders', '38 orders', 'Order 1', 'Order 2', 'Order 6', 'Tabs'])
      expect(html).toContain(kept);
    for (const left of ['Order 3', 'Order 4', 'Order 5']) expect(html).not.toContain(left);
  });

  it("keeps a chart's canvas as its own picture when one before it in the markup is left out", () => {
    app();
    // Two charts, the one further down first in the markup (placed lower by the page's layout):
    // each picture must be taken from its own canvas, though the lower one is left out.
    layOut();
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return `data:image/webp;base64,${this.id}`;
    });
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<div data-box="300"><canvas id="lower" width="100" height="50" data-box="2000"></canvas>' +
          '<canvas id="upper" width="100" height="50" data-box="400"></canvas></div>',
      );
    const { html } = pageNow()!;
    expect(html).toContain('data:image/webp;base64,upper');
    expect(html).not.toContain('data:image/webp;base64,lower');
    expect(html).not.toContain('<canvas');
  });

  it('keeps nothing when no one is logged in', () => {
    app();
    expect(pageNow(null)).toBeNull();
  });

  it('keeps a page with a trailing slash under its plain address', () => {
    app('/order/');
    expect(pageNow()).not.toBeNull();
  });
});

describe('keepSeenPage', () => {
  const page = (): SeenPage => {
    app();
    return pageNow()!;
  };

  it('writes the page under its address, for the restore script', () => {
    expect(keepSeenPage(localStorage, '/order', page())).toBe(true);
    const kept = JSON.parse(localStorage.getItem(`${SEEN_PAGE_PREFIX}/order`)!);
    expect(kept.html).toContain('38 orders');
  });

  it('keeps nothing too large to paint quickly, or when the storage is full', () => {
    const large = { ...page(), html: 'x'.repeat(SEEN_PAGE_MAX_CHARS) };
    expect(keepSeenPage(localStorage, '/order', large)).toBe(false);
    expect(localStorage.getItem(`${SEEN_PAGE_PREFIX}/order`)).toBeNull();
    const full = {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepSeenPage(full, '/order', page())).toBe(false);
  });

  it('is forgotten with the last-seen shop (logout), other keys kept', () => {
    expect(keepSeenPage(localStorage, '/order', page())).toBe(true);
    expect(keepSeenPage(localStorage, '/home', page())).toBe(true);
    localStorage.setItem('lang', 'en');
    forgetLastSeenShop();
    expect(localStorage.getItem(`${SEEN_PAGE_PREFIX}/order`)).toBeNull();
    expect(localStorage.getItem(`${SEEN_PAGE_PREFIX}/home`)).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('forgetSeenPageStyle', () => {
  it("drops the last-seen page's style and mark, and no other style", () => {
    const style = document.head.appendChild(document.createElement('style'));
    style.id = 'seen-page-style';
    const other = document.head.appendChild(document.createElement('style'));
    document.documentElement.setAttribute('data-seen-page', '1795800000000');
    forgetSeenPageStyle();
    expect(style.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    expect(document.documentElement.hasAttribute('data-seen-page')).toBe(false);
  });
});
