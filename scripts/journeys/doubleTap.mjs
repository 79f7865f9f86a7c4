// Double-tap safety (issue 13, section 3): every action that moves money or changes data sends
// exactly ONE request when its confirming button is double-clicked and tapped once more, while
// the platform takes 2 s to answer, and the screen shows it is busy meanwhile.
//
// The table is checked against the contract: every operation of openapi/merchant.yaml that is
// not a GET (and the GETs that change something) has a row here, or a line in NO_TAP saying why
// no button sends it. A new operation without either fails the first journey.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_TOKEN,
  api,
  apiData,
  assert,
  assertEqual,
  cents,
} from './_merchantKit.mjs';
import { PATIENCE, holdOperation, openApp, phone, pngFile, until } from './_flowKit.mjs';
import { unguardedButton } from '../lib/detectorControls.mjs';

const HOLD_MS = 2000;
/**
 * How long a row waits for the held answer, and for the busy state, counted from before the
 * taps: a paid row also opens its dialog and types the password first, which took longer than
 * PATIENCE with three browser steps on two cores (2026-11-28: the purchase's toast on screen as
 * the answer's wait gave up; 2026-11-29: the batch pick's busy watch, then PATIENCE + HOLD_MS,
 * gave up before the sheet said "Verifying…").
 */
const ROW_WAIT_MS = PATIENCE * 2 + HOLD_MS;
const VERIFY = 'POST /merchant/merchant/verify_pay';

/** GET operations of the contract that change something on the platform. */
const CHANGING_GETS = ['GET /merchant/merchant/set_language'];

/** Operations no button sends, and why (each is still checked where it is sent, if anywhere). */
const NO_TAP = {
  'POST /new/api/about/get': 'a read (the about texts) sent as POST; no action',
  'POST /new/api/mer/getAddress': 'a read (the deposit address) sent as POST when the page opens',
};

// ---------------------------------------------------------------------------------------------
// What the rows share.

const byName = (page, role, name) => page.getByRole(role, { name, exact: true });
const dialog = (page, name) => page.getByRole('dialog', { name });
const alert = (page, name) => page.getByRole('alertdialog', { name });

/**
 * DOUBLE_TAP_PACE_MS=<ms> taps at a thumb's pace instead of at once (a double tap is 100-200 ms
 * apart; from about 250, the third of three taps is a deliberate one). Not in the test run: the
 * gaps a shared machine adds between taps would fail it for the machine, not for the app.
 */
const PACE_MS = Number(process.env.DOUBLE_TAP_PACE_MS) || 0;

/**
 * Taps `taps` times in a row where `locator` is, as a thumb does: the taps land on whatever
 * is there by then (a sheet the first one opened), without waiting for the page in between.
 */
async function tapQuickly(locator, taps = 2) {
  await locator.scrollIntoViewIfNeeded();
  // Where it stays: a sheet sliding in (slower on a busy machine) is not tapped mid-way.
  await locator.click({ trial: true });
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (!PACE_MS) return locator.page().mouse.click(x, y, { clickCount: taps });
  for (let tap = 0; tap < taps; tap += 1) {
    if (tap > 0) await locator.page().waitForTimeout(PACE_MS);
    await locator.page().mouse.click(x, y);
  }
}

/** The payment password sheet after a paid action's quote: busy shows as "Verifying…". */
const verifying = (page) =>
  page.getByRole('dialog', { name: 'Enter payment password' }).getByText('Verifying…');

/** Types the payment password, then one digit more at once (a second tap on the keypad). */
async function typePassword(page) {
  const input = page.getByRole('dialog').getByLabel('Payment password (6 digits)');
  await input.waitFor();
  await input.pressSequentially(DEMO_PAY_PASSWORD, { delay: 10 });
  await input.press('1').catch(() => {});
}

/** A paid action: the opening button and the quote's pay button are both double-tapped. */
const paid = (open$, pay) => ({
  before: async (page) => {
    await tapQuickly(open$(page));
  },
  tap: pay,
  password: true,
  count: [VERIFY],
  busy: verifying,
});

