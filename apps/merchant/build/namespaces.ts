import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The i18n namespaces a screen's code asks for, read from its source: the screen module and
 * every module of the UI package it imports, statically or lazily (a sheet it opens later
 * counts too). A route's screen waits for these texts before it shows (src/routes.ts), so a
 * namespace missing from its list would show the merchant raw keys: namespaces.test.ts checks
 * the reading, and that every namespace in the UI's code is named literally.
 */
const UI_SRC = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));

const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
// useTranslation('orders') and useTranslation(['orders', 'app'])
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
// { ns: 'orders' } and { ns: ['orders', 'app'] }
const NS_OPTION = /\bns:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
// 'orders:list.title', `money:fee.${kind}`
const PREFIXED_KEY = /['"`]([a-z]+):[\w.${}-]+/g;
const QUOTED = /['"]([a-z]+)['"]/g;

/** The file a specifier names, for the UI package's own modules; undefined for the rest. */
function resolveModule(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@merchant/ui/screens/'))
    base = join(UI_SRC, 'screens', specifier.slice('@merchant/ui/screens/'.length), 'index.ts');
  else if (specifier.startsWith('@merchant/ui/')) {
    const rest = specifier.slice('@merchant/ui/'.length);
    base = join(UI_SRC, rest.includes('/') ? rest : `${rest}/index.ts`);
  } else return undefined;
  if (!base.startsWith(UI_SRC)) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** Every namespace the module at `entry` and what it imports of the UI package ask for. */
export function namespacesOf(entry: string, known: readonly string[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  const add = (list: string) => {
    for (const [, ns] of list.matchAll(QUOTED)) if (ns && known.includes(ns)) found.add(ns);
  };
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, list] of code.matchAll(USE_TRANSLATION)) add(list ?? '');
    for (const [, list] of code.matchAll(NS_OPTION)) add(list ?? '');
    for (const [, ns] of code.matchAll(PREFIXED_KEY)) if (ns && known.includes(ns)) found.add(ns);
    for (const [, , specifier] of code.matchAll(IMPORTS)) {
      const next = specifier && resolveModule(specifier, file);
      if (next && !/\.(stories|test)\.tsx?$/.test(next)) queue.push(next);
    }
  }
  return found;
}

/** The module a screen specifier of the route table names. */
export function screenModule(specifier: string): string {
  const file = resolveModule(specifier, UI_SRC);
  if (!file) throw new Error(`no module for ${specifier}`);
  return file;
}

/**
 * A build plugin: each screen the route table imports (`() => import('@merchant/ui/screens/…')`
 * in src/routes.ts) is told the namespaces its code asks for (`namespaces` on the loader), so
 * the page downloads those texts with its code and no others. Without it (tests, Storybook)
 * a screen waits for every namespace.
 */
export function screenNamespaces(known: readonly string[]): Plugin {
  return {
    name: 'merchant-screen-namespaces',
    transform: {
      filter: { id: /[\\/]apps[\\/]merchant[\\/]src[\\/]routes\.ts$/ },
      handler(code) {
        const told = code.replace(
          /\(\)\s*=>\s*import\((['"])(@merchant\/ui\/screens\/[^'"]+)\1\)/g,
          (call, _quote: string, specifier: string) => {
            const file = screenModule(specifier);
            this.addWatchFile(file);
            const namespaces = [...namespacesOf(file, known)].sort();
            return `Object.assign(${call}, { namespaces: ${JSON.stringify(namespaces)} })`;
          },
        );
        return told === code ? null : { code: told, map: null };
      },
    },
  };
}
