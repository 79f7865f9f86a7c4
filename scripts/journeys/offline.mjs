// The returning merchant offline (issue 33): after one visit, with the network cut, the pages a
// merchant looks at show what they last saw, marked "as of" its time; a page never loaded on
// this device says so; a change that moves money or stock is refused as offline, and nothing is
// sent; logout then leaves nothing of the merchant on the device.
import {
  DEMO_PAY_PASSWORD,
  assert,
  assertEqual,
  ordersTab,
  typePaymentPassword,
} from './_merchantKit.mjs';
import {
  PATIENCE,
  assertSameDocument,
  holdAppCode,
  markDocument,
  phone,
  until,
} from './_flowKit.mjs';

/** The pages the issue names, and the text each shows once its content is there. */
const PAGES = ['/home', '/order', '/my', '/fundsRecords', '/message'];

/** Waits until the page's service worker is active and the page is under its control. */
async function controlled(page, base) {
  // (It registers once the page is live and settled, then keeps the whole app first.)
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, {
    timeout: PATIENCE * 3,
  });
  await page.goto(`${base}/home`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: PATIENCE,
  });
}

/** The text of the page on screen once nothing in it is loading. */
async function contentOf(page) {
  const main = page.getByRole('main');
  await main.waitFor();
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('main')].find((m) => m.checkVisibility());
      return shown && !shown.querySelector('[aria-busy="true"]');
    },
    null,
    { timeout: PATIENCE },
  );
  const text = await main.innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * How the page shown draws, element by element: the computed style that makes its look (not
 * where it is laid out), to hold the last-seen picture to the live page it was taken from. With
 * `firstScreens`, only the elements the device keeps of the page (`firstScreens` below).
 */
const looksOf = (page, { firstScreens = false } = {}) =>
  page.evaluate((only) => {
    const main = [...document.querySelectorAll('main')].find((m) => m.checkVisibility());
    const LOOK = ['display', 'position', 'padding', 'margin', 'color', 'background-color'];
    LOOK.push('font-size', 'font-weight', 'font-family', 'border', 'border-radius', 'box-shadow');
    LOOK.push('flex-direction', 'gap', 'text-align', 'overflow', 'opacity', 'visibility');
    return [main, ...main.querySelectorAll('*')]
      .filter((el) => !only || !el.closest('[data-journey-far]'))
      .map((el) => {
        const style = getComputedStyle(el);
        return `${el.tagName.toLowerCase()} ${LOOK.map((p) => style.getPropertyValue(p)).join('|')}`;
      });
  }, firstScreens);

/**
 * The live page as the device keeps it for the next visit: its first screen and a half
 * (`SEEN_PAGE_SCREENS` in apps/merchant/src/seenPage.ts: the next visit opens at the top, and
 * the app draws the page before a merchant scrolls further). Marks the outermost elements of the
 * page shown that start lower (`data-journey-far`; fixed and sticky ones are where the screen
 * puts them), then returns its lines and looks without them, and how many it left out.
 */
async function firstScreens(page) {
  await contentOf(page);
  const far = await page.evaluate(() => {
    const main = [...document.querySelectorAll('main')].find((m) => m.checkVisibility());
    const limit = innerHeight * 1.5;
    const top = document.getElementById('root').getBoundingClientRect().top;
    let count = 0;
    const walk = (parent) => {
      for (const child of parent.children) {
        const { position } = getComputedStyle(child);
        if (position === 'fixed' || position === 'sticky') continue;
        const box = child.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) walk(child);
        else if (box.top - top > limit) {
          child.setAttribute('data-journey-far', '');
          child.style.setProperty('display', 'none', 'important');
          count += 1;
        } else walk(child);
      }
    };
    walk(main);
    return count;
  });
  const lines = await contentOf(page);
  const looks = await looksOf(page, { firstScreens: true });
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-journey-far]')) {
      el.removeAttribute('data-journey-far');
      el.style.removeProperty('display');
    }
  });
  return { lines, looks, far };
}

