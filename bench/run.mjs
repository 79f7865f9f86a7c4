// `npm run bench`: the app's first paint against a floor page, in Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium. Timings live here, never in
// `npm test`: this machine is shared and noisy, so every page is compared with the floor page
// (React + react-dom rendering a plain login form) measured in the same run, alternating.
//   npm run bench                      3 runs per page, results into bench/RESULTS.md ("after")
//   npm run bench -- --runs 1 --pages /login,/home     a quick look (RESULTS.md untouched)
//   npm run bench -- --dist <dir> --section before     measure another build (the "before" table)
// Other flags: --reuse-build (measure the last bench build), --save (every Lighthouse report
// into .cache/bench-reports), --no-write (print only), --no-priority (Chromium at normal priority),
// --no-scroll (skip bench/scroll.mjs, the 1,000-order scroll, which runs after the pages),
// --no-tabs (skip bench/tabs.mjs, the moves between tabs), --http1 (plain HTTP/1.1 instead of
// HTTPS with HTTP/2; see below).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { bin, chromiumPath, flag, run, start, stop, waitForUrl } from '../scripts/lib.mjs';
import { median, niceChromium } from './trace.mjs';

const has = (name) => process.argv.includes(`--${name}`);
const RUNS = Math.max(1, Number(flag('runs', '3')));
const onlyPages = flag('pages', '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const otherDist = flag('dist', '');
const section = flag('section', 'after');
// A partial run (some pages) never replaces the table of a full one.
const write = !has('no-write') && onlyPages.length === 0;
// Both pages are served over HTTPS with HTTP/2 (a self-signed certificate made once into .cache;
// Chromium is told to accept it), as a CDN serves them: over HTTP/1.1 a page of many files waits
// for six connections in turn, which no production host imposes. --http1 measures that too.
const HTTP1 = has('http1');
const TLS_DIR = '.cache/bench-tls';
const APP_PORT = 8891;
const FLOOR_PORT = 8892;
const FLOOR_DIST = '.cache/bench-floor';
const REPORTS = '.cache/bench-reports';
// Every run's figures, kept with the results they are quoted in (bench/runs/<time>.json).
const RUNS_DIR = 'bench/runs';
const RESULTS = 'bench/RESULTS.md';

// The bench builds into a directory of its own, so an e2e run elsewhere does not overwrite it.
process.env.E2E_DIST = otherDist || process.env.BENCH_DIST || '.cache/bench-dist';
const { buildDemoApp, demoToken, serveDemo } = await import('../scripts/browser.mjs');

const FLOOR = { name: 'floor (React login form)', floor: true, path: '/' };
const PAGES = [
  FLOOR,
  { name: '/login', path: '/login' },
  { name: '/home', path: '/home', loggedIn: true },
  { name: '/order', path: '/order', loggedIn: true },
  { name: '/goods', path: '/goods', loggedIn: true },
  { name: '/distribution', path: '/distribution', loggedIn: true },
  { name: '/my', path: '/my', loggedIn: true },
].filter((p) => p.floor || onlyPages.length === 0 || onlyPages.includes(p.name));
const GOALS = {
  '/login': { lcpRatio: 1.0, tbt: 50, cls: 0, score: 100 },
  default: { lcpRatio: 1.5, tbt: 100, cls: 0.01, score: 95 },
};

const started = Date.now();
if (otherDist) {
  if (!existsSync(`${otherDist}/index.html`)) throw new Error(`no build in ${otherDist}`);
  console.log(`bench: measuring the build in ${otherDist}`);
} else {
  console.log('bench: building the app (demo platform)…');
  if ((await buildDemoApp({ reuse: has('reuse-build') })) !== 0) process.exit(1);
}
console.log('bench: building the floor page…');
const floorBuilt = await run(bin('vite'), [
  'build',
  '--config',
  'bench/floor/vite.config.ts',
  '--logLevel',
  'warn',
]);
if (floorBuilt !== 0) process.exit(1);

/** A self-signed certificate for 127.0.0.1, made once with openssl; null without openssl. */
function benchCertificate() {
  const files = { key: `${TLS_DIR}/key.pem`, cert: `${TLS_DIR}/cert.pem` };
  if (existsSync(files.cert) && existsSync(files.key)) return files;
  mkdirSync(TLS_DIR, { recursive: true });
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        files.key,
        '-out',
        files.cert,
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return files;
  } catch {
    return null;
  }
}

