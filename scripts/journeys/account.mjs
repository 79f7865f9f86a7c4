// The merchant's account and growth (issue 13, section 2), as a merchant does it: reading a
// message, upgrading the seller level, signing in at the welfare centre, switching the
// language on a detail page. Each journey checks the screen, that the screens agree with each
// other without a reload, and what the platform recorded.
import {
  DEMO_ACCOUNT,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  apiData,
  assert,
  assertEqual,
  definitionOf,
  meBalance,
  platformBalance,
  textOf,
  told,
  typePaymentPassword,
  usd,
  watch,
} from './_merchantKit.mjs';
import { assertSameDocument, markDocument, openApp, phone, tokenOf, until } from './_flowKit.mjs';

const mainNav = (page, name = 'Main') => page.getByRole('navigation', { name });

/** The count in "Messages, 5 unread" (home), "Messages 5 unread messages" (Me), or 0. */
const unreadIn = (name) => Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
const homeBell = (page) => page.getByRole('link', { name: /^Messages(, \d+ unread)?$/ });
const meMessages = (page) => page.getByRole('main').getByRole('link', { name: /^Messages/ });
/** The message centre's count, as English writes it. */
const unreadSentence = (n) =>
  n === 0 ? 'No unread messages' : `${n} unread message${n === 1 ? '' : 's'}`;
const nameOf = async (locator) => (await locator.getAttribute('aria-label')) ?? textOf(locator);

async function readAMessage(t) {
  const page = await phone(t, { loggedIn: true });
  const token = await tokenOf(page);
  const before = (await apiData(t.api, '/merchant/merchant/getMerInfo', { token })).unread_notice;
  assert(before > 0, `the seeds have unread messages (platform says ${before})`);

  await openApp(page, t.base, '/home');
  await markDocument(page);
  await until(
    async () => unreadIn(await nameOf(homeBell(page))),
    before,
    'the home bell shows the platform’s unread count',
  );
  await homeBell(page).click();
  await page.waitForURL(/\/message$/);
  const summary = page.getByRole('main').getByText(/unread messages?$|^No unread messages$/);
  await until(() => textOf(summary), unreadSentence(before), 'the message centre count');

  const list = page.getByRole('list', { name: 'All messages' });
  const unreadRow = list.getByRole('link', { name: /^Unread / }).first();
  const href = await unreadRow.getAttribute('href');
  const id = Number(new URL(href, t.base).searchParams.get('id'));
  // The platform has no filter by id: the message is found in its list (is_see only).
  const messagesRead = async (isSee) =>
    (
      await apiData(t.api, '/merchant/index/notice', {
        token,
        query: { is_see: isSee, limit: 100 },
      })
    ).list;
  const { title } = (await messagesRead('all')).find((m) => m.id === id);
  const marked = watch(
    page,
    'response',
    (r) => r.url().endsWith('/merchant/index/see_notice') && r.request().method() === 'POST',
  );
  await unreadRow.click();
  await page.waitForURL(new RegExp(`/messageDetail\\?id=${id}$`));
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
  const sent = await marked();
  assertEqual(
    sent.request().postDataJSON(),
    { ids: String(id) },
    'see_notice reads and marks the opened message (its id as a string)',
  );

  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(/\/message$/);
  await until(() => textOf(summary), unreadSentence(before - 1), 'the count after reading');
  const row = list.locator(`a[href="/messageDetail?id=${id}"]`);
  await until(
    async () => /^Unread /.test(await textOf(row)),
    false,
    'the message read is no longer marked unread',
  );

  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(/\/home$/);
  await until(
    async () => unreadIn(await nameOf(homeBell(page))),
    before - 1,
    'the home bell fell by one',
  );
  await mainNav(page).getByRole('link', { name: 'Me', exact: true }).click();
  await page.waitForURL(/\/my$/);
  await until(
    async () => unreadIn(await nameOf(meMessages(page))),
    before - 1,
    'the Me page count fell by one',
  );
  await assertSameDocument(page, 'reading a message');

  const after = await apiData(t.api, '/merchant/merchant/getMerInfo', { token });
  assertEqual(after.unread_notice, before - 1, 'the platform’s unread count');
  assertEqual(
    (await messagesRead('1')).some((m) => m.id === id),
    true,
    'the platform has the message as read',
  );
  await t.assertNoCspViolations(page);
}

