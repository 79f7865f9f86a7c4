import { SEEN_PAGE_PREFIX, session } from '@merchant/ui/data/boot/session.ts';
import { i18n } from '@merchant/ui/i18n';
import { formatAsOf } from '@merchant/ui/shell/asOf.ts';
import { findRoute } from './routes';

/**
 * Keeps the tab page on screen as the merchant leaves the app (hides it or closes it), so that
 * the next visit paints it at once, before any script or answer (build/seenPage.ts shows it,
 * marked with its time, until the app draws the page over it).
 *
 * Kept only when it is worth showing and honest to show: the app is live, the page is a tab
 * page at its plain address, its content is drawn (nothing loading) from answers of this visit
 * (no "as of" mark on screen: a page itself drawn from the last visit is not kept again under a
 * new time), and the merchant is logged in. What a field holds is never kept (a search term, a
 * password): the picture keeps no field's value.
 */

/** What the app keeps of a page (build/seenPage.ts reads it). */
export type SeenPage = {
  v: 1;
  /** The session it was drawn for (`sessionMark` of its token). */
  who: string;
  /** Its language (the page's `lang`). */
  lang: string;
  /** When (ms since the epoch). */
  at: number;
  /** Its "as of" mark, [seen today, seen another day], while updating and offline. */
  marks: { updating: [string, string]; offline: [string, string] };
  /** The document's style rules that apply to the page's markup. */
  css: string;
  /** The root's markup, the page shown only. */
  html: string;
};

/** A page larger than this (characters) is not kept: the picture must stay quick to paint. */
export const SEEN_PAGE_MAX_CHARS = 400_000;

/**
 * A short mark of a session's token (FNV-1a, 32 bits), as the restore script computes it: whose
 * page it is, without keeping the token a second time.
 */
export function sessionMark(token: string): string {
  let h = 2166136261;
  for (let i = 0; i < token.length; i += 1) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

// A pseudo-element (`::before`, `::placeholder`, the old `:after`): a query never matches it.
const PSEUDO_ELEMENT = /::?(?:before|after|first-line|first-letter)\b|::[\w-]+(?:\([^)]*\))?/gi;

/**
 * Whether `selector` can match in `scope`, a document holding only the kept markup: a
 * pseudo-element's rule when its element is there. A selector the browser cannot query counts as
 * matching: its rule is kept.
 */
function matches(scope: Document, selector: string): boolean {
  try {
    return scope.querySelector(selector.replace(PSEUDO_ELEMENT, '')) !== null;
  } catch {
    return true;
  }
}

/**
 * `rules` as text, those that can apply to the markup of `scope` only: a rule whose selector
 * matches nothing there (another page's, a pressed or hovered look) is left out, and a
 * conditional group (@media, @supports) keeps the rules inside it that apply; any other rule
 * (fonts, keyframes) is kept whole.
 */
function rulesFor(rules: CSSRuleList, scope: Document): string {
  let css = '';
  for (const rule of rules) {
    if ('selectorText' in rule) {
      if (matches(scope, (rule as CSSStyleRule).selectorText)) css += rule.cssText;
    } else if ('conditionText' in rule && 'cssRules' in rule) {
      const inner = rulesFor((rule as CSSConditionRule).cssRules, scope);
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else css += rule.cssText;
  }
  return css;
}

/**
 * The document's style rules that apply to the kept markup (`scope`), from every sheet the page
 * can read but the last-seen page's own. The whole app's rules are about 35 KB on a tab page,
 * most of them for pages kept hidden and the screens visited before; the next visit parses what
 * is kept before its first paint.
 */
function styleRules(doc: Document, scope: Document): string {
  let css = '';
  for (const sheet of doc.styleSheets) {
    if ((sheet.ownerNode as Element | null)?.id === 'seen-page-style') continue;
    try {
      css += rulesFor(sheet.cssRules, scope);
    } catch {
      // Another origin's sheet: not readable, and not the app's.
    }
  }
  return css;
}

/**
 * A chart's canvas as a picture: WebP at most twice its size on screen, PNG where the browser
 * cannot write WebP. The home chart kept as a PNG of a 3x phone's canvas was 68 KB of text in
 * the device's storage, read at every visit; so it is 22 KB (bench/RESULTS.md).
 */
function chartPicture(source: HTMLCanvasElement): string {
  const width = source.clientWidth * 2;
  const height = source.clientHeight * 2;
  let canvas = source;
  if (width > 0 && height > 0 && source.width > width) {
    canvas = source.ownerDocument.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(source, 0, 0, width, height);
  }
  return canvas.toDataURL('image/webp', 0.85);
}

/**
 * How far down the page the picture reaches, in screens. The next visit opens at the page's top
 * and the app draws the page over the picture within a second or two, before a merchant scrolls
 * that far; what lies lower would only be parsed, styled and laid out before the first paint
 * (on /order, eight of its ten cards).
 */
export const SEEN_PAGE_SCREENS = 1.5;

/**
 * Where (child indices from `root`) the elements are that start more than `SEEN_PAGE_SCREENS`
 * screens below the page's top, the outermost of each: each is left out of the picture whole. A
 * fixed or sticky element (the tab bar, a sticky header) is where the screen puts it, not where
 * the page does: kept whole. An element without a box of its own (`display: contents`, or not
 * shown) is judged by its children.
 */
function farBelow(root: HTMLElement): number[][] {
  const view = root.ownerDocument.defaultView;
  const limit = (view?.innerHeight ?? 0) * SEEN_PAGE_SCREENS;
  if (!view || !(limit > 0)) return [];
  const top = root.getBoundingClientRect().top;
  const far: number[][] = [];
  const walk = (parent: Element, path: number[]) => {
    Array.from(parent.children).forEach((child, index) => {
      const at = [...path, index];
      if (child.hasAttribute('data-kept')) return;
      const { position } = view.getComputedStyle(child);
      if (position === 'fixed' || position === 'sticky') return;
      const box = child.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) walk(child, at);
      else if (box.top - top > limit) far.push(at);
      else walk(child, at);
    });
  };
  walk(root, []);
  return far;
}

