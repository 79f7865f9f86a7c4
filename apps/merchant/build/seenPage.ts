import { inlineScript } from './inlineScript.ts';

/**
 * The last-seen page: a returning merchant's tab page (home, products, orders, me) painted at
 * once as it was last seen on this device, before any script has run or the network answered,
 * marked with the time it shows ("As of 14:32 · updating").
 *
 * The app keeps it as the merchant leaves the page (src/seenPage.ts: the page's markup and the
 * style rules it uses, in localStorage under `seenPage:<route>`, with whose session and which
 * language it was drawn in); this script, inline right after the page's root in the tab pages'
 * prerendered HTML (the Content-Security-Policy allows it by its hash), puts it in the root in
 * place of the skeleton when the boot script has found the page to be the one to show (the
 * address, the session and the language: `data-boot="hydrate"`) and it was kept by the same
 * session, in the same language, less than `SEEN_PAGE_KEPT_MS` ago. The app then draws the page
 * over it in one commit (from the last-seen shop's kept reads, then fresh ones:
 * src/start.tsx, never hydrating it) and drops its style once live (src/seenPage.ts). It is a
 * picture: a press on it is held and replayed on the live page like one on a skeleton. A tab
 * pressed before the app is live paints that tab's kept page the same way, where the device
 * holds one (the boot script's move, `window.__merchantSeenPage`: build/bootScript.ts).
 *
 * (SOURCE is minified where it is inlined: build/inlineScript.ts.)
 */
/** How long a last-seen page is shown for (as long as the last-seen shop's reads are kept). */
export const SEEN_PAGE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the app keeps a page (`seenPage:/order`): data/boot/session.ts names it too. */
export const SEEN_PAGE_PREFIX = 'seenPage:';

const SOURCE = `(() => {
  const paint = (route) => {
  try {
    const d = document.documentElement;
    const root = document.getElementById('root');
    if (!/^(hydrate|moved)$/.test(d.getAttribute('data-boot') || '') || !root || !route) return false;
    const token = localStorage.getItem('token');
    const raw = token && localStorage.getItem('${SEEN_PAGE_PREFIX}' + route);
    if (!raw) return false;
    const page = JSON.parse(raw);
    let h = 2166136261;
    for (let i = 0; i < token.length; i++) { h ^= token.charCodeAt(i); h = Math.imul(h, 16777619); }
    const age = Date.now() - page.at;
    if (page.v !== 1 || page.who !== (h >>> 0).toString(36) || page.lang !== d.lang || !(age >= 0 && age < ${SEEN_PAGE_KEPT_MS})) return false;
    const today = new Date().toDateString() === new Date(page.at).toDateString();
    const offline = navigator.onLine === false;
    const text = page.marks[offline ? 'offline' : 'updating'][today ? 0 : 1];
    if (typeof page.html !== 'string' || typeof page.css !== 'string' || typeof text !== 'string') return false;
    const style = document.getElementById('seen-page-style') || document.createElement('style');
    style.id = 'seen-page-style';
    style.textContent = page.css;
    document.head.appendChild(style);
    root.innerHTML = page.html;
    const mark = document.createElement('p');
    mark.setAttribute('role', 'status');
    mark.setAttribute('data-seen-page-mark', '');
    mark.setAttribute('data-tone', offline ? 'warning' : 'info');
    mark.setAttribute('data-last-seen', String(page.at));
    mark.textContent = text;
    root.appendChild(mark);
    d.setAttribute('data-seen-page', String(page.at));
    return true;
  } catch (e) { return false; }
  };
  window.__merchantSeenPage = paint;
  try { paint(document.currentScript.dataset.route); } catch (e) {}
})();`;

/** The restore script's text (it is inlined into the tab pages), and the CSP source that allows it. */
export const { text: SEEN_PAGE_SCRIPT, hash: SEEN_PAGE_SCRIPT_HASH } = inlineScript(SOURCE);
