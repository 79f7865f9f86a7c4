// The merchant's core flows (issue 13, section 2), in English, as a merchant does them:
// opening a shop with an invitation code, stocking the shop, picking a paid order.
// Each journey checks what the screen says and what the platform recorded.
import { qrPng } from '../../mocks/src/png.ts';
import {
  DEMO_INVITE_CODE,
  DEMO_PAY_PASSWORD,
  PATIENCE_MS,
  api,
  apiData,
  assert,
  assertEqual,
  cents,
  definitionOf,
  englishPage,
  logInThroughForm,
  meBalance,
  ordersBadge,
  platformBalance,
  tab,
  textOf,
  told,
  typePaymentPassword,
  usd,
  waitFor,
  watch,
} from './_merchantKit.mjs';

/** A new shop's application; the phone and e-mail are nobody's yet. */
const APPLICANT = {
  shopName: 'Harbour Tea House',
  address: '12 Harbour Road, Singapore 098765',
  country: 'Singapore',
  phone: '+65 8123 4567',
  email: 'harbour.tea@example.com',
  realName: 'Lim Mei Ling',
  password: 'Harbour-Tea-2026',
};

/** Four different real PNG files (a QR-like pattern each), as a phone's picker hands them. */
const PHOTOS = {
  logo: { label: 'Shop logo', name: 'logo.png', bytes: qrPng('Harbour Tea House logo') },
  front: { label: 'ID card front', name: 'id-front.png', bytes: qrPng('ID card, front') },
  back: { label: 'ID card back', name: 'id-back.png', bytes: qrPng('ID card, back') },
};

/** The file input of an image field: a file input's role is button, named by its label. */
const photoInput = (page, label) => page.getByRole('button', { name: new RegExp(`^${label}`) });

