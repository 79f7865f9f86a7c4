// What the account, interruption and double-tap journeys share on top of _merchantKit.mjs:
// a patient English phone, "the page was not reloaded" marks, holding the app's code back in
// the network (the page as prerendered), holding one operation of the platform back to count
// what is sent meanwhile, and a tiny PNG to upload.
// Files starting with "_" are not journeys: the runner skips them.
import { qrPng } from '../../mocks/src/png.ts';
import { open, waitFor } from './_merchantKit.mjs';

/**
 * How long a journey waits for what a merchant waits for. Longer than the merchant kit's: these
 * journeys open many pages side by side on a shared two-core machine.
 */
export const PATIENCE = 15000;

/** t.newPage() in English (unless told) with PATIENCE as every wait's limit. */
export async function phone(t, options = {}) {
  const page = await t.newPage({ language: 'en', ...options });
  page.setDefaultTimeout(PATIENCE);
  page.setDefaultNavigationTimeout(PATIENCE * 2);
  return page;
}

/**
 * Opens a page of the app from the address bar and waits until it is the app's: a prerendered
 * page is hydrated (`data-boot` leaves "hydrate"), so a tap is not one the boot script holds.
 */
export async function openApp(page, base, path) {
  await open(page, base, path);
  await page.waitForFunction(() => document.documentElement.dataset.boot !== 'hydrate');
}

/** waitFor() of the merchant kit with PATIENCE. */
export const until = (read, expected, message, timeout = PATIENCE) =>
  waitFor(read, expected, message, timeout);

/** The session token the page holds. */
export const tokenOf = (page) => page.evaluate(() => localStorage.getItem('token'));

/** Marks the document: `assertSameDocument` then fails if the page was reloaded since. */
export async function markDocument(page) {
  await page.evaluate(() => {
    window.__journeyDocument = true;
  });
}

/** Fails unless the document marked by `markDocument` is still the one on screen. */
export async function assertSameDocument(page, what) {
  const same = await page.evaluate(() => window.__journeyDocument === true);
  if (!same) throw new Error(`${what}: the page was reloaded (it must update without one)`);
}

/** The app's code: its scripts, as the build names them. */
export const APP_CODE = /\/assets\/.*\.js$/;

/**
 * Holds the app's code (its scripts) back in the network until the function it resolves is
 * called: the page stays as its HTML and its boot script make it, the app not started.
 */
export async function holdAppCode(page) {
  let release = () => {};
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** A small real PNG, as the image pickers take it. */
export function pngFile(name = 'voucher.png') {
  return { name, mimeType: 'image/png', buffer: Buffer.from(qrPng('journey')) };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Holds every request to one operation (`method` + path of the contract) back for `ms`
 * before it reaches the platform, and counts them. `answer` (optional) replaces the
 * platform's answer: `{ status, json }`.
 */
export async function holdOperation(page, method, path, { ms = 2000, answer } = {}) {
  const seen = [];
  const pattern = (url) => url.pathname === path;
  const handler = async (route) => {
    if (route.request().method() !== method.toUpperCase()) return route.fallback();
    seen.push(route.request().postData() ?? route.request().url());
    await sleep(ms);
    try {
      if (answer) await route.fulfill({ status: answer.status, json: answer.json });
      else await route.continue();
    } catch {
      // The page went away meanwhile (a journey that moved on): nothing to answer.
    }
  };
  await page.route(pattern, handler);
  return {
    /** How many requests of the operation the page sent so far. */
    get count() {
      return seen.length;
    },
    /** What they carried (the body, or the address of a GET). */
    seen,
    /** Stops holding and counting. */
    release: () => page.unroute(pattern, handler),
  };
}
