import {
  navigate as browserNavigate,
  useBrowserLocation,
  type BrowserLocationHook,
} from 'wouter/use-browser-location';

// Every history entry the app pushes carries its depth in the app's own navigation (1 for the
// first page pushed after the one the merchant arrived on). An entry without it (the page
// opened from another site, a bookmark, a new tab) is depth 0: Back there leaves the app, so
// the app's back button goes to a fallback page instead.
const DEPTH_KEY = 'merchantAppDepth';

type Options = { replace?: boolean; state?: unknown; transition?: boolean };

/** The app's depth of a history state (0 for an entry the app did not push). */
export function depthOf(state: unknown): number {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** wouter's browser navigation, marking each entry with its depth (a replace keeps it). */
export function navigateInApp(to: string | URL, options: Options = {}): void {
  const here = depthOf(typeof history === 'undefined' ? null : history.state);
  const own = options.state;
  const state = {
    ...(own !== null && typeof own === 'object' ? own : {}),
    [DEPTH_KEY]: options.replace ? here : here + 1,
  };
  browserNavigate(to, { ...options, state });
}

/** The app's location hook (`<Router hook={useAppLocation}>`): the browser's, marked entries. */
export const useAppLocation: BrowserLocationHook = (options) => [
  useBrowserLocation(options)[0],
  navigateInApp,
];

/** True when the page before this one in the history is a page of the app. */
export function hasInAppPrevious(): boolean {
  return typeof history !== 'undefined' && depthOf(history.state) > 0;
}
