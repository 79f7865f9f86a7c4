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

/** The categories a trace records: the tasks alone, or with what each is made of (`explain`). */
export function traceCategories(explain) {
  return explain
    ? 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute'
    : 'toplevel';
}

/**
 * Ends the trace and returns the top-level tasks of the page's main thread (the renderer main
 * thread that worked most), in order: each with its thread time in ms (`ms`) and, when the
 * trace recorded the timeline, the events inside it (`inside`). Throws on a trace with no such
 * task: a trace that recorded nothing.
 */
export async function rendererTaskEvents(cdp, { saveTo = '' } = {}) {
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
  // The whole trace, for Chromium's DevTools (Performance, "Load profile").
  if (saveTo) writeFileSync(saveTo, JSON.stringify({ traceEvents: events }));
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, { runs: [], all: [] });
    const lists = byThread.get(thread);
    lists.all.push(e);
    if (e.name === 'ThreadControllerImpl::RunTask') lists.runs.push(e);
  }
  let busiest = { runs: [], all: [] };
  let most = -1;
  for (const lists of byThread.values()) {
    const total = lists.runs.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
    if (total > most) [busiest, most] = [lists, total];
  }
  // Top-level only: a task run inside another (a nested loop) is part of it.
  busiest.runs.sort((a, b) => a.ts - b.ts);
  busiest.all.sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = -1;
  let next = 0;
  for (const e of busiest.runs) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    const inside = [];
    while (next < busiest.all.length && busiest.all[next].ts < e.ts) next += 1;
    for (let i = next; i < busiest.all.length && busiest.all[i].ts < end; i += 1) {
      // Wrappers of the task itself (its 'toplevel' events) say nothing of what it did.
      const inner = busiest.all[i];
      if (inner !== e && inner.name !== 'RunTask' && !inner.cat?.split(',').includes('toplevel')) {
        inside.push(inner);
      }
    }
    tasks.push({ ms: (e.tdur ?? 0) / 1000, ts: e.ts, inside });
  }
  // An empty trace measures nothing: a figure made from it would read as no work at all.
  if (!mains.size) throw new Error('the trace has no renderer main thread: nothing was measured');
  if (!tasks.length || tasks.every((task) => !(task.ms > 0)))
    throw new Error("the trace has no task of the page's main thread: nothing was measured");
  return tasks;
}

/** The thread time (ms) of each top-level task of the page's main thread (see above). */
export async function rendererTasks(cdp) {
  return (await rendererTaskEvents(cdp)).map((task) => task.ms);
}

/**
 * What a task is made of, in one line: the thread time of the events directly inside it by kind
 * (script by function or file; style with the elements restyled; layout with the objects laid
 * out; paint, pre-paint, layerize, commit), largest first.
 */
export function explainTask(task) {
  const parts = new Map();
  const add = (label, ms) => parts.set(label, (parts.get(label) ?? 0) + ms);
  let end = -1;
  for (const e of task.inside) {
    if (e.ts < end) continue; // inside an event already counted
    end = e.ts + (e.dur ?? 0);
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    const data = e.args?.data ?? e.args?.beginData ?? {};
    let label = e.name;
    if (e.name === 'UpdateLayoutTree') label = `style(${e.args?.elementCount ?? '?'} el)`;
    else if (e.name === 'Layout') {
      label = `layout(${data.dirtyObjects ?? '?'}/${data.totalObjects ?? '?'} obj)`;
    } else if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') {
      const where = (data.url ?? '').split('/').pop() || '?';
      label = `script(${data.functionName || '(anonymous)'} ${where})`;
    } else if (
      e.name === 'TimerFire' ||
      e.name === 'FireAnimationFrame' ||
      e.name === 'EventDispatch'
    ) {
      label = `${e.name}${data.type ? `(${data.type})` : ''}`;
    }
    add(label, ms);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 0.5)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join(', ');
}
