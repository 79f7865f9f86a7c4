import { inlineScript } from './inlineScript.ts';
import { SEEN_PAGE_PREFIX } from './seenPage.ts';
import { LANGUAGES } from '../../../packages/ui/src/i18n/languages.ts';

/**
 * Our language codes with the platform's ("ko=han"), after the ones learnt from its language
 * list and kept under `langCodes` (data/boot/languageCode.ts): the `lang` header of the early reads
 * is the platform's code, as the app's client sends it.
 */
const SERVER_CODES = LANGUAGES.map((l) => `${l.code}=${l.server}`).join(' ');

/**
 * The last-seen shop's database and store, as data/boot/session.ts names them (the boot script's
 * tests read a device made with session.ts's names).
 */
const LAST_SEEN_DB = 'merchant-last-seen';
const LAST_SEEN_STORE = 'reads';

/**
 * How many of its files the boot script asks for in one task, the entry with the last. Asking
 * for a file costs the main thread 0.1 ms to 4 ms on a fast machine, unevenly (a link added, its
 * request handed to the service worker or the network), the page's reads a few more; a returning
 * merchant's page asked for its three reads and 16 files in the task of its first paint, 10-25
 * ms on a fast machine, 40-100 ms at 4x CPU, the page not answering a tap meanwhile. The first
 * read in that task, each other read in a task of its own (the three together were still 10 ms
 * in a Lighthouse trace, 50-52 ms in its 4x simulation), then two files per task (each after
 * the one before, `setTimeout`): four per task still came to 10-13 ms now and then. None is
 * long, and the entry follows a few milliseconds later at most.
 */
export const FILES_PER_TASK = 2;

/**
 * The boot script: the first thing in every prerendered page's <head>, inline (the page's
 * Content-Security-Policy allows it by its hash; the text is the same in every page, what
 * differs is in its data- attributes). Before anything is painted it:
 * - shows the page under its own address: the one the merchant opened (`/login` or `/login/`,
 *   kept in sessionStorage across the hop to a language's file), not the file's; "/" shows the
 *   login page as `/login`, as the app's redirect did;
 * - sends a returning merchant who chose another language to that language's file of the page
 *   (`index.<lang>.html`), its own root hidden meanwhile, so the default language never flashes;
 * - marks the page stale when the HTML is not what this visit must show (another address: the
 *   static host's fallback; an address with parameters; a protected page without a session, or
 *   the login page with one; a language without a file): the root is then hidden and the app
 *   renders instead of hydrating (`<html data-boot="stale">`, else "hydrate");
 * - starts the page's main reads for a logged-in merchant (`window.__merchantEarly`, taken by
 *   data/boot/earlyFetch.ts), at the platform's address that the page's `platform-api` meta tag names
 *   (build/platform.ts; empty or not an http(s) address: the page's own origin), with the
 *   headers the app's client sends: the XSRF cookie's header only to the page's own origin;
 *   for a returning merchant whose page was kept as last seen (build/seenPage.ts: the service
 *   worker serves the page and the device holds it), once that page has painted, with the
 *   entry script, one read per task: the page on screen then waits for nothing, and the app,
 *   whose code comes from the device, needs their answers only once it has run;
 * - then runs the page's JavaScript (the entry script) as soon as a page that is shown as it is
 *   has painted (its first contentful paint, or after 3 s at most), at once otherwise (stale,
 *   hidden): the prerendered page paints without waiting for anything, and the scripts run a
 *   frame later. A logged-in page's HTML names its files itself (preloads at low priority,
 *   build/prerender.ts), so they download while it paints; as the service worker serves a kept
 *   page, those preloads are inert (`rel="preload-later"`, build/installable.ts) and the boot
 *   script asks for them with the entry: nothing is asked of the network before the page, or
 *   the last-seen page over it, has painted. For any other page, complete as prerendered (the
 *   login page), the boot script asks for them, every file at once (modulepreload: no chain of
 *   imports), with the entry;
 * - for a returning merchant (a logged-in page the service worker serves), preloads the code that
 *   restores the last-seen shop (with the entry, where the last-seen page is shown) and starts
 *   reading it from the device (IndexedDB, without ever creating the database), so that both
 *   are there when the app asks
 *   (`window.__merchantKept`: every kept entry by key, or null; taken by
 *   data/boot/persistedReads.ts).
 *
 * A form is never sent natively, live or not: its fields, a password, would go into the address
 * (the app's own handlers still get the submit and send them). Until the app is live
 * (`data-boot="live"`), a press on a button or a form's submit does not go through at all: the
 * last one is kept (`window.__merchantPending`) and replayed by the app once the page's content
 * has hydrated (shell/Live.tsx). Links work as links, but for a tab of a tab page's tab bar
 * (data-loading): the page moves to that tab in the same document, at once (its address, its
 * title, the tab marked current, a busy `<main>`: the frame of the page on its way), marked
 * `data-boot="moved"`, and the app, once started, draws the page at that address over it
 * (apps/merchant/src/start.tsx); that tab's main reads start at once, beside the page's (the
 * page's #page-data names them), while the app has not taken the started ones yet; where the
 * device kept that tab's page as last seen, that page is painted instead of the frame
 * (build/seenPage.ts); a press held on the page left is dropped, and Back moves the frame
 * back. Followed as a link, the tab would wait for a new document (a round trip on a slow
 * network) and start the app again. Either way the pressed control answers at
 * once: it is marked `data-held` and looks pressed (BOOT_STYLE) until the app is live or the
 * next page shows, instead of nothing visible happening until then. The first press held also
 * asks for the code its answer needs beyond the page's own (data-press: the login form's check),
 * so that the replay does not wait for it after the app is live. A form pressed with a required
 * field left empty is answered at once by the page's required check, which drops the press
 * (build/requiredCheck.ts: it runs after this script's hold).
 *
 * Attributes: data-route (the page's address), data-self (this file's address), data-root (this
 * file is also "/"), data-lang (its language), data-fallback (the default language), data-langs
 * (the languages with a file), data-access (public | protected | guest: the login page),
 * data-reads (space-separated addresses relative to the platform's address),
 * data-entry (the entry script), data-preload (space-separated: every other file it needs first;
 * none on a logged-in page, whose HTML names its files), data-kept (a logged-in page: the files
 * of the last-seen shop's code), data-press (the files a press held before the app is live needs
 * besides those) and data-loading (a tab page: what the frame of a tab moved to says while it
 * loads; its title is the tab's label, the first element of the tab's link).
 */
