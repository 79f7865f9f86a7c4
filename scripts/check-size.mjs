// Size budgets of the production build (bytes are deterministic, so they are tested), brotli:
// - what each first page loads before it is interactive, as its prerendered HTML names it (the
//   boot script's entry and preload list, or its preload links: see
//   apps/merchant/build/prerender.ts): /login at most 112.4 KB, without TanStack Query, dialogs
//   or validation, and with only the start of the default language; the logged-in pages of the
//   benchmark each within its own budget (each a few tenths of a KB above what it loads: the
//   files' names, whose hashes change with any change anywhere, move a page by about 0.1 KB;
//   until class names were hashed from the project rather than the disk, apps/merchant/build/
//   styledIds.ts, the checkout's path did too: /home 141.578 KB in /work/main, 141.646 KB in
//   /tmp/ci-a);
// - what a press held on /login before the app is live asks for (the form's check): at most 7 KB;
// - each prerendered page's HTML: at most 10 KB;
// - each route's own lazy chunk: at most 25 KB;
// - one language's translations: at most 20 KB, and no language in the entry's graph.
// What it measures is held to what exists: every route of the route table (as a production build
// has it; `--demo` for a demo build) prerendered in each of the seven languages, every screen the
// route table imports in a route chunk of its own, and a file for every language; a page, chunk
// or language left out fails instead of being left unmeasured.
//   node scripts/check-size.mjs [dist] [--demo]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadRoutes } from './lib/routeTable.mjs';

