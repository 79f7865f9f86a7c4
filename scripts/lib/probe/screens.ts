// Which page calls which operation, read from the source: the route table
// (apps/merchant/src/routes.ts) names each page's screen folder; the screen's code, and the
// modules of packages/ui/src it imports (shared hooks, data/queries), name the calls as the
// typed client writes them: `$api.useQuery('get', '/merchant/order/list', ...)`,
// `$api.useMutation('post', ...)`, `apiClient.GET('/api/...')`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A call as the source writes it: `GET /merchant/order/list`. */
export type Call = `${'GET' | 'POST'} ${string}`;

/** One page of the route table with the calls its screen's code makes. */
export interface RouteCalls {
  /** The page's address (`/order`). */
  path: string;
  /** The screen folder, from the repository root (`packages/ui/src/screens/orders/OrderList`). */
  screen: string;
  /** Every call the screen's code (and what it imports from packages/ui/src) makes, sorted. */
  calls: Call[];
}

const UI_SRC = 'packages/ui/src';
const ROUTES_FILE = 'apps/merchant/src/routes.ts';
const PATHS_FILE = 'packages/ui/src/data/address/paths.ts';

const CALL_PATTERNS: readonly RegExp[] = [
  // $api.useQuery('get', '/path'), useInfiniteQuery, useMutation, a query key ['get', '/path']
  /['"](get|post)['"]\s*,\s*['"`](\/[\w/.-]+)['"`]/gi,
  // apiClient.GET('/path'), apiClient.POST('/path')
  /\.(GET|POST)\(\s*['"`](\/[\w/.-]+)['"`]/g,
];

/** The source without its comments (a comment's example call is no call). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The calls one source text makes. */
export function callsIn(source: string): Call[] {
  const calls = new Set<Call>();
  const code = withoutComments(source);
  for (const pattern of CALL_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      calls.add(`${match[1]!.toUpperCase() as 'GET' | 'POST'} ${match[2]!}`);
    }
  }
  return [...calls];
}

const IMPORT_PATTERNS: readonly RegExp[] = [
  // import x from './a'; import { y } from '../b'; export { z } from './c' (not `import type`)
  /(?:^|[\s;])(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  // import './side-effect'
  /(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  // import('./lazy')
  /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
];

/** The relative imports of a source text (type-only imports left out). */
export function importsIn(source: string): string[] {
  const found = new Set<string>();
  const code = withoutComments(source);
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file);

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The calls made by a module and everything it imports from packages/ui/src (tests left out). */
export function callsOfModule(entry: string, root: string): Call[] {
  const ui = resolve(root, UI_SRC);
  const seen = new Set<string>();
  const calls = new Set<Call>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const call of callsIn(source)) calls.add(call);
    for (const specifier of importsIn(source)) {
      const target = resolveModule(file, specifier);
      if (target && target.startsWith(`${ui}/`) && !isTestOrStory(target)) queue.push(target);
    }
  }
  return [...calls].sort();
}

/** A page of the route table: its address, its screen folder and the component it shows. */
export interface RouteScreen {
  path: string;
  /** The screen folder, from the repository root. */
  screen: string;
  /** The component the route takes from the folder (`OrderListScreen`). */
  component: string;
}

/** Every page of the route table with its screen, from the route table's text. */
export function routeScreens(root: string): RouteScreen[] {
  const paths = Object.fromEntries(
    [...readFileSync(join(root, PATHS_FILE), 'utf8').matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(
      (m) => [m[1]!, m[2]!],
    ),
  );
  const routes = readFileSync(join(root, ROUTES_FILE), 'utf8');
  const screens = new Map(
    [
      ...routes.matchAll(
        /const (\w+) = (?:screen|preloadable)\(\s*\(\) => import\('@merchant\/ui\/(screens\/[^']+)'\),\s*\(m\) => m\.(\w+),?\s*\)/g,
      ),
    ].map((m) => [m[1]!, { screen: `${UI_SRC}/${m[2]!}`, component: m[3]! }]),
  );
  const pages: RouteScreen[] = [];
  for (const match of routes.matchAll(/\{\s*path: PATHS\.(\w+),[^{}]*?\bscreen: (\w+)[^{}]*\}/g)) {
    const path = paths[match[1]!];
    const screen = screens.get(match[2]!);
    if (!path) throw new Error(`${ROUTES_FILE}: PATHS.${match[1]} is not in ${PATHS_FILE}`);
    if (!screen) throw new Error(`${ROUTES_FILE}: no screen import for ${match[2]}`);
    pages.push({ path, ...screen });
  }
  return pages;
}

/** Every page of the route table with the calls its screen makes. */
export function screenCalls(root: string): RouteCalls[] {
  const byScreen = new Map<string, Call[]>();
  return routeScreens(root).map(({ path, screen }) => {
    let calls = byScreen.get(screen);
    if (!calls) {
      const entry = ['index.ts', 'index.tsx']
        .map((name) => join(resolve(root), screen, name))
        .find((file) => existsSync(file));
      if (!entry) throw new Error(`${screen} has no index.ts`);
      calls = callsOfModule(entry, root);
      byScreen.set(screen, calls);
    }
    return { path, screen, calls };
  });
}
