// `npm run bench`: the app's first paint against floor pages, in Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium. Timings live here, never in
// `npm test`: this machine is shared and noisy, so every page is compared with floor pages
// measured in the same run, alternating: the React floor (React + react-dom rendering a plain
// login form) and the static floor (the same form as prerendered HTML, no script).
//   npm run bench                      3 runs per page, results into bench/RESULTS.md ("after")
//   npm run bench -- --runs 1 --pages /login,/home     a quick look (RESULTS.md untouched)
//   npm run bench -- --dist <dir> --section before     measure another build (the "before" table)
//   npm run bench -- --against <dir>    two builds alternating in one run (runs kept, no table)
// Besides Lighthouse, each run taps controls during the load (bench/taps.mjs: the login button,
// a tab, an order row, at fixed moments and just after the LCP; the login button's answer after
// the LCP is "usable"), in the same browser, with the CPU and network throttled as Lighthouse's
// mobile preset applies them.
// Other flags: --cpu 4,6 (each page at each CPU slowdown; the taps at the first one),
// --returning (a returning merchant: /home, /order, /my visited once, service worker and
// storage kept, then measured; see below; --returning-only: those and the floors alone), --no-taps, --tap-runs <n> (default: --runs),
// --tap-at 300,600,1000,1500,lcp (the moments of the taps), --taps-only, --control (adds a page that never
// paints: the bench must fail on it), --port <n> (the app's port; the floor's is the next one),
// --reuse-build (measure the last bench build), --save (every Lighthouse report into
// .cache/bench-reports), --no-write (print only), --no-priority (Chromium at normal priority),
// --no-scroll (skip bench/scroll.mjs, the 1,000-order scroll, which runs after the pages),
// --no-tabs (skip bench/tabs.mjs, the moves between tabs), --http1 (plain HTTP/1.1 instead of
// HTTPS with HTTP/2; see below).
// The bench fails (exit code 1, with the reason) when a page's Lighthouse run has no LCP or no
// TBT or an empty trace three tries running (`--control` shows it; a run that measured nothing is
// measured again, and the results say how many were), or a tapped control is never on screen.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash, X509Certificate } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import {
  bin,
  CHROMIUM_ARGS,
  chromiumPath,
  flag,
  run,
  start,
  stop,
  waitForUrl,
} from '../scripts/lib.mjs';
import { measureTaps, TAP_MOMENTS, TAP_TARGETS, tapSummary } from './taps.mjs';
import { median, niceChromium } from './trace.mjs';

const has = (name) => process.argv.includes(`--${name}`);
const RUNS = Math.max(1, Number(flag('runs', '3')));
const onlyPages = flag('pages', '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const otherDist = flag('dist', '');
// Another build measured in the same run, each of its pages right after the same page of the
// build under test (named "<page> [against]"): two builds compared under the same load.
const againstDist = flag('against', '');
const section = flag('section', 'after');
// A partial run (some pages) never replaces the table of a full one, unless it names its section.
const write =
  !has('no-write') &&
  !againstDist &&
  !has('control') &&
  !process.argv.includes('--taps-only') &&
  ((onlyPages.length === 0 && !has('returning-only')) || has('section'));
// The CPU slowdowns (Lighthouse's mobile preset is 4x; a cheap Android phone is nearer 6x).
const CPUS = flag('cpu', '4')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);
if (!CPUS.length) throw new Error('--cpu: give one or more slowdowns, e.g. --cpu 4,6');
const RETURNING = has('returning') || has('returning-only');
const TAPS = !has('no-taps');
// The taps alone (no Lighthouse runs; nothing written): a quick look at bench/taps.mjs.
const TAPS_ONLY = has('taps-only');
const TAP_RUNS = Math.max(1, Number(flag('tap-runs', String(RUNS))));
const TAP_AT = flag('tap-at', TAP_MOMENTS.join(','))
  .split(',')
  .map((m) => m.trim())
  .filter(Boolean);
// Both pages are served over HTTPS with HTTP/2 (a self-signed certificate made once into .cache;
// Chromium is told to accept it), as a CDN serves them: over HTTP/1.1 a page of many files waits
// for six connections in turn, which no production host imposes. --http1 measures that too.
const HTTP1 = has('http1');
const TLS_DIR = '.cache/bench-tls';
const APP_PORT = Number(flag('port', '8891'));
const FLOOR_PORT = APP_PORT + 1;
const FLOOR_DIST = `.cache/bench-floor-${APP_PORT}`;
const REPORTS = '.cache/bench-reports';
// Every run's figures, kept with the results they are quoted in (bench/runs/<time>.json).
const RUNS_DIR = 'bench/runs';
const RESULTS = 'bench/RESULTS.md';

