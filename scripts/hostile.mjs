// Hostile server text: the strings the platform sends are replaced in flight by script tags,
// event-handler attributes and `javascript:` links, on every page of the app, and the sanitiser
// itself is put to the test: every page is served with its Content-Security-Policy in
// report-only mode (the meta tag removed, the header renamed), so a payload that gets through
// would run instead of being blocked. A run fails on
//   - any payload that runs: each calls a binding of the browser context (`__hostileRan`, in
//     every page, popup and frame); a call, or a page error naming it, is an execution;
//   - any CSP violation report (each would be a blocked payload, or the app breaking its policy);
//   - any payload element or attribute in the DOM: a <script> with the trap or in the app's root,
//     an on* attribute, a javascript:, vbscript: or data:text/html url;
//   - a dialog, or a navigation or window that leaves the app for a non-http(s) url.
// Where server text lands (a marked text or attribute, or its link, button or picture) it is
// hovered, focused and clicked. Three passes: the free text of every page (strings of the
// contract without pattern, format or enum: titles, names, messages, about pages) and the login
// answer through the login form (every string but the session token); then, in a pass of its
// own (they make answers unreadable, which hides the free text), every string with a pattern,
// format or enum (links, pictures, amounts, dates, codes). Before them a positive control on the
// first page must trip every detector: a payload put into the page without the sanitiser must
// run, be reported by the CSP, be found in the DOM, and a javascript: link must run on click.
//   node scripts/hostile.mjs [--reuse-build] [--port 8796]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DETAIL_QUERY, buildDemoApp, demoToken, launchChromium, serveDemo } from './browser.mjs';
import { flag, writeResults } from './lib.mjs';
import { MARK, TRAP_NAME, readPage, touchSpots } from './lib/hostilePage.mjs';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');
const { PATHS } = await import('../packages/ui/src/data/address/paths.ts');
const contract = yaml.load(readFileSync('openapi/merchant.yaml', 'utf8'));
const started = Date.now();

const TRAP = `${TRAP_NAME}()`;
const TEXT_PAYLOADS = [
  `<img src=x onerror="${TRAP}">${MARK} title`,
  `<script>${TRAP}</script>${MARK} shop`,
  `<a href="javascript:${TRAP}">${MARK} link</a>`,
  `"><svg onload="${TRAP}"></svg>${MARK}`,
  `javascript:${TRAP}//${MARK}`,
  `<iframe src="javascript:${TRAP}"></iframe><b onmouseover="${TRAP}">${MARK}</b>`,
  `<details open ontoggle="${TRAP}"><summary>${MARK}</summary></details>`,
  `<button onfocus="${TRAP}" autofocus>${MARK} button</button>`,
];
// Strings with a pattern, format or enum: mostly links and pictures, so urls first.
const SHAPED_PAYLOADS = [
  `javascript:${TRAP}//${MARK}`,
  `https://x.invalid/${MARK}"><img src=x onerror="${TRAP}">`,
  `data:text/html,<script>${TRAP}</script>${MARK}`,
  ` JaVaScRiPt:${TRAP}//${MARK}`,
  `'><script>${TRAP}</script>${MARK}`,
];
// The answers that carry the session: their token stays, or the merchant is logged out.
const SESSION_TOKEN = /^(merinfo\.)?token$/;