const SOURCE = `(() => {
  const d = document.documentElement;
  const modulepreload = (href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  const script = document.currentScript;
  let press = (script && script.dataset.press) || '';
  const loading = script && script.dataset.loading;
  let readsOf = null;
  const movable = () => !window.__merchantDrawn && /^(hydrate|moved)$/.test(d.getAttribute('data-boot') || '');
  const trim = (p) => (p.length > 1 ? p.replace(/\\/+$/, '') : p);
  const move = (path, push) => {
    const root = document.getElementById('root');
    const main = root && root.querySelector('main');
    const tabs = root ? root.querySelectorAll('nav[data-tab-bar] a[href]') : [];
    let title = '';
    for (const tab of tabs) if (tab.getAttribute('href') === path && tab.firstElementChild) title = tab.firstElementChild.textContent;
    if (!title || !main || !movable()) return false;
    if (push) history.pushState(null, '', path);
    d.setAttribute('data-boot', 'moved');
    const before = window.__merchantPending;
    if (before && before.removeAttribute) before.removeAttribute('data-held');
    delete window.__merchantPending;
    document.title = title;
    if (readsOf) readsOf(path);
    window.scrollTo(0, 0);
    if (window.__merchantSeenPage && window.__merchantSeenPage(path)) return true;
    const heading = root.querySelector('header h1');
    if (heading) {
      heading.textContent = title;
      for (const side of heading.parentNode.children) if (side !== heading) side.replaceChildren();
    }
    const frame = document.createElement('main');
    frame.className = main.className;
    frame.tabIndex = -1;
    frame.setAttribute('data-padding', 'normal');
    frame.innerHTML = '<div aria-busy="true" data-moving><span role="status"></span>' +
      [60, 92, 80, 92, 70, 85].map((width) => '<i style="width:' + width + '%"></i>').join('') + '</div>';
    frame.querySelector('[role=status]').textContent = loading;
    main.replaceWith(frame);
    for (const mark of root.querySelectorAll('[data-seen-page-mark]')) mark.remove();
    for (const tab of tabs) {
      if (tab.getAttribute('href') === path) tab.setAttribute('aria-current', 'page');
      else tab.removeAttribute('aria-current');
    }
    return true;
  };
  window.addEventListener('popstate', () => {
    if (d.getAttribute('data-boot') === 'moved') move(trim(location.pathname), false);
  });
  const hold = (e) => {
    if (e.type === 'submit') e.preventDefault();
    if (d.getAttribute('data-boot') === 'live') return;
    const near = (q) => (e.target.closest ? e.target.closest(q) : null);
    const button = near('button, input[type=submit], [role=button]');
    const link = button ? null : near('a[href]');
    const tab = link && loading && movable() && e.type === 'click' && !e.button && !link.target &&
      !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) && link.closest('nav[data-tab-bar]');
    if (tab && (link.getAttribute('href') === trim(location.pathname) || move(link.getAttribute('href'), true))) {
      e.preventDefault();
      return;
    }
    if (link) link.setAttribute('data-held', '');
    if (e.type !== 'submit' && !button) return;
    e.preventDefault();
    e.stopPropagation();
    const before = window.__merchantPending;
    if (before && before.removeAttribute) before.removeAttribute('data-held');
    window.__merchantPending = button || e.target;
    if (button) button.setAttribute('data-held', '');
    for (const href of press.split(' ')) if (href) modulepreload(href);
    press = '';
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  try {
    const s = document.currentScript.dataset;
    const l = location;
    const get = (k) => { try { return localStorage.getItem(k); } catch (e) { return null; } };
    const route = trim(s.route);
    const token = get('token');
    const stored = get('lang');
    const lang = stored || s.fallback;
    let path = trim(l.pathname);
    if (path !== route && (path === s.self || (s.root !== undefined && path === '/' && !l.search))) {
      let shown = route;
      try {
        const from = sessionStorage.getItem('boot-from');
        sessionStorage.removeItem('boot-from');
        if (from && trim(from) === route) shown = from;
      } catch (e) {}
      history.replaceState(history.state, '', shown + l.search + l.hash);
      path = route;
    }
    const params = l.search.slice(1).split('&').filter((p) => p && !/^redirect(=|$)/.test(p));
    let stale = path !== route || params.length > 0 ||
      (s.access === 'protected' && !token) || (s.access === 'guest' && !!token);
    if (!stale && lang !== s.lang) {
      if (s.langs.split(' ').indexOf(lang) >= 0) {
        const dir = s.route.replace(/\\/?$/, '/');
        try { sessionStorage.setItem('boot-from', l.pathname); } catch (e) {}
        d.setAttribute('data-boot', 'stale');
        l.replace(dir + (lang === s.fallback ? 'index.html' : 'index.' + lang + '.html') + l.search + l.hash);
        return;
      }
      stale = true;
    }
    d.setAttribute('data-boot', stale ? 'stale' : 'hydrate');
    const sw = navigator.serviceWorker;
    const kept = !!(sw && sw.controller);
    let asked = false;
    // spread: one read per task after the first (each fetch is a call into the service worker,
    // and three in the task that follows the first paint made one long task on a slow phone).
    const start = (urls, spread) => {
      const meta = document.querySelector('meta[name=platform-api]');
      let base = meta ? meta.content.replace(/\\/+$/, '') : '';
      if (!/^https?:\\/\\//i.test(base)) base = '';
      const headers = { token: token };
      if (stored) {
        const known = (' ' + (get('langCodes') || '') + ' ${SERVER_CODES}').split(' ' + stored + '=')[1];
        headers.lang = known ? known.split(' ')[0] : stored;
      }
      const xsrf = /(?:^|;\\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
      const own = !base || (base + '/').toLowerCase().indexOf(l.origin.toLowerCase() + '/') === 0;
      if (xsrf && own) try { headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf[1]); } catch (e) { headers['X-XSRF-TOKEN'] = xsrf[1]; }
      const early = window.__merchantEarly || (window.__merchantEarly = {});
      let first = true;
      for (const url of urls) {
        if (!url || early[base + url]) continue;
        const go = () => fetch(base + url, { headers: headers });
        const response = first || !spread ? go() : new Promise((resolve) => setTimeout(() => resolve(go()), 0));
        first = false;
        response.catch(() => {});
        early[base + url] = { headers: headers, response: response };
      }
    };
    const reads = (spread) => {
      if (asked || stale || !token || !s.reads) return;
      asked = true;
      start(s.reads.split(' '), spread);
    };
    readsOf = (path) => {
      if (stale || !token || !window.__merchantEarly) return;
      const data = document.getElementById('page-data');
      try { start(JSON.parse(data.textContent).reads[path].map((read) => read.url)); } catch (e) {}
    };
    let loaded = false;
    const seen = kept && get('${SEEN_PAGE_PREFIX}' + route) !== null;
    let keptLater = [];
    const load = () => {
      if (loaded) return;
      loaded = true;
      // (Where they waited for the page kept as last seen to paint, one per task.)
      reads(document.visibilityState !== 'hidden');
      const later = [].map.call(document.querySelectorAll('link[rel=preload-later]'), (link) => link.getAttribute('href'));
      const files = later.concat((s.preload || '').split(' '), keptLater).filter(Boolean);
      // (All at once in a hidden page, whose timers the browser may hold for a second each.)
      const hidden = () => document.visibilityState === 'hidden';
      const ask = () => {
        for (const href of files.splice(0, hidden() ? files.length : ${FILES_PER_TASK})) modulepreload(href);
        if (files.length) return void setTimeout(ask, 0);
        const entry = document.createElement('script');
        entry.type = 'module';
        entry.crossOrigin = '';
        entry.onerror = () => d.setAttribute('data-boot', 'failed');
        entry.src = s.entry;
        document.head.appendChild(entry);
      };
      if (hidden()) ask();
      else setTimeout(ask, 0);
    };
    const paints = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (stale || document.visibilityState === 'hidden') load();
    else if (paints.indexOf('paint') >= 0) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
      setTimeout(load, 3000);
    } else requestAnimationFrame(() => setTimeout(load, 0));
    if (!seen) reads();
    if (stale || !token || !s.reads) return;
    if (!s.kept || !kept || !window.indexedDB) return;
    if (seen && !loaded) keptLater = s.kept.split(' ');
    else for (const href of s.kept.split(' ')) modulepreload(href);
    window.__merchantKept = new Promise((resolve) => {
      try {
      const open = indexedDB.open('${LAST_SEEN_DB}');
      open.onupgradeneeded = () => open.transaction.abort();
      open.onerror = open.onblocked = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        const done = (kept) => { db.close(); resolve(kept); };
        try {
          const store = db.transaction('${LAST_SEEN_STORE}').objectStore('${LAST_SEEN_STORE}');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const kept = {};
            keys.result.forEach((key, i) => { kept[key] = values.result[i]; });
            done(kept);
          };
          values.onerror = () => done(null);
        } catch (e) { done(null); }
      };
      } catch (e) { resolve(null); }
    });
  } catch (e) {
    d.setAttribute('data-boot', 'stale');
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.onerror = () => d.setAttribute('data-boot', 'failed');
    entry.src = document.currentScript.dataset.entry;
    document.head.appendChild(entry);
  }
})();`;