// The bench builds into a directory of its own, so an e2e run elsewhere does not overwrite it.
process.env.E2E_DIST = otherDist || process.env.BENCH_DIST || '.cache/bench-dist';
const { buildDemoApp, demoToken, serveDemo } = await import('../scripts/browser.mjs');

const FLOOR = { name: 'floor (React login form)', floor: 'react', path: '/' };
const STATIC_FLOOR = { name: 'static floor (HTML login form)', floor: 'static', path: '/static/' };
const CONTROL = { name: 'control: a page that never paints', floor: 'control', path: '/blank/' };
const PAGES = [
  STATIC_FLOOR,
  FLOOR,
  { name: '/login', path: '/login' },
  { name: '/home', path: '/home', loggedIn: true },
  { name: '/order', path: '/order', loggedIn: true },
  { name: '/goods', path: '/goods', loggedIn: true },
  { name: '/distribution', path: '/distribution', loggedIn: true },
  { name: '/my', path: '/my', loggedIn: true },
  ...(has('control') ? [CONTROL] : []),
]
  .filter(
    (p) =>
      p.floor || (!has('returning-only') && (onlyPages.length === 0 || onlyPages.includes(p.name))),
  )
  .flatMap((p) =>
    againstDist && !p.floor ? [p, { ...p, name: `${p.name} [against]`, against: true }] : [p],
  );
// A returning merchant (issue 33): each page visited once first (its service worker installed,
// what the app keeps on the device written), then measured with storage and service worker kept.
const RETURNING_PAGES = RETURNING
  ? ['/home', '/order', '/my']
      .map((path) => ({
        name: `returning ${path}`,
        path,
        loggedIn: true,
        returning: true,
      }))
      .filter((p) => onlyPages.length === 0 || onlyPages.includes(p.path))
      .flatMap((p) =>
        againstDist ? [p, { ...p, name: `${p.name} [against]`, against: true }] : [p],
      )
  : [];
// The returning merchant again, with the two floors, under applied throttling (Lighthouse's
// `devtools` method: the same slow 4G and CPU slowdown, applied to the browser as it loads)
// rather than simulated: Lantern's simulation fetches every response over its modelled network,
// the service worker's from its cache too, which a returning merchant's phone never does. Both
// figures are printed; `--no-applied` leaves these out.
const APPLIED = RETURNING && !has('no-applied');
const APPLIED_PAGES = APPLIED
  ? [STATIC_FLOOR, FLOOR, ...RETURNING_PAGES].map((p) => ({
      ...p,
      name: `${p.name} [applied]`,
      applied: true,
    }))
  : [];
// The issue's goals (issue 30; issue 33 for a returning merchant), as ratios to the floors
// measured in the same run.
const GOALS = {
  tbtOverFloor: { 4: 100, 6: 300 },
  bootupRatio: 4,
  loginLcpOverStatic: 1.1,
  usableRatio: 1.1,
  loggedInLcpRatio: 1.3,
  tapOverFloorMs: 150,
  returningLcpOverStatic: 1.1,
};

const started = Date.now();
if (otherDist) {
  if (!existsSync(`${otherDist}/index.html`)) throw new Error(`no build in ${otherDist}`);
  console.log(`bench: measuring the build in ${otherDist}`);
} else {
  console.log('bench: building the app (demo platform)…');
  if ((await buildDemoApp({ reuse: has('reuse-build') })) !== 0) process.exit(1);
}
console.log('bench: building the floor pages…');
const floorBuilt = await run(
  bin('vite'),
  ['build', '--config', 'bench/floor/vite.config.ts', '--logLevel', 'warn'],
  { env: { ...process.env, BENCH_FLOOR_DIST: resolve(FLOOR_DIST) } },
);
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

/**
 * The certificate's key as Chromium names it to trust it (base64 SHA-256 of its SPKI). Trusted so,
 * the pages are a secure origin as on a real host; with `--ignore-certificate-errors` instead,
 * Chromium keeps nothing in its HTTP cache (checked on 2026-11-28: a picture served with
 * `max-age=31536000, immutable` was asked for again by the next tab), so a returning merchant's
 * pictures came over the network, which a phone never does.
 */
