import { useSyncExternalStore } from 'react';

/** Applies a waiting new version of the app (the page reloads once it has taken over). */
export type ApplyUpdate = () => void;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/**
 * Says that a new version of the app is ready (its service worker waits): the prompt offers to
 * reload; nothing is swapped until the merchant taps it.
 */
export function announceUpdate(apply: ApplyUpdate): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's "apply", or null when the app is up to date. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
