// End-to-end: the production build served as every real deployment serves it, the app from its
// own origin (E2E_PORT) and the demo platform's API from another (the next port) in strict CORS
// mode, the build pointed at it by the deploy step (serveCrossOrigin in browser.mjs); driven in
// Debian's Chromium at a phone's size. Prints each check; fails on the first error. The security
// headers are checked on every page the app's host serves (each route of the route table in each
// language, /, and not found), and "only the active language is downloaded" knows the language
// files from the build's own manifest; each of the two runs a control first that must trip.
//   node scripts/e2e.mjs [--reuse-build]   (reused only if made from today's sources)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_DIST,
  buildDemoApp,
  demoToken,
  launchChromium,
  serveCrossOrigin,
} from './browser.mjs';
import { APP_CODE, holdAppCode } from './journeys/_flowKit.mjs';
import { writeResults } from './lib.mjs';
import { loadRoutes } from './lib/routeTable.mjs';

const port = Number(process.env.E2E_PORT || '8797');
const { LANGUAGES } = await import('../packages/ui/src/i18n/languages.ts');
const CODES = LANGUAGES.map((l) => l.code);

const built = await buildDemoApp({ reuse: process.argv.includes('--reuse-build') });
if (built !== 0) process.exit(built);

// The language of each of the build's translation files (by its manifest: the bundles and the
// locale files of packages/ui/src/i18n), so that the check of what a page downloads follows the
// files the build really makes.
const manifest = JSON.parse(readFileSync(join(DEMO_DIST, '.vite/manifest.json'), 'utf8'));
const LANGUAGE_FILES = new Map(
  Object.entries(manifest).flatMap(([key, chunk]) => {
    const lng = /i18n\/(?:bundles\/([\w-]+)\.\w+\.ts|locales\/([\w-]+)\/[\w-]+\.json)$/
      .exec(key)
      ?.slice(1)
      .find(Boolean);
    return lng ? [[`/${chunk.file}`, lng]] : [];
  }),
);
const withFiles = new Set(LANGUAGE_FILES.values());
if (CODES.some((code) => !withFiles.has(code)) || withFiles.size !== CODES.length)
  throw new Error(
    `the build's translation files are of ${[...withFiles].join(', ') || 'no language'}, not of ${CODES.join(', ')}`,
  );
/** The languages whose translation files are among `urls`. */
const languagesOf = (urls) =>
  new Set(urls.map((u) => LANGUAGE_FILES.get(new URL(u).pathname)).filter(Boolean));

/**
 * What is wrong with a page's headers: the strict policy, following the platform at `api`, and
 * the other security headers (the same for every page the app's host serves).
 */
function headerProblems(headers, api) {
  const problems = [];
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name) =>
    csp
      .split(/;\s*/)
      .find((part) => part.startsWith(`${name} `))
      ?.trim();
  for (const part of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
    if (!csp.includes(part)) problems.push(`CSP lacks ${part}: ${csp}`);
  }
  // Calls and pictures go to the platform the deploy step named, and nowhere else.
  if (directive('connect-src') !== `connect-src 'self' ${api}`)
    problems.push(`connect-src does not follow the platform at ${api}: ${csp}`);
  if (!directive('img-src')?.split(' ').includes(api))
    problems.push(`img-src does not allow the platform's pictures (${api}): ${csp}`);
  if (/unsafe-eval|script-src[^;]*unsafe-inline/.test(csp)) problems.push(`CSP too loose: ${csp}`);
  for (const name of ['x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    if (!headers[name]) problems.push(`missing ${name}`);
  }
  return problems;
}

/**
 * Runs `steps` with the app's scripts held back (the prerendered page on its own), then lets
 * them load.
 */
async function holdScripts(page, steps) {
  const release = await holdAppCode(page);
  try {
    await steps();
  } finally {
    release();
    await page.unroute(APP_CODE);
  }
}