function spkiHash(certFile) {
  const key = new X509Certificate(readFileSync(certFile)).publicKey;
  return createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('base64');
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
if (againstDist && !existsSync(`${againstDist}/index.html`))
  throw new Error(`no build in ${againstDist}`);
const against = againstDist
  ? await serveDemo(APP_PORT + 2, { tls, dist: resolve(againstDist) })
  : null;
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
    ...CHROMIUM_ARGS,
    ...(tls ? [`--ignore-certificate-errors-spki-list=${spkiHash(tls.cert)}`] : []),
  ],
});

/** Chromium's scheduling priority, read from the system (the nice value of its process). */
function chromiumNice(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: nice is the 19th field of the line.
    const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    return Number.isFinite(nice) ? nice : null;
  } catch {
    return null;
  }
}
const nice = chromiumNice(chrome.pid);
const niceNote =
  nice === null
    ? 'Chromium priority unknown (no /proc)'
    : nice < 0
      ? `Chromium reniced (nice ${nice})`
      : `Chromium NOT reniced (nice ${nice}${has('no-priority') ? ', --no-priority' : ': the system refused a higher priority'})`;
const machine = `${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length}`;
console.log(`bench: ${machine}, ${niceNote}, CPU ${CPUS.map((c) => `${c}x`).join(' and ')}`);

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const token = await demoToken(app.base);
const againstToken = against ? await demoToken(against.base) : null;
const key = (page, cpu) => `${page.name} @${cpu}x`;
const samples = new Map();
for (const cpu of CPUS) for (const page of PAGES) samples.set(key(page, cpu), []);
for (const page of [...RETURNING_PAGES, ...APPLIED_PAGES]) samples.set(key(page, CPUS[0]), []);
if (has('save')) mkdirSync(REPORTS, { recursive: true });
const loads = [];
const baseOf = (page) => (page.floor ? floorBase : page.against ? against.base : app.base);

/**
 * A first visit's browser: cold HTTP cache, no service worker nor anything the app kept on the
 * device (Cache Storage, IndexedDB), and the storage a merchant has: the session or nothing.
 */
