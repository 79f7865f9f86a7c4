// The tab-switch benchmark (issue 12): a logged-in merchant on a slow phone and a slow network
// moves between the four tabs after the first page has loaded, the way a thumb does (press,
// 80 ms, release). For each move it measures the main thread's work from the press until the
// next screen shows its content (no skeleton left in <main>), in CPU time on a 4x-slowed CPU
// (from a trace), the wall-clock time to the content, and what was fetched after the press
// (code and data that were not prefetched). Timings live here, never in `npm test`.
//   node bench/tabs.mjs               the table and a JSON line
//   node bench/tabs.mjs --markdown    a Markdown section for bench/RESULTS.md (bench/run.mjs)
// Other flags: --build (rebuild the demo app first; by default the last build is reused),
// --dist <dir> (measure another build), --runs <n> (default 3, medians), --port <n> (default
// 8872), --no-priority (Chromium at normal priority), --fast-network (no network throttling).
// Goal: each move's content in under 100 ms of main-thread work.
import { flag } from '../scripts/lib.mjs';
import { demoBenchmark, median, rendererTasks } from './trace.mjs';

const has = (name) => process.argv.includes(`--${name}`);
const MARKDOWN = has('markdown');
const RUNS = Math.max(1, Number(flag('runs', '3')));
const PORT = Number(flag('port', '8872'));
const CPU_SLOWDOWN = 4;
// Lighthouse's "slow 4G" as DevTools applies it (150 ms RTT x 3.75, 1.6 Mbit/s x 0.9).
const NETWORK = {
  latency: 562.5,
  download: (1.6 * 1024 * 1024 * 0.9) / 8,
  upload: (750 * 1024 * 0.9) / 8,
};
const VIEWPORT = { width: 390, height: 844 };
const HOLD_MS = 80;
const GOAL_MS = 100;
// The tab bar's pages, in the order a merchant might visit them, back to the first.
const TABS = ['/home', '/product', '/order', '/my', '/home'];

const log = (message) => process.stderr.write(`tabs: ${message}\n`);
const started = Date.now();
const { DEMO_DIST, demoToken, launchChromium, serveDemo } = await demoBenchmark('tabs', log);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True once `path` is shown with its content: the app is live, the page shown before the press
 * has gone (a move keeps it on screen while the next one loads) and nothing is loading.
 */
function contentShown(path) {
  const main = document.querySelector('main');
  return (
    location.pathname === path &&
    // Live: hydrated (a build without prerendered pages has no such mark, nor does a render).
    (document.documentElement.dataset.boot ?? 'live') === 'live' &&
    main !== null &&
    !main.hasAttribute('data-bench-before') &&
    main.childElementCount > 0 &&
    document.querySelector('[aria-busy="true"]') === null
  );
}

/** One merchant's session: open the first tab, then move through the others. */
async function session(browser, base, token) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!has('fast-network')) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latency,
      downloadThroughput: NETWORK.download,
      uploadThroughput: NETWORK.upload,
    });
  }
  let requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${base}${TABS[0]}`);
  await page.waitForFunction(contentShown, TABS[0], { timeout: 60000, polling: 100 });
  // The first page settles (its late requests, its idle work) before the first move.
  await page.waitForLoadState('networkidle');
  await sleep(2000);

  const moves = [];
  for (let i = 1; i < TABS.length; i += 1) {
    const [from, to] = [TABS[i - 1], TABS[i]];
    const link = page.locator(`nav a[href="${to}"]`).last();
    const box = await link.boundingBox();
    if (!box) throw new Error(`no tab link to ${to} on ${from}`);
    await page.evaluate(() =>
      document.querySelector('main')?.setAttribute('data-bench-before', ''),
    );
    requests = [];
    await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReturnAsStream' });
    const begin = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await sleep(HOLD_MS);
    await page.mouse.up();
    await page.waitForFunction(contentShown, to, { timeout: 60000, polling: 'raf' });
    const wallMs = Date.now() - begin;
    const tasks = await rendererTasks(cdp);
    const after = requests.filter((url) => url.startsWith(base));
    moves.push({
      move: `${from} → ${to}`,
      mainThreadMs: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)),
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      wallMs,
      codeAfterPress: after.filter((url) => /\/assets\/.*\.js$/.test(url)).length,
      readsAfterPress: after.filter((url) => new URL(url).pathname.startsWith('/merchant/')).length,
    });
    log(JSON.stringify(moves.at(-1)));
    await page.waitForLoadState('networkidle');
    await sleep(1500);
  }
  await context.close();
  return moves;
}

const app = await serveDemo(PORT);
const browser = await launchChromium();
const version = browser.version();
const runs = [];
try {
  const token = await demoToken(app.base);
  for (let run = 0; run < RUNS; run += 1) {
    log(`run ${run + 1}/${RUNS}…`);
    runs.push(await session(browser, app.base, token));
  }
} finally {
  await browser.close();
  app.stop();
}

const results = runs[0].map((first, index) => {
  const all = runs.map((moves) => moves[index]);
  const m = (key) => median(all.map((x) => x[key]));
  return {
    move: first.move,
    mainThreadMs: m('mainThreadMs'),
    longestTaskMs: Math.max(...all.map((x) => x.longestTaskMs)),
    wallMs: m('wallMs'),
    codeAfterPress: m('codeAfterPress'),
    readsAfterPress: m('readsAfterPress'),
  };
});
const met = results.filter((r) => r.mainThreadMs < GOAL_MS).length;
const setup = `Chromium ${version}, ${VIEWPORT.width}x${VIEWPORT.height} at 3x, CPU ${CPU_SLOWDOWN}x slower (CDP), ${has('fast-network') ? 'no network throttling' : `network ${NETWORK.latency} ms latency and ${Math.round((NETWORK.download * 8) / 1024)} kbit/s (DevTools' slow 4G)`}; a press held ${HOLD_MS} ms on the tab; ${RUNS} run${RUNS > 1 ? 's, medians (longest task: the worst run)' : ''}; build ${DEMO_DIST}.`;
const table = [
  '| move | main-thread work, press to content (CPU) | longest task (CPU) | press to content (wall clock) | code files fetched after the press | platform reads after the press | goal: under 100 ms of main-thread work |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.move} | ${r.mainThreadMs} ms | ${r.longestTaskMs} ms | ${r.wallMs} ms | ${r.codeAfterPress} | ${r.readsAfterPress} | ${r.mainThreadMs < GOAL_MS ? 'met' : 'NOT met'} |`,
  ),
];
const verdict = `${met} of ${results.length} moves under ${GOAL_MS} ms of main-thread work.`;
const json = JSON.stringify({ setup: { version, runs: RUNS, dist: DEMO_DIST }, results });
if (MARKDOWN) {
  console.log(
    [
      '### Moving between tabs (bench/tabs.mjs)',
      '',
      setup,
      '',
      ...table,
      '',
      verdict,
      '',
      `<!-- tabs.json ${json} -->`,
    ].join('\n'),
  );
} else {
  console.log([setup, '', ...table, '', verdict, '', json].join('\n'));
}
log(`${((Date.now() - started) / 60000).toFixed(1)} min`);
