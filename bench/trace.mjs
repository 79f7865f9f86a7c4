// What the browser benchmarks share (bench/scroll.mjs, bench/tabs.mjs).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath, flag } from '../scripts/lib.mjs';

/**
 * A wrapper that starts Chromium at a higher scheduling priority where the system allows it
 * (root); elsewhere `nice` says it cannot and Chromium runs at normal priority. Returns its path.
 * `quiet` drops Chromium's own messages (its stderr).
 */
export function niceChromium(name, { quiet = false } = {}) {
  const real = chromiumPath();
  if (!real) throw new Error('Chromium not found at /usr/bin/chromium (or CHROMIUM_PATH)');
  mkdirSync('.cache', { recursive: true });
  const wrapper = resolve(`.cache/${name}-chromium.sh`);
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec nice -n -10 ${real} "$@"${quiet ? ' 2>/dev/null' : ''}\n`,
  );
  chmodSync(wrapper, 0o755);
  return wrapper;
}

/** The median of the finite values (NaN when there are none). */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * What a browser benchmark of the demo app starts from (bench/scroll.mjs, bench/tabs.mjs): the
 * build in `--dist <dir>`, or the demo app built (reused when built; `--build` rebuilds), and
 * Chromium at a higher priority unless `--no-priority`. Resolves scripts/browser.mjs, imported
 * once the build folder is known (it reads E2E_DIST when loaded).
 */
export async function demoBenchmark(name, log) {
  const has = (flagName) => process.argv.includes(`--${flagName}`);
  const dist = flag('dist', '');
  if (dist) process.env.E2E_DIST = dist;
  if (!has('no-priority')) process.env.CHROMIUM_PATH = niceChromium(name);
  const browser = await import('../scripts/browser.mjs');
  if (!dist) {
    log(`building the demo app into ${browser.DEMO_DIST} (reused when built; --build to rebuild)…`);
    if ((await browser.buildDemoApp({ reuse: !has('build') })) !== 0) process.exit(1);
  }
  return browser;
}

/**
 * Ends the trace and returns the thread time (ms) of each top-level task of the page's main
 * thread (the renderer main thread that worked most).
 */
export async function rendererTasks(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const { data, eof } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    chunks.push(data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(chunks.join(''));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !mains.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(e);
  }
  let busiest = [];
  let most = -1;
  for (const list of byThread.values()) {
    const total = list.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
    if (total > most) [busiest, most] = [list, total];
  }
  // Top-level only: a task run inside another (a nested loop) is part of it.
  busiest.sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = -1;
  for (const e of busiest) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    tasks.push((e.tdur ?? 0) / 1000);
  }
  return tasks;
}
