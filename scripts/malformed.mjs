// Malformed answers: every GET operation a built screen calls is fed answers that break the
// contract (data null, wrong type, fields null or missing, numbers as strings, lists as objects,
// an HTML body), one at a time, on the first page that calls it, in Chromium against the demo
// build. Each must end in a visible state: no uncaught exception, no crashed route, no skeleton
// left for good, some text on the page. Prints the count per operation.
//   node scripts/malformed.mjs [--reuse-build] [--port 8798] [--pages storeExpress,noteList]
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DETAIL_QUERY, buildDemoApp, demoToken, launchChromium, serveDemo } from './browser.mjs';
import { flag } from './lib.mjs';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');
const { PATHS } = await import('../packages/ui/src/data/paths.ts');

const contract = yaml.load(readFileSync('openapi/merchant.yaml', 'utf8'));
const GET_PATHS = new Set(
  Object.entries(contract.paths)
    .filter(([, ops]) => ops.get)
    .map(([path]) => path),
);

const SKIP = new Set(['login', 'register', 'code', 'forgetPwd']);
// --pages: only these pages (names of PATHS), to look into one failure.
const ONLY = flag('pages')?.split(',');

/** A small deterministic generator (mulberry32): the same variants on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (value, leaf) =>
  Array.isArray(value)
    ? leaf(value.map((v) => deep(v, leaf)))
    : value && typeof value === 'object'
      ? leaf(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v, leaf)])))
      : leaf(value);

/** The malformed answers of one operation, derived from a real (contract-valid) answer. */
function variants(real, seed) {
  const envelope = (data) => JSON.stringify({ ...real, code: 1, data });
  const data = real.data;
  const next = random(seed);
  const out = [
    ['data null', envelope(null)],
    ['data of the wrong type', envelope(Array.isArray(data) ? { unexpected: true } : 'unexpected')],
    [
      'fields null',
      envelope(
        Array.isArray(data)
          ? data.map((row) =>
              row && typeof row === 'object'
                ? Object.fromEntries(Object.keys(row).map((k) => [k, null]))
                : null,
            )
          : data && typeof data === 'object'
            ? Object.fromEntries(Object.keys(data).map((k) => [k, null]))
            : null,
      ),
    ],
    [
      'fields missing',
      envelope(
        deep(data, (v) =>
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v).filter(() => next() < 0.5))
            : v,
        ),
      ),
    ],
    ['numbers as strings', envelope(deep(data, (v) => (typeof v === 'number' ? String(v) : v)))],
    [
      'lists as objects',
      envelope(
        deep(data, (v) => (Array.isArray(v) ? Object.fromEntries(v.map((x, i) => [i, x])) : v)),
      ),
    ],
    ['an HTML body', null],
  ];
  return out;
}

const port = flag('port', '8798');
if (!process.argv.includes('--reuse-build') || (await buildDemoApp({ reuse: true })) !== 0) {
  const built = await buildDemoApp();
  if (built !== 0) process.exit(built);
}
const demo = await serveDemo(port);
const browser = await launchChromium();
// The checks mostly wait (for the network to be quiet): three pages at once keep two cores busy.
const PAGES = 3;
let passed = 0;
const failures = [];
const perOperation = new Map();

/** A logged-in page with its own traps: uncaught errors, crashed routes, API requests in flight. */
async function newTab(token) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([t]) => {
      // Only the app's own document: a frame of another origin (the customer-service chat)
      // may not touch this origin's storage.
      if (window.top !== window) return;
      if (!localStorage.getItem('token')) localStorage.setItem('token', t);
      localStorage.setItem('lang', 'zh-CN');
    },
    [token],
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('route crashed')) errors.push(m.text());
  });
  let inFlight = 0;
  page.on('request', (r) => apiPath(r.url()) && (inFlight += 1));
  const done = (r) => apiPath(r.url()) && (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  /**
   * Opens a page and waits for its reads: the network quiet for 500 ms (the route's chunk, then
   * its requests, come after the load event), a prerendered page live (hydrated: its screens
   * have asked for their reads; at most 5 s), then no API request in flight for 300 ms (at most
   * 10 s).
   */
  async function open(address) {
    errors.length = 0;
    await page.goto(`${demo.base}${address}`, { waitUntil: 'networkidle' }).catch(() => {});
    await page
      .waitForFunction(() => (document.documentElement.dataset.boot ?? 'live') === 'live', null, {
        timeout: 5000,
      })
      .catch(() => {});
    const until = Date.now() + 10000;
    let quietSince = Date.now();
    while (Date.now() < until) {
      await page.waitForTimeout(50);
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince > 300) break;
    }
  }
  return { page, errors, open, close: () => context.close() };
}

