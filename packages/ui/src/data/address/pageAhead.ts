/**
 * Lets a screen say which page it is about to open, so that the page's code loads meanwhile: the
 * login form while its call is on its way (the page it goes to once logged in), the invitation
 * code's check (the registration form), the start-up exchange (the page a session opens). The
 * app says how a page is loaded ahead (apps/merchant/src/start.tsx); where it has not (a story,
 * a test), nothing is loaded.
 */
let loadAhead: ((path: string) => Promise<unknown>) | null = null;

/** How the app loads a page ahead: resolves once its code can render without waiting. */
export function setPageAhead(load: ((path: string) => Promise<unknown>) | null): void {
  loadAhead = load;
}

/**
 * Starts loading the page at `path` (an address of the app), if the app can; resolves once its
 * code is there (at once where the app cannot load it ahead), never rejects.
 */
export function openingSoon(path: string): Promise<void> {
  const loading = loadAhead?.(path.split(/[?#]/)[0] ?? path);
  return Promise.resolve(loading).then(
    () => undefined,
    () => undefined,
  );
}

/** How long a screen that has done its part waits for the next page's code before opening it. */
export const PAGE_CODE_WAIT_MS = 1000;

/**
 * Resolves when `ready` (an `openingSoon`) does, or after `PAGE_CODE_WAIT_MS`: a page opened once
 * its code is there is drawn at once, instead of its loading frame, which React then holds on
 * screen for at least 300 ms (its throttle on revealing a page that was waited for).
 */
export function pageCodeOrTimeout(ready: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PAGE_CODE_WAIT_MS);
  });
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}
