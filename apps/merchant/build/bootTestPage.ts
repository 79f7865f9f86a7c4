import { JSDOM, VirtualConsole } from 'jsdom';
import { BOOT_SCRIPT } from './bootScript';

type Prerendered = {
  /** The page's address. */
  url: string;
  /** What its head holds besides the boot script. */
  head?: string;
  /** Its body. */
  body: string;
  /** The boot script's `data-*` attributes (build/prerender.ts writes them). */
  dataset: Record<string, string>;
  /** Sets up what the page finds (storage, fetch) before the boot script runs. */
  prepare?: (window: JSDOM['window']) => void;
};

/**
 * For the tests of the prerendered pages' inline scripts: a page in a document of its own
 * (jsdom), the boot script run in it as the page runs it (its element's `data-*` attributes,
 * `document.currentScript` while it runs); returns the window.
 */
export function openPrerendered({ url, head = '', body, dataset, prepare }: Prerendered) {
  const dom = new JSDOM(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, {
    url,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    // jsdom says what it does not do (following a link, scrolling): not these tests' concern.
    virtualConsole: new VirtualConsole(),
  });
  const { window } = dom;
  const { document } = window;
  prepare?.(window);
  const script = document.createElement('script');
  Object.assign(script.dataset, dataset);
  document.head.appendChild(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  window.eval(BOOT_SCRIPT);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  return window;
}