async function registerThenLogIn(t) {
  const page = await englishPage(t);
  const uploads = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/merchant/common/upload')) return;
    uploads.push((await response.json()).data);
  });

  // The way in: "Open a shop" asks for the invitation code first.
  await page.getByRole('link', { name: 'Open a shop' }).click();
  await page.getByRole('textbox', { name: 'Invitation code' }).fill(DEMO_INVITE_CODE);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForURL(/\/register\?/, { timeout: PATIENCE_MS });
  assertEqual(
    new URL(page.url()).searchParams.get('code'),
    DEMO_INVITE_CODE,
    'the registration form is opened with the verified code',
  );
  await page.getByRole('heading', { name: 'Open a shop', level: 1 }).waitFor();
  assertEqual(
    await page.getByRole('textbox', { name: 'Invitation code' }).inputValue(),
    DEMO_INVITE_CODE,
    'the invitation code field is filled in',
  );

  // The photos: each is uploaded as soon as it is chosen and then shown.
  for (const photo of Object.values(PHOTOS)) {
    const before = uploads.length;
    await photoInput(page, photo.label).setInputFiles({
      name: photo.name,
      mimeType: 'image/png',
      buffer: Buffer.from(photo.bytes),
    });
    await waitFor(() => uploads.length, before + 1, `${photo.label} is uploaded`);
    photo.uploaded = uploads[before];
  }
  await waitFor(
    () => page.getByRole('button', { name: 'Remove image' }).count(),
    3,
    'each of the three photos shows with its remove button',
  );
  await waitFor(
    () => page.getByRole('img', { name: 'Preview of the chosen image' }).count(),
    3,
    'each of the three photos shows a preview',
  );

  await page.getByRole('textbox', { name: 'Shop name' }).fill(APPLICANT.shopName);
  await page.getByRole('textbox', { name: 'Shop address' }).fill(APPLICANT.address);
  await page.getByRole('button', { name: /^Country or region/ }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill(APPLICANT.country);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: APPLICANT.country, exact: true })
    .click();
  await waitFor(
    () => textOf(page.getByRole('button', { name: /^Country or region/ })),
    APPLICANT.country,
    'the chosen country shows in the field',
  );
  await page.getByRole('textbox', { name: 'Phone number' }).fill(APPLICANT.phone);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(APPLICANT.email);
  await page.getByRole('textbox', { name: 'Real name' }).fill(APPLICANT.realName);
  await page.getByRole('textbox', { name: 'Login password' }).fill(APPLICANT.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(APPLICANT.password);

  const sent = watch(page, 'request', (r) => r.url().endsWith('/merchant/merchant/register'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  const application = (await sent()).postDataJSON();
  await told(page, 'Registration submitted, please wait for review');
  await page.waitForURL((url) => url.pathname.startsWith('/login'), { timeout: PATIENCE_MS });

  // What the platform received: the photos byte for byte at their `fullurl`, and which is which.
  for (const photo of Object.values(PHOTOS)) {
    const stored = await fetch(photo.uploaded.fullurl);
    assert(
      Buffer.from(await stored.arrayBuffer()).equals(Buffer.from(photo.bytes)),
      `the platform serves ${photo.label} exactly as chosen`,
    );
  }
  // Posted by their `fullurl`, as the platform's public client posts them.
  assertEqual(application.mer_avatar, PHOTOS.logo.uploaded.fullurl, 'the logo sent with the form');
  assertEqual(
    application.images,
    `${PHOTOS.front.uploaded.fullurl},${PHOTOS.back.uploaded.fullurl}`,
    'the ID photos sent with the form: front and back, one comma-joined string',
  );
  assertEqual(
    [application.mer_name, application.mer_phone, application.mer_email, application.code],
    [APPLICANT.shopName, APPLICANT.phone, APPLICANT.email, DEMO_INVITE_CODE],
    'the application sent',
  );
  assertEqual(application.country, APPLICANT.country, 'the country sent');
  // The application is on file: the same phone cannot apply again.
  const again = await api(t.api, '/merchant/merchant/register', {
    body: { ...application },
  });
  assertEqual(again.msg, 'This phone number is already registered', 'a second application');

  // The new account logs in through the form: the platform is still reviewing the shop.
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(APPLICANT.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(APPLICANT.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await told(page, 'Your shop is under review, please wait');
  assert(new URL(page.url()).pathname.startsWith('/login'), 'the merchant stays on /login');
  assertEqual(
    await page.evaluate(() => localStorage.getItem('token')),
    null,
    'no session for a shop in review',
  );
  await t.assertNoCspViolations(page);
}

async function stockTheShop(t) {
  const page = await englishPage(t);
  await logInThroughForm(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert(token, 'the login form left a session');
  const shopRows = async () =>
    (
      await apiData(t.api, '/merchant/product/manage', {
        token,
        query: { switch: 'all', page: 1, limit: 100 },
      })
    ).list;
  const before = await shopRows();

  // Distribution centre: one product with its own Add button, two more selected together.
  await tab(page, 'Products');
  await page.getByRole('link', { name: /^Distribution centre/ }).click();
  const list = page.getByRole('list', { name: 'Products you can add' });
  await list.getByRole('article').first().waitFor();
  const titles = await list.getByRole('article').getByRole('heading').allInnerTexts();
  assert(titles.length >= 3, 'the catalogue offers at least three products');
  const [single, ...pair] = titles.slice(0, 3);
  await list.getByRole('button', { name: `Add ${single}` }).click();
  await told(page, 'Added to your shop');
  await waitFor(
    () => list.getByRole('heading', { name: single, exact: true }).count(),
    0,
    `${single} leaves the distribution centre once added`,
  );
  for (const title of pair) {
    await list.getByRole('checkbox', { name: `Select ${title}` }).check();
  }
  const addSelected = page.getByRole('button', { name: 'Add selected (2)' });
  await addSelected.click();
  await waitFor(
    async () => {
      const left = [];
      for (const title of pair)
        left.push(await list.getByRole('heading', { name: title, exact: true }).count());
      return left;
    },
    [0, 0],
    'the two selected products leave the distribution centre',
  );
  await page.getByRole('button', { name: 'Add selected (0)' }).waitFor();

  const added = (await shopRows()).filter((r) => !before.some((b) => b.id === r.id));
  assertEqual(
    added.map((r) => r.goods.title).sort(),
    [single, ...pair].sort(),
    'the platform lists the three products in the shop',
  );
  assert(
    added.every((r) => r.switch === 1),
    'new listings are on the shelf',
  );

  // My goods: the new products are on sale; one goes off the shelf and back.
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /^My goods/ }).click();
  const goods = page.getByRole('list', { name: 'My products' });
  const card = (title) => goods.getByRole('article', { name: title, exact: true });
  for (const title of [single, ...pair]) {
    await card(title).waitFor();
  }
  const shelf = card(single).getByRole('switch', { name: `On shelf ${single}` });
  assertEqual(await shelf.isChecked(), true, `${single} is on the shelf in My goods`);
  assertEqual(await textOf(card(single).getByText('On sale')), 'On sale', 'its tag');
  const row = added.find((r) => r.goods.title === single);
  const platformSwitch = async () => (await shopRows()).find((r) => r.id === row.id)?.switch;

  await shelf.click();
  // The toast gives the platform's own words ("Off shelf"); the app's sentence is for none.
  await told(page, 'Off shelf');
  await waitFor(platformSwitch, 0, 'the platform has it off the shelf');
  await waitFor(() => card(single).count(), 0, `${single} leaves the On sale tab`);
  await page.getByRole('tab', { name: 'In stock' }).click();
  const stocked = card(single);
  await stocked.waitFor();
  assertEqual(
    await stocked.getByRole('switch', { name: `On shelf ${single}` }).isChecked(),
    false,
    `${single} shows off the shelf under In stock`,
  );
  assertEqual(await stocked.getByText('In stock').count(), 1, 'its tag says In stock');

  await stocked.getByRole('switch', { name: `On shelf ${single}` }).click();
  await told(page, 'On shelf');
  await waitFor(platformSwitch, 1, 'the platform has it back on the shelf');
  await waitFor(() => card(single).count(), 0, `${single} leaves the In stock tab`);
  await page.getByRole('tab', { name: 'On sale' }).click();
  await card(single).waitFor();
  assertEqual(
    await card(single)
      .getByRole('switch', { name: `On shelf ${single}` })
      .isChecked(),
    true,
    `${single} is back under On sale, on the shelf`,
  );
  await t.assertNoCspViolations(page);
}

async function pickAnOrder(t) {
  const page = await englishPage(t, { loggedIn: true });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const awaiting = async () =>
    (
      await apiData(t.api, '/merchant/order/list', {
        token,
        query: { status: '5', page: 1, limit: 10 },
      })
    ).total;

  // Before: the balance on Me, and the Orders badge.
  await tab(page, 'Me');
  const balanceBefore = await meBalance(page);
  assertEqual(balanceBefore, await platformBalance(t.api, token), 'Me shows the balance');
  const badgeBefore = await waitFor(
    () => ordersBadge(page),
    await awaiting(),
    'the Orders badge counts the orders awaiting pickup',
  );
  assert(badgeBefore > 0, 'some orders await pickup');

  // The order: the first one awaiting pickup, its cost as the list shows it.
  await tab(page, 'Orders');
  await page.getByRole('tab', { name: 'Awaiting pickup' }).click();
  const orderCard = page.getByRole('tabpanel').getByRole('article').first();
  await orderCard.waitFor();
  const sn = await textOf(orderCard.getByRole('heading', { level: 2 }));
  const cost = cents(await textOf(definitionOf(orderCard, 'Total cost')));
  const order = (
    await apiData(t.api, '/merchant/order/list', {
      token,
      query: { status: 'all', search: sn },
    })
  ).list.find((o) => o.order_sn === sn);
  assert(order, `the platform knows order ${sn}`);
  assertEqual(cost, cents(order.total_cost), 'the list shows the cost the platform charges');

  await orderCard.getByRole('button', { name: `Pick ${sn}` }).click();
  const quote = page.getByRole('dialog', { name: 'Confirm pickup' });
  await quote.waitFor();
  assertEqual(await textOf(definitionOf(quote, 'To pay')), usd(cost), 'the quote: to pay');
  assertEqual(
    await textOf(definitionOf(quote, 'Current balance')),
    usd(balanceBefore),
    'the quote: current balance',
  );
  assertEqual(
    await textOf(definitionOf(quote, 'Balance after')),
    usd(balanceBefore - cost),
    'the quote: balance after',
  );
  await quote.getByRole('button', { name: `Pay ${usd(cost)}` }).click();
  await typePaymentPassword(page, DEMO_PAY_PASSWORD);
  await told(page, 'Order picked');

  // After: the platform took exactly the order's cost, once, and the order is picked.
  assertEqual(
    await platformBalance(t.api, token),
    balanceBefore - cost,
    'the platform balance fell by the order cost',
  );
  const picked = await apiData(t.api, '/merchant/order/detail', {
    token,
    query: { id: order.order_id },
  });
  assertEqual(picked.is_pick, 1, `order ${sn} is picked on the platform`);
  await waitFor(() => ordersBadge(page), badgeBefore - 1, 'the Orders badge went down by one');
  await waitFor(
    () => page.getByRole('tabpanel').getByRole('heading', { name: sn, exact: true }).count(),
    0,
    `${sn} leaves the awaiting-pickup list`,
  );
  await tab(page, 'Me');
  await waitFor(
    () => meBalance(page),
    balanceBefore - cost,
    'Me shows the balance less the order cost',
  );
  await t.assertNoCspViolations(page);
}

export const journeys = [
  {
    name: 'opens a shop with an invitation code and ID photos, then logs in',
    run: registerThenLogIn,
  },
  {
    name: 'logs in, stocks the shop from the distribution centre, shelves a product',
    run: stockTheShop,
  },
  { name: 'picks an order with the payment password: balance and badge follow', run: pickAnOrder },
];