async function prepareFirstVisit(base, loggedIn) {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${base}/robots.txt`);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(base).origin,
      storageTypes: 'service_workers,cache_storage,indexeddb,local_storage,session_storage',
    });
    await tab.evaluate(
      (t, session) => {
        localStorage.clear();
        sessionStorage.clear();
        if (session) localStorage.setItem('token', t);
      },
      base === against?.base ? againstToken : token,
      Boolean(loggedIn),
    );
  } finally {
    await tab.close();
  }
}

/**
 * A returning merchant's first visit of `page`: opened once (from a first visit's browser) until
 * its service worker is active and, where the build keeps reads on the device, IndexedDB holds
 * them; resolves what it found. The measured visit that follows keeps all of it.
 */
async function visitOnce(page) {
  await prepareFirstVisit(baseOf(page), true);
  const tab = await browser.newPage();
  try {
    // On the phone Lighthouse emulates (its mobile preset's screen): the page kept as last seen
    // is laid out, and its first screen's pictures loaded, as on the measured visit.
    const screen = constants.screenEmulationMetrics.mobile;
    await tab.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await tab.goto(`${baseOf(page)}${page.path}`, { waitUntil: 'load' });
    // The app registers its service worker after load, once idle; it is ready when activated.
    const worker = await tab.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return 'not offered';
      const ready = await Promise.race([
        navigator.serviceWorker.ready.then(() => 'active'),
        new Promise((done) => setTimeout(() => done('none after 20 s'), 20000)),
      ]);
      return ready;
    });
    // The persisted reads are written when the page's reads have settled, on an idle moment.
    await sleep(2000);
    const databases = await tab.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name),
    );
    return { worker, databases };
  } finally {
    await tab.close();
  }
}

/**
 * Lighthouse's script bootup counts only the files that cost 50 ms or more (its audit's
 * threshold): the React floor's one file, near that line at 4x, was counted in some runs and not
 * in others (7 against 82 ms in two runs of 2026-11-29), and a page of many small files had most
 * of its files left out. Since 2026-11-29 every file is counted, the floor's and the pages'.
 */
const BOOTUP_EVERY_FILE = {
  extends: 'lighthouse:default',
  audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
};

/** The file of Lighthouse's own script in the page (its long tasks are not the page's). */
const LIGHTHOUSE_OWN = /^_lighthouse-eval\.js$/;

/** Lighthouse's run had no figure to give: no report of the page, no LCP or TBT, an empty trace. */
class MeasuredNothing extends Error {}

/** One Lighthouse run of `page` at `cpu`; resolves its sample (throws when it measured nothing). */
async function lighthouseRun(page, cpu, i) {
  const base = baseOf(page);
  let visit = null;
  if (page.returning) visit = await visitOnce(page);
  else await prepareFirstVisit(base, page.loggedIn);
  loads.push(loadavg()[0]);
  const result = await lighthouse(
    `${base}${page.path}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The bench resets storage itself (above): a returning merchant keeps it.
      disableStorageReset: true,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
      ...(page.applied ? { throttlingMethod: 'devtools' } : {}),
      // A page that never paints fails after 10 s, not Lighthouse's 30.
      ...(page.floor === 'control' ? { maxWaitForFcp: 10000 } : {}),
    },
    BOOTUP_EVERY_FILE,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${page.name}: Lighthouse returned no report`);
  if (lhr.runtimeError) {
    throw new MeasuredNothing(
      `${page.name} at ${cpu}x, run ${i + 1}: Lighthouse measured nothing (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
    );
  }
  // The slowdown Lighthouse applied (its settings as it ran), never assumed from the flag.
  const applied = lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
  if (applied !== cpu) {
    throw new Error(`${page.name}: Lighthouse ran at ${applied}x CPU, not the ${cpu}x asked for`);
  }
  if (has('save')) {
    const file = `${REPORTS}/${page.name.replace(/\W+/g, '_')}-${cpu}x-${i + 1}.json`;
    writeFileSync(file, JSON.stringify(lhr));
    // The trace Lighthouse simulated from (`--save-trace`): what each task before a paint was.
    if (has('save-trace') && result.artifacts?.Trace)
      writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
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
  // Lighthouse's own script (`_lighthouse-eval.js`, which it runs in the page while it traces:
  // an idle callback of 11-20 ms at 1x) is not the page's work: its tasks are counted apart.
  const allLongTasks = items('long-tasks').map((x) => ({
    file: fileName(x.url),
    start: x.startTime,
    duration: x.duration,
  }));
  const longTasks = allLongTasks.filter((task) => !LIGHTHOUSE_OWN.test(task.file));
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((x) => x.resourceType === 'script');
  const sample = {
    load: loads.at(-1),
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
    longTasksAfterLcp: longTasks.filter((task) => task.start > audit('largest-contentful-paint'))
      .length,
    longTasksAfterFcp: longTasks.filter((task) => task.start > audit('first-contentful-paint'))
      .length,
    bootupByFile,
    longTasks,
    lighthouseLongTasks: allLongTasks.length - longTasks.length,
    ...(visit ? { visit } : {}),
  };
  // A figure made from nothing would read as no work at all: fail instead.
  const missing = [
    !Number.isFinite(sample.lcp) && 'no LCP',
    !Number.isFinite(sample.tbt) && 'no TBT',
    sample.mainThread === 0 && 'an empty trace (no main-thread work)',
  ].filter(Boolean);
  if (missing.length) {
    throw new MeasuredNothing(
      `${page.name} at ${cpu}x, run ${i + 1}: Lighthouse measured nothing (${missing.join(', ')})`,
    );
  }
  return sample;
}

/**
 * A run in which Lighthouse measured nothing is measured again, up to MEASURE_TRIES times in all
 * (the returning merchant under applied throttling, now and then: no TBT, its quiet window not
 * found before the trace ended); the bench fails when every try measured nothing (a page that
 * never paints: `--control`). Each try again is printed and counted in the results.
 */
const MEASURE_TRIES = 3;
let triedAgain = 0;
async function measuredRun(page, cpu, i) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(page, cpu, i);
    } catch (error) {
      if (!(error instanceof MeasuredNothing) || attempt >= MEASURE_TRIES) throw error;
      triedAgain += 1;
      console.log(`  ${error.message}: measured again (${attempt + 1} of ${MEASURE_TRIES})`);
    }
  }
}

