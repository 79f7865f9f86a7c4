import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// `import ... from './x'`, `import type ... from './x'`, `export ... from './x'`, `import './x'`:
// every relative import a module makes before it runs (dynamic import() loads later, on purpose).
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') sourceFiles(path, into);
    } else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.d\.ts$/.test(name)) {
      into.push(path);
    }
  }
  return into;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The import cycles among the source files under `dirs` (type-only imports included: a cycle of
 * types still ties the modules' order together), each as its files relative to `root`, sorted.
 */
export function importCycles(dirs: string[], root: string): string[][] {
  const files = dirs.flatMap((dir) => sourceFiles(dir));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) targets.push(target);
    }
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components: every component of more than one file is a cycle.
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = edges.get(file)?.includes(file);
    if (component.length > 1 || selfImport) {
      cycles.push(component.map((f) => relative(root, f)).sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return cycles;
}
