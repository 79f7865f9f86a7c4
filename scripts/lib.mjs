// Small helpers shared by the project scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

/** Starts a long-running process and returns it (stop it with stop()). */
export function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  return child;
}

/** Stops a process started with start(), with its children. */
export function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/**
 * How long a script waits for what a merchant would see at once, or for a server to answer:
 * generous, as a busy two-core machine can take many seconds for it; a passing run never waits it.
 */
export const PATIENCE_MS = 30000;

/**
 * Chromium's arguments for every headless run (the browser steps, Storybook's test-runner):
 * no sandbox (it runs in containers), no GPU, no small /dev/shm, none of its background traffic.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Writes a step's results where `npm test` reads its totals (`numPassedTests`,
 * `numFailedTests`, as Jest's and Vitest's JSON reporters name them), with `extra` beside them.
 */
export function writeResults(file, passed, failed, extra = {}, indent = undefined) {
  mkdirSync(dirname(file), { recursive: true });
  const results = { numPassedTests: passed, numFailedTests: failed, ...extra };
  writeFileSync(file, `${JSON.stringify(results, null, indent)}${indent ? '\n' : ''}`);
}

/** Waits until an HTTP URL answers, or throws after `ms`. */
export async function waitForUrl(url, ms = PATIENCE_MS) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The Chromium the tests use, or null. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(path) ? path : null;
}

/** Reads `--name value` style flags. */
export function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

// What a build of the app is made of: its sources, the packages installed and the build's VITE_
// settings (and .env files, which Vite reads). Stories and tests are not (nothing the app
// imports); nor are node_modules, dist and other dot files and folders inside those paths (the
// installed packages count through npm's own record).
const BUILD_INPUTS = [
  'apps/merchant',
  'packages',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'node_modules/.package-lock.json',
  ...['.env', '.env.local', '.env.production', '.env.production.local'],
];
const NOT_INPUT = /^(node_modules|dist|\.(?!env).+)$|\.(stories|test)\.[jt]sx?$/;
// Files any build reads: the control that the list above still reaches them.
const KNOWN_INPUTS = ['apps/merchant/src/routes.ts', 'packages/ui/src/i18n/locales/zh-CN/app.json'];

/** A hash of the build's inputs (`env`: the build's environment) and the number of files. */
export function buildInputs(env = process.env) {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    const entries = readdirSync(path, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (NOT_INPUT.test(entry.name)) continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  for (const path of BUILD_INPUTS) {
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
  const missing = KNOWN_INPUTS.filter((file) => !files.includes(file));
  if (missing.length) throw new Error(`build inputs: ${missing.join(', ')} not among them`);
  const hash = createHash('sha256');
  const settings = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(`${settings.join('\n')}\0`);
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return { hash: hash.digest('hex'), files: files.length };
}

const recordOf = (dist) => join(dist, '.vite', 'build-inputs.json');

/**
 * Whether the build in `dist` was made from today's sources (`env`: its environment), by the
 * hash of its inputs recorded next to it; `inputs` is today's, `says` what was found.
 */
export function builtFrom(dist, env) {
  const inputs = buildInputs(env);
  let made = null;
  try {
    made = JSON.parse(readFileSync(recordOf(dist), 'utf8'));
  } catch {
    // no record
  }
  const current = made?.hash === inputs.hash && existsSync(join(dist, 'index.html'));
  const says = current
    ? `${dist} was made from these sources (${inputs.files} files, ${inputs.hash.slice(0, 12)})`
    : made
      ? `${dist} was made from other sources (${String(made.hash).slice(0, 12)}, today ${inputs.hash.slice(0, 12)})`
      : `${dist} has no record of its sources`;
  return { current, inputs, says };
}

/**
 * Builds into `dist` with `build()` (resolving its exit code), or, with `reuse`, keeps the build
 * there if it was made from today's sources (builtFrom): a build made from other sources, or with
 * no record, is built again, never reused. The record is written after a successful build whose
 * inputs did not change while it ran.
 */
export async function verifiedBuild(dist, env, build, { reuse = false } = {}) {
  const found = builtFrom(dist, env);
  if (reuse) {
    console.log(`build: ${found.says}: ${found.current ? 'reused' : 'building it'}`);
    if (found.current) return 0;
  }
  rmSync(recordOf(dist), { force: true });
  const code = await build();
  if (code !== 0) return code;
  const after = buildInputs(env);
  if (after.hash !== found.inputs.hash) {
    console.warn(`build: the sources changed while ${dist} was built: not recorded as current`);
    return code;
  }
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(recordOf(dist), `${JSON.stringify({ hash: after.hash, files: after.files })}\n`);
  return code;
}
