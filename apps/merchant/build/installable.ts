import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { ICON_COLOUR, ICON_SIZES, iconPng } from './icons.ts';

/** The web app manifest's address, linked from every page (index.html). */
export const MANIFEST = '/manifest.webmanifest';

/** The service worker's address (the app registers it: src/serviceWorker.ts). */
export const SERVICE_WORKER = '/sw.js';

/** The app's page background, light and dark (the theme's `background` colours). */
const BACKGROUND = '#f5f7f8';

/** The manifest: a generic seller tool, opening on the home page, as an app of its own. */
export function manifest(): object {
  return {
    name: 'Merchant back-office',
    short_name: 'Merchant',
    description: 'Run your shop: products, orders, money and team.',
    id: '/home',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: ICON_COLOUR,
    background_color: BACKGROUND,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * A kept page, as the service worker serves it: its scripts' preloads (`<link rel="preload"
 * as="script"`, build/prerender.ts) made inert (`rel="preload-later"`), so that nothing is asked
 * of the network before the page, or the last-seen page over it, has painted: the boot script
 * asks for them then, with the entry script (build/bootScript.ts). Over the network, on a first
 * visit, they download while the page paints, as the HTML says. (Written into the service
 * worker as its source: it uses nothing from around it.)
 */
export async function laterPreloads({
  cachedResponse,
}: {
  cachedResponse?: Response;
}): Promise<Response | undefined> {
  if (!cachedResponse || !/^text\/html/.test(cachedResponse.headers.get('content-type') ?? ''))
    return cachedResponse;
  const text = await cachedResponse.text();
  const headers = new Headers(cachedResponse.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(
    text.replaceAll('<link rel="preload" as="script" ', '<link rel="preload-later" as="script" '),
    { status: cachedResponse.status, statusText: cachedResponse.statusText, headers },
  );
}

/**
 * Makes the built app (`outDir`) installable and readable offline: the icons, the manifest, and
 * a Workbox service worker that keeps the app's code (every script and style but the
 * translations, which it keeps as they are used: only the merchant's language), and the pages as
 * they were last opened (the kept page at once, refreshed behind it; the app's plain page for
 * one never opened, offline). API answers are never kept by it. A new version waits until the merchant reloads
 * (`SKIP_WAITING` from the app's "update available" prompt): code is never swapped under a form.
 */
export async function writeInstallable(
  outDir: string,
  languages: readonly string[],
): Promise<void> {
  await mkdir(join(outDir, 'icons'), { recursive: true });
  await Promise.all([
    ...ICON_SIZES.map((size) => writeFile(join(outDir, `icons/icon-${size}.png`), iconPng(size))),
    writeFile(join(outDir, 'icons/maskable-512.png'), iconPng(512, true)),
    writeFile(join(outDir, MANIFEST.slice(1)), `${JSON.stringify(manifest(), null, 2)}\n`),
  ]);
  // (A regular expression, not a function: the service worker is written from this source.)
  const translations = new RegExp(`/assets/(${languages.join('|')})\\.[^/]*$`);
  await generateSW({
    swDest: join(outDir, SERVICE_WORKER.slice(1)),
    globDirectory: outDir,
    // (index.html: the page a never-opened address is shown with offline, see below.)
    globPatterns: ['assets/*.{js,css}', 'icons/*.png', MANIFEST.slice(1), 'index.html'],
    globIgnores: languages.map((code) => `assets/${code}.*`),
    // The file names carry their content's hash: no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    navigateFallback: null,
    runtimeCaching: [
      {
        // The merchant's language, as it is loaded.
        urlPattern: translations,
        handler: 'CacheFirst',
        options: { cacheName: 'languages', expiration: { maxEntries: 120 } },
      },
      {
        // Pages: the one kept at once (a returning merchant waits for no round trip; a page's
        // HTML is the same for every merchant, its data comes after), refreshed behind it for
        // the next visit; over the network the first time.
        // (Or asked for by the app as a page, `accept: text/html`: the tab pages, cached once
        // the worker is active, src/offline.ts.)
        urlPattern: ({ request, sameOrigin }) =>
          sameOrigin &&
          (request.mode === 'navigate' || request.headers.get('accept') === 'text/html'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'pages',
          expiration: { maxEntries: 80 },
          // A page never opened on this device, offline: the app starts from its plain page and
          // draws the address, which then says it has not been loaded here.
          precacheFallback: { fallbackURL: '/index.html' },
          plugins: [{ cachedResponseWillBeUsed: laterPreloads }],
        },
      },
    ],
  });
}