function apiPath(url) {
  const { pathname, origin } = new URL(url);
  return origin === demo.base && GET_PATHS.has(pathname) ? pathname : null;
}

/** Runs `work` on every item, `PAGES` tabs at a time. */
async function inTabs(token, items, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(PAGES, queue.length) }, async () => {
      const tab = await newTab(token);
      try {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
          await work(tab, item);
      } finally {
        await tab.close();
      }
    }),
  );
}

try {
  const token = await demoToken(demo.base);

  // 1. Which GET operations each built page calls, and a real answer of each (the first page,
  //    in the order of the route table, that calls an operation is where it is broken).
  const pages = Object.entries(PATHS)
    .filter(([name]) => !SKIP.has(name) && (!ONLY || ONLY.includes(name)))
    .map(([, path], order) => ({ order, address: `${path}${DETAIL_QUERY[path] ?? ''}` }));
  const answers = [];
  await inTabs(token, pages, async ({ page, errors, open }, { order, address }) => {
    // Bodies are read while the page is still there (a navigation discards them).
    const reads = [];
    const listener = (response) => {
      const op = apiPath(response.url());
      if (!op || response.request().method() !== 'GET') return;
      reads.push(
        response.json().then(
          (body) => {
            if (body?.code === 1) answers.push({ op, order, address, body });
          },
          () => {}, // not JSON (a file): not a malformed-answer target
        ),
      );
    };
    page.on('response', listener);
    await open(address);
    await Promise.all(reads);
    page.off('response', listener);
    if (errors.length) failures.push(`${address} fails with the real answers: ${errors[0]}`);
  });
  const firstUse = new Map();
  for (const answer of answers.sort((a, b) => a.order - b.order))
    if (!firstUse.has(answer.op)) firstUse.set(answer.op, answer);
  // A run that found nothing to break proves nothing.
  if (!ONLY && firstUse.size < 25) failures.push(`only ${firstUse.size} GET operations were seen`);

  // 2. Each operation, each malformed answer, on the first page that calls it.
  let seed = 20261123;
  const cases = [];
  for (const [op, { address, body }] of firstUse) {
    const all = variants(body, (seed += 1));
    perOperation.set(op, { count: all.length, address });
    for (const [label, payload] of all) cases.push({ op, address, label, payload });
  }
  await inTabs(token, cases, async ({ page, errors, open }, { op, address, label, payload }) => {
    const matcher = (url) => new URL(url).pathname === op;
    await page.route(matcher, (route) =>
      payload === null
        ? route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<html><body>502 Bad Gateway</body></html>',
          })
        : route.fulfill({ status: 200, contentType: 'application/json', body: payload }),
    );
    await open(address);
    // A skeleton may still be drawing its failure: give it a moment, then it must be gone.
    const stuck = await page
      .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
        timeout: 4000,
      })
      .then(() => false)
      .catch(() => true);
    const text = (
      await page
        .locator('#root')
        .innerText()
        .catch(() => '')
    ).trim();
    const problems = [];
    if (errors.length) problems.push(`uncaught: ${errors.join(' | ').slice(0, 300)}`);
    if (stuck) problems.push('a skeleton stayed on screen');
    if (text.length === 0) problems.push('blank page');
    if (/(^|\s)[a-z]+:[a-zA-Z]+\.[a-zA-Z.]+(\s|$)/.test(text))
      problems.push('a raw translation key');
    await page.unroute(matcher);
    if (problems.length) failures.push(`${op} (${label}) on ${address}: ${problems.join('; ')}`);
    else passed += 1;
  });
} catch (error) {
  failures.push(`run failed: ${error.stack ?? error.message}`);
} finally {
  await browser.close();
  demo.stop();
}
console.log('malformed answers per GET operation (page used):');
for (const [op, { count, address }] of perOperation) {
  console.log(`  ${op.padEnd(42)} ${String(count).padStart(2)}  ${address}`);
}
for (const f of failures) console.error(`  FAILED ${f}`);
console.log(`malformed: ${passed} passed, ${failures.length} failed`);
mkdirSync('.test-results', { recursive: true });
writeFileSync(
  '.test-results/malformed.json',
  JSON.stringify({ numPassedTests: passed, numFailedTests: failures.length }),
);
process.exit(failures.length ? 1 : 0);
