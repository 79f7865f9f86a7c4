import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import type * as ServerEntryModule from '../src/prerender.tsx';
import { pageNamespacesOf, type TranslationPart } from '../../../packages/ui/src/i18n/languages.ts';
import { BOOT_SCRIPT, BOOT_STYLE } from './bootScript.ts';
import { REQUIRED_CHECK_SCRIPT, REQUIRED_CHECK_STYLE } from './requiredCheck.ts';
import { SEEN_PAGE_SCRIPT } from './seenPage.ts';

/**
 * The prerender: after the client build, the app's server entry (src/prerender.tsx) is built for
 * Node and every route of the table is rendered, in every language, into a static file:
 * `<route>/index.html` in the default language, `<route>/index.<lang>.html` in the others, and
 * the login page also as `/index.html` (the address "/" and the static host's fallback). Each
 * file names, as modulepreload, everything its first render loads (the entry's files are
 * already named; the route's screen, the query client and the tab bar where used, the start
 * of its language and its screen's namespaces), so nothing waits on a chain of imports. Any
 * static host serves the result: /route finds route/index.html.
 */

/** What the server entry exports (see src/prerender.tsx). */
type ServerEntry = typeof ServerEntryModule;

/** Where the client build put each module, and what each file imports. */
type BundleMap = {
  fileOfModule: Map<string, string>;
  importsOfFile: Map<string, string[]>;
  entryFile: string | null;
};