/** The orders awaiting pickup on the list's first page, cheapest first (the balance pays). */
async function cheapestToPick(t) {
  const { list } = await apiData(t.api, '/merchant/order/list', {
    token: DEMO_TOKEN,
    query: { status: 5, page: 1, limit: 10 },
  });
  return list.sort((a, b) => cents(a.total_cost) - cents(b.total_cost));
}

/** Fills the application form of /register (the images upload on choice). */
async function fillApplication(page, suffix) {
  await byName(page, 'textbox', 'Shop name').fill(`Double Tap Shop ${suffix}`);
  await byName(page, 'textbox', 'Shop address').fill('2 Journey Road, Singapore');
  await page.getByRole('button', { name: /^Country or region/ }).click();
  await dialog(page, 'Country or region').getByRole('searchbox').fill('Singapore');
  await dialog(page, 'Country or region').getByRole('button', { name: 'Singapore' }).click();
  await byName(page, 'textbox', 'Phone number').fill(`+65810000${suffix}`);
  await byName(page, 'textbox', 'E-mail').fill(`double${suffix}@example.com`);
  await byName(page, 'textbox', 'Real name').fill('Double Tap');
  for (const image of ['Shop logo', 'ID card front', 'ID card back']) {
    await page
      .getByRole('button', { name: new RegExp(`^${image} Upload image`) })
      .setInputFiles(pngFile(`${image}.png`));
    await page.getByRole('button', { name: new RegExp(`^${image} Replace image`) }).waitFor();
  }
  // The start-up exchange does not carry its `code` into the form: typed, as a merchant would.
  const invite = byName(page, 'textbox', 'Invitation code');
  if (!(await invite.inputValue())) await invite.fill(DEMO_INVITE_CODE);
  await byName(page, 'textbox', 'Login password').fill('journey123');
  await byName(page, 'textbox', 'Confirm password').fill('journey123');
}

// ---------------------------------------------------------------------------------------------
// The table: one line per operation. `page` is where the merchant is; `before` brings the
// screen to the confirming tap; `tap` is the confirming button (tapped three times at once: a
// double tap and one more); `password` types the payment password after it; `busy` is what must show busy while
// the answer is held (default: the tapped button, aria-busy); `count` are other operations that
// must be sent once too; `done` what shows afterwards. Rows of one lane run one after another
// (they share state: the balance, the payment check); lanes run side by side.

