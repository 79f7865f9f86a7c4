// Interrupted journeys and return paths (issue 13, section 3): the session ending in the middle
// of a form, the network dropping in the middle of a form, and every address the app may be
// sent back to afterwards tried with addresses that would leave it.
import {
  DEMO_ACCOUNT,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  apiData,
  assert,
  assertEqual,
  logInThroughForm,
  told,
} from './_merchantKit.mjs';
import { PATIENCE, openApp, phone, tokenOf, until } from './_flowKit.mjs';

const EXPIRED = 'Your session expired on the platform (journey)';

/** Answers the next `method` request to `path` with HTTP 401 and the server's message. */
async function expireOnNext(page, method, path) {
  let answered = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method || answered > 0) return route.fallback();
      answered += 1;
      await route.fulfill({
        status: 401,
        json: { code: 401, msg: EXPIRED, time: '0', data: null },
      });
    },
  );
  return () => answered;
}

/** On `form` (an address with its query), types, has the session end, and logs in again. */
async function sessionEndsMidForm(t, { form, fill, submit, method, path }) {
  const page = await phone(t, { loggedIn: true, offlineAware: true });
  await openApp(page, t.base, form);
  await fill(page);
  const answered = await expireOnNext(page, method, path);
  // The message is a toast, gone before the login page is: heard from the tap on.
  const expired = told(page, EXPIRED, { timeout: PATIENCE });
  expired.catch(() => {});
  await submit(page).click();
  await page.waitForURL((url) => url.pathname === '/login');
  const redirect = new URL(page.url()).searchParams.get('redirect');
  assertEqual(redirect, form, 'the login page keeps the form to come back to');
  assertEqual(answered(), 1, `the form sent ${method} ${path} once`);
  await expired;
  assertEqual(await tokenOf(page), null, 'the session is gone from the browser');

  await logInThroughForm(page, DEMO_ACCOUNT, DEMO_PASSWORD);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === encodeURI(form));
  await t.assertNoCspViolations(page);
  return page;
}

