// `npm run bench`: the app's first paint against a floor page, in Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium. Timings live here, never in
// `npm test`: this machine is shared and noisy, so every page is compared with the floor page
// (React + react-dom rendering a plain login form) measured in the same run, alternating.
//   npm run bench [-- --runs 3]
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildDemoApp, demoToken, serveDemo } from '../scripts/browser.mjs';
import { bin, chromiumPath, flag, run, start, stop, waitForUrl } from '../scripts/lib.mjs';

const RUNS = Number(flag('runs', '3'));
const APP_PORT = 8891;
const FLOOR_PORT = 8892;
const PAGES = [
  { name: 'floor (React login form)', floor: true, path: '/' },
  { name: '/login', path: '/login' },
  { name: '/home', path: '/home', loggedIn: true },
  { name: '/order', path: '/order', loggedIn: true },
  { name: '/goods', path: '/goods', loggedIn: true },
  { name: '/distribution', path: '/distribution', loggedIn: true },
  { name: '/my', path: '/my', loggedIn: true },
];
const GOALS = {
  '/login': { lcpRatio: 1.0, tbt: 50, cls: 0, score: 100 },
  default: { lcpRatio: 1.5, tbt: 100, cls: 0.01, score: 95 },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

console.log('bench: building the app (demo platform) and the floor page…');
if ((await buildDemoApp()) !== 0) process.exit(1);
if (
  (await run(bin('vite'), [
    'build',
    '--config',
    'bench/floor/vite.config.ts',
    '--logLevel',
    'warn',
  ])) !== 0
) {
  process.exit(1);
}
const app = await serveDemo(APP_PORT);
const floorServer = start(process.execPath, [
  'mocks/src/serve.ts',
  '--host',
  '127.0.0.1',
  '--port',
  String(FLOOR_PORT),
  '--static',
  '.cache/bench-floor',
]);
const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
await waitForUrl(`${floorBase}/`);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const token = await demoToken(app.base);
const samples = new Map(PAGES.map((p) => [p.name, []]));
try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of PAGES) {
      const base = page.floor ? floorBase : app.base;
      // Cold cache, and the session a returning merchant has (or none).
      const tab = await browser.newPage();
      await tab.goto(`${base}/robots.txt`);
      await tab.evaluate(
        (t, loggedIn) => {
          localStorage.clear();
          if (loggedIn) localStorage.setItem('token', t);
        },
        token,
        Boolean(page.loggedIn),
      );
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = result.lhr;
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (x) => x.resourceType === 'script',
      );
      samples.get(page.name).push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        jsBytes: scripts?.transferSize ?? NaN,
        jsFiles: scripts?.requestCount ?? NaN,
      });
      console.log(
        `  run ${i + 1} ${page.name}: LCP ${Math.round(audit('largest-contentful-paint'))} ms`,
      );
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  app.stop();
  stop(floorServer);
}

const rows = PAGES.map((page) => {
  const s = samples.get(page.name);
  const m = (key) => median(s.map((x) => x[key]));
  return {
    page,
    score: m('score'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    bytes: m('bytes'),
    jsBytes: m('jsBytes'),
    jsFiles: m('jsFiles'),
  };
});
const floorLcp = rows[0].lcp;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const verdict = (row) => {
  if (row.page.floor) return '';
  const goal = GOALS[row.page.name] ?? GOALS.default;
  const ratio = row.lcp / floorLcp;
  const misses = [];
  if (ratio > goal.lcpRatio) misses.push(`LCP ${ratio.toFixed(2)}x > ${goal.lcpRatio}x`);
  if (row.tbt > goal.tbt) misses.push(`TBT > ${goal.tbt} ms`);
  if (row.cls > goal.cls) misses.push(`CLS > ${goal.cls}`);
  if (row.score < goal.score) misses.push(`score < ${goal.score}`);
  return misses.length ? `misses: ${misses.join(', ')}` : 'meets the goal';
};
const chromium = execFileSync(chromiumPath(), ['--version']).toString().trim();
const lines = [
  '# Benchmark results',
  '',
  `Run ${new Date().toISOString()} with \`npm run bench\` (${RUNS} runs per page, alternating; medians).`,
  `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version} mobile preset (simulated slow 4G, 4x CPU slowdown), ${chromium}, ${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length}.`,
  'Cold HTTP cache on every run; logged-in pages have the session in storage, as a returning merchant does.',
  '',
  '| Page | Score | FCP | LCP | LCP / floor | TBT | CLS | JS transferred (files) | All bytes | Goal |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page.name} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${(r.lcp / floorLcp).toFixed(2)}x | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} (${r.jsFiles}) | ${kb(r.bytes)} | ${verdict(r)} |`,
  ),
  '',
];
writeFileSync('bench/RESULTS.md', lines.join('\n'));
console.log(lines.join('\n'));