const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'apps/merchant/dist';
const { LANGUAGES } = await import('../packages/ui/src/i18n/languages.ts');
const CODES = LANGUAGES.map((l) => l.code);
const routeTable = await loadRoutes({ demo: process.argv.includes('--demo') });
// The screens the route table imports (the same reading of routes.ts as the build's own,
// apps/merchant/build/namespaces.ts), each its own route chunk, but for the login page's, which
// the build puts in the start chunk (apps/merchant/vite.config.ts) for the login page's size.
const IN_START = ['screens/auth/Login'];
const screens = [
  ...new Set(
    [
      ...readFileSync('apps/merchant/src/routes.ts', 'utf8').matchAll(
        /\(\)\s*=>\s*import\((['"])@merchant\/ui\/(screens\/[^'"]+)\1\)/g,
      ),
    ].map((m) => m[2]),
  ),
].filter((screen) => !IN_START.includes(screen));
// The floor: what a production build has today. A route table that loses routes lowers what the
// checks above expect, so it would pass; below this floor it fails, until the floor is lowered in
// the same change that removes the routes on purpose (and it is raised when routes are added).
const FLOOR = { routes: 54, pages: 379, routeChunks: 50 };
const KB = 1024;
const budgets = {
  // (112.2 KB until 2026-11-28, 3 bytes to spare: the names of the files it lists for later
  // pages change with any change anywhere and moved it 69 bytes over, with the login form's
  // messages for the page's own check of empty fields, build/requiredCheck.ts; 112.3 KB until
  // 2026-11-29: 59 bytes over by the file names when the last-seen shop's write on a hidden page
  // changed a later chunk.)
  '/login': 112.4 * KB,
  // (141.8 KB until 2026-11-28: moved 7 bytes over by file names alone.)
  '/home': 141.9 * KB,
  // (Each 0.1 KB less until 2026-11-29: 4-54 bytes over by file names with that same change.)
  '/order': 149.5 * KB,
  '/goods': 146.2 * KB,
  '/distribution': 146.5 * KB,
  '/my': 136.8 * KB,
  // What a press on /login held before the app is live asks for: the form's check.
  press: 7 * KB,
  html: 10 * KB,
  route: 25 * KB,
  language: 20 * KB,
};
// Text only these libraries contain (their own error messages), to see where they went.
const LIBRARIES = {
  'TanStack Query': 'No QueryClient set',
  'dialogs (Radix)': 'DialogContent',
  'validation (zod)': 'ZodError',
};
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The build's own .br copy when there is one (the size a browser downloads), else brotli 11.
const brotli = (file) =>
  existsSync(join(dist, `${file}.br`))
    ? readFileSync(join(dist, `${file}.br`)).length
    : brotliCompressSync(readFileSync(join(dist, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const failures = [];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const staticGraph = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticGraph(dep, seen);
  return seen;
};
const isLanguage = (key) =>
  /i18n\/(bundles\/[\w-]+\.(start|pages)\.ts|locales\/[\w-]+\/\w+\.json)$/.test(key);
const isScreen = (key) =>
  /\/screens\/.+\/index\.tsx?$/.test(key) || /\/shell\/.+\/index\.tsx?$/.test(key);
for (const key of staticGraph(entryKey))
  if (isLanguage(key)) failures.push(`language chunk ${key} is loaded eagerly`);

/** The scripts a prerendered page loads first: its boot script's entry and preload list. */
function pageScripts(page) {
  const file = join(dist, page === '/' ? '' : page, 'index.html');
  if (!existsSync(file)) {
    failures.push(`${page} is not prerendered (${file} is missing)`);
    return [];
  }
  const html = readFileSync(file, 'utf8');
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  const preload = /data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
  // A logged-in page names its files in its HTML (preload links) instead.
  const links = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  if (!entry) failures.push(`${page}: no boot script entry`);
  // The login page is complete as prerendered: its scripts are asked for once it has painted. A
  // logged-in page downloads its own while it paints, at low priority.
  const lowPriority =
    links.length > 0 && !/<link rel="preload" as="script"(?![^>]*fetchpriority="low")/.test(html);
  if (page === '/login' ? links.length > 0 : !lowPriority || links[0] !== entry)
    failures.push(
      page === '/login'
        ? '/login names its scripts in its HTML: they would download before its first paint'
        : `${page} does not name its scripts in its HTML, the entry first, at low priority`,
    );
  return [...new Set([entry, ...preload.split(' '), ...links])]
    .filter(Boolean)
    .map((src) => src.replace(/^\//, ''));
}

// The texts each first page loads: the start of the default language and its screen's namespaces
// (with the small file naming them), no others.
const TEXTS = {
  '/login': ['start'],
  '/home': ['start', 'pages', 'home'],
  '/order': ['start', 'pages', 'orders'],
  '/goods': ['start', 'pages', 'products'],
  '/distribution': ['start', 'pages', 'products'],
  '/my': ['start', 'pages', 'account'],
};
// The code every page runs once idle, the login page too (registering the service worker, keeping
// the page on screen as the merchant leaves), imports nothing of the kit (TanStack Query and
// the data hooks): the "new version" prompt, which needs it, loads only when a new version
// waits (apps/merchant/src/offline.ts).
const EVERY_PAGE_IDLE = ['src/offline.ts', 'src/seenPage.ts'];
for (const key of EVERY_PAGE_IDLE) {
  if (!manifest[key]) {
    failures.push(`${key} is not a chunk of its own in the build`);
    continue;
  }
  for (const dep of staticGraph(key)) {
    const file = manifest[dep]?.file ?? '';
    if (/\/kit(-more|-lists)?-/.test(file)) failures.push(`${key} imports ${file} (the kit)`);
  }
}
// Code drawn only once the merchant acts, loaded while the page is idle: in no first page's files.
const LATER = [/primitives\/PaymentFlow\/PaymentFlow\.tsx$/];
const laterFiles = Object.entries(manifest)
  .filter(([key]) => LATER.some((pattern) => pattern.test(key)))
  .map(([key, chunk]) => [key, chunk.file]);
if (laterFiles.length !== LATER.length) failures.push('a chunk of LATER is missing from the build');
for (const page of ['/login', '/home', '/order', '/goods', '/distribution', '/my']) {
  const files = pageScripts(page);
  for (const [key, file] of laterFiles)
    if (files.includes(file)) failures.push(`${page} loads ${key} (${file}) first`);
  // The kit's parts that only later pages use, and (but on the list pages) the list pages' own
  // (apps/merchant/vite.config.ts: kitFile).
  const kitParts = page === '/home' || page === '/my' ? /kit-(more|lists)-/ : /kit-more-/;
  for (const file of files.filter((f) => kitParts.test(f)))
    failures.push(`${page} loads ${file} first`);
  const texts = files
    .map((f) => /\/(zh-CN|zh-TW|en|ko|ja|th|vi)\.(\w+)-/.exec(f))
    .filter(Boolean)
    .map(([, lng, part]) => `${lng}.${part}`);
  const expected = TEXTS[page].map((part) => `zh-CN.${part}`);
  if (texts.toSorted().join() !== expected.toSorted().join())
    failures.push(
      `${page} loads the texts ${texts.join(', ') || 'none'}, not ${expected.join(', ')}`,
    );
  const bytes = files.reduce((n, f) => n + brotli(f), 0);
  console.log(
    `size: ${page} loads ${files.length} files, ${kb(bytes)} brotli, ${bytes} bytes (budget ${kb(budgets[page])}, ${Math.floor(budgets[page])} bytes)`,
  );
  if (bytes > budgets[page]) failures.push(`${page} loads ${kb(bytes)} > ${kb(budgets[page])}`);
  if (page !== '/login') continue;
  for (const [name, marker] of Object.entries(LIBRARIES)) {
    const found = files.find((f) => readFileSync(join(dist, f), 'utf8').includes(marker));
    if (found) failures.push(`/login loads ${name} (${found})`);
  }
  // A press held before the app is live asks for the form's check (the boot script's
  // data-press): zod (zod/mini only) and the rules, not react-hook-form.
  const html = readFileSync(join(dist, 'login', 'index.html'), 'utf8');
  const press = (/data-press="([^"]*)"/.exec(html)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((src) => src.replace(/^\//, ''));
  const pressBytes = press.reduce((n, f) => n + brotli(f), 0);
  console.log(
    `size: /login's held press asks for ${press.length} files, ${kb(pressBytes)} brotli (budget ${kb(budgets.press)})`,
  );
  if (
    !press.some((f) => readFileSync(join(dist, f), 'utf8').includes(LIBRARIES['validation (zod)']))
  )
    failures.push('/login: a press held before the app is live does not ask for the form check');
  if (pressBytes > budgets.press)
    failures.push(`/login's held press asks for ${kb(pressBytes)} > ${kb(budgets.press)}`);
}

let largestHtml = { file: '', bytes: 0 };
let pages = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== '.vite') walk(path);
    else if (entry.name.endsWith('.html')) {
      pages += 1;
      const bytes = brotli(path.slice(dist.length + 1));
      if (bytes > largestHtml.bytes) largestHtml = { file: path, bytes };
      if (bytes > budgets.html) failures.push(`${path}: ${kb(bytes)} > ${kb(budgets.html)}`);
    }
  }
};
walk(dist);
const expectedPages = [
  'index.html',
  ...routeTable.flatMap(({ path }) => {
    const dir = path.replace(/^\/|\/$/g, '');
    return CODES.map((lng, i) => join(dir, i === 0 ? 'index.html' : `index.${lng}.html`));
  }),
];
const notPrerendered = (files) => files.filter((file) => !existsSync(join(dist, file)));
// The control: a page of a route the build does not have is found missing.
if (
  notPrerendered([...expectedPages, 'no-such-route/index.th.html']).length !==
  1 + notPrerendered(expectedPages).length
)
  failures.push('control: a page missing from the build is not found missing');
const unbuilt = notPrerendered(expectedPages);
if (unbuilt.length)
  failures.push(
    `${unbuilt.length} pages of the route table are not prerendered: ${unbuilt.slice(0, 5).join(', ')}`,
  );
if (pages < expectedPages.length)
  failures.push(`${pages} prerendered pages measured, ${expectedPages.length} expected`);
const production = !process.argv.includes('--demo');
if (production && routeTable.length < FLOOR.routes)
  failures.push(
    `the route table has ${routeTable.length} routes, fewer than the floor ${FLOOR.routes}`,
  );
if (production && pages < FLOOR.pages)
  failures.push(`${pages} prerendered pages, fewer than the floor ${FLOOR.pages}`);
console.log(
  `size: ${pages} prerendered pages (${routeTable.length} routes x ${CODES.length} languages and /), largest ${largestHtml.file.slice(dist.length)} ${kb(largestHtml.bytes)} brotli (budget ${kb(budgets.html)} each)`,
);

let largestRoute = { key: '', bytes: 0 };
let routes = 0;
const languages = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  if (isLanguage(key)) {
    const lng = /(?:bundles\/([\w-]+)\.|locales\/([\w-]+)\/)/.exec(key).slice(1).find(Boolean);
    languages.set(lng, (languages.get(lng) ?? 0) + brotli(chunk.file));
  } else if (isScreen(key)) {
    routes += 1;
    const bytes = brotli(chunk.file);
    if (bytes > largestRoute.bytes) largestRoute = { key, bytes };
    if (bytes > budgets.route)
      failures.push(`route chunk ${key}: ${kb(bytes)} > ${kb(budgets.route)}`);
  }
}
for (const [lng, bytes] of languages) {
  console.log(
    `size: language ${lng}: ${kb(bytes)} brotli, all its files (budget ${kb(budgets.language)})`,
  );
  if (bytes > budgets.language)
    failures.push(`language ${lng}: ${kb(bytes)} > ${kb(budgets.language)}`);
}
const noFiles = CODES.filter((lng) => !languages.has(lng));
if (noFiles.length || languages.size !== CODES.length)
  failures.push(`languages ${[...languages.keys()]} found, ${CODES} expected`);
const chunked = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && isScreen(key))
  .map(([key]) => key);
const withoutChunk = (list) =>
  list.filter(
    (screen) =>
      !chunked.some(
        (key) => key.endsWith(`${screen}/index.ts`) || key.endsWith(`${screen}/index.tsx`),
      ),
  );
// The control: a screen the build has no chunk for is found without one.
if (!withoutChunk(['screens/none/NoSuchScreen']).length)
  failures.push('control: a screen without a route chunk is not found');
const unchunked = withoutChunk(screens);
if (unchunked.length)
  failures.push(`screens of the route table with no route chunk: ${unchunked.join(', ')}`);
if (routes < screens.length)
  failures.push(`${routes} route chunks measured, ${screens.length} screens in the route table`);
if (production && routes < FLOOR.routeChunks)
  failures.push(`${routes} route chunks, fewer than the floor ${FLOOR.routeChunks}`);
console.log(
  `size: ${routes} route chunks (${screens.length} screens in the route table), largest ${largestRoute.key.replace(/.*src\//, '')} ${kb(largestRoute.bytes)} brotli (budget ${kb(budgets.route)} each)`,
);
if (failures.length) {
  for (const f of failures) console.error(`  FAILED ${f}`);
  process.exit(1);
}