const ROWS = [
  // Paid from the balance: the payment check (verify_pay) and the payment, once each.
  {
    op: 'POST /merchant/order/pick',
    lane: 'paid',
    page: async (t) => `/orderDetail?id=${(await cheapestToPick(t))[0].order_id}`,
    ...paid(
      (p) => p.getByRole('button', { name: /^Pick SO/ }),
      (p) => dialog(p, 'Confirm pickup').getByRole('button', { name: /^Pay / }),
    ),
  },
  {
    op: 'POST /merchant/order/pick_batch',
    lane: 'paid',
    page: '/order',
    ...paid(
      (p) => p.getByRole('button', { name: /^Pick selected/ }),
      (p) => dialog(p, 'Confirm pickup').getByRole('button', { name: /^Pay / }),
    ),
    async before(page, t) {
      const [first, second] = await cheapestToPick(t);
      await page.getByRole('tab', { name: 'Awaiting pickup' }).click();
      const list = page.getByRole('list', { name: 'Awaiting pickup' });
      await list.getByRole('checkbox', { name: `Select order ${first.order_sn}` }).check();
      await list.getByRole('checkbox', { name: `Select order ${second.order_sn}` }).check();
      await tapQuickly(page.getByRole('button', { name: /^Pick selected/ }));
    },
  },
  {
    op: 'POST /merchant/index/buy_train',
    lane: 'paid',
    page: '/storeExpress',
    ...paid(
      (p) => p.getByRole('region', { name: 'Express Lane Starter' }).getByRole('button'),
      (p) => dialog(p, 'Confirm purchase').getByRole('button', { name: /^Pay / }),
    ),
  },
  {
    op: VERIFY,
    lane: 'paid',
    page: '/storeExpress',
    ...paid(
      (p) => p.getByRole('region', { name: 'Express Lane Plus' }).getByRole('button'),
      (p) => dialog(p, 'Confirm purchase').getByRole('button', { name: /^Pay / }),
    ),
    count: ['POST /merchant/index/buy_train'],
  },
  {
    op: 'POST /merchant/donation/donate',
    lane: 'paid',
    page: '/caringDonation',
    ...paid(
      (p) => p.getByRole('region', { name: 'Donate' }).getByRole('button', { name: 'Donate' }),
      (p) => dialog(p, 'Confirm donation').getByRole('button', { name: /^Pay / }),
    ),
    async before(page) {
      await byName(page, 'textbox', 'Donation amount').fill('1');
      await tapQuickly(page.getByRole('region', { name: 'Donate' }).getByRole('button'));
    },
  },
  {
    op: 'POST /merchant/merchant/extract',
    lane: 'paid',
    page: '/withdraw',
    ...paid(
      (p) => p.getByRole('button', { name: 'Withdraw', exact: true }),
      (p) => dialog(p, 'Confirm withdrawal').getByRole('button', { name: 'Confirm withdrawal' }),
    ),
    async before(page) {
      await byName(page, 'textbox', 'Withdrawal amount').fill('10');
      await tapQuickly(page.getByRole('button', { name: 'Withdraw', exact: true }));
    },
  },
  {
    op: 'POST /merchant/index/upgrade',
    lane: 'paid',
    page: '/level',
    ...paid(
      (p) => p.getByRole('region', { name: 'Gold Seller' }).getByRole('button'),
      (p) => dialog(p, 'Confirm upgrade').getByRole('button', { name: /^Pay / }),
    ),
  },
  {
    op: 'POST /merchant/merchant/resetPay',
    lane: 'paid',
    page: '/changePayPassword',
    async before(page) {
      await page.getByLabel('Current payment password (6 digits)').fill(DEMO_PAY_PASSWORD);
      await page.getByLabel('New payment password (6 digits)').fill(DEMO_PAY_PASSWORD);
      await page.getByLabel('Confirm payment password (6 digits)').fill(DEMO_PAY_PASSWORD);
    },
    tap: (p) => byName(p, 'button', 'Confirm'),
  },

  // The shop's settings and the merchant's cards and deposits.
  {
    op: 'POST /merchant/merchant/store',
    lane: 'settings',
    page: '/baseinfo',
    before: (p) => byName(p, 'textbox', 'Shop name').fill('Demo Shop Tapped'),
    tap: (p) => byName(p, 'button', 'Save'),
  },
  {
    op: 'POST /merchant/merchant/store_banner',
    lane: 'settings',
    page: '/uploadBanner',
    before: (p) =>
      p.getByRole('listitem', { name: 'Banner 1' }).getByRole('button', { name: /down/i }).click(),
    tap: (p) => byName(p, 'button', 'Save banners'),
  },
  {
    op: 'POST /merchant/merchant/profile',
    lane: 'settings',
    page: '/socialmedia',
    before: (p) => byName(p, 'textbox', 'YouTube').fill('https://youtube.com/@tapped'),
    tap: (p) => byName(p, 'button', 'Save'),
  },
  {
    op: 'POST /merchant/merchant/feedbackSave',
    lane: 'settings',
    page: '/feedback',
    before: (p) => byName(p, 'textbox', 'Feedback').fill('Sent once, however often I tap.'),
    tap: (p) => byName(p, 'button', 'Send feedback'),
  },
  {
    op: 'POST /merchant/common/upload',
    lane: 'settings',
    page: '/feedback',
    // Choosing an image is the action: one upload per choice, the picker busy meanwhile.
    tap: (p) => p.getByRole('button', { name: /^Image 1/ }),
    choose: pngFile('screenshot.png'),
    busy: (p) => p.getByRole('progressbar'),
  },
  {
    op: 'POST /api/bankcard/add',
    lane: 'wallet',
    page: '/bank/add',
    async before(page) {
      await byName(page, 'textbox', 'Bank').fill('Double Tap Bank');
      await byName(page, 'textbox', 'Card number').fill('6222000055556666');
    },
    tap: (p) => byName(p, 'button', 'Save'),
  },
  {
    op: 'POST /api/bankcard/setDefault',
    lane: 'wallet',
    page: '/bank/list',
    tap: (p) => byName(p, 'button', 'Make default').first(),
  },
  {
    op: 'POST /api/bankcard/del',
    lane: 'wallet',
    page: '/bank/list',
    before: (p) => tapQuickly(byName(p, 'button', 'Delete').last()),
    tap: (p) => alert(p, 'Delete this bank card?').getByRole('button', { name: 'Delete' }),
  },
  {
    op: 'POST /merchant/merchant/recharge',
    lane: 'wallet',
    page: '/bankCardRecharge',
    async before(page) {
      // In CNY: at least 10.00 USD at the rate.
      await byName(page, 'textbox', 'Deposit amount').fill('500');
      await page.getByRole('button', { name: /^Payment voucher/ }).setInputFiles(pngFile());
      await page.getByRole('button', { name: /^Payment voucher Replace image/ }).waitFor();
    },
    tap: (p) => byName(p, 'button', 'Submit deposit'),
  },
  {
    op: 'POST /demo/recharge/review',
    lane: 'wallet',
    page: '/test/chongzhi',
    before: (p) => tapQuickly(byName(p, 'button', 'Approve').first()),
    tap: (p) => alert(p, 'Approve this deposit?').getByRole('button', { name: 'Approve' }),
  },
  {
    op: 'GET /merchant/merchant/set_language',
    lane: 'wallet',
    page: '/my',
    before: (p) => p.getByRole('button', { name: /^Language/ }).click(),
    tap: (p) => dialog(p, 'Language').getByRole('button', { name: '日本語' }),
    // The sheet closes and the page changes language at once; the call goes on behind.
    busy: null,
  },

  // Products, messages, the welfare centre, and the pages before a session.
  {
    op: 'POST /merchant/product/add',
    lane: 'shop',
    page: '/distribution',
    tap: (p) => p.getByRole('button', { name: /^Add (?!all|selected)/ }).first(),
  },
  {
    op: 'POST /merchant/product/addAll',
    lane: 'shop',
    page: '/distribution',
    async before(page) {
      await page
        .getByRole('checkbox', { name: /^Select / })
        .nth(2)
        .check();
      await page
        .getByRole('checkbox', { name: /^Select / })
        .nth(3)
        .check();
    },
    tap: (p) => p.getByRole('button', { name: /^Add selected/ }),
  },
  {
    op: 'POST /merchant/product/addAllHot',
    lane: 'shop',
    page: '/distribution',
    before: (p) => tapQuickly(byName(p, 'button', 'Add all hot products')),
    tap: (p) => alert(p, 'Add all hot products?').getByRole('button', { name: 'Add all' }),
  },
  {
    op: 'POST /merchant/product/setSwitch',
    lane: 'shop',
    page: '/goods',
    // On "All" the row stays while its switch is busy (on "On sale" it leaves at once).
    before: (p) => p.getByRole('tab', { name: 'All' }).click(),
    tap: (p) => p.getByRole('switch', { name: /^On shelf / }).first(),
  },
  {
    op: 'POST /merchant/product/del',
    lane: 'shop',
    page: '/goods',
    async before(page) {
      const remove = page.getByRole('button', { name: /^Remove / }).nth(1);
      const title = (await remove.getAttribute('aria-label')).replace(/^Remove /, '');
      await tapQuickly(remove);
      return { title };
    },
    tap: (p) => p.getByRole('alertdialog').getByRole('button', { name: 'Remove' }),
    // Optimistic: the product leaves the list at once (and comes back if the platform refuses).
    watch: (p, { title }) =>
      p
        .getByRole('list', { name: 'My products' })
        .getByRole('article', { name: title, exact: true })
        .waitFor({ state: 'detached', timeout: PATIENCE }),
  },
  {
    op: 'POST /merchant/index/see_notice',
    lane: 'shop',
    page: '/message',
    // Opening an unread message marks it read: the row is double-tapped.
    tap: (p) => p.getByRole('link', { name: /^Unread / }).first(),
    busy: null,
  },
  {
    op: 'POST /merchant/welfare/sign',
    lane: 'account',
    page: '/welfareCenter',
    tap: (p) => byName(p, 'button', 'Sign in now'),
  },
  {
    op: 'POST /merchant/merchant/login',
    lane: 'account',
    page: '/login',
    loggedIn: false,
    async before(page) {
      await byName(page, 'textbox', 'Phone number or e-mail').fill(DEMO_ACCOUNT);
      await byName(page, 'textbox', 'Password').fill(DEMO_PASSWORD);
    },
    tap: (p) => byName(p, 'button', 'Log in'),
  },
  {
    op: 'POST /merchant/merchant/verify_code',
    lane: 'account',
    page: '/code',
    loggedIn: false,
    before: (p) => byName(p, 'textbox', 'Invitation code').fill(DEMO_INVITE_CODE),
    tap: (p) => byName(p, 'button', 'Verify and continue'),
  },
  {
    op: 'POST /merchant/merchant/register',
    lane: 'account',
    page: `/register?code=${DEMO_INVITE_CODE}&mer=1`,
    loggedIn: false,
    before: (p) => fillApplication(p, '01'),
    tap: (p) => byName(p, 'button', 'Submit application'),
  },
  {
    op: 'POST /merchant/merchant/tkregister',
    lane: 'account',
    // A third-party login the platform does not know yet: the invitation code, then register
    // with its data.
    page: `/?data=journey-newcomer&code=${DEMO_INVITE_CODE}&mer=1`,
    loggedIn: false,
    async before(page) {
      await page.waitForURL(/\/code\?status=-1/);
      await byName(page, 'textbox', 'Invitation code').fill(DEMO_INVITE_CODE);
      await byName(page, 'button', 'Verify and continue').click();
      await page.waitForURL(/\/register/);
      await fillApplication(page, '02');
    },
    tap: (p) => byName(p, 'button', 'Submit application'),
  },
  {
    op: 'POST /merchant/merchant/third',
    lane: 'account',
    // No button: the start-up address is the action, and it must be exchanged once.
    page: null,
    loggedIn: false,
    arrive: '/?data=demo-third&code=x&mer=1&path=%2Fmy',
    busy: (p) => p.getByRole('status').filter({ hasText: 'Signing you in…' }),
  },
  {
    op: 'POST /merchant/merchant/resetpwd',
    lane: 'account',
    page: '/forgetPwd',
    loggedIn: false,
    async before(page) {
      await byName(page, 'textbox', 'Phone number').fill(DEMO_PHONE);
      // The same password again: the other rows keep logging in with it.
      await byName(page, 'textbox', 'New password').fill(DEMO_PASSWORD);
      await byName(page, 'textbox', 'Confirm new password').fill(DEMO_PASSWORD);
    },
    tap: (p) => byName(p, 'button', 'Reset password'),
  },
];

