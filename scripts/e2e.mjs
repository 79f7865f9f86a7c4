// End-to-end: the production build served as every real deployment serves it, the app from its
// own origin (E2E_PORT) and the demo platform's API from another (the next port) in strict CORS
// mode, the build pointed at it by the deploy step (serveCrossOrigin in browser.mjs); driven in
// Debian's Chromium at a phone's size. Prints each check; fails on the first error.
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildDemoApp, demoToken, launchChromium, serveCrossOrigin } from './browser.mjs';

const port = Number(process.env.E2E_PORT || '8797');

const built = await buildDemoApp();
if (built !== 0) process.exit(built);

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
    const languages = new Set(
      scripts
        .map((u) => /\/(zh-CN|zh-TW|en|ko|ja|th|vi)\.(?:start|rest)-[\w-]+\.js$/.exec(u)?.[1])
        .filter(Boolean),
    );
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
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directive = (name) =>
        csp
          .split(/;\s*/)
          .find((part) => part.startsWith(`${name} `))
          ?.trim();
      for (const part of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
        if (!csp.includes(part)) throw new Error(`CSP lacks ${part}: ${csp}`);
      }
      // Calls and pictures go to the platform the deploy step named, and nowhere else.
      if (directive('connect-src') !== `connect-src 'self' ${api}`)
        throw new Error(`connect-src does not follow the platform at ${api}: ${csp}`);
      if (!directive('img-src')?.split(' ').includes(api))
        throw new Error(`img-src does not allow the platform's pictures (${api}): ${csp}`);
      if (/unsafe-eval|script-src[^;]*unsafe-inline/.test(csp))
        throw new Error(`CSP too loose: ${csp}`);
      for (const name of ['x-content-type-options', 'referrer-policy', 'permissions-policy']) {
        if (!headers[name]) throw new Error(`missing ${name}`);
      }
      cspViolations.push(...(await page.evaluate(() => window.__cspViolations)));
      if (cspViolations.length) throw new Error(`CSP violations: ${cspViolations.join(' | ')}`);
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
  mkdirSync('.test-results', { recursive: true });
  const failedChecks = process.exitCode ? 1 : 0;
  writeFileSync(
    '.test-results/e2e.json',
    JSON.stringify({ numPassedTests: passed, numFailedTests: failedChecks }),
  );
}