const demo = await serveCrossOrigin(port, port + 1);
const { base, api } = demo;
let browser;
let passed = 0;
const check = async (name, fn) => {
  await fn();
  passed += 1;
  console.log(`  ok ${name}`);
};
try {
  browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  // Every Content-Security-Policy violation of every page is collected, and fails the run.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    // A prerendered page that hydrates keeps the nodes of its #root; a render replaces them,
    // and must never leave #root empty on screen in between.
    window.__rootReplaced = false;
    window.__rootEmptied = false;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.target.id !== 'root') continue;
        if (r.removedNodes.length) window.__rootReplaced = true;
        if (r.target.childElementCount === 0) window.__rootEmptied = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cspViolations = [];
  const corsRefusals = [];
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    if (/CORS policy/i.test(m.text())) corsRefusals.push(m.text());
  });
  const scripts = [];
  const calls = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (/^\/(merchant|api|new)\//.test(new URL(r.url()).pathname)) calls.push(r.url());
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await check('/ goes to /login, in simplified Chinese by default', async () => {
    await page.goto(`${base}/`);
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    // The prerendered form is there at once; its scripts (the language among them) are asked
    // for once it has painted, and have run when the page is live.
    await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'zh-CN')
      throw new Error('lang is not zh-CN');
  });

  await check('only the active language is downloaded', async () => {
    // The control: another language's file, from the build's list, is seen for what it is.
    const other = [...LANGUAGE_FILES].find(([, lng]) => lng !== 'zh-CN');
    if (!languagesOf([...scripts, `${base}${other[0]}`]).has(other[1]))
      throw new Error(`control: ${other[0]} (${other[1]}) is not taken for a language file`);
    const languages = languagesOf(scripts);
    if (languages.size !== 1 || !languages.has('zh-CN')) {
      throw new Error(`languages downloaded: ${[...languages].join(', ') || 'none'}`);
    }
  });

  await check('a protected page sends a visitor to /login and back after login', async () => {
    await page.goto(`${base}/orderDetail?id=1`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByRole('button', { name: /演示账号|demo/i }).click();
    await page.getByRole('button', { name: '登录' }).last().click();
    await page.waitForURL(/\/orderDetail\?id=1$/);
  });

  await check('a foreign path after the start-up exchange lands on /home', async () => {
    await page.goto(
      `${base}/?data=demo-third&code=x&mer=1&path=${encodeURIComponent('https://evil.example')}`,
    );
    await page.waitForURL(/\/home$/);
    await page.goto(
      `${base}/?data=demo-third&code=x&mer=1&path=${encodeURIComponent('//evil.example')}`,
    );
    await page.waitForURL(/\/home$/);
  });

  await check('an unknown path shows not found', async () => {
    await page.goto(`${base}/no/such/page`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
  });

  await check('a 401 ends the session and returns to /login with the message', async () => {
    await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
    await page.goto(`${base}/home`);
    await page.waitForURL(/\/login/);
    await page.getByText('Please log in first').waitFor();
    if (await page.evaluate(() => localStorage.getItem('token'))) throw new Error('token kept');
  });

  await check('a wrong password shows the server message and stays on /login', async () => {
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: '手机号或邮箱' }).fill('demo@example.com');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).last().click();
    await page.getByText('Incorrect account or password').waitFor();
    if (!page.url().includes('/login')) throw new Error(`left /login for ${page.url()}`);
  });

  await check('the login page is prerendered: its form shows before any script runs', async () => {
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await page.goto(`${base}/login`);
      await page.getByRole('textbox', { name: '手机号或邮箱' }).waitFor();
      await page.getByRole('button', { name: '登录' }).last().waitFor();
    } finally {
      await page.unroute('**/assets/*.js');
    }
  });

  await check(
    'a login pressed before the app is live with a field empty is answered at once',
    async () => {
      // What each field of the form shows: the page's own mark (its message drawn by the
      // pre-app style) and the app's message (primitives/Field), each visible or not.
      const fields = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('form input[data-required]')].map((input) => {
            const field = input.parentElement.parentElement;
            const mark = getComputedStyle(field, '::after').content;
            return {
              invalid: input.getAttribute('aria-invalid') === 'true',
              page: mark === 'none' ? null : JSON.parse(mark),
              app: field.querySelector('p[id$="-error"]')?.textContent ?? null,
            };
          }),
        );
      const expectFields = async (expected, when) => {
        const seen = JSON.stringify(await fields());
        if (seen !== JSON.stringify(expected)) throw new Error(`${when}: ${seen}`);
      };
      // What a screen reader says of each field besides its label: its accessible description,
      // as Chromium works it out (the page's message, then the app's).
      const cdp = await page.context().newCDPSession(page);
      const expectDescriptions = async (expected, when) => {
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
          nodeId: root.nodeId,
          selector: 'form input[data-required]',
        });
        const seen = [];
        for (const nodeId of nodeIds) {
          const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
            nodeId,
            fetchRelatives: false,
          });
          seen.push(nodes[0]?.description?.value ?? '');
        }
        if (JSON.stringify(seen) !== JSON.stringify(expected))
          throw new Error(`${when}, described as: ${JSON.stringify(seen)}`);
      };
      let sent = 0;
      const countLogin = (r) => (sent += r.url().includes('/merchant/merchant/login') ? 1 : 0);
      page.on('request', countLogin);
      await holdScripts(page, async () => {
        // No account remembered from an earlier login (the next check has one).
        await page.evaluate(() => localStorage.removeItem('account'));
        await page.goto(`${base}/login`);
        await page.getByRole('button', { name: '登录' }).last().click();
        // Answered by the page, none of the app's code run: the form's own messages, the first
        // empty field focused, the button not left pressed.
        await expectFields(
          [
            { invalid: true, page: '请输入手机号或邮箱', app: null },
            { invalid: true, page: '请输入密码', app: null },
          ],
          'pressed before the app is live',
        );
        await expectDescriptions(
          ['请输入手机号或邮箱', '请输入密码'],
          'pressed before the app is live',
        );
        const state = await page.evaluate(() => ({
          boot: document.documentElement.dataset.boot,
          focus: document.activeElement?.getAttribute('name'),
          held: document.querySelectorAll('[data-held]').length,
        }));
        if (JSON.stringify(state) !== '{"boot":"hydrate","focus":"account","held":0}')
          throw new Error(`pressed before the app is live: ${JSON.stringify(state)}`);
      });
      await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
      // The press was answered: the app does not press it again, and the marks stay.
      await page.waitForTimeout(300);
      await expectFields(
        [
          { invalid: true, page: '请输入手机号或邮箱', app: null },
          { invalid: true, page: '请输入密码', app: null },
        ],
        'once the app is live',
      );
      // Typing clears a field's mark; pressed again, the app's own check takes over.
      await page.getByRole('textbox', { name: '手机号或邮箱' }).fill('13800138000');
      await page.getByRole('button', { name: '登录' }).last().click();
      await page.getByText('请输入密码').and(page.locator('p')).waitFor();
      await expectFields(
        [
          { invalid: false, page: null, app: null },
          { invalid: true, page: null, app: '请输入密码' },
        ],
        'pressed once the app is live',
      );
      await expectDescriptions(['', '请输入密码'], 'pressed once the app is live');
      await cdp.detach();
      page.off('request', countLogin);
      if (sent) throw new Error(`the login was sent ${sent} times`);
    },
  );

  await check(
    'the account of the last login is in its field before the app is live, and kept; a filled form is held, then sent once',
    async () => {
      await page.evaluate(() => localStorage.setItem('account', '13800138000'));
      const account = page.getByRole('textbox', { name: '手机号或邮箱' });
      const button = page.getByRole('button', { name: '登录' }).last();
      const sent = [];
      const countLogin = (r) => r.url().includes('/merchant/merchant/login') && sent.push(r.url());
      page.on('request', countLogin);
      await holdScripts(page, async () => {
        await page.goto(`${base}/login`);
        if ((await account.inputValue()) !== '13800138000')
          throw new Error(`before the app is live: "${await account.inputValue()}"`);
        // Only the password is missing.
        await button.click();
        const marked = await page.evaluate(() =>
          [...document.querySelectorAll('[data-boot-error]')].map((f) => f.dataset.bootError),
        );
        if (JSON.stringify(marked) !== '["请输入密码"]') throw new Error(`marked ${marked}`);
        // Filled: held for the app, the button busy meanwhile (its turning ring).
        await page.getByLabel('密码', { exact: true }).fill('not-the-password');
        await button.click();
        const busy = await button.evaluate((b) => ({
          held: b.hasAttribute('data-held'),
          ring: getComputedStyle(b, '::before').animationName,
          marks: document.querySelectorAll('[data-boot-error]').length,
        }));
        if (JSON.stringify(busy) !== '{"held":true,"ring":"boot-spin","marks":0}')
          throw new Error(`a filled form pressed before the app is live: ${JSON.stringify(busy)}`);
        if (sent.length) throw new Error('sent before the app is live');
      });
      await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
      // The app checks the held press and sends it, once; the platform refuses the password.
      await page.getByText('Incorrect account or password').waitFor();
      await page.waitForTimeout(300);
      page.off('request', countLogin);
      if (sent.length !== 1) throw new Error(`the login was sent ${sent.length} times`);
      if ((await account.inputValue()) !== '13800138000')
        throw new Error(`once the app is live: "${await account.inputValue()}"`);
    },
  );

  await check(
    'a page whose code cannot be loaded says so, and its link loads it again',
    async () => {
      // The entry loads; the libraries it imports next do not (the network went away mid-start).
      const vendor = /\/assets\/vendor-[^/]*\.js$/;
      await page.route(vendor, (route) => route.abort());
      try {
        await page.goto(`${base}/login`);
        await page
          .getByRole('alert')
          .filter({ hasText: '应用加载失败，请检查网络后重试' })
          .waitFor();
      } finally {
        await page.unroute(vendor);
      }
      await page.getByRole('link', { name: '重试' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
      if (await page.locator('#boot-failed').isVisible()) throw new Error('the notice stayed');
    },
  );

  await check('a merchant who chose English gets English from the first paint', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await page.goto(`${base}/login`);
      await page.getByText('Welcome back').waitFor();
      if ((await page.evaluate(() => document.documentElement.lang)) !== 'en')
        throw new Error('lang is not en');
    } finally {
      await page.unroute('**/assets/*.js');
    }
    // With its scripts, the page hydrates in English (keeping the prerendered nodes), under its
    // own address.
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
    await page.getByRole('button', { name: 'Log in' }).last().waitFor();
    const shown = await page.evaluate(() => [location.pathname, window.__rootReplaced]);
    await page.evaluate(() => localStorage.removeItem('lang'));
    if (shown[0] !== '/login' || shown[1]) throw new Error(`shown ${shown}`);
  });

  await check('a logged-in merchant who chose English reloads /home in English', async () => {
    const token = await demoToken(api);
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('lang', 'en');
    }, token);
    // Without the app's scripts: what is painted is the prerendered English page.
    const documents = [];
    const noted = (frame) =>
      frame === page.mainFrame() && documents.push(new URL(frame.url()).pathname);
    page.on('framenavigated', noted);
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await page.goto(`${base}/home`);
      await page.getByRole('link', { name: 'Orders', exact: true }).waitFor();
      const shown = await page.evaluate(() => [document.documentElement.lang, document.title]);
      if (shown.join() !== 'en,Home') throw new Error(`shown ${shown}`);
      // The default language's file was left for the English one before anything was drawn.
      if (!documents.includes('/home/index.en.html')) throw new Error(`documents ${documents}`);
    } finally {
      page.off('framenavigated', noted);
      await page.unroute('**/assets/*.js');
    }
    // With its scripts, the page is drawn under /home with its answers in its first render:
    // the prerendered page is replaced in one commit, #root never empty on screen.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.boot === 'live');
    await page
      .getByRole('link', { name: /^Orders/ })
      .last()
      .waitFor();
    const after = await page.evaluate(() => [
      location.pathname,
      document.documentElement.lang,
      window.__rootEmptied,
    ]);
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('lang');
    });
    if (after.join() !== '/home,en,false') throw new Error(`shown ${after}`);
  });

  await check(
    'the page is sent with a strict security policy, and nothing violated it',
    async () => {
      const response = await page.goto(`${base}/login`);
      const problems = headerProblems(response.headers(), api);
      if (problems.length) throw new Error(problems.join('; '));
      // The control, on a page of its own: an inline script the policy blocks is collected.
      const control = await context.newPage();
      try {
        await control.goto(`${base}/login`);
        const caught = await control.evaluate(async () => {
          const script = document.createElement('script');
          script.textContent = 'window.__controlRan = true';
          document.body.append(script);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return window.__cspViolations.length > 0 && !window.__controlRan;
        });
        if (!caught) throw new Error('control: a blocked inline script was not collected');
      } finally {
        await control.close();
      }
      cspViolations.push(...(await page.evaluate(() => window.__cspViolations)));
      if (cspViolations.length) throw new Error(`CSP violations: ${cspViolations.join(' | ')}`);
    },
  );

  await check(
    'every page of every route, in every language, is sent with the same security headers',
    async () => {
      // The control: a page sent without one of them is caught.
      const login = (await fetch(`${base}/login`)).headers;
      const stripped = Object.fromEntries(
        [...login].filter(([name]) => name !== 'x-content-type-options'),
      );
      if (!headerProblems(stripped, api).length)
        throw new Error('control: a page without x-content-type-options passes');
      const routes = await loadRoutes();
      const addresses = ['/', '/no/such/page'];
      for (const { path } of routes) {
        const dir = path.replace(/\/$/, '');
        addresses.push(path, ...CODES.slice(1).map((lng) => `${dir}/index.${lng}.html`));
      }
      const problems = [];
      for (const address of addresses) {
        const res = await fetch(`${base}${address}`);
        await res.arrayBuffer();
        if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html'))
          problems.push(`${address}: ${res.status} ${res.headers.get('content-type')}`);
        problems.push(
          ...headerProblems(Object.fromEntries(res.headers), api).map((p) => `${address}: ${p}`),
        );
      }
      if (problems.length)
        throw new Error(
          `${problems.length} problems, e.g.\n    ${problems.slice(0, 8).join('\n    ')}`,
        );
      console.log(
        `  (${addresses.length} pages: ${routes.length} routes x ${CODES.length} languages, /, and not found)`,
      );
    },
  );

  await check(
    'the app called the platform on its origin only, and CORS refused nothing',
    async () => {
      const own = calls.filter((url) => !url.startsWith(`${api}/`));
      if (own.length) throw new Error(`calls not made to the platform at ${api}: ${own.join(' ')}`);
      if (!calls.length) throw new Error('no call of the platform was seen');
      if (corsRefusals.length) throw new Error(`refused by CORS: ${corsRefusals.join(' | ')}`);
    },
  );

  if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
  console.log(`e2e: ${passed} passed, 0 failed`);
} catch (error) {
  console.error(`e2e: failed after ${passed} checks: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await demo.stop();
  // The same shape as the other runners' results, for npm test's totals.
  writeResults('.test-results/e2e.json', passed, process.exitCode ? 1 : 0);
}
