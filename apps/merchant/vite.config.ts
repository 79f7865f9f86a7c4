import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { delivery } from './build/delivery';

const root = fileURLToPath(new URL('.', import.meta.url));
// The version of the running build (About us), from the root package.json.
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

export default defineConfig({
  root,
  base: '/',
  envPrefix: 'VITE_',
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  plugins: [react(), delivery(process.env.VITE_API_BASE_URL)],
  publicDir: 'public',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // "Back to top" (loaded behind every page) only uses files its page has already loaded.
      resolveDependencies: (file, deps) => (/[\\/]BackToTop-/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Libraries that only some pages need stay in their own chunks, so the login page
        // (the first page on a slow network) never downloads them: see scripts/check-size.mjs.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What every page needs at start, in one chunk of its own: the client and session,
            // the shell's controls, i18n and theme. The language codes and choice stay with the
            // client that imports them (split apart, two chunks imported each other and the app
            // did not start); the API's money and dates come with the pages that show them.
            {
              name: 'core',
              test: /node_modules[\\/]openapi-fetch[\\/]|packages[\\/](api[\\/]src[\\/](index|client|errors|session)\.ts|ui[\\/]src[\\/](data[\\/](client|session|storage|errors|returnPath|demo|BaseProviders|paths|failure|languageCode|languageChoice)|shell[\\/]appHistory|primitives[\\/](Button|Spinner|Toast|VisuallyHidden)[\\/]|i18n[\\/](index|languages)|theme))/,
            },
            // React in one chunk rather than four small ones.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/](@tanstack|openapi-react-query)[\\/]/ },
            { name: 'forms-validation', test: /node_modules[\\/](zod|@hookform)[\\/]/ },
            {
              name: 'dialog',
              test: /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: true },
});
