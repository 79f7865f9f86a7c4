// What the merchant and money journeys share: asking the fake platform what it recorded
// (with the merchant's token, as the app does), reading money as the screen writes it,
// logging in through the form, and waiting for what a merchant waits for.
// Files starting with "_" are not journeys: the runner skips them.
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../mocks/src/fixtures/merchant.ts';
import { PATIENCE_MS } from '../lib.mjs';

export { DEMO_ACCOUNT, DEMO_PASSWORD };
export {
  DEMO_INVITE_CODE,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_TOKEN,
} from '../../mocks/src/fixtures/merchant.ts';

/** How long a journey waits for something a merchant would see (scripts/lib.mjs says why). */
export { PATIENCE_MS };

/**
 * One call of the platform at `platform` (the journey's `t.api`, not the app's address): `{ code,
 * msg, data }` as the envelope says (HTTP errors throw). GET sends `query` in the address; POST
 * sends `body` as JSON.
 */
export async function api(platform, path, { token, query, body, lang = 'en' } = {}) {
  const url = new URL(path, platform);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      lang,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** Like api(), but fails the journey unless the platform answered code 1; resolves `data`. */
export async function apiData(platform, path, options) {
  const answer = await api(platform, path, options);
  if (answer.code !== 1) throw new Error(`${path} refused: ${answer.msg}`);
  return answer.data;
}

/** The merchant's balance as the platform keeps it, in cents. */
export async function platformBalance(platform, token) {
  const info = await apiData(platform, '/merchant/merchant/getMerInfo', { token });
  return cents(info.mer_money);
}

/**
 * Exact cents of a money text as the platform or the screen writes it ("2,580.00",
 * "$2,556.40", "-$1.00"); throws on anything else, so a journey never compares NaN.
 */
export function cents(text) {
  const match = /^(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/.exec(String(text).trim());
  if (!match) throw new Error(`not a money amount: ${JSON.stringify(text)}`);
  const value = Number(match[2].replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

/** Cents as the English screens write dollars: 255640 -> "$2,556.40". */
export function usd(value) {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value / 100);
}

/** Cents as the English screens write a USDT amount (chain withdrawals, crypto deposits): 1234.50 USDT. */
export function usdt(value) {
  const number = new Intl.NumberFormat('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
  return `${number} USDT`;
}

/** Fails with `message` unless `actual` equals `expected` (compared as JSON). */
export function assertEqual(actual, expected, message) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}

/** Fails with `message` unless `condition` holds. */
export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Waits until `read()` resolves `expected` (compared as JSON), and resolves it; a read that
 * throws is retried; fails with `message` and the last value read otherwise.
 */
export async function waitFor(read, expected, message, timeout = PATIENCE_MS) {
  const until = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await read();
      if (JSON.stringify(last) === JSON.stringify(expected)) return last;
    } catch (error) {
      last = `(${error.message.split('\n')[0]})`;
    }
    if (Date.now() > until) {
      throw new Error(
        `${message}: expected ${JSON.stringify(expected)}, still ${JSON.stringify(last)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until a toast or another live region of `page` has said `text` (a part of what it said),
 * from what the runner's recorder heard (the toast may already be gone), and forgets everything
 * heard up to it: the next wait for the same words needs them said again.
 */
export async function told(page, text, { timeout = PATIENCE_MS } = {}) {
  try {
    await page.waitForFunction(
      (words) => {
        const said = window.__said ?? [];
        const at = said.findIndex((line) => line.includes(words));
        if (at < 0) return false;
        said.splice(0, at + 1);
        return true;
      },
      text,
      { timeout },
    );
  } catch (error) {
    const said = await page.evaluate(() => window.__said ?? []).catch(() => ['(page gone)']);
    throw new Error(
      `"${text}" was not said by a toast or live region within ${timeout} ms; ` +
        `heard meanwhile: ${JSON.stringify(said.slice(-6))} (${error.message.split('\n')[0]})`,
    );
  }
}

/**
 * Starts watching `page` for the first request (`event` 'request') or response ('response') that
 * `matches`, and returns a function resolving it: waited for up to `timeout` ms from when it is
 * called, so the steps in between (taps on a loaded machine) do not count against it, and no
 * promise is left rejecting unheard when a step in between fails first.
 */
export function watch(page, event, matches) {
  let found = null;
  let wake = () => {};
  const listener = (item) => {
    if (found || !matches(item)) return;
    found = item;
    wake();
  };
  page.on(event, listener);
  return async (timeout = PATIENCE_MS) => {
    let timer;
    try {
      if (!found) {
        await new Promise((resolve, reject) => {
          wake = resolve;
          timer = setTimeout(
            () => reject(new Error(`no such ${event} within ${timeout} ms`)),
            timeout,
          );
        });
      }
      return found;
    } finally {
      clearTimeout(timer);
      page.off(event, listener);
    }
  };
}

/** The visible text of a locator, whitespace collapsed. */
export async function textOf(locator) {
  return (await locator.innerText({ timeout: PATIENCE_MS })).replace(/\s+/g, ' ').trim();
}

/** The text shown for the definition next to the term `term` inside `scope` (a `<dl>`). */
export function definitionOf(scope, term) {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Types the account and password into the login form and logs in; waits to leave /login. */
export async function logInThroughForm(page, account = DEMO_ACCOUNT, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: PATIENCE_MS });
}

/** Goes to a page of the app the way a merchant's address bar would. */
export async function open(page, base, path) {
  await page.goto(new URL(path, base).href);
}

/** The tab bar's Orders link, whose name carries the awaiting-pickup badge. */
export function ordersTab(page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Orders/ });
}

/** The awaiting-pickup count the Orders tab announces ("Orders 14 new items"), 0 without. */
export async function ordersBadge(page) {
  const name =
    (await ordersTab(page).getAttribute('aria-label')) ?? (await textOf(ordersTab(page)));
  const match = /(\d+) new items?/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** Types the 6 digits into the payment password sheet that is open. */
export async function typePaymentPassword(page, digits) {
  const input = page.getByRole('dialog').getByLabel('Payment password (6 digits)');
  await input.waitFor({ timeout: PATIENCE_MS });
  await input.pressSequentially(digits, { delay: 20 });
}

/** The balance the Me page shows under the shop's name, in cents. */
export async function meBalance(page) {
  const amount = page
    .getByRole('main')
    .getByText('Balance', { exact: true })
    .locator('xpath=following-sibling::*[1]')
    // The summary's skeleton has the label too (a tab's code is prefetched, so the page can
    // show before its data): wait for the amount itself.
    .filter({ hasText: /\d/ });
  return cents(await textOf(amount));
}

/** t.newPage() in English, waiting at most PATIENCE_MS for anything a merchant waits for. */
export async function englishPage(t, options = {}) {
  const page = await t.newPage({ language: 'en', ...options });
  page.setDefaultTimeout(PATIENCE_MS);
  return page;
}

/** Opens a tab of the bottom bar ("Home", "Products", "Orders", "Me") as a thumb does. */
export async function tab(page, name) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}\\b`) })
    .click();
}