const resolve = (schema) => {
  let s = schema;
  while (s?.$ref)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((o, k) => o[k], contract);
  return s ?? {};
};
const types = (s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isString = (s) => types(s).includes('string');
const shaped = (s) => Boolean(s.pattern || s.format || s.enum);

const replaced = { text: 0, shaped: 0 };
/**
 * Replaces the strings of `value` that `mode` names ('text': free text, 'shaped': strings with
 * a pattern, format or enum), walking the contract's schema alongside; `at` is the dotted path.
 */
function poison(value, schemaIn, mode, at = '') {
  const schema = resolve(schemaIn);
  const options = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map(
    resolve,
  );
  if (typeof value === 'string') {
    const declared = [schema, ...options].filter(isString);
    if (!declared.length || SESSION_TOKEN.test(at.replace(/^data\./, ''))) return value;
    const isShaped = declared.every(shaped);
    if ((mode === 'shaped') !== isShaped) return value;
    const list = isShaped ? SHAPED_PAYLOADS : TEXT_PAYLOADS;
    replaced[mode] += 1;
    return list[replaced[mode] % list.length];
  }
  if (Array.isArray(value)) {
    const items = schema.items ?? options.find((o) => o.items)?.items ?? {};
    return value.map((v) => poison(v, items, mode, `${at}[]`));
  }
  if (value && typeof value === 'object') {
    const properties = Object.assign(
      {},
      ...options.map((o) => o.properties ?? {}),
      schema.properties ?? {},
    );
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        poison(v, properties[k] ?? {}, mode, at ? `${at}.${k}` : k),
      ]),
    );
  }
  return value;
}

/** The success schema of an operation (its envelope), or null. */
function responseSchema(method, pathname) {
  const op = contract.paths[pathname]?.[method.toLowerCase()];
  const ok = op && resolve(op.responses?.['200']);
  return ok?.content?.['application/json']?.schema ?? null;
}

const port = flag('port', '8796');
// --route: only these routes (to look into one failure).
const ONLY = flag('route')?.split(',');
if (!process.argv.includes('--reuse-build') || (await buildDemoApp({ reuse: true })) !== 0) {
  const built = await buildDemoApp();
  if (built !== 0) process.exit(built);
}
const demo = await serveDemo(port);
const browser = await launchChromium();
const failures = [];
const tally = {
  pages: 0,
  executions: 0,
  violations: 0,
  survivors: 0,
  hovered: 0,
  clicked: 0,
  parsedBySanitiser: 0,
};
const META_CSP = /<meta[^>]+http-equiv="Content-Security-Policy"[^>]*>/i;
const API = ['/merchant/', '/api/', '/new/'];
const isDocument = (url) =>
  url.origin === demo.base &&
  !API.some((p) => url.pathname.startsWith(p)) &&
  (!/\.\w+$/.test(url.pathname) || url.pathname.endsWith('.html'));

/** A route handler whose failure (the page went away, the request with it) fails the request. */
const safely = (handler) => async (route) => {
  try {
    await handler(route);
  } catch {
    await route.abort().catch(() => {});
  }
};

/**
 * A browser context for one pass: the traps (executions, CSP reports, dialogs, escapes: counted
 * per page), every page in report-only CSP, the platform's answers poisoned by `mode`
 * (null: as they are), nothing fetched outside the demo server.
 */
