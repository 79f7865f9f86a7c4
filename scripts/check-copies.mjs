// The copies step of `npm test`: repeated code in packages/, apps/ and mocks/, found by jscpd
// with the settings of .jscpd.json (blocks of at least 10 lines and 50 tokens, in TypeScript and
// TSX, the generated API types and the fake platform's fixtures left out, stories and tests in)
// and --ignore-identifiers (copies that differ only in names count).
// The allowance, .jscpd-allowance.json, says how many repeated blocks each pair of files may
// share today. A pair that shares more fails the step, with the places named. It counts by pair
// of files, not by the block's exact text, because a block's edges move whenever the code around
// it changes: a copy made smaller by promoting part of it into the kit is still the same copy.
// Removing a copy needs nothing; shrink the allowance after it with
// `node scripts/check-copies.mjs --update` and commit it (a renamed file needs the same).
// Prints two figures: every repeated block, and the verbatim ones (names included).
// A file that does not parse is not compared (tsc and ESLint fail on it anyway).
//   node scripts/check-copies.mjs [--update]
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { bin } from './lib.mjs';

const CONFIG = '.jscpd.json';
const ALLOWANCE = '.jscpd-allowance.json';
const OUT = '.cache/jscpd';
// What the scan reads today (705 files on 2026-11-27): a path or filter that matches less fails.
const FLOOR_FILES = 600;
const update = process.argv.includes('--update');

/** One scan with the project's settings; returns jscpd's JSON report. */
function scan(paths, extra, out) {
  rmSync(out, { recursive: true, force: true });
  const args = ['-c', CONFIG, ...paths, '-r', 'json', '-o', out, '--absolute', '--silent'];
  const jscpd = spawnSync(bin('jscpd'), [...args, ...extra], { encoding: 'utf8' });
  if (jscpd.status !== 0) {
    console.error(jscpd.stderr, jscpd.stdout);
    throw new Error(`jscpd exited with ${jscpd.status}`);
  }
  return JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
}

const file = (side) => relative(process.cwd(), side.name);
const place = (side) => `${file(side)}:${side.start}-${side.end}`;
const pairOf = (clone) => [file(clone.firstFile), file(clone.secondFile)].sort().join(' + ');

/** The repeated blocks of a report, by pair of files. */
function byPair(report) {
  const pairs = new Map();
  for (const clone of report.duplicates) {
    const key = pairOf(clone);
    pairs.set(key, [...(pairs.get(key) ?? []), clone]);
  }
  return pairs;
}

/** The pairs that share more blocks than the allowance lets them. */
function overAllowance(pairs, allowed) {
  return [...pairs].filter(([key, clones]) => clones.length > (allowed[key] ?? 0));
}

const all = scan([], ['--ignore-identifiers'], join(OUT, 'all'));
const verbatim = scan([], [], join(OUT, 'verbatim'));
const { sources, clones, duplicatedLines } = all.statistics.total;
console.log(
  `copies: ${clones} repeated blocks (${duplicatedLines} lines) in ${sources} files` +
    `, ${verbatim.statistics.total.clones} of them verbatim`,
);
if (sources < FLOOR_FILES) {
  console.error(`copies: the scan read ${sources} files, fewer than ${FLOOR_FILES}`);
  process.exit(1);
}
const pairs = byPair(all);
if (update) {
  const allowed = Object.fromEntries(
    [...pairs].map(([key, list]) => [key, list.length]).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(ALLOWANCE, `${JSON.stringify(allowed, null, 2)}\n`);
  console.log(`copies: ${ALLOWANCE} now allows the ${clones} blocks of ${pairs.size} pairs`);
  process.exit(0);
}
if (!existsSync(ALLOWANCE)) {
  console.error(`copies: no ${ALLOWANCE}: node scripts/check-copies.mjs --update writes it`);
  process.exit(1);
}
const allowed = JSON.parse(readFileSync(ALLOWANCE, 'utf8'));

// The control: a file copied whole into a scratch folder is a pair the allowance does not know.
const scratch = mkdtempSync(join(tmpdir(), 'copies-control-'));
try {
  const original = 'packages/ui/src/data/pagedList.ts';
  mkdirSync(join(scratch, 'a'));
  mkdirSync(join(scratch, 'b'));
  copyFileSync(original, join(scratch, 'a', 'pagedList.ts'));
  copyFileSync(original, join(scratch, 'b', 'pagedList.ts'));
  const control = scan([scratch], ['--ignore-identifiers'], join(OUT, 'control'));
  if (overAllowance(byPair(control), allowed).length !== 1) {
    console.error(`copies: control: a whole copy of ${original} is not caught`);
    process.exit(1);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const over = overAllowance(pairs, allowed);
for (const [key, list] of over) {
  console.error(`copies: NEW repeat: ${key} share ${list.length}, allowed ${allowed[key] ?? 0}:`);
  for (const clone of list)
    console.error(
      `  ${clone.lines} lines: ${place(clone.firstFile)} and ${place(clone.secondFile)}`,
    );
}
const spare = Object.entries(allowed).reduce(
  (sum, [key, n]) => sum + Math.max(0, n - (pairs.get(key)?.length ?? 0)),
  0,
);
if (spare)
  console.log(
    `copies: ${spare} allowed blocks no longer exist: node scripts/check-copies.mjs --update`,
  );
if (over.length) {
  console.error(
    `copies: ${over.length} pairs of files repeat code beyond ${ALLOWANCE}: move it where both` +
      ' can import it (a copy that must stay: --update, and say why in the commit)',
  );
  process.exit(1);
}