/** What the device keeps of the last-seen shop: the keys of its IndexedDB store. */
const keptEntries = (page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('merchant-last-seen')) return [];
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('merchant-last-seen');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('reads')) return [];
    const keys = await new Promise((resolve, reject) => {
      const request = db.transaction('reads', 'readonly').objectStore('reads').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const values = await new Promise((resolve, reject) => {
      const request = db.transaction('reads', 'readonly').objectStore('reads').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return keys.map((key, i) => ({ key, size: String(values[i]).length, text: String(values[i]) }));
  });

/**
 * The read each page shows, as the device keeps it: its address, and the parameters that tell it
 * from another page's read of the same address (home reads the orders awaiting pickup, status
 * 5: kept once home is, before the order page's own list, status all; a journey that waited for
 * the address alone left the order page before its list was kept, 2026-11-29).
 */
const READS = {
  '/home': ['/merchant/index/index'],
  '/order': ['/merchant/order/list', { status: 'all' }],
  '/my': ['/merchant/merchant/getMerInfo'],
  '/fundsRecords': ['/merchant/merchant/bill'],
  '/message': ['/merchant/index/notice'],
};

/** True when the device's entry `text` holds the read of `path` (READS). */
function keeps(text, path) {
  const [address, query = {}] = READS[path];
  let queries = [];
  try {
    queries = JSON.parse(text).clientState?.queries ?? [];
  } catch {
    return false;
  }
  return queries.some(({ queryKey: [, at, options] }) => {
    const params = options?.params?.query ?? {};
    return at === address && Object.entries(query).every(([name, value]) => params[name] === value);
  });
}

/**
 * Visits every page online, as a merchant who reads each for a moment: until the device keeps
 * what it showed (the app keeps it once the page is live and settled, a moment later).
 */
async function visitOnline(t, page) {
  const seen = {};
  for (const path of PAGES) {
    await page.goto(`${t.base}${path}`);
    seen[path] = await contentOf(page);
    await until(
      async () => {
        const entries = await keptEntries(page);
        return entries.length === 1 && keeps(entries[0].text, path);
      },
      true,
      `${path}: what it showed is kept on the device`,
    );
  }
  return seen;
}

const lastSeenMark = (page) => page.getByRole('status').filter({ hasText: /as of/ });

async function lastSeenOffline(t) {
  const page = await phone(t, { loggedIn: true, serviceWorkers: 'allow', offlineAware: true });
  await page.waitForURL(/\/home$/);
  await controlled(page, t.base);
  const seen = await visitOnline(t, page);
  const entries = await keptEntries(page);
  assert(
    !entries[0].text.includes(await page.evaluate(() => localStorage.getItem('token'))),
    'no token in what the device keeps',
  );

  await page.context().setOffline(true);
  const sent = [];
  page.on('request', (request) => {
    if (request.url().startsWith(t.api) && request.method() !== 'GET') sent.push(request.url());
  });
  for (const path of PAGES) {
    await page.goto(`${t.base}${path}`);
    await lastSeenMark(page)
      .filter({ hasText: /^Offline · as of \d\d?:\d\d/ })
      .waitFor();
    // (A device storage slower than the app's 400 ms wait is drawn from when it answers.)
    await until(
      async () => {
        const shown = await contentOf(page);
        return seen[path].filter((line) => !shown.includes(line));
      },
      [],
      `${path} offline shows every line it showed online`,
    );
  }

  // A page never opened on this device says so.
  await page.goto(`${t.base}/refundRequest`);
  await page
    .getByText('This page has not been loaded on this device yet.', { exact: false })
    .waitFor();

  // A change that moves money: refused as offline, and nothing sent.
  await page.goto(`${t.base}/order`);
  await lastSeenMark(page).waitFor();
  const pick = page
    .getByRole('main')
    .getByRole('button', { name: /^Pick / })
    .first();
  await pick.click();
  const quote = page.getByRole('dialog', { name: 'Confirm pickup' });
  await quote.getByRole('button', { name: /^Pay / }).click();
  await typePaymentPassword(page, DEMO_PAY_PASSWORD);
  await quote.page().getByText('You are offline: nothing was sent.').waitFor();
  assertEqual(sent, [], 'nothing sent while offline');
  await page.context().setOffline(false);
}

/** Waits until the app keeps the tab page on screen as the merchant leaves it (its code loaded). */
async function keepsPagesOnLeaving(page) {
  const code = await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/seenPage-[\w-]+\.js$/.test(entry.name))?.name,
    null,
    { timeout: PATIENCE * 2 },
  );
  // Loaded is not yet listening: the same module imported here resolves after the app's own
  // import has handed it over (once, on a fresh build, the journey left in between).
  await page.evaluate((url) => import(url).then(() => true), await code.jsonValue());
}

