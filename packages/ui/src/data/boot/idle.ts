/**
 * Runs `work` when the browser has nothing else to do (within `timeout` ms at the latest; after
 * `fallback` ms where the browser cannot say when it is idle). Returns the cancellation.
 */
export function whenIdle(work: () => void, timeout = 5000, fallback = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallback);
  return () => clearTimeout(id);
}

/**
 * How long the main thread must have gone without a long task (over 50 ms) after the page went
 * live for the page on screen to count as interactive (Lighthouse waits as long for the CPU to
 * be quiet).
 */
export const SETTLED_MS = 1000;

// When the last long task ended (performance.now()), where the browser reports long tasks.
let lastLongTask = 0;
try {
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) lastLongTask = task.startTime + task.duration;
  }).observe({ type: 'longtask', buffered: true });
} catch {
  // No such observer here: only the time since the page went live counts.
}

let live: Promise<number> | undefined;
/**
 * Resolves when the app's page on screen went live (performance.now()): a prerendered page once
 * it has hydrated or been replaced (the shell's Live marks `<html data-boot="live">`); a page
 * rendered in the browser has no mark.
 */
const wentLive = () =>
  (live ??= new Promise((resolve) => {
    const html = document.documentElement;
    const check = () => {
      if (!/^(live)?$/.test(html.getAttribute('data-boot') ?? '')) return;
      observer.disconnect();
      resolve(performance.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(html, { attributes: true, attributeFilter: ['data-boot'] });
    check();
  }));

/**
 * Runs `work` once the page on screen is interactive and the browser idle: the app is live, the
 * main thread has then gone SETTLED_MS without a long task, and the browser has an idle period
 * (whenIdle). For the work done for later (the other tabs' code and reads, a sheet's code,
 * formatters, the service worker), which must not compete with the page the merchant looks at
 * while it loads. Returns the cancellation.
 */
export function afterStart(work: () => void): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  const settled = (liveAt: number) => {
    if (cancelled) return;
    const quiet = performance.now() - Math.max(lastLongTask, liveAt);
    if (quiet < SETTLED_MS) {
      const timer = setTimeout(settled, SETTLED_MS - quiet, liveAt);
      cancel = () => clearTimeout(timer);
    } else cancel = whenIdle(work);
  };
  if (typeof document !== 'undefined') void wentLive().then(settled);
  return () => {
    cancelled = true;
    cancel?.();
  };
}

type PostTask = (
  work: () => void,
  options: { priority: 'background'; signal: AbortSignal },
) => Promise<unknown>;

/**
 * Runs `work` as a background task (the Prioritized Task Scheduling API): after everything the
 * page does for the merchant, without waiting for an idle period, which a page that draws no
 * frames may not be given. Where the browser has no such API, when idle (whenIdle). Returns the
 * cancellation.
 */
export function inBackground(work: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (typeof scheduler?.postTask !== 'function') return whenIdle(work);
  const controller = new AbortController();
  scheduler.postTask(work, { priority: 'background', signal: controller.signal }).catch(() => {
    // Cancelled.
  });
  return () => controller.abort();
}