async function hostileContext(mode, token) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const traps = new Map(); // page -> { executions, violations, escapes }
  const trapsOf = (page) => {
    if (!traps.has(page)) traps.set(page, { executions: [], violations: [], escapes: [] });
    return traps.get(page);
  };
  const opener = (page) => page?.opener?.() ?? null;
  const owner = async (page) => (await opener(page)) ?? page;
  await context.exposeBinding(TRAP_NAME, async ({ page, frame }) => {
    trapsOf(await owner(page)).executions.push(frame.url().slice(0, 80));
  });
  await context.exposeBinding('__hostileViolation', async ({ page }, report) => {
    // Chromium reports an inline handler as soon as it is parsed, even in a document that can
    // never run it: the sanitiser's own (DOMParser's) while it removes the handler. Such a
    // report is counted apart; a handler that reaches the page is reported from elsewhere.
    if (/^script-src-attr .*\/assets\/purify[.-]/.test(report)) tally.parsedBySanitiser += 1;
    else trapsOf(await owner(page)).violations.push(report);
  });
  await context.addInitScript(
    ([t]) => {
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__hostileViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sample} (${e.sourceFile}:${e.lineNumber})`,
        ),
      );
      if (window.top !== window) return;
      if (t) localStorage.setItem('token', t);
      localStorage.setItem('lang', 'zh-CN');
    },
    [token],
  );
  context.on('page', async (page) => {
    // A popup's traps count for the page that opened it.
    const home = trapsOf(await owner(page));
    page.on('pageerror', (e) => {
      if (e.message.includes(TRAP_NAME)) home.executions.push(`error: ${e.message}`);
    });
    page.on('dialog', async (d) => {
      home.escapes.push(`a ${d.type()} dialog`);
      await d.dismiss().catch(() => {});
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !/^(https?:|about:blank)/.test(frame.url()))
        home.escapes.push(`navigated to ${frame.url().slice(0, 60)}`);
    });
    page.on('popup', (popup) => {
      const url = popup.url();
      if (!/^(https?:|about:blank)/.test(url)) home.escapes.push(`opened ${url.slice(0, 60)}`);
      // Long enough for a payload in it to run (and be counted), then out of the way.
      setTimeout(() => popup.close().catch(() => {}), 1000);
    });
  });
  // Nothing leaves the machine: a picture or frame of another host fails at once.
  await context.route(
    (url) => url.origin !== demo.base,
    (route) => route.abort(),
  );
  await context.route(
    isDocument,
    safely(async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      const policy = headers['content-security-policy'];
      delete headers['content-security-policy'];
      delete headers['content-length'];
      delete headers['content-encoding'];
      // 'report-sample': a report quotes the start of what was blocked.
      if (policy)
        headers['content-security-policy-report-only'] = policy.replace(
          /script-src /,
          "script-src 'report-sample' ",
        );
      const body = (await response.text()).replace(META_CSP, '');
      await route.fulfill({ response, headers, body });
    }),
  );
  if (mode) {
    await context.route(
      (url) => url.origin === demo.base && API.some((p) => url.pathname.startsWith(p)),
      safely(async (route) => {
        const request = route.request();
        const response = await route.fetch();
        const schema = responseSchema(request.method(), new URL(request.url()).pathname);
        const type = response.headers()['content-type'] ?? '';
        if (!schema || !type.includes('json')) return route.fulfill({ response });
        return route.fulfill({ response, json: poison(await response.json(), schema, mode) });
      }),
    );
  }
  return { context, trapsOf };
}

/** The checks of one page once drawn: traps, survivors in the DOM, then its spots touched. */
async function inspect(page, trapsOf, label) {
  const problems = [];
  const seen = await page.evaluate(readPage, [TRAP_NAME, MARK]);
  const touched = await touchSpots(page, seen.spots);
  await page.waitForTimeout(100);
  const after = await page.evaluate(readPage, [TRAP_NAME, MARK]).catch(() => ({ survivors: [] }));
  const survivors = [...new Set([...seen.survivors, ...after.survivors])];
  const { executions, violations, escapes } = trapsOf(page);
  if (executions.length) problems.push(`${executions.length} payloads ran (${executions[0]})`);
  if (violations.length)
    problems.push(`${violations.length} CSP violations (${violations.slice(0, 2).join('; ')})`);
  if (survivors.length)
    problems.push(`${survivors.length} payloads in the DOM (${survivors.slice(0, 2).join('; ')})`);
  if (escapes.length) problems.push(`left the app: ${escapes.slice(0, 2).join('; ')}`);
  const counts = {
    executions: executions.length,
    violations: violations.length,
    survivors: survivors.length,
    ...touched,
  };
  for (const key of Object.keys(counts)) if (key in tally) tally[key] += counts[key];
  tally.pages += 1;
  executions.length = violations.length = escapes.length = 0;
  for (const p of problems) failures.push(`${label}: ${p}`);
  return { problems, counts, survivors };
}

/** Opens a page and waits until it is drawn: the network quiet, the page live, nothing busy. */
async function open(page, address) {
  await page.goto(`${demo.base}${address}`);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        (document.documentElement.dataset.boot ?? 'live') === 'live' &&
        // (A tab page kept hidden, drawn ahead, may be busy: the route on screen is waited for.)
        [...document.querySelectorAll('[aria-busy="true"]')].every((el) =>
          el.closest('[data-kept]'),
        ),
      null,
      // (A shared two-core machine may take long: a tap before the page is live is held by the
      // boot script, so the control's link would not run.)
      { timeout: 20000 },
    )
    .catch(async () => {
      // Said, so that a control that misses on a page never drawn says why.
      const state = await page
        .evaluate(() => ({
          boot: document.documentElement.dataset.boot ?? 'live',
          busy: [...document.querySelectorAll('[aria-busy="true"]')]
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 60))
            .slice(0, 3),
        }))
        .catch(() => null);
      console.log(`hostile: ${address} not drawn within 20 s: ${JSON.stringify(state)}`);
    });
}

/**
 * Clicks the control's link from the page itself (`element.click()`: neither a scroll nor an
 * element over it can take the click, as they can a click at its place on the screen), and says
 * where it was: gone from the page, on top where it is, or under what.
 */
async function clickLinkFromPage(page) {
  return page
    .evaluate((trap) => {
      const link = document.querySelector(`a[href="javascript:${trap}()"]`);
      if (!link) return 'gone from the page';
      const box = link.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      link.click();
      if (top === link || link.contains(top)) return `on top at ${Math.round(box.top)} px`;
      return `at ${Math.round(box.top)} px, under ${top ? `${top.tagName.toLowerCase()}.${top.className}` : 'nothing'}`;
    }, TRAP_NAME)
    .catch((error) => `unreadable (${error.message})`);
}

/**
 * The positive control: on a page of the real app in this pass's set-up, a payload put in
 * without the sanitiser (what a screen that skipped it would draw) must trip every detector.
 */
async function control(page, trapsOf) {
  await open(page, PATHS.home);
  // The payload goes into the page the app has drawn: put in before (the app still starting), it
  // would go with the prerendered page the app replaces.
  await page
    .waitForFunction(() => (document.documentElement.dataset.boot ?? 'live') === 'live', null, {
      timeout: 30000,
    })
    .catch(() => console.log('hostile: the control page not live 30 s after its wait above'));
  const hasMeta = await page.evaluate(
    () => !!document.querySelector('meta[http-equiv="Content-Security-Policy"]'),
  );
  await page.evaluate(
    ([trap, mark]) => {
      const root = document.querySelector('main') ?? document.body;
      root.insertAdjacentHTML(
        'afterbegin',
        `<img src="data:," onerror="${trap}()" alt="${mark}"><a href="javascript:${trap}()">${mark} control</a>`,
      );
    },
    [TRAP_NAME, MARK],
  );
  // The broken picture's handler runs once the browser has tried it (at most 3 s).
  for (let waited = 0; waited < 3000 && !trapsOf(page).executions.length; waited += 50)
    await page.waitForTimeout(50);
  const before = failures.length;
  const { problems, counts, survivors } = await inspect(page, trapsOf, 'control');
  failures.length = before;
  // The link's script runs once the click's navigation is handled: on a loaded machine, after
  // the inspection read the traps (its CSP report may be in already). Waited for, at most 3 s.
  const waitForSecond = async (ms) => {
    for (let waited = 0; waited < ms && counts.executions < 2; waited += 50) {
      await page.waitForTimeout(50);
      counts.executions += trapsOf(page).executions.splice(0).length;
    }
  };
  await waitForSecond(3000);
  // The spots' clicks give up after 500 ms each: with the browser steps in two lanes on two
  // cores, the link's click was given up in both tries of a clean-clone run (2026-11-28), and in
  // one of 2026-11-29 a click at the link's place missed it, the page having scrolled it 559 px
  // above the screen. The trap is what is under test here, not the spots (checked below): the
  // link is then clicked from the page, and where it was is said.
  if (counts.executions < 2) {
    console.log(
      `hostile: the control's link had not run; clicked from the page (it was ${await clickLinkFromPage(page)})`,
    );
    await waitForSecond(5000);
  }
  const tripped = {
    'report-only CSP (the page still carries its meta policy)': !hasMeta,
    'the execution trap (onerror, then the javascript: link clicked)': counts.executions >= 2,
    'the CSP violation listener': counts.violations >= 1,
    'the DOM search (on* attribute, javascript: url)':
      survivors.some((s) => s.includes('onerror')) &&
      survivors.some((s) => s.includes('javascript')),
    'the spots (hovered and clicked)': counts.hovered >= 2 && counts.clicked >= 1,
  };
  for (const [what, ok] of Object.entries(tripped))
    if (!ok) failures.push(`control: ${what} did not trip (${problems.join(' | ') || 'nothing'})`);
  for (const key of Object.keys(tally)) tally[key] = 0;
  return Object.values(tripped).every(Boolean);
}