let tapSamples = null;
let failure = null;
try {
  // The static floor draws the React floor's markup: the two floors are the same page.
  const twin = await browser.newPage();
  try {
    const markup = async (path) => {
      await twin.goto(`${floorBase}${path}`, { waitUntil: 'load' });
      await twin.waitForSelector('#root main');
      return twin.$eval('#root', (root) => root.innerHTML);
    };
    const [react, html] = [await markup(FLOOR.path), await markup(STATIC_FLOOR.path)];
    if (react !== html) {
      throw new Error(
        `the static floor (bench/floor/static/index.html) is not the React floor's markup:\n  React:  ${react}\n  static: ${html}`,
      );
    }
  } finally {
    await twin.close();
  }
  for (let i = 0; i < (TAPS_ONLY ? 0 : RUNS); i += 1) {
    for (const cpu of CPUS) {
      for (const page of [
        ...PAGES,
        ...(cpu === CPUS[0] ? [...RETURNING_PAGES, ...APPLIED_PAGES] : []),
      ]) {
        const sample = await measuredRun(page, cpu, i);
        samples.get(key(page, cpu)).push(sample);
        console.log(
          `  run ${i + 1}/${RUNS} ${page.name} at ${cpu}x: score ${sample.score}, FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, bootup ${Math.round(sample.bootup)} ms${sample.visit ? ` (first visit: service worker ${sample.visit.worker}, IndexedDB ${sample.visit.databases.join(' ') || 'empty'})` : ''}; load ${sample.load.toFixed(1)}`,
        );
      }
    }
  }
  if (TAPS && PAGES.some((p) => p.name === '/login') && !has('control')) {
    console.log(
      `bench: taps during load (${TAP_RUNS} runs at ${TAP_AT.join(', ')}; CPU ${CPUS[0]}x)…`,
    );
    const before = loads.length;
    tapSamples = await measureTaps(browser, {
      bases: { app: app.base, floor: floorBase },
      runs: TAP_RUNS,
      cpu: CPUS[0],
      moments: TAP_AT,
      prepare: (base, loggedIn) => {
        loads.push(loadavg()[0]);
        return prepareFirstVisit(base, loggedIn);
      },
      log: (line) => console.log(line),
    });
    tapSamples.load = median(loads.slice(before));
  }
} catch (error) {
  failure = error;
} finally {
  await browser.disconnect();
  await chrome.kill();
  app.stop();
  against?.stop();
  stop(floorServer);
}
if (failure) {
  console.error(`\nbench: FAILED: ${failure.message ?? failure}`);
  process.exit(1);
}

/** The three files that cost most to start, in the run whose bootup is the median's. */
function costliestFiles(runs) {
  const byBootup = [...runs].sort((a, b) => a.bootup - b.bootup);
  const middle = byBootup[Math.floor((byBootup.length - 1) / 2)];
  return [...(middle?.bootupByFile ?? [])].sort((a, b) => b.total - a.total).slice(0, 3);
}

const rowOf = (page, cpu) => {
  const s = samples.get(key(page, cpu));
  const m = (name) => median(s.map((x) => x[name]));
  return {
    page,
    cpu,
    ...Object.fromEntries(
      [
        'load',
        'score',
        'fcp',
        'lcp',
        'tbt',
        'cls',
        'bytes',
        'jsBytes',
        'jsFiles',
        'bootup',
        'scriptEvaluation',
        'styleLayout',
        'parse',
        'other',
        'mainThread',
        'longTaskCount',
        'longTaskMs',
        'longTasksAfterLcp',
        'longTasksAfterFcp',
        'lighthouseLongTasks',
      ].map((name) => [name, m(name)]),
    ),
    topFiles: costliestFiles(s),
  };
};

// Taps: the medians per target and moment, and the floor's answer time they are held to.
const taps = tapSamples
  ? TAP_TARGETS.map((target) => ({
      target,
      moments: TAP_AT.map((moment) => tapSummary(tapSamples.get(target.name), moment)),
    }))
  : null;
const floorTaps = taps?.find((t) => t.target.floor);
const floorAnswerMs = floorTaps
  ? median(
      tapSamples
        .get(floorTaps.target.name)
        .filter((s) => s.state === 'answered')
        .map((s) => s.answerMs),
    )
  : NaN;
const usableOf = (name) =>
  taps?.find((t) => t.target.name === name)?.moments.find((m) => m.moment === 'lcp')?.usableMs ??
  NaN;
