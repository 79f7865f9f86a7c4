import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the app: only its own scripts (no inline script, no eval),
 * calls only to the API origin, no plugins, nothing may frame it. Styles may be inline
 * (styled-components writes <style> elements at run time). Images may come from any https
 * host (the platform's CDN), data: and blob: (previews of photos being uploaded). The live
 * chat of customer service is an https page shown in a frame.
 */
export function contentSecurityPolicy(apiOrigin: string | null): string {
  const connect = apiOrigin ? `'self' ${apiOrigin}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
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

/**
 * Delivery as a CDN would do it: the policy in every page's HTML (a meta tag any static host
 * serves; the demo server also sends it as a header, with frame-ancestors), and every text
 * file precompressed at build time as .br and .gz next to it.
 */
export function delivery(apiBaseUrl: string | undefined): Plugin {
  let outDir = 'dist';
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : null;
  return {
    name: 'merchant-delivery',
    apply: 'build',
    configResolved(config) {
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
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const content = await readFile(path);
        if (content.length < 512) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