async function upgradeTheLevel(t) {
  const page = await phone(t, { loggedIn: true });
  const token = await tokenOf(page);
  const balance = await platformBalance(t.api, token);
  const info = await apiData(t.api, '/merchant/merchant/getMerInfo', { token });
  const levels = await apiData(t.api, '/merchant/index/level', { token });
  const rows = Array.isArray(levels) ? levels : levels.list;
  const current = rows.find((l) => l.level_id === info.mer_level);
  const target = rows.find((l) => l.level_id > info.mer_level);
  assert(current && target, `a level above ${info.mer_level} exists`);
  const price = Math.round(Number(target.price) * 100);
  assert(
    price > 0 && price <= balance,
    `the seeds can pay ${target.name} (${price} of ${balance})`,
  );

  await openApp(page, t.base, '/my');
  await markDocument(page);
  const shopCard = page.getByRole('main').getByRole('region', { name: info.mer_name });
  await shopCard.getByText(`Level ${info.mer_level}`, { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Seller level' }).click();
  await page.waitForURL(/\/level$/);
  const currentLevel = page.getByRole('region', { name: 'Current level' }).getByRole('strong');
  await until(() => textOf(currentLevel), current.name, 'the current level on /level');

  await page
    .getByRole('region', { name: target.name })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  const quote = page.getByRole('dialog', { name: 'Confirm upgrade' });
  await quote.waitFor();
  assertEqual(await textOf(definitionOf(quote, 'Upgrade to')), target.name, 'the level bought');
  assertEqual(await textOf(definitionOf(quote, 'To pay')), usd(price), 'the price');
  assertEqual(await textOf(definitionOf(quote, 'Current balance')), usd(balance), 'the balance');
  assertEqual(
    await textOf(definitionOf(quote, 'Balance after')),
    usd(balance - price),
    'the balance after',
  );
  assert(
    !(await page.getByLabel('Payment password (6 digits)').isVisible()),
    'the payment password is asked only after the quote',
  );
  await quote.getByRole('button', { name: `Pay ${usd(price)}` }).click();
  await typePaymentPassword(page, DEMO_PAY_PASSWORD);
  await until(() => textOf(currentLevel), target.name, 'the new level on /level');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(/\/my$/);
  await shopCard.getByText(`Level ${target.level_id}`, { exact: true }).waitFor();
  await until(() => meBalance(page), balance - price, 'the balance on Me');
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await page.waitForURL(/\/home$/);
  const homeCard = page.getByRole('region', { name: info.mer_name });
  await homeCard.getByText(`Level ${target.level_id}`, { exact: true }).waitFor();
  await until(
    () => textOf(definitionOf(homeCard, 'Balance')),
    usd(balance - price),
    'the balance on home',
  );
  await assertSameDocument(page, 'the level upgrade');

  const after = await apiData(t.api, '/merchant/merchant/getMerInfo', { token });
  assertEqual(after.mer_level, target.level_id, 'the platform’s level');
  assertEqual(await platformBalance(t.api, token), balance - price, 'the platform’s balance');
  await t.assertNoCspViolations(page);
}

async function signInAtTheWelfareCentre(t) {
  const page = await phone(t, { loggedIn: true });
  const token = await tokenOf(page);
  const before = await apiData(t.api, '/merchant/welfare/sign_info', { token });
  assertEqual(before.signed_today, 0, 'the seeds have today unsigned');
  const balance = await platformBalance(t.api, token);
  // A second phone already on the page, still showing "not signed" (it signs in again below).
  const stale = await phone(t, { loggedIn: true });
  await openApp(stale, t.base, '/welfareCenter');
  await openApp(page, t.base, '/welfareCenter');

  const streak = (p) => p.getByRole('main').getByRole('heading', { level: 2 }).first();
  await until(
    () => textOf(streak(page)),
    `Signed in ${before.streak} day${before.streak === 1 ? '' : 's'} in a row`,
    'the streak before',
  );
  const todayIndex = before.days.findIndex((d) => d.signed === 0);
  const day = before.days[todayIndex];
  const todayRow = (p) =>
    p.getByRole('list', { name: 'This round' }).getByRole('listitem').nth(todayIndex);
  await until(
    async () => (await todayRow(page).getAttribute('aria-label')) ?? textOf(todayRow(page)),
    `Day ${day.day}, reward ${usd(Math.round(Number(day.reward) * 100))}, not signed in`,
    'today before signing',
  );

  await page.getByRole('button', { name: 'Sign in now' }).click();
  await until(
    () => textOf(streak(page)),
    `Signed in ${before.streak + 1} days in a row`,
    'the streak after signing',
  );
  await until(
    async () => (await todayRow(page).getAttribute('aria-label')) ?? textOf(todayRow(page)),
    `Day ${day.day}, reward ${usd(Math.round(Number(day.reward) * 100))}, signed in`,
    'today after signing',
  );
  const signed = page.getByRole('button', { name: 'Signed in today' });
  assert(await signed.isDisabled(), 'the sign-in button is disabled once signed');
  await page.getByText('You have already signed in today. Come back tomorrow.').waitFor();
  const reward = Math.round(Number(before.reward) * 100);
  assertEqual(await platformBalance(t.api, token), balance + reward, 'the reward was paid');

  // The stale page signs in again: the platform refuses, the page says so and shows signed.
  // (In front, as the merchant's tab would be.)
  await stale.bringToFront();
  await stale.getByRole('button', { name: 'Sign in now' }).click();
  await told(stale, 'You have already signed in today');
  await stale.getByRole('button', { name: 'Signed in today' }).waitFor();
  assert(
    await stale.getByRole('button', { name: 'Signed in today' }).isDisabled(),
    'the second page shows already signed, disabled',
  );
  await page.reload();
  await page.getByRole('button', { name: 'Signed in today' }).waitFor();
  assertEqual(
    await platformBalance(t.api, token),
    balance + reward,
    'signing again paid nothing more',
  );
  const after = await apiData(t.api, '/merchant/welfare/sign_info', { token });
  assertEqual([after.signed_today, after.streak], [1, before.streak + 1], 'the platform’s state');
  await t.assertNoCspViolations(page);
  await t.assertNoCspViolations(stale);
}

async function switchTheLanguageOnADetailPage(t) {
  const page = await phone(t, { language: 'zh-CN', loggedIn: true });
  const token = await tokenOf(page);
  const orders = await apiData(t.api, '/merchant/order/list', {
    token,
    query: { status: 'all', page: 1, limit: 1 },
  });
  const order = orders.list[0];
  const total = Math.round(Number(order.total_price) * 100);
  const [date, time] = order.createtime.split(' ');
  const [y, m, d] = date.split('-');

  await openApp(page, t.base, '/my');
  await markDocument(page);
  await mainNav(page, '主导航').getByRole('link', { name: /^订单/ }).click();
  await page.waitForURL(/\/order$/);
  await page
    .getByRole('article', { name: order.order_sn })
    .getByRole('link', { name: /×/ })
    .click();
  await page.waitForURL(new RegExp(`/orderDetail\\?id=${order.order_id}$`));

  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  const placed = page.getByRole('main').locator('time').first();
  const amounts = page.getByRole('main').getByRole('region').nth(2);
  await until(() => textOf(title), '订单详情', 'the title in Chinese');
  const before = {
    title: await page.title(),
    date: await textOf(placed),
    amounts: await textOf(amounts),
  };
  assertEqual(before.date, `${y}/${m}/${d} ${time}`, 'the date as Chinese writes it');
  const zhTotal = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD' }).format(
    total / 100,
  );
  assert(before.amounts.includes(zhTotal), `the amounts in Chinese show ${zhTotal}`);
  assertEqual(before.title, '订单详情', 'the document title in Chinese');

  // Back to Me (the browser's back, inside the app), the language setting, then forward.
  await page.goBack();
  await page.goBack();
  await page.waitForURL(/\/my$/);
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('dialog', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Me', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Language English' }).waitFor();
  await page.goForward();
  await page.goForward();
  await page.waitForURL(new RegExp(`/orderDetail\\?id=${order.order_id}$`));

  await until(() => textOf(title), 'Order details', 'the title in English');
  const hour = Number(time.slice(0, 2));
  const enDate = `${m}/${d}/${y}, ${String(hour % 12 || 12).padStart(2, '0')}${time.slice(2)} ${
    hour < 12 ? 'AM' : 'PM'
  }`;
  await until(() => textOf(placed), enDate, 'the date as English writes it');
  const after = { title: await page.title(), amounts: await textOf(amounts) };
  assert(
    after.amounts.includes(usd(total)) && !after.amounts.includes('US$'),
    `the amounts in English show ${usd(total)}: ${after.amounts}`,
  );
  assertEqual(after.title, 'Order details', 'the document title in English');
  assertEqual(await page.evaluate(() => document.documentElement.lang), 'en', 'html lang');
  await assertSameDocument(page, 'switching the language');

  await page.reload();
  await until(() => textOf(title), 'Order details', 'the title after a reload');
  await until(() => textOf(placed), enDate, 'the date after a reload');
  assertEqual(await page.evaluate(() => localStorage.getItem('lang')), 'en', 'the kept choice');
  await t.assertNoCspViolations(page);
}