const floorUsable = usableOf('floor: login button');
const loginUsable = usableOf('/login: login button');
// When the app was live on /login, where the page answered the tap itself (NaN otherwise).
const loginLive =
  taps
    ?.find((t) => t.target.name === '/login: login button')
    ?.moments.find((m) => m.moment === 'lcp')?.liveMs ?? NaN;
if (taps && !(floorAnswerMs >= 0)) {
  console.error('bench: FAILED: the floor page answered no tap: nothing to compare with');
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const x = (ratio) => `${ratio.toFixed(2)}x`;
const tables = [];
const tableGroups = TAPS_ONLY
  ? []
  : [
      ...CPUS.map((cpu) => ({
        cpu,
        pages: [...PAGES, ...(cpu === CPUS[0] ? RETURNING_PAGES : [])],
        title: `Lighthouse at ${cpu}x CPU`,
      })),
      ...(APPLIED
        ? [
            {
              cpu: CPUS[0],
              pages: APPLIED_PAGES,
              title: `Lighthouse at ${CPUS[0]}x CPU, throttling applied (DevTools), the returning merchant`,
            },
          ]
        : []),
    ];
for (const { cpu, pages, title } of tableGroups) {
  const rows = pages.map((page) => rowOf(page, cpu));
  const floor = rows.find((r) => r.page.floor === 'react');
  const staticFloor = rows.find((r) => r.page.floor === 'static');
  const verdict = (row) => {
    if (row.page.floor === 'react') return 'the floor';
    if (row.page.floor === 'static') return 'the static floor';
    const misses = [];
    if (row.page.returning) {
      const ratio = row.lcp / staticFloor.lcp;
      if (ratio > GOALS.returningLcpOverStatic) {
        misses.push(`LCP ${x(ratio)} the static floor > ${GOALS.returningLcpOverStatic}x`);
      }
      if (row.longTasksAfterFcp > 0) misses.push(`${row.longTasksAfterFcp} long task after FCP`);
    } else {
      const tbtGoal = GOALS.tbtOverFloor[cpu];
      if (tbtGoal !== undefined && row.tbt > floor.tbt + tbtGoal) {
        misses.push(`TBT ${Math.round(row.tbt)} > floor + ${tbtGoal} ms`);
      }
      if (row.bootup > GOALS.bootupRatio * floor.bootup) {
        misses.push(`bootup ${x(row.bootup / floor.bootup)} > ${GOALS.bootupRatio}x`);
      }
      if (row.longTasksAfterLcp > 0) misses.push(`${row.longTasksAfterLcp} long task after LCP`);
      if (cpu === CPUS[0] && row.page.name === '/login') {
        const ratio = row.lcp / staticFloor.lcp;
        if (ratio > GOALS.loginLcpOverStatic) {
          misses.push(`LCP ${x(ratio)} the static floor > ${GOALS.loginLcpOverStatic}x`);
        }
        if (taps && loginUsable / floorUsable > GOALS.usableRatio) {
          misses.push(`usable ${x(loginUsable / floorUsable)} > ${GOALS.usableRatio}x`);
        }
      }
      if (cpu === CPUS[0] && row.page.loggedIn && row.lcp / floor.lcp > GOALS.loggedInLcpRatio) {
        misses.push(`LCP ${x(row.lcp / floor.lcp)} > ${GOALS.loggedInLcpRatio}x`);
      }
    }
    return misses.length ? `NOT met: ${misses.join(', ')}` : 'meets the goal';
  };
  const rowLoads = rows.map((r) => r.load);
  tables.push(
    `#### ${title} (load average ${median(rowLoads).toFixed(1)}, ${Math.min(...rowLoads).toFixed(1)}-${Math.max(...rowLoads).toFixed(1)} by row)`,
    '',
    '| Page | Score | FCP | LCP | LCP / React floor | LCP / static floor | TBT | CLS | Script bootup (/ floor) | JS transferred (files) | All bytes | Load avg | Goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page.name} | ${r.score} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${x(r.lcp / floor.lcp)} | ${x(r.lcp / staticFloor.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bootup)} ms (${x(r.bootup / floor.bootup)}) | ${kb(r.jsBytes)} (${r.jsFiles}) | ${kb(r.bytes)} | ${r.load.toFixed(1)} | ${verdict(r)} |`,
    ),
    '',
    `Where the main thread went (medians, ms at ${cpu}x CPU), long tasks (over 50 ms; after LCP: while the`,
    "merchant looks at the content; after FCP for a returning merchant; Lighthouse's own script's, in the page while it",
    'traces, apart), and the three files that cost most to start:',
    '',
    "| Page | Main thread | Script evaluation | Style and layout | Parse and compile | Other | Long tasks (ms) | After LCP | After FCP | Lighthouse's own | Costliest files (bootup ms) |",
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page.name} | ${Math.round(r.mainThread)} | ${Math.round(r.scriptEvaluation)} | ${Math.round(r.styleLayout)} | ${Math.round(r.parse)} | ${Math.round(r.other)} | ${r.longTaskCount} (${Math.round(r.longTaskMs)}) | ${r.longTasksAfterLcp} | ${r.longTasksAfterFcp} | ${r.lighthouseLongTasks ?? 0} | ${r.topFiles.map((f) => `${f.file} ${Math.round(f.total)}`).join(', ')} |`,
    ),
    '',
  );
  if (RETURNING && pages.some((page) => page.returning)) {
    const visits = pages
      .filter((page) => page.returning)
      .flatMap((page) =>
        samples
          .get(key(page, cpu))
          .map(
            (s) =>
              `${page.path}: ${s.visit.worker}, IndexedDB ${s.visit.databases.join(' ') || 'empty'}`,
          ),
      );
    tables.push(
      `Returning merchant: each page visited once first, then measured with its storage, HTTP cache and service worker kept (Lighthouse \`disableStorageReset\`). What the first visits left (service worker; IndexedDB databases): ${[...new Set(visits)].join('; ')}.`,
      '',
    );
  }
}

