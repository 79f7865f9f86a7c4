// The deps step of `npm test`: every package a file imports is declared. A file in a workspace
// (packages/*, apps/*, mocks) may import what its workspace's package.json or the root's declares
// (the root's devDependencies are the tools every workspace's tests and stories run with); a
// file outside them (scripts/, bench/, .storybook/, the root's configuration files) what the
// root declares, and the workspaces themselves. Node's built-ins are exempt.
// Imports are read with a regular expression (static and dynamic imports, re-exports, require,
// `/// <reference types>`), comments first taken out; a bare specifier counts by its package
// name ('@scope/name' or the first segment).
// The positive control: CHECK_DEPS_WITHOUT=<name>[,<name>] drops those from every declaration,
// and the step must then fail on each (try `CHECK_DEPS_WITHOUT=js-yaml`).
//   node scripts/check-deps.mjs
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = process.cwd();
const SCANNED = ['packages', 'apps', 'mocks', 'scripts', 'bench', '.storybook'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'storybook-site',
  '.cache',
  'reports',
  'runs',
  'visual',
]);
const SOURCE = /\.(?:[cm]?js|[cm]?ts|tsx|jsx)$/;
// What the scan reads today (947 files on 2026-11-27): a path or filter that matches
// less fails rather than checks nothing.
const FLOOR_FILES = 600;

const without = new Set(
  (process.env.CHECK_DEPS_WITHOUT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const builtins = new Set(builtinModules.flatMap((name) => [name, name.replace(/^node:/, '')]));

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every name a package.json declares (all four kinds), less the control's. */
function declared(pkg) {
  const names = new Set();
  for (const kind of [
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
  ]) {
    for (const name of Object.keys(pkg[kind] ?? {})) if (!without.has(name)) names.add(name);
  }
  return names;
}

const rootPkg = readJson(join(ROOT, 'package.json'));
const rootNames = declared(rootPkg);
// The workspaces: their folder, their own name and what they declare.
const workspaces = [];
for (const pattern of rootPkg.workspaces ?? []) {
  const dirs = pattern.endsWith('/*')
    ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((d) => join(pattern.slice(0, -2), d))
    : [pattern];
  for (const dir of dirs) {
    const file = join(ROOT, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = readJson(file);
    workspaces.push({ dir: `${dir}/`, name: pkg.name, names: declared(pkg), file });
  }
}
const workspaceNames = new Set(workspaces.map((w) => w.name));

function sources(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (SOURCE.test(entry)) out.push(path);
  }
  return out;
}

const files = [
  ...SCANNED.flatMap((dir) => sources(join(ROOT, dir))),
  ...readdirSync(ROOT)
    .filter((entry) => SOURCE.test(entry))
    .map((entry) => join(ROOT, entry)),
];

// Comments out (a `//` after a quote's colon, as in 'https://', is left alone), then specifiers.
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/(?!\/ <reference).*$/gm;
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"]+)['"]/g,
];

function packageOf(specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (/^[./]/.test(bare) || bare.startsWith('node:') || /^[a-z]+:/.test(bare)) return null;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  // Text that only looks like an import (a pattern in a string) names no package.
  if (!/^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(name)) return null;
  return builtins.has(name) ? null : name;
}

const missing = new Map(); // package.json -> name -> files
let scanned = 0;
for (const path of files) {
  scanned += 1;
  const rel = relative(ROOT, path);
  const text = readFileSync(path, 'utf8').replace(COMMENTS, '$1');
  const workspace = workspaces.find((w) => rel.startsWith(w.dir));
  const names = new Set();
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const name = packageOf(match[1]);
      if (name) names.add(name);
    }
  }
  for (const name of names) {
    const ok = workspace
      ? name === workspace.name ||
        workspace.names.has(name) ||
        (rootNames.has(name) && !workspaceNames.has(name))
      : rootNames.has(name) || (workspaceNames.has(name) && !without.has(name));
    if (ok) continue;
    const where = workspace ? relative(ROOT, workspace.file) : 'package.json';
    const byName = missing.get(where) ?? new Map();
    byName.set(name, [...(byName.get(name) ?? []), rel]);
    missing.set(where, byName);
  }
}

const problems = [];
if (scanned < FLOOR_FILES) problems.push(`only ${scanned} files read (at least ${FLOOR_FILES})`);
for (const [where, byName] of missing) {
  for (const [name, users] of byName) {
    const more = users.length > 1 ? ` and ${users.length - 1} more` : '';
    problems.push(`${name} is imported by ${users[0]}${more} but not declared in ${where}`);
  }
}
for (const name of without) {
  if (![...missing.values()].some((byName) => byName.has(name)))
    problems.push(`control: ${name} left out of the declarations and no import was caught`);
}
const control = without.size > 0 ? ` (control: without ${[...without].join(', ')})` : '';
if (problems.length) {
  for (const problem of problems) console.error(`deps: ${problem}`);
  console.error(`deps: ${problems.length} problems in ${scanned} files${control}`);
  process.exit(1);
}
console.log(`deps: ${scanned} files, every imported package declared${control}`);
