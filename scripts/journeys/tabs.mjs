// The tab pages kept drawn (apps/merchant/src/TabPages.tsx, issue 12): once the first page is
// quiet the other tabs are drawn ahead, hidden; a move shows a page already drawn, back where it
// was scrolled; a hidden page is out of reach of assistive technology and of the keyboard, and
// still follows what changes for the whole app (the language).
import { assert, assertEqual, ordersTab, textOf } from './_merchantKit.mjs';
import {
  PATIENCE,
  assertSameDocument,
  holdAppCode,
  markDocument,
  openApp,
  phone,
  until,
} from './_flowKit.mjs';

const nav = (page, name) => page.getByRole('navigation', { name });
const mains = (page) => page.evaluate(() => document.querySelectorAll('main').length);
const scrolled = (page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until the three other tab pages are drawn ahead (the app does so once it is quiet). */
async function drawnAhead(page) {
  await until(() => mains(page), 4, 'the other tab pages drawn ahead', PATIENCE * 2);
}

/** How many hidden tab pages are laid out (in the background, in pieces, once drawn ahead). */
const laidOut = (page) =>
  page.evaluate(() => document.querySelectorAll('[data-kept=resting]:not([data-laying])').length);

/** Only the page shown is seen, in the accessibility tree, and reached by the keyboard. */
async function onlyThePageShown(page, when) {
  assertEqual(
    await page.getByRole('main').count(),
    1,
    `${when}: one main for assistive technology`,
  );
  const [hidden, controls, focused] = await page.evaluate(() => {
    const pages = [...document.querySelectorAll('main')].filter(
      (main) => !main.checkVisibility({ visibilityProperty: true }),
    );
    const all = pages.flatMap((main) => [...main.querySelectorAll('a[href], button')]);
    const taken = all.filter((control) => {
      control.focus();
      return document.activeElement === control;
    });
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    return [pages.length, all.length, taken.length];
  });
  assertEqual(hidden, 3, `${when}: the three other pages are hidden`);
  assert(controls > 0, `${when}: the hidden pages have links and buttons`);
  assertEqual(focused, 0, `${when}: no control of a hidden page takes the focus`);
}

async function tabsKeepTheirPlace(t) {
  const page = await phone(t, { loggedIn: true });
  await openApp(page, t.base, '/order');
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor();
  await markDocument(page);
  await drawnAhead(page);
  // Hidden as drawn, then as laid out in the background: both out of sight, out of the
  // accessibility tree and out of the keyboard's reach.
  await onlyThePageShown(page, 'drawn ahead');
  await until(() => laidOut(page), 3, 'the pages drawn ahead laid out', PATIENCE * 2);
  await onlyThePageShown(page, 'laid out');
  // The cards on screen are marked: coming back, the same elements must be there.
  await page.evaluate(() => {
    for (const card of document.querySelectorAll('main article')) card.dataset.journeyKept = '';
  });
  await page.evaluate(() => window.scrollTo(0, 900));
  await until(() => scrolled(page), 900, 'the orders scrolled');

  await nav(page, 'Main').getByRole('link', { name: /^Home/ }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('banner').getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  assertEqual(await scrolled(page), 0, 'a page shown for the first time opens at the top');
  assertEqual(await page.getByRole('main').count(), 1, 'still one main for assistive technology');

  await ordersTab(page).click();
  await page.waitForURL((url) => url.pathname === '/order');
  await until(() => scrolled(page), 900, 'the orders back where they were scrolled');
  assert(
    await page.evaluate(
      () => document.querySelectorAll('main article[data-journey-kept]').length > 0,
    ),
    'the same order cards, not drawn again',
  );
  assertEqual(await cards.first().isVisible(), true, 'the order cards shown');
  await assertSameDocument(page, 'moving between tabs');
  await t.assertNoCspViolations(page);
}

async function hiddenTabsFollowTheLanguage(t) {
  const page = await phone(t, { loggedIn: true });
  await openApp(page, t.base, '/my');
  await page.getByRole('button', { name: /^Language/ }).waitFor();
  await markDocument(page);
  await drawnAhead(page);
  await page.evaluate(() => {
    for (const main of document.querySelectorAll('main')) main.dataset.journeyKept = '';
  });

  await page.getByRole('button', { name: /^Language/ }).click();
  await page
    .getByRole('dialog', { name: 'Language' })
    .getByRole('button', { name: '日本語' })
    .click();
  await page.getByRole('button', { name: /^言語/ }).waitFor();

  // The pages drawn in English while hidden now speak Japanese, without being opened anew.
  const mainNav = nav(page, 'メインメニュー');
  for (const [name, path] of [
    [/^ホーム/, '/home'],
    [/^商品/, '/product'],
    [/^注文/, '/order'],
  ]) {
    await mainNav.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === path);
    const heading = page.getByRole('banner').getByRole('heading', { level: 1 });
    const title = await textOf(heading);
    assert(/[\u3040-\u30ff\u4e00-\u9fff]/.test(title), `${path}: the title in Japanese: ${title}`);
    assertEqual(
      await page.getByRole('main').getAttribute('data-journey-kept'),
      '',
      `${path}: the page drawn before, not drawn anew`,
    );
  }
  assertEqual(await mains(page), 4, 'the tab pages still kept');
  await assertSameDocument(page, 'switching the language with the tab pages kept');
  await t.assertNoCspViolations(page);
}

/**
 * A tab pressed while the page is still as prerendered (the app's code held back in the
 * network): the page moves to it at once in the same document (its address, its title, the tab
 * current, a busy main), Back and Forward move that frame, and the app, once its code comes,
 * draws the tab's page there.
 */
async function tabPressedBeforeTheAppIsLive(t) {
  const page = await phone(t, { loggedIn: true });
  const release = await holdAppCode(page);
  // (Not until "load": the page's scripts, held, may hold it.)
  await page.goto(new URL('/home', t.base).href, { waitUntil: 'commit' });
  const heading = page.getByRole('banner').getByRole('heading', { level: 1 });
  await until(() => textOf(heading), 'Home', 'the prerendered Home');
  assertEqual(
    await page.evaluate(() => document.documentElement.dataset.boot),
    'hydrate',
    'the page as prerendered, its code held back',
  );
  await markDocument(page);
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await ordersTab(page).click();
  await page.waitForURL((url) => url.pathname === '/order', { waitUntil: 'commit' });
  assertEqual(await textOf(heading), 'Orders', 'the frame has the tab page title');
  assertEqual(await page.title(), 'Orders', "the document's title");
  assertEqual(await ordersTab(page).getAttribute('aria-current'), 'page', 'Orders is current');
  const main = page.getByRole('main');
  assertEqual(await main.locator('[aria-busy="true"]').count(), 1, 'the frame says it is busy');
  assertEqual(await textOf(main.getByRole('status')), 'Loading…', 'the frame says what it does');
  assertEqual(await main.getByRole('article').count(), 0, 'nothing of Home left in the frame');
  await until(
    () => asked.includes('/merchant/order/list'),
    true,
    "the orders' first page asked for at once, before the app's code has come",
  );
  await page.goBack({ waitUntil: 'commit' });
  await until(() => textOf(heading), 'Home', 'Back moves the frame back');
  await page.goForward({ waitUntil: 'commit' });
  await until(() => textOf(heading), 'Orders', 'Forward moves it again');
  await assertSameDocument(page, 'a tab pressed before the app is live');
  // The frame stays until the app's page replaces it: the screen never goes blank between.
  // ... and the app's first drawing of Orders has its orders (their answers, asked for at the
  // press, are there by then), not a skeleton first.
  await page.evaluate(() => {
    const root = document.getElementById('root');
    new MutationObserver(() => {
      if (!root.querySelector('main')) window.__journeyBlank = true;
      if (window.__journeyFirstDraw === undefined && !root.querySelector('[data-moving]'))
        window.__journeyFirstDraw = root.querySelectorAll('main article').length;
    }).observe(root, { childList: true, subtree: true });
  });
  release();
  await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
  await main.getByRole('article').first().waitFor();
  assertEqual(new URL(page.url()).pathname, '/order', 'the app drew the page at its address');
  assertEqual(await textOf(heading), 'Orders', 'the app drew Orders');
  assertEqual(await page.locator('[data-moving]').count(), 0, 'the frame gave way to the page');
  assertEqual(
    await page.evaluate(() => window.__journeyBlank ?? false),
    false,
    'no moment without a page',
  );
  assert(
    (await page.evaluate(() => window.__journeyFirstDraw)) > 0,
    "the app's first drawing of Orders has its orders",
  );
  await assertSameDocument(page, 'the app started under the frame');
  await t.assertNoCspViolations(page);
}

export const journeys = [
  {
    name: 'tab pages: drawn ahead, hidden from assistive technology, back where they were scrolled',
    run: tabsKeepTheirPlace,
  },
  {
    name: 'tab pages kept hidden follow a language chosen on Me',
    run: hiddenTabsFollowTheLanguage,
  },
  {
    name: 'a tab pressed before the app is live moves to it at once, and the app draws it there',
    run: tabPressedBeforeTheAppIsLive,
  },
];
