// Plays every flow page of the published Storybook (`npm run storybook:build` first) in Debian's
// Chromium as a reviewer opens it: each page's steps play one after another in their frames, and
// a step fails when its play throws or logs an error, or does not finish.
//   node scripts/check-flows.mjs [--dir storybook-site] [--port 6007]
import { chromium } from 'playwright-core';
import { PATIENCE_MS, chromiumPath, flag, start, stop, waitForUrl } from './lib.mjs';

const dir = flag('dir', 'storybook-site');
const port = flag('port', '6007');
const base = `http://127.0.0.1:${port}`;
/** The longest one step may take, on a busy machine. */
const STEP_MS = 60_000;

if (!chromiumPath()) {
  console.error('check-flows: /usr/bin/chromium is missing: run `apt-get install -y chromium`.');
  process.exit(1);
}

const server = start(process.execPath, [
  'scripts/storybook-serve.mjs',
  '--dir',
  dir,
  '--port',
  port,
]);
const browser = await chromium.launch({ executablePath: chromiumPath() });
let passed = 0;
let failed = 0;
try {
  await waitForUrl(`${base}/index.json`);
  const index = await (await fetch(`${base}/index.json`)).json();
  const flows = Object.values(index.entries).filter(
    (e) => e.type === 'docs' && e.title.startsWith('Flows/'),
  );
  if (!flows.length) throw new Error(`no flow pages in ${dir}: was it built with the docs?`);
  for (const flow of flows) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    // Every frame keeps the errors it logs (a failed play, a request outside the contract).
    await page.addInitScript(() => {
      window.__errors = [];
      const log = console.error.bind(console);
      console.error = (...args) => {
        window.__errors.push(args.map(String).join(' ').split('\n')[0]);
        log(...args);
      };
    });
    await page.goto(`${base}/iframe.html?id=${flow.id}&viewMode=docs`);
    await page.waitForSelector('section h3', { timeout: PATIENCE_MS });
    const steps = await page.locator('section h3').count();
    // A step shows its requests once its story has played; the next one starts then.
    await page
      .waitForFunction(
        () => !document.body.textContent.includes('Shown once the story has played.'),
        null,
        { timeout: Math.max(steps, 1) * STEP_MS, polling: 500 },
      )
      .catch(() => {});
    const results = [];
    for (const frame of page.frames()) {
      const url = new URL(frame.url());
      if (url.searchParams.get('viewMode') !== 'story') continue;
      const state = await frame.evaluate(() => ({
        errors: window.__errors ?? [],
        over: (window.__STORYBOOK_PREVIEW__?.storyRenders ?? []).some((r) =>
          ['completed', 'finished'].includes(r.phase),
        ),
      }));
      results.push({ id: url.searchParams.get('id'), ...state });
    }
    const missing = steps - results.length;
    console.log(`${flow.title}: ${steps} steps`);
    for (const r of results) {
      const ok = r.over && r.errors.length === 0;
      if (ok) passed += 1;
      else failed += 1;
      console.log(
        `  ${ok ? 'ok  ' : 'FAIL'} ${r.id}${ok ? '' : `: ${r.errors[0] ?? 'did not finish'}`}`,
      );
    }
    if (missing > 0) {
      failed += missing;
      console.log(`  FAIL ${missing} step(s) never started`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  stop(server);
}
console.log(`flows: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