/** Every page of the route table, four tabs at a time (they mostly wait for the network). */
async function walkPages(mode, token, label) {
  const { context, trapsOf } = await hostileContext(mode, token);
  const queue = Object.values(PATHS).filter((p) => !ONLY || ONLY.includes(p));
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      const page = await context.newPage();
      for (let path = queue.shift(); path; path = queue.shift()) {
        const address = `${path}${DETAIL_QUERY[path] ?? ''}`;
        await open(page, address);
        await inspect(page, trapsOf, `${label} ${address}`);
      }
    }),
  );
  await context.close();
}

/** The login answer through the login form: the demo account filled in, then submitted. */
async function loginPass() {
  const { context, trapsOf } = await hostileContext('text', null);
  const page = await context.newPage();
  await open(page, PATHS.login);
  const { default: auth } = await import('../packages/ui/src/i18n/locales/zh-CN/auth.json', {
    with: { type: 'json' },
  });
  await page.getByRole('button', { name: auth.login.demo.use }).click();
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== PATHS.login, { timeout: 15000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await inspect(page, trapsOf, `login answer, then ${new URL(page.url()).pathname}`);
  await context.close();
}

const passes = [];
try {
  const token = await demoToken(demo.base);
  const { context, trapsOf } = await hostileContext('text', token);
  const before = failures.length;
  let ok = await control(await context.newPage(), trapsOf);
  if (!ok) {
    // Seen in two runs of three browser steps side by side on two cores (2026-11-28): the
    // control's javascript: link clicked, reported by the CSP listener, and not run. Not
    // explained; a detector that is broken misses twice, so the control is tried once more on a
    // fresh page, and only that try counts.
    const missed = failures.splice(before);
    console.log(
      `hostile: the control's first try missed (${missed.join('; ').slice(0, 300)}); once more`,
    );
    ok = await control(await context.newPage(), trapsOf);
  }
  await context.close();
  if (ok) {
    for (const [mode, label] of [
      ['text', 'free text'],
      ['shaped', 'pattern, format and enum strings'],
    ]) {
      const at = Date.now();
      const before = { ...tally };
      await walkPages(mode, token, label);
      if (mode === 'text') await loginPass();
      passes.push(
        `${label}: ${tally.pages - before.pages} pages, ${replaced[mode]} strings replaced, ` +
          `${tally.hovered - before.hovered} spots hovered and focused, ${tally.clicked - before.clicked} clicked, ` +
          `${((Date.now() - at) / 1000).toFixed(0)} s`,
      );
    }
  }
} catch (error) {
  failures.push(`run failed: ${error.stack ?? error.message}`);
} finally {
  await browser.close();
  demo.stop();
}
// Floors: a run that replaced or touched little proves little.
if (!ONLY && replaced.text < 100)
  failures.push(`only ${replaced.text} free-text strings were replaced`);
if (!ONLY && replaced.shaped < 100)
  failures.push(`only ${replaced.shaped} shaped strings were replaced`);
if (!ONLY && tally.clicked < 20) failures.push(`only ${tally.clicked} spots were clicked`);
console.log(
  `hostile: control tripped every detector: ${failures.some((f) => f.startsWith('control')) ? 'no' : 'yes'}`,
);
for (const p of passes) console.log(`  ${p}`);
console.log(
  `hostile: ${tally.executions} executions, ${tally.violations} CSP violations, ${tally.survivors} payloads in the DOM (${tally.parsedBySanitiser} handlers reported while the sanitiser removed them), ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
for (const f of failures) console.error(`  FAILED ${f}`);
const passed = failures.length ? 0 : 1;
console.log(`hostile: ${passed} passed, ${failures.length ? 1 : 0} failed`);
writeResults('.test-results/hostile.json', passed, failures.length ? 1 : 0);
process.exit(failures.length ? 1 : 0);