/** Changing the login password ends every session: it runs alone, after the others. */
const LAST = {
  op: 'POST /merchant/merchant/resetpwd',
  label: 'POST /merchant/merchant/resetpwd (change login password)',
  page: '/changeLoginPassword',
  async before(page) {
    await byName(page, 'textbox', 'Current password').fill(DEMO_PASSWORD);
    await byName(page, 'textbox', 'New password').fill('changed123');
    await byName(page, 'textbox', 'Confirm new password').fill('changed123');
  },
  tap: (p) => byName(p, 'button', 'Change password'),
};

// ---------------------------------------------------------------------------------------------

const split = (op) => {
  const [method, path] = op.split(' ');
  return { method, path };
};

/**
 * Starts watching, in the page, for what shows the action busy: by default the tapped element
 * (or a card or dialog around it) marked aria-busy; `busy` names another element to appear;
 * `watch` is the row's own. Resolves when seen.
 */
async function watchBusy(page, row, ctx) {
  if (row.watch) return row.watch(page, ctx);
  if (row.busy === null) return null;
  if (row.busy) return row.busy(page, ctx).first().waitFor({ timeout: ROW_WAIT_MS });
  const tapped = await row.tap(page, ctx).elementHandle();
  return page.waitForFunction((el) => el.closest('[aria-busy="true"]') !== null, tapped, {
    polling: 'raf',
    timeout: ROW_WAIT_MS,
  });
}

