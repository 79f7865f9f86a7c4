import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { delivery } from './build/delivery';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  envPrefix: 'VITE_',
  plugins: [react(), delivery(process.env.VITE_API_BASE_URL)],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries that only some pages need stay in their own chunks, so the login page
        // (the first page on a slow network) never downloads them: see scripts/check-size.mjs.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What every page needs at start, in one chunk of its own.
            {
              name: 'core',
              test: /packages[\\/](api[\\/]src|ui[\\/]src[\\/](data[\\/](client|session|storage|errors|returnPath|demo|BaseProviders)|i18n[\\/](index|languages)|theme))/,
            },
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
