// The merchant's money (issue 13, section 4), in English, as a merchant does it: a deposit
// with its voucher, a USDT-TRC20 withdrawal, bank cards, then what the browser keeps afterwards
// (no password anywhere) and what logging out leaves behind. Each journey checks the screen
// and what the platform recorded.
import { qrPng } from '../../mocks/src/png.ts';
import {
  DEMO_ACCOUNT,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  apiData,
  assert,
  assertEqual,
  definitionOf,
  englishPage,
  logInThroughForm,
  meBalance,
  open,
  platformBalance,
  tab,
  textOf,
  told,
  typePaymentPassword,
  usd,
  usdt,
  waitFor,
  watch,
} from './_merchantKit.mjs';

/** A record card's "Amount $x" line. */
const amountLine = (card) => card.getByRole('paragraph').filter({ hasText: /^Amount/ });
const tokenOf = (page) => page.evaluate(() => localStorage.getItem('token'));

async function depositWithVoucher(t) {
  const page = await englishPage(t, { loggedIn: true });
  const token = await tokenOf(page);
  const balanceBefore = await platformBalance(t.api, token);
  const recordsBefore = await apiData(t.api, '/merchant/merchant/recharge_log', {
    token,
    query: { status: 'all', page: 1, limit: 10 },
  });

  await tab(page, 'Me');
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await page.getByRole('link', { name: /^Blockchain deposit/ }).click();
  await page.getByRole('heading', { name: 'Blockchain deposit', level: 1 }).waitFor();
  // The platform's receiving address for crypto deposits: one account, with its network.
  const { account: address, network } = await apiData(t.api, '/merchant/merchant/getBlockchain', {
    token,
    query: { type: '1' },
  });
  await page.getByText(address, { exact: true }).waitFor();
  await page.getByText(`Send on the ${network} network only`).waitFor();

  const amount = page.getByRole('textbox', { name: 'Deposit amount' });
  await amount.fill('250.50');
  const details = page.getByRole('region', { name: 'Deposit details' });
  await waitFor(
    () => textOf(definitionOf(details, 'Amount credited')),
    '$250.50',
    'the amount credited shows before submitting',
  );
  assertEqual(
    await textOf(definitionOf(details, 'Balance once approved')),
    usd(balanceBefore + 25050),
    'the balance once approved',
  );
  const voucher = qrPng('transfer voucher 250.50');
  const uploaded = watch(page, 'response', (r) => r.url().endsWith('/merchant/common/upload'));
  await page.getByRole('button', { name: /^Payment voucher/ }).setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: Buffer.from(voucher),
  });
  const { data: stored } = await (await uploaded()).json();
  await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();

  const sent = watch(page, 'request', (r) => r.url().endsWith('/merchant/merchant/recharge'));
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const deposit = (await sent()).postDataJSON();
  await page.getByRole('heading', { name: 'Deposit submitted' }).waitFor();

  // The platform: the voucher byte for byte, the deposit in review, the balance untouched.
  const storedBytes = Buffer.from(await (await fetch(stored.fullurl)).arrayBuffer());
  assert(storedBytes.equals(Buffer.from(voucher)), 'the platform stored the voucher as chosen');
  assertEqual(deposit.image, stored.fullurl, 'the deposit names the uploaded voucher by fullurl');
  assertEqual(
    [deposit.recharge_type, deposit.currency_type, deposit.network, deposit.blockchain],
    [1, 'USD', network, address],
    'a crypto deposit in USD to the network and address shown',
  );
  const records = await apiData(t.api, '/merchant/merchant/recharge_log', {
    token,
    query: { status: 'all', page: 1, limit: 10 },
  });
  assertEqual(records.total, recordsBefore.total + 1, 'one more deposit on the platform');
  const [latest] = records.list;
  assertEqual(
    [latest.price, latest.status, latest.recharge_type],
    ['250.50', 0, 1],
    'the new deposit: amount, in review, blockchain',
  );
  assertEqual(await platformBalance(t.api, token), balanceBefore, 'nothing credited in review');

  // Deposit records: the new one first, in review.
  await page.getByRole('link', { name: 'View deposit records' }).click();
  await page.waitForURL(/\/rechargeRecord/);
  const card = page.getByRole('article', { name: `Deposit no. ${latest.order_id}` });
  await card.waitFor();
  assertEqual(
    await textOf(page.getByRole('tabpanel').getByRole('article').first().getByRole('heading')),
    `Deposit no. ${latest.order_id}`,
    'the new deposit is listed first',
  );
  assertEqual(await card.getByText('In review', { exact: true }).count(), 1, 'it is in review');
  assertEqual(await textOf(amountLine(card)), `Amount ${usdt(25050)}`, 'its amount, in USDT');
  assertEqual(await textOf(definitionOf(card, 'Method')), 'Blockchain deposit', 'its method');
  await page.getByRole('tab', { name: 'In review' }).click();
  await page
    .getByRole('tabpanel', { name: 'In review' })
    .getByRole('article', {
      name: `Deposit no. ${latest.order_id}`,
    })
    .waitFor();
  await t.assertNoCspViolations(page);
}