/**
 * The markup of the page shown in `root`: its first screens only (`SEEN_PAGE_SCREENS`), the
 * pages kept hidden left out (`data-kept`), a chart's canvas as its picture, no field's value, no
 * toast, no pressed look.
 */
function shownMarkup(root: HTMLElement): { html: string; scope: Document } | null {
  // Copied into a document of its own, which loads nothing (a picture set or copied in the page
  // itself is loaded, and while the page closes the browser takes that for a beacon). It has the
  // page's language and attributes, so the style rules that apply to the copy are found in it.
  const doc = root.ownerDocument;
  const inert = doc.implementation.createHTMLDocument('');
  for (const [from, to] of [
    [doc.documentElement, inert.documentElement],
    [doc.body, inert.body],
  ] as const)
    for (const { name, value } of from.attributes) to.setAttribute(name, value);
  const far = farBelow(root);
  const copy = inert.importNode(root, true);
  inert.body.append(copy);
  const canvases = root.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvas, index) => {
    const source = canvases[index];
    let picture: string | null = null;
    try {
      picture = source && source.width > 0 ? chartPicture(source) : null;
    } catch {
      picture = null;
    }
    if (!picture) return;
    const img = inert.createElement('img');
    img.src = picture;
    img.alt = '';
    img.setAttribute('style', canvas.getAttribute('style') ?? '');
    img.className = canvas.className;
    if (source) {
      img.width = source.clientWidth || source.width;
      img.height = source.clientHeight || source.height;
    }
    canvas.replaceWith(img);
  });
  // (After the canvases, matched to the page's own by their order; the last first: a removal
  // moves none of the elements found before it.)
  for (const path of far.reverse())
    path.reduce<Element | undefined>((at, index) => at?.children[index], copy)?.remove();
  for (const hidden of copy.querySelectorAll('[data-kept], [data-seen-page-mark], script'))
    hidden.remove();
  if (copy.querySelector('[aria-busy="true"]')) return null;
  for (const field of copy.querySelectorAll('input')) {
    field.removeAttribute('value');
    field.removeAttribute('checked');
  }
  for (const field of copy.querySelectorAll('textarea')) field.textContent = '';
  for (const toasts of copy.querySelectorAll('[data-toasts]')) toasts.replaceChildren();
  for (const held of copy.querySelectorAll('[data-held]')) held.removeAttribute('data-held');
  return { html: copy.innerHTML, scope: inert };
}

/** The page to keep now, with its route's address, or null when it is not one to keep (see above). */
export function seenPageNow(
  doc: Document,
  { token, now = Date.now() }: { token: string | null; now?: number },
): { path: string; page: SeenPage } | null {
  const html = doc.documentElement;
  const root = doc.getElementById('root');
  const route = findRoute(doc.location.pathname);
  if (!token || !root || html.dataset.boot !== 'live' || doc.location.search || !route?.tab)
    return null;
  if (doc.querySelector('[data-last-seen]:not([data-seen-page-mark])')) return null;
  const shown = shownMarkup(root);
  if (shown === null) return null;
  const lang = html.lang;
  const later = now + 2 * 24 * 60 * 60 * 1000;
  const mark = (key: 'updating' | 'offline'): [string, string] => [
    i18n.t(`lastSeen.${key}`, { ns: 'app', time: formatAsOf(now, lang, now) }),
    i18n.t(`lastSeen.${key}`, { ns: 'app', time: formatAsOf(now, lang, later) }),
  ];
  const page: SeenPage = {
    v: 1,
    who: sessionMark(token),
    lang,
    at: now,
    marks: { updating: mark('updating'), offline: mark('offline') },
    css: styleRules(doc, shown.scope),
    html: shown.html,
  };
  return { path: route.path, page };
}

/** Keeps `page` for `path` (true when it was kept: not too large, the storage not full). */
export function keepSeenPage(storage: Storage, path: string, page: SeenPage): boolean {
  const text = JSON.stringify(page);
  if (text.length > SEEN_PAGE_MAX_CHARS) return false;
  try {
    storage.setItem(SEEN_PAGE_PREFIX + path, text);
    return true;
  } catch {
    // Full: the next visit starts from the skeleton, as without a kept page.
    return false;
  }
}

/**
 * Drops the style rules of the last-seen page the app has drawn over (build/seenPage.ts): the
 * app's own are in place once it is live.
 */
export function forgetSeenPageStyle(): void {
  document.getElementById('seen-page-style')?.remove();
  document.documentElement.removeAttribute('data-seen-page');
}

/**
 * Keeps the tab page on screen each time the merchant leaves the app (the page hidden, or
 * closed). Costs nothing before then.
 */
export function keepSeenPagesOnLeaving(): void {
  if (typeof window === 'undefined') return;
  forgetSeenPageStyle();
  let kept = false;
  const leave = () => {
    if (kept) return;
    kept = true;
    try {
      const seen = seenPageNow(document, { token: session.get().token });
      if (seen) keepSeenPage(localStorage, seen.path, seen.page);
    } catch {
      // Nothing kept: the next visit starts from the skeleton.
    }
  };
  addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    else kept = false;
  });
  addEventListener('pageshow', () => {
    kept = false;
  });
}
