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