type PrerenderOptions = {
  /** The server entry, relative to the app's root. */
  entry: string;
  /** The configuration the server build shares with the client build (define, resolve, oxc, plugins). */
  shared: InlineConfig;
  /** The app's own start-up module, which the entry imports after React: every page preloads it. */
  start: string;
  /** Chunks never preloaded (loaded behind the page on purpose). */
  lazyOnly?: RegExp;
  /**
   * The module that restores a returning merchant's last-seen shop (a specifier the app
   * resolves): a logged-in page names its files to the boot script, which preloads them where
   * the service worker serves the app (data-kept).
   */
  kept?: string;
};

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
// JSON inside <script type="application/json">: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** In the server build only: `() => import('x')` in the app's own files carries `module: 'x'`. */
export function nameDynamicImports(): Plugin {
  return {
    name: 'merchant-name-dynamic-imports',
    transform: {
      filter: { id: /[\\/]apps[\\/]merchant[\\/]src[\\/][^\\/]+\.tsx?$/ },
      handler(code) {
        const named = code.replace(
          /\(\)\s*=>\s*import\((['"])([^'"]+)\1\)/g,
          (call, _quote: string, specifier: string) =>
            `Object.assign(${call}, { module: ${JSON.stringify(specifier)} })`,
        );
        return named === code ? null : { code: named, map: null };
      },
    },
  };
}

/** The files `file` loads: itself and every static import, recursively. */
function filesOf(map: BundleMap, file: string | undefined, into = new Set<string>()) {
  if (!file || into.has(file)) return into;
  into.add(file);
  for (const dep of map.importsOfFile.get(file) ?? []) filesOf(map, dep, into);
  return into;
}

/**
 * The prerender: `plugin` (a client build plugin: it notes where each module went) and `pages`
 * (the pages writer for `delivery({ pages })`).
 */
export function prerender(options: PrerenderOptions): {
  plugin: Plugin;
  pages: (config: ResolvedConfig, outDir: string) => Promise<void>;
} {
  const map: BundleMap = { fileOfModule: new Map(), importsOfFile: new Map(), entryFile: null };
  const plugin: Plugin = {
    name: 'merchant-prerender-map',
    apply: 'build',
    generateBundle(_output, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) map.fileOfModule.set(id, chunk.fileName);
        map.importsOfFile.set(chunk.fileName, chunk.imports);
        if (chunk.isEntry) map.entryFile = chunk.fileName;
      }
    },
  };
  const pages = async (config: ResolvedConfig, outDir: string): Promise<void> => {
    if (config.build.ssr) return;
    const started = Date.now();
    const root = config.root;
    // Inside the repository, so that Node finds the dependencies the server build leaves out.
    const work = join(root, '..', '..', 'node_modules', '.cache', 'merchant-prerender');
    await mkdir(work, { recursive: true });
    const serverDir = await mkdtemp(join(work, 'build-'));
    try {
      await build({
        ...options.shared,
        configFile: false,
        root,
        mode: config.mode,
        envPrefix: config.envPrefix,
        publicDir: false,
        logLevel: 'warn',
        // Everything in the one file: Node then never meets a CommonJS default export.
        ssr: { noExternal: true },
        build: {
          ssr: options.entry,
          outDir: serverDir,
          emptyOutDir: true,
          minify: false,
          target: 'node22',
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const built = Date.now();
      const server = (await import(
        pathToFileURL(join(serverDir, 'prerender.mjs')).href
      )) as ServerEntry;
      const count = await writePages(server, config, outDir, options, map);
      config.logger.info(
        `prerender: ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (server build ${((built - started) / 1000).toFixed(1)} s)`,
      );
    } finally {
      await rm(serverDir, { recursive: true, force: true });
    }
  };
  return { plugin, pages };
}

async function writePages(
  server: ServerEntry,
  config: ResolvedConfig,
  outDir: string,
  options: PrerenderOptions,
  map: BundleMap,
): Promise<number> {
  const built = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!map.entryFile) throw new Error('prerender: no entry chunk in the client build');
  // The entry script and its modulepreload links leave the HTML: the boot script loads them, with
  // the page's own files, once the page has painted.
  const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(built);
  if (!entryScript?.[1]) throw new Error('prerender: no entry script in index.html');
  const entrySrc = entryScript[1];
  const entryPreloads = [
    ...built.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g),
  ].map((m) => m[1] as string);
  const template = built
    .replace(entryScript[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const entryFiles = filesOf(map, map.entryFile);
  const requireFromApp = createRequire(join(config.root, 'package.json'));
  const fileOf = (path: string) => {
    const file = map.fileOfModule.get(path);
    if (!file) throw new Error(`prerender: ${path} is in no chunk of the client build`);
    return file;
  };
  // A language's start (common, app, auth); the screens' namespaces, one file each, and the
  // small file that names them.
  const i18nDir = join(config.root, '../../packages/ui/src/i18n');
  const languageFiles = (lang: string, translations: TranslationPart) => {
    const namespaces = pageNamespacesOf(translations);
    return [
      `bundles/${lang}.start.ts`,
      ...(namespaces.length > 0 ? [`bundles/${lang}.pages.ts`] : []),
      ...namespaces.map((ns) => `locales/${lang}/${ns}.json`),
    ].map((file) => fileOf(join(i18nDir, file)));
  };

  const preloadsOf = (modules: string[], lang: string, translations: TranslationPart) => {
    const files = filesOf(map, fileOf(join(config.root, options.start)));
    for (const specifier of modules) filesOf(map, fileOf(requireFromApp.resolve(specifier)), files);
    for (const file of languageFiles(lang, translations)) filesOf(map, file, files);
    return [...files].filter(
      (file) => !entryFiles.has(file) && !(options.lazyOnly?.test(file) ?? false),
    );
  };

  // The last-seen shop's code, for a returning merchant's logged-in pages (see `kept`).
  const keptFiles = options.kept
    ? [...filesOf(map, fileOf(requireFromApp.resolve(options.kept)))]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `/${file}`)
    : [];

  const routes = server.routes();
  const { languages, defaultLanguage } = server;
  // The reads of each route as it opens, found in the default language (they do not depend on it).
  const reads = new Map<string, { key: readonly unknown[]; url: string; page?: number }[]>();
  const rendered = new Map<string, Awaited<ReturnType<ServerEntry['renderPage']>>>();
  for (const lang of [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)]) {
    for (const route of routes) {
      const page = await server.renderPage(route.path, lang);
      rendered.set(`${lang} ${route.path}`, page);
      if (lang === defaultLanguage) reads.set(route.path, page.reads);
    }
  }
  const tabPaths = routes.filter((r) => r.tab).map((r) => r.path);

  const pageHtml = (
    route: ReturnType<ServerEntry['routes']>[number],
    lang: string,
    self: string,
    isRoot: boolean,
  ) => {
    const page = rendered.get(`${lang} ${route.path}`);
    if (!page) throw new Error(`prerender: ${route.path} (${lang}) was not rendered`);
    const ownReads = route.access === 'protected' ? (reads.get(route.path) ?? []) : [];
    const scripts = [
      ...new Set([
        ...entryPreloads,
        ...preloadsOf(route.modules, lang, route.translations).map((file) => `/${file}`),
      ]),
    ].filter((href) => href !== entrySrc);
    // A logged-in page is a skeleton until its scripts run: its HTML names them, the entry
    // first, so the browser downloads them while it paints (low priority: the paint needs none
    // of them), without compiling them yet (a preload, not a modulepreload: the main thread is
    // the first paint's); the boot script runs the entry once the page has painted, and the
    // modules come from the cache. Any other page is complete as prerendered: the boot script
    // asks for its scripts once it has painted.
    const early = route.access === 'protected' && !route.guest;
    const boot: Record<string, string> = {
      route: route.path,
      self,
      lang,
      fallback: defaultLanguage,
      langs: languages.join(' '),
      access: route.guest ? 'guest' : route.access,
      reads: ownReads.map((r) => r.url).join(' '),
      entry: entrySrc,
    };
    const named = new Set([entrySrc, ...scripts]);
    if (!early) boot.preload = scripts.join(' ');
    else if (keptFiles.length) {
      const kept = keptFiles.filter((href) => !named.has(href));
      if (kept.length) boot.kept = kept.join(' ');
    }
    // What a press held before the app is live needs besides the page's own files.
    const press = new Set<string>();
    for (const specifier of route.press)
      filesOf(map, fileOf(requireFromApp.resolve(specifier)), press);
    const pressFiles = [...press]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/${file}`)
      .filter((href) => !named.has(href));
    if (pressFiles.length) boot.press = pressFiles.join(' ');
    // A tab page moves to another tab pressed before the app is live without a new document:
    // the boot script shows that page's frame (its title, a busy <main> saying this) at once.
    if (route.tab && early) boot.loading = page.loading;
    if (isRoot) boot.root = '';
    const earlyLinks = early
      ? [entrySrc, ...scripts]
          .map(
            (href) =>
              `<link rel="preload" as="script" href="${escapeAttr(href)}" crossorigin fetchpriority="low">`,
          )
          .join('')
      : '';
    // A form whose fields say what it answers when they are left empty answers a press before
    // the app is live (build/requiredCheck.ts).
    const required = page.html.includes(' data-required="');
    const bootTag = `<script${Object.entries(boot)
      .map(([name, value]) => ` data-${name}="${escapeAttr(value)}"`)
      .join('')}>${BOOT_SCRIPT}</script><style>${BOOT_STYLE}${
      route.tab && early ? server.seenPageStyle : ''
    }${required ? REQUIRED_CHECK_STYLE : ''}</style>${earlyLinks}`;
    // The next tabs' reads, for the tab bar's prefetch on intent; on the login page, for the
    // page it opens once logged in (a tab page, unless it came from another page).
    const pageData =
      route.access === 'protected' || route.guest
        ? `<script type="application/json" id="page-data">${scriptJson({
            reads: Object.fromEntries(
              [route.path, ...tabPaths].map((path) => [path, reads.get(path) ?? []]),
            ),
          })}</script>`
        : '';
    // A tab page paints the merchant's last-seen page in place of its skeleton, where this
    // device kept one (build/seenPage.ts).
    const seenPage =
      route.tab && early
        ? `<script data-route="${escapeAttr(route.path)}">${SEEN_PAGE_SCRIPT}</script>`
        : '';
    // Shown (BOOT_STYLE) when the app's code cannot be loaded or started (`data-boot="failed"`):
    // a link reloads the page (a link works before the app is live; a button would be held).
    const bootFailed = `<div id="boot-failed" role="alert" hidden><p>${escapeText(
      page.bootFailed.text,
    )}</p><a href="">${escapeText(page.bootFailed.retry)}</a></div>`;
    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(lang)}"`)
      // The character set first: it must be within the first 1024 bytes.
      .replace(/\s*<meta charset="[^"]*"\s*\/?>/i, '')
      .replace('<head>', '<head><meta charset="UTF-8" />')
      // (Replaced by functions: a `$` in the inserted text is text, not a replacement pattern.)
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, (csp) => csp + bootTag)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
      .replace('</head>', () => `${server.globalStyle}${page.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>${seenPage}${
            required ? `<script>${REQUIRED_CHECK_SCRIPT}</script>` : ''
          }${bootFailed}${pageData}`,
      );
    if (!html.includes(BOOT_SCRIPT))
      throw new Error('prerender: the page template has no CSP meta');
    html = html.replace(/\n\s*\n/g, '\n');
    return html;
  };

  // A route whose render failed is left to the browser (the host's fallback, index.html, then
  // renders it), once for all its languages.
  const failed = new Set<string>();
  for (const [at, page] of rendered) {
    const path = at.slice(at.indexOf(' ') + 1);
    if (!page.error || failed.has(path)) continue;
    failed.add(path);
    config.logger.warn(`prerender: ${path} is not prerendered: ${page.error.split('\n')[0]}`);
  }

  const writes: Promise<void>[] = [];
  const write = async (file: string, html: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  const login = routes.find((r) => r.guest);
  for (const route of routes) {
    if (failed.has(route.path)) continue;
    const dir = route.path.replace(/^\/|\/$/g, '');
    for (const lang of languages) {
      const name = lang === defaultLanguage ? 'index.html' : `index.${lang}.html`;
      const self = `/${dir}/${name}`;
      writes.push(write(join(outDir, dir, name), pageHtml(route, lang, self, false)));
      // "/" is the login page (in the default language; the boot script moves on from there).
      if (route === login && lang === defaultLanguage) {
        writes.push(write(join(outDir, name), pageHtml(route, lang, `/${name}`, true)));
      }
    }
  }
  await Promise.all(writes);
  return writes.length;
}