async function sessionEndsInTheMiddleOfAForm(t) {
  const page = await sessionEndsMidForm(t, {
    form: '/baseinfo',
    fill: (p) => p.getByRole('textbox', { name: 'Shop name' }).fill('Renamed while expired'),
    submit: (p) => p.getByRole('button', { name: 'Save', exact: true }),
    method: 'POST',
    path: '/merchant/merchant/store',
  });
  await page.getByRole('heading', { name: 'Basic information', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Shop name' }).waitFor();
  const info = await apiData(t.api, '/merchant/merchant/getMerInfo', {
    token: await tokenOf(page),
  });
  assert(info.mer_name !== 'Renamed while expired', 'the refused save changed nothing');

  // A form whose address carries a query: the whole address comes back, not only its path.
  const card = await sessionEndsMidForm(t, {
    form: '/bank/add?redirect=/withdraw',
    fill: async (p) => {
      await p.getByRole('textbox', { name: 'Bank' }).fill('Journey Bank');
      await p.getByRole('textbox', { name: 'Card number' }).fill('6222000011112222');
    },
    submit: (p) => p.getByRole('button', { name: 'Save', exact: true }),
    method: 'POST',
    path: '/api/bankcard/add',
  });
  await card.getByRole('heading', { name: 'Add bank card', level: 1 }).waitFor();
}

async function networkDropsInTheMiddleOfAForm(t) {
  const page = await phone(t, { loggedIn: true, offlineAware: true });
  const token = await tokenOf(page);
  const link = 'https://youtube.com/@journeyshop';
  await openApp(page, t.base, '/socialmedia');
  const youtube = page.getByRole('textbox', { name: 'YouTube' });
  const facebook = page.getByRole('textbox', { name: 'Facebook' });
  await until(() => facebook.inputValue(), 'https://facebook.com/demoshop', 'the saved links');
  await youtube.fill(link);
  await facebook.fill('https://facebook.com/journeyshop');

  await page.context().setOffline(true);
  // The tap comes once the device says it is offline (the browser's word, which the app reads):
  // a phone that lost its network knows it before the merchant's next tap.
  await page.waitForFunction(() => navigator.onLine === false);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Not sent at all: the device says it is offline.
  await told(page, 'You are offline: nothing was sent.');
  // Said on the form too, until the next save: the toast lasts two seconds.
  const notSaved = page.getByRole('alert', { name: 'Not saved' });
  await notSaved.waitFor();
  assert(
    (await notSaved.textContent()).includes('You are offline: nothing was sent.'),
    'the form says why nothing was saved',
  );
  assertEqual(await youtube.inputValue(), link, 'the typed link is kept offline');
  assertEqual(
    await facebook.inputValue(),
    'https://facebook.com/journeyshop',
    'the changed link is kept offline',
  );
  assertEqual(
    (await apiData(t.api, '/merchant/merchant/store_settings', { token })).social.youtube,
    '',
    'nothing reached the platform while offline',
  );

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await until(
    async () => (await apiData(t.api, '/merchant/merchant/store_settings', { token })).social,
    {
      facebook: 'https://facebook.com/journeyshop',
      instagram: 'https://instagram.com/demoshop',
      youtube: link,
      twitter: '',
      tiktok: 'https://tiktok.com/@demoshop',
      whatsapp: '',
    },
    'the links saved once back online',
  );
  await notSaved.waitFor({ state: 'detached' });
  await t.assertNoCspViolations(page);
}

/** The browser's back button (the phone's back gesture is the same move) on a form with edits. */
async function browserBackOnAFormWithEdits(t) {
  const page = await phone(t, { loggedIn: true });
  const token = await tokenOf(page);
  await openApp(page, t.base, '/setting');
  await page.locator('a[href="/baseinfo"]').first().click();
  await page.getByRole('heading', { name: 'Basic information', level: 1 }).waitFor();
  // The open question hides the page from the accessibility tree: the field is read through it.
  const name = page.getByRole('textbox', { name: 'Shop name', includeHidden: true });
  await until(() => name.inputValue(), 'Demo Shop', 'the saved shop name');
  const entries = await page.evaluate(() => history.length);
  await name.fill('Renamed, then Back');
  // An edited page stands on a history entry of its own (a merchant's Back comes long after).
  await page.waitForFunction((before) => history.length > before, entries);
  const question = page.getByRole('alertdialog', { name: 'Discard changes?' });

  await page.goBack();
  await question.waitFor();
  assertEqual(new URL(page.url()).pathname, '/baseinfo', 'Back is held while the question is open');
  assertEqual(await name.inputValue(), 'Renamed, then Back', 'the typed name is kept');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await question.waitFor({ state: 'hidden' });
  assertEqual(await name.inputValue(), 'Renamed, then Back', 'still there after keeping it');

  await page.goBack();
  await question.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL((url) => url.pathname === '/setting');
  await page.locator('a[href="/baseinfo"]').first().waitFor();
  const info = await apiData(t.api, '/merchant/merchant/getMerInfo', { token });
  assert(info.mer_name !== 'Renamed, then Back', 'the discarded name was never sent');
  await t.assertNoCspViolations(page);
}

/** Addresses that would leave the app, as a return path may carry them. */
const HOSTILE = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '%2F%2Fevil.example',
  '%5C%5Cevil.example',
  'javascript:alert(1)',
  // And a few spellings browsers forgive.
  '%252F%252Fevil.example',
  '/\t/evil.example',
  'JavaScript:alert(document.domain)',
];

/**
 * A page that records dialogs and every request leaving the app's origin and the platform's, or
 * navigation leaving the app's origin.
 */
async function watchedPage(t, options) {
  const page = await phone(t, options);
  const origin = new URL(t.base).origin;
  const platform = new URL(t.api).origin;
  const escapes = [];
  page.on('dialog', (dialog) => {
    escapes.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.context().route(
    (url) => url.origin !== origin && url.origin !== platform && url.protocol !== 'data:',
    (route) => {
      escapes.push(`request to ${route.request().url()}`);
      return route.abort();
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(`${origin}/`))
      escapes.push(`navigated to ${frame.url()}`);
  });
  return { page, escapes };
}

/** Goes to an address inside the running app, as its own links do (no reload). */
async function inApp(page, address) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

async function returnPathsNeverLeaveTheApp(t) {
  const { page, escapes } = await watchedPage(t, { loggedIn: false });
  const origin = new URL(t.base).origin;
  /** Opens `address` (`how`: 'load' or 'inApp'), does `act`, and must end on `expected`. */
  const endsAt = async (label, how, address, act, expected = '/home') => {
    try {
      if (how === 'load') await page.goto(new URL(address, t.base).href);
      else await inApp(page, address);
      if (act) {
        // A prerendered page: typing waits until it is the app's (hydrated).
        await page.waitForFunction(() => document.documentElement.dataset.boot !== 'hydrate');
        await act();
      }
      await page.waitForURL((url) => url.origin === origin && url.pathname === expected);
    } catch (error) {
      throw new Error(`${label}: ${error.message.split('\n')[0]} (at ${page.url()})`);
    }
    assertEqual(escapes, [], `${label}: nothing left the app`);
  };

  // The start-up exchange (a third-party login) and its `path`, opened from outside.
  for (const value of HOSTILE) {
    const path = encodeURIComponent(value);
    await endsAt(`start-up path=${value}`, 'load', `/?data=demo-third&code=x&mer=1&path=${path}`);
  }
  await endsAt('start-up raw //', 'load', '/?data=demo-third&code=x&mer=1&path=//evil.example');

  // Logged in (the exchange left a session): /login?redirect= goes on at once.
  for (const value of HOSTILE) {
    await endsAt(
      `/login?redirect=${value} logged in`,
      'inApp',
      `/login?redirect=${encodeURIComponent(value)}`,
    );
  }

  // Logged out: the login form, then the redirect.
  for (const value of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    await page.evaluate(() => localStorage.removeItem('token'));
    await endsAt(
      `/login?redirect=${value} after the form`,
      'load',
      `/login?redirect=${encodeURIComponent(value)}`,
      () => logInThroughForm(page, DEMO_ACCOUNT, DEMO_PASSWORD),
    );
  }

  // After setting the payment password (`/setPaypwd?redirect=`).
  for (const value of ['https://evil.example', '\\\\evil.example']) {
    await endsAt(
      `/setPaypwd?redirect=${value}`,
      'inApp',
      `/setPaypwd?redirect=${encodeURIComponent(value)}`,
      async () => {
        await page.getByLabel('Current payment password (6 digits)').fill(DEMO_PAY_PASSWORD);
        await page.getByLabel('New payment password (6 digits)').fill(DEMO_PAY_PASSWORD);
        await page.getByLabel('Confirm payment password (6 digits)').fill(DEMO_PAY_PASSWORD);
        await page.getByRole('button', { name: 'Confirm' }).click();
      },
    );
  }

  // After adding a bank card (`/bank/add?redirect=`): the card list, where it goes without one.
  for (const [i, value] of ['%2F%2Fevil.example', 'javascript:alert(1)'].entries()) {
    await endsAt(
      `/bank/add?redirect=${value}`,
      'inApp',
      `/bank/add?redirect=${encodeURIComponent(value)}`,
      async () => {
        await page.getByRole('textbox', { name: 'Bank' }).fill('Return Path Bank');
        await page.getByRole('textbox', { name: 'Card number' }).fill(`62220000333344${40 + i}`);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
      },
      '/bank/list',
    );
  }

  // The deposit pages (`?redirect=`) offer no link back to a foreign address; Back stays home.
  for (const [i, value] of HOSTILE.entries()) {
    const deposit = ['/recharge', '/bankCardRecharge', '/blockchainRecharge'][i % 3];
    const address = `${deposit}?redirect=${encodeURIComponent(value)}`;
    await inApp(page, address);
    await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    const foreign = await page.evaluate(
      (from) =>
        [...document.querySelectorAll('a[href]')]
          .map((a) => a.href)
          .filter((href) => !href.startsWith(`${from}/`)),
      origin,
    );
    assertEqual(foreign, [], `${address}: links leaving the app`);
  }
  await t.assertNoCspViolations(page);
}

export const journeys = [
  {
    name: 'the session ends in the middle of a form: log in again, back on that form',
    run: sessionEndsInTheMiddleOfAForm,
  },
  {
    name: 'the network drops in the middle of a form: input kept, saved once back',
    run: networkDropsInTheMiddleOfAForm,
  },
  {
    name: 'browser back on a form with edits: asked first, the typed text kept',
    run: browserBackOnAFormWithEdits,
  },
  {
    name: 'no return path leaves the app: start-up, login, payment password, bank card, deposits',
    run: returnPathsNeverLeaveTheApp,
  },
];
