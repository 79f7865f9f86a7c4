import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { delivery } from '../../apps/merchant/build/delivery.ts';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The floor pages, built and delivered exactly as the app is (same Vite, precompressed): the
// React login form (/), the same form as static HTML with no script (/static/), and the bench's
// control, a page that never paints (/blank/).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), delivery(undefined)],
  build: {
    outDir: process.env.BENCH_FLOOR_DIST ?? '../../.cache/bench-floor',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        index: page('./index.html'),
        static: page('./static/index.html'),
        blank: page('./blank/index.html'),
      },
    },
  },
});
