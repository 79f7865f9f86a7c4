import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { MANIFEST, writeInstallable } from './installable.ts';
import {
  configurePage,
  contentSecurityPolicy,
  platformBase,
  platformOrigin,
  PLATFORM_META,
} from './platform.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Writes .br and .gz copies of every compressible file of `dir` (on zlib's thread pool). */
export async function precompress(dir: string): Promise<void> {
  const all: string[] = [];
  for await (const path of files(dir)) if (COMPRESSIBLE.test(path)) all.push(path);
  await eachLimited(all, availableParallelism() + 2, async (path) => {
    const content = await readFile(path);
    if (content.length >= 512) await writeCompressed(path, content);
  });
}

/** Writes the .br and .gz copies of the file at `path`, whose content is `content`. */
async function writeCompressed(path: string, content: Buffer, quick = false): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        // Pages: there are hundreds (every route in every language), so not the slowest
        // quality; the hashed assets get the best. Quality 10 (all 365 pages of a production
        // build of 2026-11-29, one after the other: 3.6 s, against 0.35 s at 7 and 10.7 s at 11)
        // makes them 5 % smaller than 7 does, the largest 10,328 -> 9,744 bytes (11: 9,533).
        // (7 until 2026-11-29, when the largest went over the pages' 10 KB budget.) A deployment
        // for a test (`quick`): the middle setting, 5, a quarter of the time of 10.
        [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : path.endsWith('.html') ? 10 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: quick ? 6 : 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Points a built app (`dir`) at the platform at `address` ('' for the page's own origin) at
 * deploy time: every page's platform meta tag and Content-Security-Policy (`configurePage`), and
 * the compressed copies of the pages it changed (with `quick`, compressed at a fast setting, for
 * a deployment a test makes: a quarter of the time, pages about 8 % larger). Resolves how many
 * pages it wrote.
 */
export async function configureBuild(
  dir: string,
  address: string,
  { quick = false }: { quick?: boolean } = {},
): Promise<number> {
  const base = platformBase(address);
  const pages: string[] = [];
  for await (const path of files(dir)) if (path.endsWith('.html')) pages.push(path);
  if (pages.length === 0) throw new Error(`no pages in ${dir}: is it a build of the app?`);
  let written = 0;
  await eachLimited(pages, availableParallelism() + 2, async (path) => {
    const html = await readFile(path, 'utf8');
    let configured: string;
    try {
      configured = configurePage(html, base);
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
    if (configured === html) return;
    const content = Buffer.from(configured);
    await writeFile(path, content);
    await writeCompressed(path, content, quick);
    written += 1;
  });
  return written;
}

type DeliveryOptions = {
  /** Writes more pages into the output directory before it is compressed (the prerender). */
  pages?: (config: ResolvedConfig, outDir: string) => Promise<void>;
  /** The app's languages: the build is made installable (manifest, icons, service worker). */
  languages?: readonly string[];
};

/**
 * Delivery as a CDN would do it: the platform's address (VITE_API_BASE_URL, '' for the page's
 * own origin) and the policy in every page's HTML (meta tags any static host serves; the demo
 * server also sends the policy as a header, with frame-ancestors), and every text file
 * precompressed at build time as .br and .gz next to it.
 */
export function delivery(apiBaseUrl: string | undefined, options: DeliveryOptions = {}): Plugin {
  let outDir = 'dist';
  let resolved: ResolvedConfig | undefined;
  const base = platformBase(apiBaseUrl);
  const apiOrigin = platformOrigin(base);
  return {
    name: 'merchant-delivery',
    apply: 'build',
    configResolved(config) {
      resolved = config;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        // Before the policy, which the prerender follows with the boot script: the boot script
        // reads the platform's address from it.
        { tag: 'meta', attrs: { name: PLATFORM_META, content: base }, injectTo: 'head-prepend' },
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(apiOrigin),
          },
          injectTo: 'head-prepend',
        },
        {
          tag: 'meta',
          attrs: { name: 'referrer', content: 'strict-origin-when-cross-origin' },
          injectTo: 'head',
        },
        ...(options.languages
          ? [
              {
                tag: 'link',
                attrs: { rel: 'manifest', href: MANIFEST },
                injectTo: 'head' as const,
              },
              {
                tag: 'link',
                attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
                injectTo: 'head' as const,
              },
            ]
          : []),
      ],
    },
    async closeBundle() {
      if (options.pages && resolved) await options.pages(resolved, outDir);
      if (options.languages) await writeInstallable(outDir, options.languages);
      const started = Date.now();
      await precompress(outDir);
      resolved?.logger.info(
        `delivery: compressed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