const tls = HTTP1 ? undefined : (benchCertificate() ?? undefined);
if (!HTTP1 && !tls) console.log('bench: no openssl to make a certificate: measuring over HTTP/1.1');
// This process's own reads (waiting for the servers, the demo login) accept the certificate too.
if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

// Chromium gets a higher scheduling priority where the system allows it (root): other work on
// a shared machine otherwise stretches every task that Lighthouse then multiplies by four.
// Elsewhere `nice` says it cannot, and Chromium runs at normal priority.
const chromePath = has('no-priority') ? chromiumPath() : niceChromium('bench', { quiet: true });
if (!chromePath) throw new Error('Chromium not found at /usr/bin/chromium (or CHROMIUM_PATH)');

// The pages are in simplified Chinese (the default language). Every phone has a font for it; a
// machine without one draws boxes, after Chromium has searched every font for each character (a
// first layout several times slower), which no merchant's phone does: say so in the results.
function chineseFont() {
  try {
    const families = execFileSync('fc-list', [':lang=zh-cn', 'family'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .split('\n')
      .map((line) => line.split(',')[0]?.trim())
      .filter(Boolean);
    return families.find((name) => /sans/i.test(name)) ?? families[0] ?? null;
  } catch {
    return null;
  }
}
const font = chineseFont();
const fontNote = font
  ? `Chinese font: ${font}`
  : 'NO Chinese font on this machine (the pages draw boxes, found after a search of every font: install fonts-noto-cjk for figures a phone would give)';
if (!font) console.log(`bench: ${fontNote}`);

const app = await serveDemo(APP_PORT, { tls });
const floorServer = start(process.execPath, [
  'mocks/src/serve.ts',
  '--host',
  '127.0.0.1',
  '--port',
  String(FLOOR_PORT),
  '--static',
  FLOOR_DIST,
  ...(tls ? ['--tls-key', tls.key, '--tls-cert', tls.cert] : []),
]);
const floorBase = `${tls ? 'https' : 'http'}://127.0.0.1:${FLOOR_PORT}`;
await waitForUrl(`${floorBase}/`);

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(tls ? ['--ignore-certificate-errors'] : []),
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const token = await demoToken(app.base);
const samples = new Map(PAGES.map((p) => [p.name, []]));
if (has('save')) mkdirSync(REPORTS, { recursive: true });
const loads = [];
try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of PAGES) {
      const base = page.floor ? floorBase : app.base;
      // Cold HTTP cache, no service worker, and the storage a returning merchant has: the
      // session or nothing.
      const tab = await browser.newPage();
      await tab.goto(`${base}/robots.txt`);
      await tab.evaluate(
        (t, loggedIn) => {
          localStorage.clear();
          sessionStorage.clear();
          if (loggedIn) localStorage.setItem('token', t);
        },
        token,
        Boolean(page.loggedIn),
      );
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      // A first visit: no service worker and nothing it kept from an earlier run.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(base).origin,
        storageTypes: 'service_workers,cache_storage',
      });
      await tab.close();
      loads.push(loadavg()[0]);
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      if (has('save')) {
        const file = `${REPORTS}/${page.name.replace(/\W+/g, '_')}-${i + 1}.json`;
        writeFileSync(file, JSON.stringify(lhr));
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const items = (id) => lhr.audits[id]?.details?.items ?? [];
      // Where the main thread's time went (Lighthouse's groups, in ms).
      const breakdown = Object.fromEntries(
        items('mainthread-work-breakdown').map((x) => [x.group, x.duration]),
      );
      const fileName = (url) => String(url).replace(/^.*\//, '') || String(url);
      // Script bootup by file, and every long task with its start, length and file.
      const bootupByFile = items('bootup-time').map((x) => ({
        file: fileName(x.url),
        total: x.total,
        scripting: x.scripting,
        parse: x.scriptParseCompile,
      }));
      const longTasks = items('long-tasks').map((x) => ({
        file: fileName(x.url),
        start: x.startTime,
        duration: x.duration,
      }));
      const resources = lhr.audits['resource-summary']?.details?.items ?? [];
      const scripts = resources.find((x) => x.resourceType === 'script');
      const sample = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        jsBytes: scripts?.transferSize ?? NaN,
        jsFiles: scripts?.requestCount ?? NaN,
        bootup: audit('bootup-time'),
        scriptEvaluation: breakdown.scriptEvaluation ?? 0,
        styleLayout: breakdown.styleLayout ?? 0,
        parse: (breakdown.parseHTML ?? 0) + (breakdown.scriptParseCompile ?? 0),
        other: breakdown.other ?? 0,
        mainThread: Object.values(breakdown).reduce((sum, ms) => sum + ms, 0),
        longTaskCount: longTasks.length,
        longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
        longTasksAfterLcp: longTasks.filter(
          (task) => task.start > audit('largest-contentful-paint'),
        ).length,
        bootupByFile,
        longTasks,
      };
      if (!Number.isFinite(sample.lcp) || sample.mainThread === 0)
        throw new Error(`${page.name}: run ${i + 1} measured nothing (no LCP or no main thread)`);
      samples.get(page.name).push(sample);
      console.log(
        `  run ${i + 1}/${RUNS} ${page.name}: score ${sample.score}, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  app.stop();
  stop(floorServer);
}

/** The three files that cost most to start, in the run whose bootup is the median's. */
function costliestFiles(runs) {
  const byBootup = [...runs].sort((a, b) => a.bootup - b.bootup);
  const middle = byBootup[Math.floor((byBootup.length - 1) / 2)];
  return [...(middle?.bootupByFile ?? [])].sort((a, b) => b.total - a.total).slice(0, 3);
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
    bootup: m('bootup'),
    scriptEvaluation: m('scriptEvaluation'),
    styleLayout: m('styleLayout'),
    parse: m('parse'),
    other: m('other'),
    mainThread: m('mainThread'),
    longTaskCount: m('longTaskCount'),
    longTaskMs: m('longTaskMs'),
    longTasksAfterLcp: m('longTasksAfterLcp'),
    topFiles: costliestFiles(s),
  };
});
const floorLcp = rows.find((r) => r.page.floor).lcp;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (row) => {
  if (row.page.floor) return 'the floor';
  const goal = GOALS[row.page.name] ?? GOALS.default;
  const ratio = row.lcp / floorLcp;
  const misses = [];
  if (ratio > goal.lcpRatio) misses.push(`LCP ${ratio.toFixed(2)}x > ${goal.lcpRatio}x`);
  if (row.tbt > goal.tbt) misses.push(`TBT > ${goal.tbt} ms`);
  if (row.cls > goal.cls) misses.push(`CLS > ${goal.cls}`);
  if (row.score < goal.score) misses.push(`score < ${goal.score}`);
  return misses.length ? `misses: ${misses.join(', ')}` : 'meets the goal';
};
const chromium = execFileSync(chromiumPath(), ['--version'], {
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .toString()
  .trim();
const lighthouseVersion = JSON.parse(
  readFileSync('node_modules/lighthouse/package.json', 'utf8'),
).version;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
const table = [
  `Run ${new Date().toISOString()} (${minutes} min), ${RUNS} runs per page, alternating; medians.`,
  `Lighthouse ${lighthouseVersion} mobile preset (simulated slow 4G, 4x CPU slowdown), ${tls ? 'HTTPS with HTTP/2 (self-signed)' : 'HTTP/1.1'}, ${chromium}, ${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length} (load average ${median(loads).toFixed(1)} during the runs); ${fontNote}.`,
  '',
  '| Page | Score | FCP | LCP | LCP / floor | TBT | CLS | Script bootup | JS transferred (files) | All bytes | Goal |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page.name} | ${r.score} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${(r.lcp / floorLcp).toFixed(2)}x | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bootup)} ms | ${kb(r.jsBytes)} (${r.jsFiles}) | ${kb(r.bytes)} | ${verdict(r)} |`,
  ),
  '',
  'Where the main thread went (medians, ms at 4x CPU), long tasks (over 50 ms; after LCP: while the',
  'merchant looks at the content), and the three files that cost most to start:',
  '',
  '| Page | Main thread | Script evaluation | Style and layout | Parse and compile | Other | Long tasks (ms) | After LCP | Costliest files (bootup ms) |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page.name} | ${Math.round(r.mainThread)} | ${Math.round(r.scriptEvaluation)} | ${Math.round(r.styleLayout)} | ${Math.round(r.parse)} | ${Math.round(r.other)} | ${r.longTaskCount} (${Math.round(r.longTaskMs)}) | ${r.longTasksAfterLcp} | ${r.topFiles.map((f) => `${f.file} ${Math.round(f.total)}`).join(', ')} |`,
  ),
];