const keptPages = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('seenPage:')));

async function lastSeenPagePaintsFirst(t) {
  const page = await phone(t, { loggedIn: true });
  await page.waitForURL(/\/home$/);
  await contentOf(page);
  // Leaves once the app would keep the page: its chart drawn (its code comes after the page's
  // lines) and nothing busy outside the pages kept hidden; on a loaded machine the journey
  // once left before each.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('#root canvas')].some((c) => c.width > 0) &&
      [...document.querySelectorAll('#root [aria-busy="true"]')].every((el) =>
        el.closest('[data-kept]'),
      ),
    null,
    { timeout: PATIENCE },
  );
  await keepsPagesOnLeaving(page);
  await page.goto(`${t.base}/order`);
  // Home kept with its chart as a picture (and nothing loaded while the page closed: the
  // journey fails on any console error, a refused connection among them).
  const home = await page.evaluate(() => localStorage.getItem('seenPage:/home'));
  assert(home?.includes('data:image/webp'), '/home kept with its chart as a picture');
  const online = await contentOf(page);
  const { lines: near, looks, far } = await firstScreens(page);
  // (The journey's page runs past a screen and a half: the check below has a part to leave out.)
  assert(far > 0 && near.length < online.length, '/order has lines below its first screens');
  await keepsPagesOnLeaving(page);
  // Leaving the page (another address): the app keeps it as it was on screen.
  await page.goto(`${t.base}/my`);
  const kept = await page.evaluate(() => localStorage.getItem('seenPage:/order'));
  assert(kept, '/order is kept as the merchant left it');
  assert(
    !kept.includes(await page.evaluate(() => localStorage.getItem('token'))),
    'no token in it',
  );

  // The app's code never arrives: what is on screen is the page's HTML and what the device kept.
  // (Away from the live page first: its idle work may still load code, which would fail.)
  await page.goto('about:blank');
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  await page.goto(`${t.base}/order`);
  const asOf = page.getByRole('status').filter({ hasText: /^As of \d\d?:\d\d.* · updating$/ });
  await asOf.waitFor();
  const shown = await contentOf(page);
  const missing = near.filter((line) => !shown.includes(line));
  assertEqual(missing, [], '/order painted from the device shows every line of its first screens');
  assertEqual(
    online.filter((line) => !near.includes(line) && shown.includes(line)),
    [],
    '/order painted from the device without what lay lower',
  );
  // Drawn as it was: the style rules kept are those its markup needs, none missing.
  const drawn = await looksOf(page);
  assertEqual(
    drawn.flatMap((look, i) => (look === looks[i] ? [] : [`${i}: ${looks[i]} -> ${look}`])),
    [],
    '/order painted from the device looks as it did',
  );
  assertEqual(drawn.length, looks.length, '/order painted from the device has its elements');
  // No script of the app ran: the page never went live, and once its entry was refused the
  // page says it could not load the app (the boot script's notice), over the page kept.
  await page.locator('#boot-failed').waitFor();
  assertEqual(
    await page.evaluate(() => document.documentElement.dataset.boot),
    'failed',
    'no script of the app ran',
  );
  await t.assertNoCspViolations(page);

  // With its code, the app draws the page over it, with fresh answers: no mark, no kept style.
  await page.unroute(scripts);
  await page.goto(`${t.base}/order`);
  await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
  await asOf.waitFor({ state: 'detached' });
  const live = await contentOf(page);
  assertEqual(
    online.filter((line) => !live.includes(line)),
    [],
    '/order drawn by the app as it was',
  );
  // Its style rules dropped once the app is settled (its own are in place).
  await page.waitForFunction(() => document.getElementById('seen-page-style') === null, null, {
    timeout: PATIENCE * 2,
  });
}

