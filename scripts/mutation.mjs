// The mutation step of `npm test`: Stryker on the money code (stryker.config.mjs) in incremental
// mode. The results of the last run are committed (reports/stryker-incremental.json): mutants
// whose code and covering tests did not change keep their result, the others are tested again,
// so an unchanged tree takes seconds and a change to money code tests what it touched. The file
// is rewritten by the run: commit it with the change.
// Fails when Stryker fails (its break threshold, 90 %), when the score read back from the results
// is below 90 %, and when the results do not cover what stryker.config.mjs mutates (every file,
// and at least FLOOR mutants): an emptied `mutate` list or a lost file cannot pass.
//   node scripts/mutation.mjs
import { existsSync, readFileSync } from 'node:fs';
import { bin, run } from './lib.mjs';

const RESULTS = 'reports/stryker-incremental.json';
const BREAK = 90;
// What the money code has today (674 mutants on 2026-11-27); lowered only on purpose.
const FLOOR = 600;

/** Mutants, detected and undetected (survived or not covered), of Stryker's report files. */
function countsOf(files) {
  const counts = { detected: 0, undetected: 0, all: 0 };
  for (const { mutants } of Object.values(files)) {
    for (const mutant of mutants) {
      counts.all += 1;
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') counts.detected += 1;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage')
        counts.undetected += 1;
    }
  }
  return {
    ...counts,
    score: (100 * counts.detected) / Math.max(1, counts.detected + counts.undetected),
  };
}

// The control: a report with one mutant caught and one not reads 50 %, which fails.
const control = countsOf({
  'a.ts': { mutants: [{ status: 'Killed' }, { status: 'Survived' }, { status: 'Ignored' }] },
});
if (control.score !== 50 || control.all !== 3) {
  console.error('mutation: control: the score of a half-caught report is not read as 50 %');
  process.exit(1);
}

const { default: config } = await import('../stryker.config.mjs');
const code = await run(bin('stryker'), ['run', '--incremental', '--incrementalFile', RESULTS]);

const problems = [];
if (code !== 0) problems.push(`stryker exited with ${code}`);
if (!existsSync(RESULTS)) problems.push(`no results at ${RESULTS}`);
else {
  const report = JSON.parse(readFileSync(RESULTS, 'utf8'));
  const files = report.files ?? {};
  const counts = countsOf(files);
  const { score } = counts;
  const missing = config.mutate.filter((file) => !(files[file]?.mutants.length > 0));
  if (missing.length) problems.push(`no mutants of ${missing.join(', ')}`);
  if (counts.all < FLOOR) problems.push(`${counts.all} mutants, fewer than the floor ${FLOOR}`);
  if (score < BREAK) problems.push(`mutation score ${score.toFixed(2)} % < ${BREAK} %`);
  console.log(
    `mutation: ${counts.all} mutants in ${Object.keys(files).length} files, ${score.toFixed(2)} % detected (break ${BREAK} %)`,
  );
}
for (const problem of problems) console.error(`mutation: ${problem}`);
process.exit(problems.length ? 1 : 0);