// (SOURCE is minified where it is inlined: build/inlineScript.ts.)

/** The boot script's text (it is inlined into every page), and the CSP source that allows it. */
export const { text: BOOT_SCRIPT, hash: BOOT_SCRIPT_HASH } = inlineScript(SOURCE);

/**
 * Hides a stale page's prerendered content until the app has rendered the right one; gives a
 * press held before the app is live (or a link followed meanwhile) its pressed look at once,
 * and the frame of a tab moved to meanwhile its busy bars (those of shell/PageFallback, still
 * as the prerendered skeleton's);
 * shows the page's "could not load" notice (#boot-failed, build/prerender.ts) when the app's
 * code could not be loaded or started (`data-boot="failed"`: the entry script's error, or
 * src/main.tsx), over whatever the page shows.
 */
export const BOOT_STYLE =
  'html[data-boot=stale] #root{visibility:hidden}[data-held]{opacity:.6;cursor:progress}' +
  '[data-moving]{padding:12px 0}[data-moving] i{display:block;height:14px;margin-bottom:12px;' +
  'border-radius:4px;background:var(--c-skeleton)}[data-moving] [role=status]{position:absolute;' +
  'width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  'html[data-boot=failed] #boot-failed{display:block}' +
  '#boot-failed{position:fixed;left:12px;right:12px;bottom:max(12px,env(safe-area-inset-bottom));' +
  'z-index:2147483647;padding:12px 16px;border-radius:12px;background:#1f2937;color:#fff;' +
  'font:15px/1.5 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)}' +
  '#boot-failed p{margin:0}#boot-failed a{display:inline-block;min-height:44px;line-height:44px;' +
  'color:#93c5fd;font-weight:600}';