async function logoutLeavesNothing(t) {
  const page = await phone(t, { loggedIn: true, offlineAware: true });
  await page.waitForURL(/\/home$/);
  await visitOnline(t, page);
  await page.goto(`${t.base}/order`);
  await contentOf(page);
  await keepsPagesOnLeaving(page);
  await page.goto(`${t.base}/my`);
  assert((await keptPages(page)).includes('seenPage:/order'), '/order kept as last seen');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await until(async () => (await keptEntries(page)).length, 0, 'nothing kept in IndexedDB');
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  assertEqual(
    stored.filter((key) => !['account', 'lang'].includes(key)),
    [],
    'local storage keeps only the language and the login name',
  );
  const cached = await page.evaluate(async () => {
    const urls = [];
    for (const name of (await globalThis.caches?.keys()) ?? []) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  assertEqual(
    cached.filter((url) => url.startsWith(t.api)),
    [],
    'no answer of the platform in Cache Storage',
  );
}

/**
 * A returning merchant who presses another tab before the app is live (its code held back in
 * the network): that tab's page shows at once as this device last saw it, in the same document,
 * with its "as of" mark, and the app then draws it live there.
 */
async function movedToAKeptTab(t) {
  const page = await phone(t, { loggedIn: true });
  await page.waitForURL(/\/home$/);
  await contentOf(page);
  await keepsPagesOnLeaving(page);
  await page.goto(`${t.base}/order`);
  const { lines: online } = await firstScreens(page);
  await keepsPagesOnLeaving(page);
  await page.goto(`${t.base}/home`);
  assert(
    await page.evaluate(() => localStorage.getItem('seenPage:/order')),
    '/order is kept as the merchant left it',
  );
  await page.goto('about:blank');
  const release = await holdAppCode(page);
  // (Not until "load": the page's scripts, held, would hold it.)
  await page.goto(`${t.base}/home`, { waitUntil: 'commit' });
  const asOf = page.getByRole('status').filter({ hasText: /^As of \d\d?:\d\d.* · updating$/ });
  await asOf.waitFor();
  await markDocument(page);
  await ordersTab(page).click();
  await page.waitForURL(/\/order$/, { waitUntil: 'commit' });
  await asOf.waitFor();
  const shown = await contentOf(page);
  const missing = online.filter((line) => !shown.includes(line));
  assertEqual(
    missing,
    [],
    '/order painted as last seen at the press, every line of its first screens',
  );
  assertEqual(
    await page.evaluate(() => document.documentElement.dataset.boot),
    'moved',
    'the app not started yet',
  );
  release();
  await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
  await page.getByRole('main').getByRole('article').first().waitFor();
  assertEqual(new URL(page.url()).pathname, '/order', 'the app drew Orders where it was moved');
  await assertSameDocument(page, 'moved and drawn');
  await t.assertNoCspViolations(page);
}

export const journeys = [
  {
    name: 'offline after one visit: each page shows what it last saw, as of its time',
    run: lastSeenOffline,
  },
  {
    name: "a returning merchant's tab page paints as last seen, before any script runs",
    run: lastSeenPagePaintsFirst,
  },
  {
    name: 'a tab pressed before the app is live shows as last seen at once, then live',
    run: movedToAKeptTab,
  },
  {
    name: 'logout leaves nothing of the merchant in IndexedDB, Cache Storage or storage',
    run: logoutLeavesNothing,
  },
];
