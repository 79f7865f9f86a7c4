// Money whose answer is lost (issue 29): the platform carries the request out, and the
// connection drops before its answer reaches the phone. The merchant must end with exactly one
// withdrawal, one pick, and be told so; nothing is sent a second time blindly.
import {
  DEMO_PAY_PASSWORD,
  apiData,
  assert,
  assertEqual,
  cents,
  definitionOf,
  platformBalance,
  textOf,
  told,
  typePaymentPassword,
} from './_merchantKit.mjs';
import { openApp, phone, tokenOf, until } from './_flowKit.mjs';

const FOUND = 'The platform had received it: it is in your records, and nothing was sent twice.';
const ADDRESS = 'TGCrTQdmNBuLizeFMNqnffWsyNT4p8LvtH';

/**
 * The next `method` request to `path` reaches the platform (which carries it out), then its
 * connection is reset before the answer arrives. Returns how many such requests were sent.
 */
async function loseNextAnswer(page, method, path) {
  let sent = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      sent += 1;
      if (sent > 1) return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  return () => sent;
}

const withdrawalRecords = async (t, token) =>
  (
    await apiData(t.api, '/merchant/merchant/extract_log', {
      token,
      query: { status: 'all', page: 1, limit: 50 },
    })
  ).list;

async function lostWithdrawal(t) {
  const page = await phone(t, { loggedIn: true });
  await openApp(page, t.base, '/withdraw');
  const token = await tokenOf(page);
  const recordsBefore = await withdrawalRecords(t, token);
  const balanceBefore = await platformBalance(t.api, token);
  const sent = await loseNextAnswer(page, 'POST', '/merchant/merchant/extract');

  const form = page.getByRole('region', { name: 'Withdrawal details' });
  await form.getByRole('combobox', { name: 'Withdrawal method' }).selectOption({
    label: 'Blockchain address',
  });
  await form.getByRole('textbox', { name: 'Withdrawal address' }).fill(ADDRESS);
  await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100.50');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await confirm
    .getByRole('checkbox', {
      name: 'I have checked the address and the network character by character',
    })
    .check();
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await typePaymentPassword(page, DEMO_PAY_PASSWORD);

  // The answer is lost: the records show the withdrawal, and the page says so.
  await told(page, FOUND);
  const record = page.getByRole('region', { name: 'This withdrawal' });
  await record.getByRole('article').waitFor();
  assertEqual(sent(), 1, 'one withdrawal request was sent');

  const recordsAfter = await withdrawalRecords(t, token);
  const known = new Set(recordsBefore.map((r) => r.extract_id));
  const added = recordsAfter.filter((r) => !known.has(r.extract_id));
  assertEqual(added.length, 1, 'exactly one withdrawal was recorded');
  assertEqual(cents(added[0].extract_price), 10050, 'of the amount asked');
  assertEqual(
    await platformBalance(t.api, token),
    balanceBefore - 10050,
    'the amount left the balance once',
  );
  // The card on screen is that record.
  await record.getByText(added[0].extract_sn).waitFor();
}

async function lostPick(t) {
  const page = await phone(t, { loggedIn: true });
  await openApp(page, t.base, '/order?tab=awaitingPickup');
  const token = await tokenOf(page);
  const balanceBefore = await platformBalance(t.api, token);
  const sent = await loseNextAnswer(page, 'POST', '/merchant/order/pick');

  const orderCard = page.getByRole('tabpanel').getByRole('article').first();
  await orderCard.waitFor();
  const sn = await textOf(orderCard.getByRole('heading', { level: 2 }));
  const cost = cents(await textOf(definitionOf(orderCard, 'Total cost')));
  const order = (
    await apiData(t.api, '/merchant/order/list', { token, query: { status: 'all', search: sn } })
  ).list.find((o) => o.order_sn === sn);
  assert(order, `the platform knows order ${sn}`);

  await orderCard.getByRole('button', { name: `Pick ${sn}` }).click();
  const quote = page.getByRole('dialog', { name: 'Confirm pickup' });
  await quote.getByRole('button', { name: /^Pay / }).click();
  await typePaymentPassword(page, DEMO_PAY_PASSWORD);

  // The answer is lost: the order's own status shows it picked, and the page says so.
  await told(page, FOUND);
  assertEqual(sent(), 1, 'one pick request was sent');
  const picked = await apiData(t.api, '/merchant/order/detail', {
    token,
    query: { id: order.order_id },
  });
  assertEqual(picked.is_pick, 1, `order ${sn} is picked on the platform`);
  assertEqual(
    await platformBalance(t.api, token),
    balanceBefore - cost,
    'the order cost left the balance once',
  );
  await until(
    () => page.getByRole('tabpanel').getByRole('heading', { name: sn, exact: true }).count(),
    0,
    `${sn} leaves the awaiting-pickup list`,
  );
}

export const journeys = [
  {
    name: 'a withdrawal whose answer is lost: recorded once, and the merchant told so',
    run: lostWithdrawal,
  },
  { name: 'a pick whose answer is lost: picked once, and the merchant told so', run: lostPick },
];
