// The copies step of `npm test`: repeated code in packages/, apps/ and mocks/, found by jscpd
// with the settings of .jscpd.json (blocks of at least 10 lines and 50 tokens, in TypeScript and
// TSX, the generated API types and the fake platform's fixtures left out, stories and tests in)
// and --ignore-identifiers (copies that differ only in names count).
// The allowance, .jscpd-allowance.json, says how many lines of each file are repeated elsewhere
// today. A file with more repeated lines than that (a new file with any) fails the step, with its
// repeated blocks named. It counts lines by file, not blocks by their text or their partner:
// a block's edges move whenever the code around it changes, and of three places holding the same
// code, jscpd may pair any two; the lines of a file that repeat code stay the same.
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

/** The repeated lines of each file of a report (each line counted once), with its blocks. */
function byFile(report) {
  const files = new Map();
  for (const clone of report.duplicates) {
    for (const side of [clone.firstFile, clone.secondFile]) {
      const entry = files.get(file(side)) ?? { lines: new Set(), clones: [] };
      for (let line = side.start; line <= side.end; line += 1) entry.lines.add(line);
      entry.clones.push(clone);
      files.set(file(side), entry);
    }
  }
  return files;
}

/** The files with more repeated lines than the allowance lets them. */
function overAllowance(files, allowed) {
  return [...files].filter(([name, entry]) => entry.lines.size > (allowed[name] ?? 0));
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
const files = byFile(all);
if (update) {
  const allowed = Object.fromEntries(
    [...files]
      .map(([name, entry]) => [name, entry.lines.size])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(ALLOWANCE, `${JSON.stringify(allowed, null, 2)}\n`);
  console.log(`copies: ${ALLOWANCE} now allows the repeated lines of ${files.size} files`);
  process.exit(0);
}
if (!existsSync(ALLOWANCE)) {
  console.error(`copies: no ${ALLOWANCE}: node scripts/check-copies.mjs --update writes it`);
  process.exit(1);
}
const allowed = JSON.parse(readFileSync(ALLOWANCE, 'utf8'));

// The control: a file copied whole into a scratch folder is repeated code the allowance does not know.
const scratch = mkdtempSync(join(tmpdir(), 'copies-control-'));
try {
  const original = 'packages/ui/src/data/kit/pagedList.ts';
  mkdirSync(join(scratch, 'a'));
  mkdirSync(join(scratch, 'b'));
  copyFileSync(original, join(scratch, 'a', 'pagedList.ts'));
  copyFileSync(original, join(scratch, 'b', 'pagedList.ts'));
  const control = scan([scratch], ['--ignore-identifiers'], join(OUT, 'control'));
  if (overAllowance(byFile(control), allowed).length !== 2) {
    console.error(`copies: control: a whole copy of ${original} is not caught`);
    process.exit(1);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const over = overAllowance(files, allowed);
for (const [name, entry] of over) {
  console.error(
    `copies: NEW repeat: ${name} has ${entry.lines.size} repeated lines, allowed ${allowed[name] ?? 0}:`,
  );
  for (const clone of entry.clones)
    console.error(
      `  ${clone.lines} lines: ${place(clone.firstFile)} and ${place(clone.secondFile)}`,
    );
}
const spare = Object.entries(allowed).reduce(
  (sum, [name, n]) => sum + Math.max(0, n - (files.get(name)?.lines.size ?? 0)),
  0,
);
if (spare)
  console.log(
    `copies: ${spare} allowed repeated lines no longer exist: node scripts/check-copies.mjs --update`,
  );
if (over.length) {
  console.error(
    `copies: ${over.length} files repeat more code than ${ALLOWANCE} allows: move it where both` +
      ' places can import it (a copy that must stay: --update, and say why in the commit)',
  );
  process.exit(1);
}