/** Runs one row; resolves null when it held, or what went wrong. */
async function runRow(t, row) {
  const label = row.label ?? row.op;
  const page = await phone(t, { loggedIn: row.loggedIn ?? true, offlineAware: false });
  // The platform calls still unanswered, for the failure message.
  const pending = new Set();
  const call = (r) => `${r.method()} ${new URL(r.url()).pathname}`;
  page.on('request', (r) => r.resourceType() === 'fetch' && pending.add(call(r)));
  const settle = (r) => pending.delete(call(r));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  try {
    if (row.page) {
      await openApp(page, t.base, typeof row.page === 'function' ? await row.page(t) : row.page);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    const ctx = (await row.before?.(page, t)) ?? {};
    const { method, path } = split(row.op);
    const held = await holdOperation(page, method, path, { ms: HOLD_MS });
    const others = [];
    for (const op of row.count ?? []) {
      const o = split(op);
      others.push({ op, hold: await holdOperation(page, o.method, o.path, { ms: 0 }) });
    }
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === path && r.request().method() === method,
      { timeout: ROW_WAIT_MS },
    );
    // Awaited below; a row that fails before must not leave it rejecting unheard.
    answered.catch(() => {});

    let busySeen = false;
    let busyMissed = 'still watching';
    if (row.arrive) {
      await page.goto(new URL(row.arrive, t.base).href, { waitUntil: 'commit' });
    } else {
      await row.tap(page, ctx).waitFor();
    }
    const busy = watchBusy(page, row, ctx);
    if (busy) {
      busy.then(
        () => (busySeen = true),
        (error) => (busyMissed = error.message.split('\n')[0]),
      );
    }
    if (!row.arrive) {
      const button = row.tap(page, ctx);
      if (row.choose) {
        await button.setInputFiles(row.choose);
      } else {
        // A double tap and one more at once, on whatever is there by then.
        await tapQuickly(button, 3);
      }
      if (row.password) await typePassword(page);
    }

    await answered;
    // The busy state must have shown before the held answer came back.
    const shownInTime = busySeen;
    // Anything a second tap queued, or a call sent after this one, would have left by now.
    for (const { op, hold } of others)
      await until(() => hold.count > 0, true, `${label}: ${op} was sent`);
    await page.waitForTimeout(500);
    assertEqual(held.count, 1, `${label}: requests sent`);
    for (const { op, hold } of others) assertEqual(hold.count, 1, `${label}: ${op} requests sent`);
    if (busy)
      assert(
        shownInTime,
        `${label}: nothing showed busy while the answer was held (the watch: ${busyMissed})`,
      );
    if (row.done) await row.done(page, ctx);
    return null;
  } catch (error) {
    const shot = `.test-results/journeys/doubleTap-${row.op.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: shot }).catch(() => {});
    const open$ = pending.size ? `; unanswered: ${[...pending].join(', ')}` : '';
    // The first line, and what Playwright last saw when it gave up waiting.
    const lines = error.message.split('\n').filter((l) => l.trim());
    const why = [lines[0], ...lines.slice(1).slice(-2)].join(' / ');
    return `${label}: ${why} (at ${page.url()}${open$}; screen: ${shot})`;
  } finally {
    await page
      .context()
      .close()
      .catch(() => {});
  }
}

async function everyOperationHasARow() {
  const require = createRequire(import.meta.url);
  const yaml = require('js-yaml');
  const contract = yaml.load(readFileSync('openapi/merchant.yaml', 'utf8'));
  const changing = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  assert(changing.length > 20, `the contract lists its operations (${changing.length})`);
  const covered = new Set([...ROWS.map((r) => r.op), LAST.op, ...Object.keys(NO_TAP)]);
  const missing = [...changing, ...CHANGING_GETS].filter((op) => !covered.has(op));
  assertEqual(missing, [], 'operations with neither a double-tap row nor a reason in NO_TAP');
  const stale = [...covered].filter((op) => !changing.includes(op) && !CHANGING_GETS.includes(op));
  assertEqual(stale, [], 'rows of operations the contract does not have');
}

/** The control: a button with no guard sends on every tap, and the count must catch it. */
const UNGUARDED = {
  op: VERIFY,
  label: 'control: a button without a guard',
  page: '/my',
  before: async (page, t) => ({
    name: await unguardedButton(page, {
      url: `${t.api}/merchant/merchant/verify_pay`,
      body: { password_pay: DEMO_PAY_PASSWORD },
    }),
  }),
  tap: (page, { name }) => page.getByRole('button', { name }),
};

/** The busy check's control: a button that sends once but shows nothing busy. */
const NOT_BUSY = {
  ...UNGUARDED,
  label: 'control: a button that shows nothing busy',
  before: async (page, t) => ({
    name: await unguardedButton(page, {
      url: `${t.api}/merchant/merchant/verify_pay`,
      body: { password_pay: DEMO_PAY_PASSWORD },
      once: true,
    }),
  }),
};

async function everyChangeIsSentOnce(t) {
  await everyOperationHasARow();
  const [control, notBusy] = await Promise.all([runRow(t, UNGUARDED), runRow(t, NOT_BUSY)]);
  if (!control?.includes('requests sent'))
    throw new Error(`control: a button without a guard was not caught (${control ?? 'it passed'})`);
  if (!notBusy?.includes('nothing showed busy'))
    throw new Error(
      `control: a button showing nothing busy was not caught (${notBusy ?? 'it passed'})`,
    );
  mkdirSync('.test-results/journeys', { recursive: true });
  // DOUBLE_TAP_ONLY=<regular expression> runs only the matching operations (while mending one).
  const only = process.env.DOUBLE_TAP_ONLY;
  const rows = only ? ROWS.filter((row) => new RegExp(only).test(row.op)) : ROWS;
  const lanes = Object.values(Object.groupBy(rows, (row) => row.lane));
  const failures = [];
  await Promise.all(
    lanes.map(async (rows) => {
      for (const row of rows) {
        const failure = await runRow(t, row);
        if (failure) failures.push(failure);
      }
    }),
  );
  if (failures.length)
    throw new Error(`${failures.length} failed:\n    ${failures.join('\n    ')}`);
}

async function changingTheLoginPasswordIsSentOnce(t) {
  const failure = await runRow(t, LAST);
  // Whatever happened, the demo password is restored for whoever comes next.
  await api(t.api, '/merchant/merchant/resetpwd', {
    body: {
      mer_phone: DEMO_PHONE,
      newpassword: DEMO_PASSWORD,
      renewpassword: DEMO_PASSWORD,
      oldpassword: '',
    },
  });
  if (failure) throw new Error(failure);
  const login = await api(t.api, '/merchant/merchant/login', {
    body: { account: DEMO_ACCOUNT, password: 'changed123' },
  });
  assertEqual(login.code, 0, 'the changed password was set back to the demo one');
}

export const journeys = [
  {
    name: 'every change of the contract is sent once under a double tap, and shows busy',
    run: everyChangeIsSentOnce,
  },
  {
    name: 'changing the login password is sent once under a double tap',
    run: changingTheLoginPasswordIsSentOnce,
  },
];
