// What the browser benchmarks share (bench/scroll.mjs, bench/tabs.mjs).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from '../scripts/lib.mjs';

/**
 * A wrapper that starts Chromium at a higher scheduling priority where the system allows it
 * (root); elsewhere `nice` says it cannot and Chromium runs at normal priority. Returns its path.
 */
export function niceChromium(name) {
  const real = chromiumPath();
  if (!real) throw new Error('Chromium not found at /usr/bin/chromium (or CHROMIUM_PATH)');
  mkdirSync('.cache', { recursive: true });
  const wrapper = resolve(`.cache/${name}-chromium.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n -10 ${real} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
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
