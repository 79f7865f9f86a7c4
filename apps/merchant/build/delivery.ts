import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { BOOT_SCRIPT_HASH } from './bootScript.ts';

/**
 * The Content-Security-Policy of the app: only its own scripts and the prerendered pages' boot
 * script, by its hash (no other inline script, no eval),
 * calls only to the API origin, no plugins, nothing may frame it. Styles may be inline
 * (styled-components writes <style> elements at run time). Images may come from any https
 * host (the platform's CDN), data: and blob: (previews of photos being uploaded). The live
 * chat of customer service is an https page shown in a frame.
 */
export function contentSecurityPolicy(apiOrigin: string | null): string {
  const connect = apiOrigin ? `'self' ${apiOrigin}` : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

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
    if (content.length < 512) return;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          // Pages: there are hundreds (every route in every language) and they are small, so a
          // quicker quality costs a few hundred bytes; the hashed assets get the best.
          [constants.BROTLI_PARAM_QUALITY]: path.endsWith('.html') ? 5 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  });
}

type DeliveryOptions = {
  /** Writes more pages into the output directory before it is compressed (the prerender). */
  pages?: (config: ResolvedConfig, outDir: string) => Promise<void>;
};

/**
 * Delivery as a CDN would do it: the policy in every page's HTML (a meta tag any static host
 * serves; the demo server also sends it as a header, with frame-ancestors), and every text
 * file precompressed at build time as .br and .gz next to it.
 */
export function delivery(apiBaseUrl: string | undefined, options: DeliveryOptions = {}): Plugin {
  let outDir = 'dist';
  let resolved: ResolvedConfig | undefined;
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : null;
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
      ],
    },
    async closeBundle() {
      if (options.pages && resolved) await options.pages(resolved, outDir);
      const started = Date.now();
      await precompress(outDir);
      resolved?.logger.info(
        `delivery: compressed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