/**
 * A USDT-TRC20 withdrawal whose fee (the platform's `wallet_service_charge`, 0.03 of the amount)
 * needs rounding: 123.45 -> fee 3.7035 -> 3.70, received 119.75.
 */
const WITHDRAWAL = {
  amount: '123.45',
  amountCents: 12345,
  feeCents: 370,
  receivedCents: 11975,
  // A TRC20 address whose base58check checksum holds: the form checks it against the network.
  address: 'TGCrTQdmNBuLizeFMNqnffWsyNT4p8LvtH',
};

async function withdrawOnTrc20(t) {
  const page = await englishPage(t, { loggedIn: true });
  const token = await tokenOf(page);
  const balanceBefore = await platformBalance(t.api, token);

  await tab(page, 'Me');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  const form = page.getByRole('region', { name: 'Withdrawal details' });
  await form.getByRole('combobox', { name: 'Withdrawal method' }).selectOption({
    label: 'Blockchain address',
  });
  // On a chain the amount is in the balance's currency (a bank withdrawal adds its CNY line).
  await waitFor(
    () => textOf(form.getByText('Available balance', { exact: true }).locator('xpath=..')),
    `Available balance ${usd(balanceBefore)}`,
    'the form shows the balance',
  );
  const network = form.getByRole('combobox', { name: 'Network' });
  assertEqual(
    await network.locator('option:not([disabled])').allTextContents(),
    ['USDT-TRC20', 'USDT-ERC20'],
    "the networks the platform's client offers",
  );
  await network.selectOption('USDT-TRC20');
  await form.getByText('Fee: blockchain withdrawals cost 3% of the amount').waitFor();
  await form.getByRole('textbox', { name: 'Withdrawal address' }).fill(WITHDRAWAL.address);
  await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill(WITHDRAWAL.amount);

  // Fee and amount received, on the form, before anything asks for the password.
  await waitFor(
    async () => [
      await textOf(definitionOf(form, 'Fee')),
      await textOf(definitionOf(form, 'You receive')),
    ],
    [usdt(WITHDRAWAL.feeCents), usdt(WITHDRAWAL.receivedCents)],
    'the form shows the fee (3 %) and the amount received',
  );
  const passwordBoxes = page.getByLabel('Payment password (6 digits)');
  assertEqual(await passwordBoxes.count(), 0, 'no payment password asked on the form');

  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await confirm.waitFor();
  assertEqual(
    [
      await textOf(definitionOf(confirm, 'Amount')),
      await textOf(definitionOf(confirm, 'Fee')),
      await textOf(definitionOf(confirm, 'You receive')),
    ],
    [usdt(WITHDRAWAL.amountCents), usdt(WITHDRAWAL.feeCents), usdt(WITHDRAWAL.receivedCents)],
    'the confirmation: amount, fee, received',
  );
  assertEqual(
    [
      await textOf(definitionOf(confirm, 'Network')),
      await textOf(definitionOf(confirm, 'Withdrawal address')),
    ],
    ['USDT-TRC20', WITHDRAWAL.address.match(/.{1,4}/g).join(' ')],
    'the confirmation names the network and the whole address, in groups of four',
  );
  const goOn = confirm.getByRole('button', { name: 'Confirm withdrawal' });
  assertEqual(await goOn.isDisabled(), true, 'no going on before the address is checked');
  await confirm
    .getByRole('checkbox', {
      name: 'I have checked the address and the network character by character',
    })
    .check();
  assertEqual(await passwordBoxes.count(), 0, 'no payment password asked on the confirmation');
  assertEqual(
    await platformBalance(t.api, token),
    balanceBefore,
    'nothing moved before the password',
  );

  const sent = watch(
    page,
    'request',
    (r) => r.url().endsWith('/merchant/merchant/extract') && r.method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const sheet = page.getByRole('dialog', { name: 'Enter payment password' });
  await sheet.waitFor();
  assert(
    (await textOf(sheet)).includes(`You receive ${usdt(WITHDRAWAL.receivedCents)}`),
    'the password sheet repeats what arrives',
  );
  await typePaymentPassword(page, DEMO_PAY_PASSWORD);
  const request = (await sent()).postDataJSON();
  assert(!('password_pay' in request), 'the password never travels with the withdrawal');
  assertEqual(
    [
      request.extract_type,
      request.currency_type,
      request.network,
      request.blockchain,
      String(request.extract_price),
    ],
    ['1', 'USD', 'USDT-TRC20', WITHDRAWAL.address, WITHDRAWAL.amount],
    'the withdrawal sent: chain, USD, network, address, amount',
  );
  await page.getByRole('heading', { name: 'Withdrawal request submitted' }).waitFor();

  // The platform: the amount left the balance at once, the record is in review.
  const balanceAfter = balanceBefore - WITHDRAWAL.amountCents;
  assertEqual(await platformBalance(t.api, token), balanceAfter, 'the platform balance');
  const [latest] = (
    await apiData(t.api, '/merchant/merchant/extract_log', {
      token,
      query: { status: 'all', page: 1, limit: 10 },
    })
  ).list;
  assertEqual(
    [latest.extract_price, latest.fee, latest.real_price, latest.status],
    ['123.45', '3.70', '119.75', 0],
    'the platform record: amount, fee, received, in review',
  );
  // The balance line waits for the platform's answer after the withdrawal: never the old one.
  const balancesShown = new Set();
  await waitFor(
    async () => {
      const shown = await textOf(definitionOf(page.getByRole('main'), 'Balance now'));
      balancesShown.add(shown);
      return shown;
    },
    usd(balanceAfter),
    'the submitted page shows the balance the platform keeps',
  );
  assert(
    !balancesShown.has(usd(balanceBefore)),
    'the submitted page never shows the balance from before',
  );

  await page.getByRole('link', { name: 'View withdrawal records' }).click();
  await page.waitForURL(/\/withdrawRecord/);
  const record = page
    .getByRole('list', { name: 'Withdrawal records' })
    .getByRole('article')
    .first();
  await record.waitFor();
  assertEqual(
    await textOf(record.getByRole('heading')),
    `Withdrawal no. ${latest.extract_sn}`,
    'the new withdrawal is listed first',
  );
  assertEqual(await record.getByText('In review', { exact: true }).count(), 1, 'in review');
  assertEqual(
    [
      await textOf(amountLine(record)),
      await textOf(definitionOf(record, 'Fee')),
      await textOf(definitionOf(record, 'Received')),
    ],
    [
      `Amount ${usdt(WITHDRAWAL.amountCents)}`,
      usdt(WITHDRAWAL.feeCents),
      usdt(WITHDRAWAL.receivedCents),
    ],
    'the record: amount, fee, received',
  );
  await open(page, t.base, '/my');
  await waitFor(() => meBalance(page), balanceAfter, 'Me shows the balance after the withdrawal');
  await t.assertNoCspViolations(page);
}

const NEW_CARD = { bank: 'Harbour Savings Bank', number: '6212345678901234', last4: '1234' };

async function manageBankCards(t) {
  const page = await englishPage(t, { loggedIn: true });
  const token = await tokenOf(page);
  const platformCards = () => apiData(t.api, '/api/bankcard/getList', { token });
  const before = await platformCards();
  const oldDefault = before.find((c) => c.is_default === 1);
  assert(oldDefault, 'the demo merchant has a default card');

  const list = page.getByRole('list', { name: 'My bank cards' });
  const cards = list.getByRole('article');
  const cardOf = (bank, last4) => list.getByRole('article', { name: `${bank} **** ${last4}` });
  await tab(page, 'Me');
  await page.getByRole('link', { name: 'Bank cards' }).click();
  await cards.first().waitFor();
  const countBefore = await cards.count();
  assertEqual(countBefore, before.length, 'the list shows every card of the platform');

  // Add.
  await page.getByRole('banner').getByRole('link', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Bank' }).fill(NEW_CARD.bank);
  await page.getByRole('textbox', { name: 'Card number' }).fill(NEW_CARD.number);
  await page.getByRole('button', { name: 'Save' }).click();
  await told(page, 'Bank card added successfully');
  await page.waitForURL(/\/bank\/list/);
  const added = cardOf(NEW_CARD.bank, NEW_CARD.last4);
  await added.waitFor();
  await waitFor(() => cards.count(), countBefore + 1, 'the list has one card more');
  assertEqual(await added.getByText('Default', { exact: true }).count(), 0, 'not default yet');
  const created = (await platformCards()).find((c) => c.card_no === NEW_CARD.number);
  assert(created, 'the platform has the new card');
  assertEqual(
    [created.bank_name, created.is_default, created.real_name],
    [NEW_CARD.bank, 0, 'Demo Merchant'],
    'the new card on the platform (holder: the shop name on file)',
  );

  // Make it the default.
  await added.getByRole('button', { name: 'Make default' }).click();
  await told(page, 'Default bank card set');
  await waitFor(
    () => added.getByText('Default', { exact: true }).count(),
    1,
    'the new card carries the Default tag',
  );
  const oldCard = cardOf(oldDefault.bank_name, oldDefault.card_no.slice(-4));
  assertEqual(await oldCard.getByText('Default', { exact: true }).count(), 0, 'the old one not');
  assertEqual(
    await oldCard.getByRole('button', { name: 'Make default' }).count(),
    1,
    'the old default can be made default again',
  );
  assertEqual(
    (await platformCards()).filter((c) => c.is_default === 1).map((c) => c.card_no),
    [NEW_CARD.number],
    'the platform has the new card as the only default',
  );

  // Delete it: asked first, then gone; the platform hands the default to the oldest card.
  await added.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this bank card?' });
  await dialog.waitFor();
  assert(
    (await textOf(dialog)).includes(`${NEW_CARD.bank} **** ${NEW_CARD.last4}`),
    'the question names the card',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await told(page, 'Deleted successfully');
  await waitFor(() => added.count(), 0, 'the deleted card leaves the list');
  await waitFor(() => cards.count(), countBefore, 'the list is back to its cards');
  const after = await platformCards();
  assertEqual(
    after.map((c) => c.card_no),
    before.map((c) => c.card_no),
    'the platform has the cards it had before',
  );
  const newDefault = after.find((c) => c.is_default === 1);
  await waitFor(
    () =>
      cardOf(newDefault.bank_name, newDefault.card_no.slice(-4))
        .getByText('Default', { exact: true })
        .count(),
    1,
    'the list shows the default the platform chose',
  );
  assertEqual(
    await list.getByText('Default', { exact: true }).count(),
    1,
    'exactly one Default tag',
  );
  await t.assertNoCspViolations(page);
}

/** The session keys of packages/api/src/session.ts: what logout ends, what it keeps. */
const SESSION_KEYS = ['token', 'MerInfo', 'data', 'total'];
const KEPT_KEYS = ['lang', 'account'];

/**
 * Where a secret typed in the browser could be found: `text` holds it when it contains the
 * login password at all, or the payment password as a number of its own (not as six digits
 * inside a longer run of letters and digits, such as an image's base64).
 */
function leaksIn(text, secrets) {
  const found = [];
  if (text.includes(secrets.login)) found.push('login password');
  if (new RegExp(`(?<![A-Za-z0-9+/])${secrets.pay}(?![A-Za-z0-9+/])`).test(text))
    found.push('payment password');
  return found;
}

/** Everything the browser keeps for this site: storages, cookies, IndexedDB, Cache Storage. */
async function browserKeeps(page) {
  const kept = await page.evaluate(async () => {
    const entries = (storage) => Object.fromEntries(Object.entries({ ...storage }));
    const databases = {};
    for (const { name, version } of (await indexedDB.databases?.()) ?? []) {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name, version);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores = {};
      for (const store of db.objectStoreNames) {
        const tx = db.transaction(store, 'readonly');
        const all = (method) =>
          new Promise((resolve, reject) => {
            const request = tx.objectStore(store)[method]();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        stores[store] = { keys: await all('getAllKeys'), values: await all('getAll') };
      }
      db.close();
      databases[name] = stores;
    }
    const cached = {};
    for (const name of (await globalThis.caches?.keys()) ?? []) {
      const cache = await caches.open(name);
      cached[name] = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cached[name].push({ url: request.url, body: response ? await response.text() : '' });
      }
    }
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      documentCookie: document.cookie,
      indexedDB: databases,
      cacheStorage: cached,
    };
  });
  return { ...kept, cookies: await page.context().cookies() };
}

async function noPasswordKept(t) {
  const secrets = { login: DEMO_PASSWORD, pay: DEMO_PAY_PASSWORD };
  // The scanner itself: it must see a password where one is, and not in base64 digits.
  assertEqual(
    [leaksIn(`{"pwd":"${secrets.login}"}`, secrets), leaksIn(`pay=${secrets.pay}&`, secrets)],
    [['login password'], ['payment password']],
    'the scanner finds planted passwords',
  );
  assertEqual(
    leaksIn(`iVBOR${secrets.pay}w0KGgo`, secrets),
    [],
    'digits inside base64 are no leak',
  );

  const page = await englishPage(t);
  const journal = t.journal(page);
  // Every address requested: a GET carrying a password would sit in the HTTP cache and logs.
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  // Typed: the login password into the form, the payment password into a withdrawal.
  await logInThroughForm(page, DEMO_ACCOUNT, secrets.login);
  await tab(page, 'Me');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  const form = page.getByRole('region', { name: 'Withdrawal details' });
  await form.getByRole('combobox', { name: 'Saved bank card' }).waitFor();
  await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill('10');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm withdrawal' })
    .getByRole('button', { name: 'Confirm withdrawal' })
    .click();
  await typePaymentPassword(page, secrets.pay);
  await page.getByRole('heading', { name: 'Withdrawal request submitted' }).waitFor();
  await page.getByRole('link', { name: 'View withdrawal records' }).click();
  await page.waitForURL(/\/withdrawRecord/);

  const kept = await browserKeeps(page);
  const places = {
    localStorage: kept.localStorage,
    sessionStorage: kept.sessionStorage,
    'cookies (context)': kept.cookies,
    'document.cookie': kept.documentCookie,
    IndexedDB: kept.indexedDB,
    'Cache Storage': kept.cacheStorage,
    'URL history': journal.urls,
    'requested addresses': requested,
    console: journal.console,
  };
  const leaks = Object.entries(places).flatMap(([where, what]) =>
    leaksIn(JSON.stringify(what), secrets).map((secret) => `${secret} in ${where}`),
  );
  assertEqual(leaks, [], 'no password kept by the browser');

  // What there is, so that "nothing found" is not "nothing looked at".
  assert(
    journal.urls.some((u) => u.endsWith('/withdraw')) &&
      journal.urls.some((u) => u.endsWith('/withdrawRecord')),
    `every address was collected: ${journal.urls.join(' ')}`,
  );
  assert(
    ['/merchant/merchant/login', '/merchant/merchant/verify_pay'].every((path) =>
      requested.some((url) => url.endsWith(path)),
    ),
    'both passwords went to the platform (in request bodies, the one place for them)',
  );
  assertEqual(kept.localStorage.account, DEMO_ACCOUNT, 'the account name is remembered');
  assert(kept.localStorage.token, 'the session token is kept');
  // The query cache is not in localStorage (the last-seen shop is in IndexedDB): localStorage
  // holds the session keys and nothing else.
  const unknown = Object.keys(kept.localStorage).filter(
    (key) => ![...SESSION_KEYS, ...KEPT_KEYS].includes(key),
  );
  assertEqual(unknown, [], 'localStorage holds only the session keys');
  assertEqual(Object.keys(kept.sessionStorage), [], 'sessionStorage is unused');
  assertEqual(kept.cookies, [], 'no cookies');
  // The one database: the last-seen shop (its reads, scanned above for the passwords too).
  assertEqual(
    Object.keys(kept.indexedDB).filter((name) => name !== 'merchant-last-seen'),
    [],
    'no other IndexedDB database',
  );
}

async function logoutForgetsTheSession(t) {
  const page = await englishPage(t);
  const keys = () => page.evaluate(() => Object.keys(localStorage).sort());
  const value = (key) => page.evaluate((k) => localStorage.getItem(k), key);

  // A third-party link with no shop yet leaves its `data` for registration (the invitation
  // code first); the merchant logs in instead.
  await open(page, t.base, '/?data=journey-third-party');
  await page.waitForURL(/\/code\?status=-1/);
  await waitFor(() => value('data'), 'journey-third-party', 'the third-party data is kept');
  await open(page, t.base, '/login');
  await logInThroughForm(page);
  await tab(page, 'Me');
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  const { total: awaiting } = await apiData(t.api, '/merchant/order/list', {
    token: await value('token'),
    query: { status: '5', page: 1, limit: 10 },
  });
  await waitFor(() => value('total'), String(awaiting), 'the Orders badge count is kept');
  const before = await keys();
  assertEqual(before, [...SESSION_KEYS, ...KEPT_KEYS].sort(), 'the keys while logged in');
  const kept = { lang: await value('lang'), account: await value('account') };
  assertEqual(kept, { lang: 'en', account: DEMO_ACCOUNT }, 'language and account name');

  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  assertEqual(
    await keys(),
    KEPT_KEYS.slice().sort(),
    'after logout only lang and account are left',
  );
  assertEqual(
    { lang: await value('lang'), account: await value('account') },
    kept,
    'language and account name unchanged',
  );
  assertEqual(
    await page.getByRole('textbox', { name: 'Phone number or e-mail' }).inputValue(),
    DEMO_ACCOUNT,
    'the login form offers the remembered account',
  );
  assertEqual(
    await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue(),
    '',
    'but no password',
  );

  // Protected pages send to /login, by address and by the back button.
  await open(page, t.base, '/order');
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  await page.goBack();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  assertEqual(await page.getByText('Demo Shop').count(), 0, 'nothing of the shop is shown');
  await t.assertNoCspViolations(page);
}

export const journeys = [
  {
    name: 'deposits on the blockchain with a voucher: in review in the records',
    run: depositWithVoucher,
  },
  {
    name: 'withdraws on USDT-TRC20: fee and amount received before the password, then in review',
    run: withdrawOnTrc20,
  },
  { name: 'adds a bank card, makes it default, deletes it', run: manageBankCards },
  { name: 'keeps neither password anywhere after typing both', run: noPasswordKept },
  {
    name: 'logs out: session keys gone, language and account kept, pages closed',
    run: logoutForgetsTheSession,
  },
];
