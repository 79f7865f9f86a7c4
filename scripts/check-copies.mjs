// The copies step of `npm test`: repeated code in packages/, apps/ and mocks/, found by jscpd
// with the settings of .jscpd.json (blocks of at least 10 lines and 50 tokens, in TypeScript and
// TSX; copies that differ only in names count; the generated API types and the fake platform's
// fixtures are left out, stories and tests are not). The copies that exist are listed, by their
// fingerprint, in the allowance file .jscpd-baseline.json; a copy that is not in it fails the
// step, with both places named. Removing a copy needs nothing; after promoting copies into the
// kit, shrink the allowance with `node scripts/check-copies.mjs --update` and commit it.
// Prints two figures: all copies (names ignored) and the verbatim ones (token for token). A file
// that does not parse is not compared (tsc and ESLint fail on it anyway).
//   node scripts/check-copies.mjs [--update]
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { bin } from './lib.mjs';

const CONFIG = '.jscpd.json';
const ALLOWANCE = '.jscpd-baseline.json';
const OUT = '.cache/jscpd';
// What the scan reads today (700 files on 2026-11-27): a path or filter that matches less fails.
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

const place = (file) => `${relative(process.cwd(), file.name)}:${file.start}-${file.end}`;

const all = scan(
  [],
  ['--ignore-identifiers', '--baseline', ALLOWANCE, ...(update ? ['--update-baseline'] : [])],
  join(OUT, 'all'),
);
const verbatim = scan([], [], join(OUT, 'verbatim'));

// The control: a file copied whole into a scratch folder is a new copy for the same allowance.
const scratch = mkdtempSync(join(tmpdir(), 'copies-control-'));
try {
  const original = 'packages/ui/src/data/pagedList.ts';
  mkdirSync(join(scratch, 'a'));
  mkdirSync(join(scratch, 'b'));
  copyFileSync(original, join(scratch, 'a', 'pagedList.ts'));
  copyFileSync(original, join(scratch, 'b', 'pagedList.ts'));
  const control = scan(
    [scratch],
    ['--ignore-identifiers', '--baseline', ALLOWANCE],
    join(OUT, 'control'),
  );
  if (!control.duplicates.some((clone) => clone.isNew)) {
    console.error(`copies: control: a whole copy of ${original} is not reported as new`);
    process.exit(1);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const { sources, clones, duplicatedLines } = all.statistics.total;
console.log(
  `copies: ${clones} repeated blocks (${duplicatedLines} lines) in ${sources} files` +
    `, ${verbatim.statistics.total.clones} of them verbatim`,
);
if (sources < FLOOR_FILES) {
  console.error(`copies: the scan read ${sources} files, fewer than ${FLOOR_FILES}`);
  process.exit(1);
}
if (update) {
  console.log(`copies: ${ALLOWANCE} now allows the ${clones} copies that exist`);
  process.exit(0);
}
const fresh = all.duplicates.filter((clone) => clone.isNew);
for (const clone of fresh)
  console.error(
    `copies: NEW ${clone.lines} lines repeated: ${place(clone.firstFile)} and ${place(clone.secondFile)}`,
  );
if (fresh.length) {
  console.error(
    `copies: ${fresh.length} new repeated blocks: move the code where both places can import it` +
      ` (a copy that must stay: node scripts/check-copies.mjs --update, and say why in the commit)`,
  );
  process.exit(1);
}
