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
