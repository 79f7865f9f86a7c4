import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { delivery } from './build/delivery.ts';
import { LANGUAGES, PAGE_NAMESPACES } from '../../packages/ui/src/i18n/languages.ts';
import { screenNamespaces } from './build/namespaces.ts';
import { nameDynamicImports, prerender } from './build/prerender.ts';
import { styledIds } from './build/styledIds.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The version of the running build (About us), from the root package.json.
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

// What the browser build and the prerender's server build share: the same code must render the
// same HTML on both sides, down to styled-components' class names.
const shared = {
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // (styled-components are compiled before, by styledIds: see build/styledIds.ts.)
} satisfies InlineConfig;

const pages = prerender({
  entry: 'src/prerender.tsx',
  shared: {
    ...shared,
    plugins: [styledIds(), react(), screenNamespaces(PAGE_NAMESPACES), nameDynamicImports()],
  },
  // The app itself, which the entry imports after React (src/main.tsx).
  start: 'src/start.tsx',
  lazyOnly: /[\\/]BackToTop-/,
  kept: '@merchant/ui/data/boot/persistedReads.ts',
});

// The kit: the UI package's data hooks and primitives, the shell, the API client and the
// libraries under them, less its rarer, heavier parts (each in a file of its own).
const isKit = (id: string) =>
  /node_modules[\\/](@tanstack|openapi-react-query|tslib)[\\/]|packages[\\/](api[\\/]src|ui[\\/]src[\\/](data|primitives|shell))[\\/]|apps[\\/]merchant[\\/]src[\\/]TabPages\.tsx$/.test(
    id,
  ) &&
  !/[\\/](zodConfig|Icon|LineChart|QrCode|ImageUploader|PaymentFlow[\\/]PaymentFlow|paymentFlow|paidAction|reconciledAction|lostAnswer|PaymentPassword\w*|SearchSelect|PullToRefresh|BackToTop|SafeHtml|StartupExchange|sanitizeHtml|upload|download|csv|VirtualRows|react-virtual|virtual-core)[\\/.]/.test(
    id,
  );

// The pages a merchant opens first, by link or from the home screen's icon (those the bench and
// the size budgets measure): the three lists, and the others.
const screenModule = (screen: string) =>
  fileURLToPath(new URL(`../../packages/ui/src/screens/${screen}/index.ts`, import.meta.url));