if (taps) {
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-');
  const cell = (m) => {
    if (!m.answered) {
      const states = Object.entries(m.states)
        .map(([state, n]) => `${state} ${n}`)
        .join(', ');
      return states || '-';
    }
    const notes = [
      m.held ? `${m.held} held and replayed` : '',
      m.byPage
        ? `${m.byPage} answered by the page before the app was live${Number.isFinite(m.liveMs) ? ` (the app live at ${ms(m.liveMs)})` : ''}`
        : '',
      // Queued behind a long task: the Event Timing figure's input delay (processingStart).
      m.inputDelayMs > 50 ? `queued ${ms(m.inputDelayMs)} behind a long task` : '',
      m.newDocument ? `${m.newDocument} in a new document` : '',
      m.answered < m.taps
        ? `${m.answered} of ${m.taps} answered (${Object.entries(m.states)
            .filter(([state]) => state !== 'answered')
            .map(([state, n]) => `${state} ${n}`)
            .join(', ')})`
        : '',
    ].filter(Boolean);
    return `${ms(m.answerMs)} (ET ${m.newDocument === m.answered ? '-' : m.eventMs > 0 ? ms(m.eventMs) : '< 16 ms'}; tap at ${ms(m.tapAt)})${notes.length ? `; ${notes.join(', ')}` : ''}`;
  };
  const tapVerdict = (t) => {
    if (t.target.floor) return 'the floor';
    const late = t.moments.filter(
      (m) => m.answered && m.answerMs > floorAnswerMs + GOALS.tapOverFloorMs,
    );
    const lost = t.moments.filter(
      (m) => m.taps && !m.answered && (m.states['not answered'] || m.states.lost),
    );
    const misses = [
      ...late.map(
        (m) =>
          `${m.moment === 'lcp' ? 'at LCP' : `at ${m.moment} ms`} ${ms(m.answerMs)} > floor + ${GOALS.tapOverFloorMs}`,
      ),
      ...lost.map((m) => `${m.moment === 'lcp' ? 'at LCP' : `at ${m.moment} ms`} not answered`),
    ];
    return misses.length ? `NOT met: ${misses.join(', ')}` : 'meets the goal';
  };
  tables.push(
    `#### Taps during load (bench/taps.mjs; load average ${tapSamples.load.toFixed(1)})`,
    '',
    `Each load cold (no HTTP cache, no service worker), one tap (touch start, 60 ms, touch end) at a moment after the navigation starts or just after the page reports its LCP with the control on screen; the CPU ${CPUS[0]}x slower and slow 4G applied by the DevTools protocol (Emulation.setCPUThrottlingRate; Network.emulateNetworkConditions 562.5 ms, 1,474.6 kbit/s down, 675 up), a 412x823 screen at 1.75x. A cell: the answer painted, from the release (median of ${TAP_RUNS}); ET: the Event Timing API's longest event of the interaction (durationThreshold 16), input delay included ("queued": its input delay, when over 50 ms); "held and replayed": tapped before the app was live, kept by the prerendered page and replayed; "answered by the page before the app was live": the prerendered page's own answer (a form's field left empty: apps/merchant/build/requiredCheck.ts), with the moment the app went live from the navigation (a press on a filled form is held until then); "not on screen": nothing of the control was painted yet. Goal: answered within the floor's answer time (${ms(floorAnswerMs)}, all its answered taps) + ${GOALS.tapOverFloorMs} ms.`,
    '',
    `| Control | ${TAP_AT.map((m) => (m === 'lcp' ? 'just after LCP' : `at ${m} ms`)).join(' | ')} | Goal |`,
    `|---|${TAP_AT.map(() => '---|').join('')}---|`,
    ...taps.map(
      (t) => `| ${t.target.name} | ${t.moments.map(cell).join(' | ')} | ${tapVerdict(t)} |`,
    ),
    '',
    TAP_AT.includes('lcp')
      ? `Usable (from the navigation's start until the login button, tapped just after the LCP, has painted its answer): floor ${ms(floorUsable)}, /login ${ms(loginUsable)} (${x(loginUsable / floorUsable)}; goal at most ${GOALS.usableRatio}x: ${loginUsable / floorUsable <= GOALS.usableRatio ? 'met' : 'NOT met'}).${Number.isFinite(loginLive) ? ` The form was empty: the page answered it itself; the app was live at ${ms(loginLive)} (${x(loginLive / floorUsable)} the floor's usable time), when a filled form's press is checked and sent.` : ''}`
      : 'Usable: not measured (no tap just after the LCP: --tap-at without lcp).',
    '',
  );
}

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
  `Run ${new Date().toISOString()} (${minutes} min), ${RUNS} runs per page, alternating; medians.${triedAgain ? ` Lighthouse measured nothing in ${triedAgain} run${triedAgain > 1 ? 's' : ''}, measured again.` : ''}`,
  `Machine: ${machine}, load average ${median(loads).toFixed(1)} during the runs (${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}); ${niceNote}. ${chromium}; Lighthouse ${lighthouseVersion} mobile preset (simulated slow 4G), CPU slowdown ${CPUS.map((c) => `${c}x`).join(' and ')}; ${tls ? 'HTTPS with HTTP/2 (self-signed)' : 'HTTP/1.1'}; ${fontNote}; build ${otherDist || process.env.E2E_DIST}.`,
  `Goals (issue 30, 33): TBT at most the React floor's + ${GOALS.tbtOverFloor[4]} ms at 4x, + ${GOALS.tbtOverFloor[6]} ms at 6x; script bootup at most ${GOALS.bootupRatio}x the floor's; no long task after LCP; /login LCP at most ${GOALS.loginLcpOverStatic}x the static floor, usable at most ${GOALS.usableRatio}x the React floor's; logged-in LCP at most ${GOALS.loggedInLcpRatio}x the React floor; taps answered within the floor's + ${GOALS.tapOverFloorMs} ms; returning LCP at most ${GOALS.returningLcpOverStatic}x the static floor, no long task after FCP.`,
  '',
  ...tables,
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
// A comparison of two builds keeps its runs too (quoted in RESULTS.md by hand), not its table.
if (write || (againstDist && !has('no-write'))) {
  // Every run's figures, so that any figure the table quotes can be traced to its runs.
  mkdirSync(RUNS_DIR, { recursive: true });
  const file = `${RUNS_DIR}/${new Date().toISOString().replace(/[:.]/g, '-')}-${againstDist ? 'against' : section}.json`;
  const record = {
    section,
    runs: RUNS,
    chromium,
    lighthouse: lighthouseVersion,
    machine,
    chromiumNice: nice,
    cpuSlowdowns: CPUS,
    dist: otherDist || process.env.E2E_DIST,
    ...(againstDist ? { against: againstDist } : {}),
    loadAverages: loads,
    pages: Object.fromEntries(samples),
    ...(tapSamples
      ? {
          taps: {
            cpuSlowdown: CPUS[0],
            runs: TAP_RUNS,
            moments: TAP_AT,
            floorAnswerMs,
            usable: { floor: floorUsable, login: loginUsable, loginLive },
            loadAverage: tapSamples.load,
            samples: Object.fromEntries(tapSamples),
          },
        }
      : {}),
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