async function speakThePlatformsLanguageCodes(t) {
  const page = await phone(t, { language: 'zh-CN' });
  await page.waitForFunction(() => document.documentElement.dataset.boot !== 'hydrate');
  const told = watch(
    page,
    'request',
    (r) => new URL(r.url()).pathname === '/merchant/merchant/set_language',
  );
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('dialog', { name: '语言' }).getByRole('button', { name: '한국어' }).click();
  assertEqual(
    new URL((await told()).url()).searchParams.get('lang'),
    'han',
    'set_language names Korean by the platform’s code, before any login',
  );
  await page.getByRole('heading', { name: '로그인', level: 1 }).waitFor();
  assertEqual(await page.evaluate(() => localStorage.getItem('lang')), 'ko', 'the kept choice');

  // Logged in, every call of the next page carries lang: han, the boot script's early reads too.
  const { merinfo } = await apiData(t.api, '/merchant/merchant/login', {
    body: { account: DEMO_ACCOUNT, password: DEMO_PASSWORD },
  });
  await page.evaluate((token) => localStorage.setItem('token', token), merinfo.token);
  const sent = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/merchant/')) sent.push({ pathname, lang: r.headers().lang ?? null });
  });
  await openApp(page, t.base, '/my');
  await page.getByRole('banner').getByRole('heading', { name: '내 정보', level: 1 }).waitFor();
  assert(
    sent.some((r) => r.pathname === '/merchant/merchant/getMerInfo'),
    'the Me page read the profile',
  );
  assertEqual(
    sent.filter((r) => r.lang !== 'han'),
    [],
    'every call of the platform names the language han (never ko)',
  );
  await t.assertNoCspViolations(page);
}

export const journeys = [
  {
    name: 'reading a message lowers every unread badge by one, as the platform does',
    run: readAMessage,
  },
  {
    name: 'a level upgrade shows the quote, then the new level and balance everywhere',
    run: upgradeTheLevel,
  },
  {
    name: 'signing in at the welfare centre, and again, shows signed once',
    run: signInAtTheWelfareCentre,
  },
  {
    name: 'switching to English on a detail page reformats it, and survives a reload',
    run: switchTheLanguageOnADetailPage,
  },
  {
    name: 'choosing Korean tells the platform han, and every later call says han',
    run: speakThePlatformsLanguageCodes,
  },
];
