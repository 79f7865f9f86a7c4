import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { delivery } from '../../apps/merchant/build/delivery';

// The floor page, built and delivered exactly as the app is (same Vite, precompressed).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), delivery(undefined)],
  build: { outDir: '../../.cache/bench-floor', emptyOutDir: true, target: 'es2022' },
});