// The 1,000-order scroll (bench/scroll.mjs, when present): its own output goes below the table.
let scroll = null;
if (existsSync('bench/scroll.mjs') && onlyPages.length === 0 && !otherDist && !has('no-scroll')) {
  console.log('bench: the 1,000-order scroll (bench/scroll.mjs)…');
  const out = spawnSync(process.execPath, ['bench/scroll.mjs'], {
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  scroll = [
    '',
    `1,000-order scroll (bench/scroll.mjs${out.status === 0 ? '' : `, exit code ${out.status}`}):`,
    '',
    (out.stdout ?? '').trim() || '(no output)',
  ];
}

// Moving between tabs after the first load (bench/tabs.mjs): its own output goes below too.
let tabs = null;
if (existsSync('bench/tabs.mjs') && onlyPages.length === 0 && !has('no-tabs')) {
  console.log('bench: moving between tabs (bench/tabs.mjs)…');
  const args = ['bench/tabs.mjs', '--markdown', ...(otherDist ? ['--dist', otherDist] : [])];
  const out = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  tabs = [
    '',
    (out.stdout ?? '').trim() ||
      `(bench/tabs.mjs wrote nothing${out.status === 0 ? '' : `; exit code ${out.status}`})`,
  ];
}

const output = [...table, ...(tabs ?? []), ...(scroll ?? [])].join('\n');
if (write) {
  // Every run's figures, so that any figure the table quotes can be traced to its runs.
  mkdirSync(RUNS_DIR, { recursive: true });
  const file = `${RUNS_DIR}/${new Date().toISOString().replace(/[:.]/g, '-')}-${section}.json`;
  const record = {
    section,
    runs: RUNS,
    chromium,
    lighthouse: lighthouseVersion,
    cpu: `${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length}`,
    loadAverages: loads,
    pages: Object.fromEntries(samples),
  };
  writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
  console.log(`bench: every run kept in ${file}`);
}
console.log(`\n${output}\n`);
if (write) {
  const begin = `<!-- bench:${section} -->`;
  const end = `<!-- /bench:${section} -->`;
  let doc = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
  if (!doc.includes(begin)) {
    doc += `${doc ? '\n' : '# Benchmark results\n\n'}## ${section}\n\n${begin}\n${end}\n`;
  }
  const from = doc.indexOf(begin) + begin.length;
  const to = doc.indexOf(end);
  doc = `${doc.slice(0, from)}\n${output}\n${doc.slice(to)}`;
  writeFileSync(RESULTS, doc);
  console.log(`bench: written to ${RESULTS} (section "${section}")`);
}
console.log(`bench: ${minutes} min`);
