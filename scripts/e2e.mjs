// End-to-end: the production build served by the demo platform (one port, as `npm start` does),
// driven in Debian's Chromium at a phone's size. Prints each check; fails on the first error.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { bin, chromiumPath, run, start, stop, waitForUrl } from './lib.mjs';

const port = process.env.E2E_PORT || '8797';
const base = `http://127.0.0.1:${port}`;
const { DEMO_ACCOUNT, DEMO_PASSWORD } = await import('../mocks/src/fixtures/merchant.ts');

const built = await run(
  bin('vite'),
  [
    'build',
    '--config',
    'apps/merchant/vite.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    '../../.cache/e2e-dist',
  ],
  {
    env: {
      ...process.env,
      VITE_DEMO: '1',
      VITE_DEMO_ACCOUNT: DEMO_ACCOUNT,
      VITE_DEMO_PASSWORD: DEMO_PASSWORD,
    },
  },
);
if (built !== 0) process.exit(built);

const server = start(process.execPath, [
  'mocks/src/serve.ts',
  '--host',
  '127.0.0.1',
  '--port',
  port,
  '--static',
  '.cache/e2e-dist',
]);
server.stderr.on('data', (d) => process.stderr.write(d));
let browser;
let passed = 0;
const check = async (name, fn) => {
  await fn();
  passed += 1;
  console.log(`  ok ${name}`);
};
try {
  await waitForUrl(`${base}/login`);
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await check('/ goes to /login, in simplified Chinese by default', async () => {
    await page.goto(`${base}/`);
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: '登录' }).first().waitFor();
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

  if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
  console.log(`e2e: ${passed} passed, 0 failed`);
} catch (error) {
  console.error(`e2e: failed after ${passed} checks: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stop(server);
  // The same shape as the other runners' results, for npm test's totals.
  mkdirSync('.test-results', { recursive: true });
  const failedChecks = process.exitCode ? 1 : 0;
  writeFileSync(
    '.test-results/e2e.json',
    JSON.stringify({ numPassedTests: passed, numFailedTests: failedChecks }),
  );
}
