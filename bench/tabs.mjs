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
const SETTLED_MS = 5000;
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
  // The page shown (the app keeps the other tab pages drawn, hidden).
  const shown = (selector) =>
    [...document.querySelectorAll(selector)].filter((element) =>
      element.checkVisibility({ visibilityProperty: true }),
    );
  const main = shown('main')[0];
  return (
    location.pathname === path &&
    // Live: hydrated (a build without prerendered pages has no such mark, nor does a render).
    (document.documentElement.dataset.boot ?? 'live') === 'live' &&
    main !== undefined &&
    !main.hasAttribute('data-bench-before') &&
    main.childElementCount > 0 &&
    shown('[aria-busy="true"]').length === 0
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
  // Long tasks as the page sees them (wall clock, on the slowed CPU), from the start.
  await page.addInitScript(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}${TABS[0]}`);
  await page.waitForFunction(contentShown, TABS[0], { timeout: 60000, polling: 100 });
  const shownAt = await page.evaluate(() => performance.now());
  // "After the first load": the first page settles before the first move, its late requests
  // and the work the app does after it (prefetching, drawing the other tabs ahead and laying
  // them out in the background: every other tab page hidden in the document, none marked
  // `data-laying`, apps/merchant/src/pieces.ts), until the main thread has had no long task for
  // SETTLED_MS (Time to Interactive's quiet window). That work is done in tasks too short to
  // count as long tasks, so the quiet window alone can end before it does.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (others) =>
      document.querySelectorAll('div[data-kept]').length === others &&
      document.querySelector('[data-laying]') === null,
    new Set(TABS).size - 1,
    { timeout: 60000, polling: 250 },
  );
  await page.waitForFunction(
    (quiet) => {
      const last = window.__benchLongTasks.at(-1);
      return performance.now() - (last ? last.start + last.duration : 0) >= quiet;
    },
    SETTLED_MS,
    { timeout: 60000, polling: 250 },
  );
  // What the app did after its first page showed and before the first move (that page's own
  // late work included): the cost of the work done ahead, in long tasks.
  const ahead = await page.evaluate(
    (from) => window.__benchLongTasks.filter((task) => task.start >= from),
    shownAt,
  );

  const moves = [];
  for (let i = 1; i < TABS.length; i += 1) {
    const [from, to] = [TABS[i - 1], TABS[i]];
    const link = page.locator(`nav a[href="${to}"]`).last();
    const box = await link.boundingBox();
    if (!box) throw new Error(`no tab link to ${to} on ${from}`);
    await page.evaluate(() => {
      for (const main of document.querySelectorAll('main')) {
        main.toggleAttribute(
          'data-bench-before',
          main.checkVisibility({ visibilityProperty: true }),
        );
      }
    });
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
  return {
    moves,
    ahead: {
      longTasks: ahead.length,
      longestMs: Math.round(Math.max(0, ...ahead.map((task) => task.duration))),
      blockingMs: Math.round(ahead.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    },
  };
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

const results = runs[0].moves.map((first, index) => {
  const all = runs.map(({ moves }) => moves[index]);
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
const ahead = {
  longTasks: median(runs.map((run) => run.ahead.longTasks)),
  longestMs: median(runs.map((run) => run.ahead.longestMs)),
  blockingMs: median(runs.map((run) => run.ahead.blockingMs)),
};
const aheadLine = `Before the first move, from the first page's content until ${SETTLED_MS / 1000} s without a long task (the page's late work and what the app does ahead: prefetching the other tabs, drawing them hidden): ${ahead.longTasks} long tasks (wall clock), longest ${ahead.longestMs} ms, ${ahead.blockingMs} ms over 50 ms in all (medians).`;
const json = JSON.stringify({
  setup: { version, runs: RUNS, dist: DEMO_DIST },
  results,
  ahead,
  runs,
});
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
      aheadLine,
      '',
      `<!-- tabs.json ${json} -->`,
    ].join('\n'),
  );
} else {
  console.log([setup, '', ...table, '', verdict, '', aheadLine, '', json].join('\n'));
}
log(`${((Date.now() - started) / 60000).toFixed(1)} min`);