const FIRST_LISTS = ['orders/OrderList', 'products/Goods', 'products/Distribution'].map(
  screenModule,
);
const FIRST_OTHERS = ['home/Home', 'account/My'].map(screenModule);
// The app's start and frame, whose lazily loaded kit parts (the query client, the tab layout,
// the kept tab pages...) every logged-in page loads.
const FRAME = ['./src/start.tsx', './src/App.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

/** Every module the roots import statically, themselves included. */
function staticGraph(ctx: ChunkingContext, roots: string[]): Set<string> {
  const modules = new Set<string>();
  const next = [...roots];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (modules.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    modules.add(id);
    next.push(...info.importedIds);
  }
  return modules;
}

// The kit's file for each module: 'kit' for the frame's kit parts and what /home or /my import
// (the list pages load it too), 'kit-lists' for what only the list pages import (the paged list,
// selection, the pick flow...), none for the rest (worked out once per chunking pass).
const kitFiles = new WeakMap<ChunkingContext, Map<string, 'kit' | 'kit-lists'>>();
function kitFile(ctx: ChunkingContext, id: string): 'kit' | 'kit-lists' | null {
  let files = kitFiles.get(ctx);
  if (!files) {
    const frame = FRAME.flatMap(
      (root) => ctx.getModuleInfo(root)?.dynamicallyImportedIds.filter(isKit) ?? [],
    );
    const common = staticGraph(ctx, [...frame, ...FIRST_OTHERS]);
    files = new Map();
    for (const module of staticGraph(ctx, FIRST_LISTS))
      files.set(module, common.has(module) ? 'kit' : 'kit-lists');
    for (const module of common) files.set(module, 'kit');
    kitFiles.set(ctx, files);
  }
  return isKit(id) ? (files.get(id) ?? null) : null;
}

export default defineConfig({
  ...shared,
  root,
  base: '/',
  envPrefix: 'VITE_',
  plugins: [
    styledIds(),
    react(),
    screenNamespaces(PAGE_NAMESPACES),
    pages.plugin,
    delivery(process.env.VITE_API_BASE_URL, {
      pages: pages.pages,
      languages: LANGUAGES.map((language) => language.code),
    }),
  ],
  publicDir: 'public',
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
        // A language's namespaces are named after it: assets/<language>.<namespace>-<hash>.js.
        chunkFileNames: (chunk) => {
          const text = /i18n[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.json$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return text ? `assets/${text[1]}.${text[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // A page loads a few files, not one per module: on a slow network each file is a
        // request, and a request costs a round trip. Libraries and parts that only some pages
        // need stay in their own files, so the login page (the first page on a slow network)
        // never downloads them: see scripts/check-size.mjs.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React, which the entry evaluates first, on its own (src/main.tsx).
            {
              name: 'react',
              // (with Vite's preload helper, which the entry's dynamic import needs too)
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
              priority: 40,
            },
            // The other libraries the app starts with, evaluated next (src/vendor.ts).
            {
              name: 'vendor',
              test: /apps[\\/]merchant[\\/]src[\\/]vendor\.ts$/,
              includeDependenciesRecursively: true,
              priority: 35,
            },
            // Everything else the app needs at start (the client and session, i18n, the theme,
            // the shell), with the page frame, the form fields and the login screen: the login
            // page is these files and the start of its language. (With the "as of" time, which
            // the code keeping the page on screen as the merchant leaves writes without the kit.)
            {
              name: 'app',
              test: /apps[\\/]merchant[\\/]src[\\/]start\.tsx$|rolldown[\\/]runtime|packages[\\/]ui[\\/]src[\\/](primitives[\\/](NavBar|Page|TextField|Icon)[\\/]|screens[\\/]auth[\\/]Login[\\/](index|LoginScreen|LoginView|useLogin)\.|shell[\\/]asOf\.)/,
              includeDependenciesRecursively: true,
              priority: 30,
            },
            // zod alone: the login form's check needs it without react-hook-form, which the
            // other forms load with their resolver.
            {
              name: 'forms-validation',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 10,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 10,
            },
            // The modals (sheets, dialogs) and Radix Dialog under them: loaded when a page that
            // holds one is idle, or when one opens (primitives/lazyModal.tsx), never first.
            {
              name: 'dialogs',
              test: /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]|primitives[\\/](BottomSheet[\\/]BottomSheetDialog|ConfirmDialog[\\/]ConfirmDialogModal)\./,
              priority: 6,
            },
            // What the logged-in pages opened first share (TanStack Query, the data hooks, the
            // tab bar, the kept tab pages, and the kit's parts those pages import), in their
            // first files: one file for all of them and one more for the list pages (see
            // kitFile). The kit's other parts, which only the pages opened later import, are
            // one file of their own (kit-more), so a first page never downloads them.
            {
              name: (id, ctx) => kitFile(ctx, id),
              debugName: 'kit',
              priority: 5,
            },
            {
              name: 'kit-more',
              test: isKit,
              priority: 4,
            },
            // Paying from the balance (the payment flow, the payment password's check, the
            // lost-answer guard): one file, loaded by the pages that take payments (/order
            // picks), never by the other first pages.
            {
              name: 'payments',
              test: /packages[\\/]ui[\\/]src[\\/]data[\\/]kit[\\/](paymentFlow|paidAction|reconciledAction|lostAnswer)\./,
              priority: 7,
            },
          ],
        },
      },
    },
  },
  server: { host: true },
});
