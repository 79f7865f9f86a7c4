// `npm test`: every check of the project, in order, then one line "N passed, N failed".
// Runs on the Node the project pins (npm puts node_modules/.bin first on PATH).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { bin, chromiumPath, run } from './lib.mjs';

console.log(`npm test on Node ${process.version}`);
const started = Date.now();
const results = [];
const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null;
rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });

function readJest(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    };
  } catch {
    return null;
  }
}

/** One step: a command whose exit code decides, and optionally a results file with counts. */
async function step(name, cmd, args, resultsFile) {
  if (only && !only.includes(name)) return;
  console.log(`\n=== ${name}`);
  const t0 = Date.now();
  const code = await run(cmd, args);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const counts = resultsFile ? readJest(resultsFile) : null;
  const passed = counts ? counts.passed : code === 0 ? 1 : 0;
  let failed = counts ? counts.failed : code === 0 ? 0 : 1;
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, code, passed, failed, seconds });
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${passed} passed, ${failed} failed, ${seconds} s)`,
  );
}

function ensureChromium() {
  if (chromiumPath()) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root) {
    console.log("Chromium is missing: installing Debian's chromium (apt-get install -y chromium)");
    try {
      execSync('apt-get update -q && apt-get install -y -q chromium', { stdio: 'inherit' });
    } catch {
      // reported below
    }
  }
  if (chromiumPath()) return true;
  console.error(
    'Chromium is missing at /usr/bin/chromium. Run as root: apt-get update && apt-get install -y chromium',
  );
  return false;
}

await step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await step('lint', bin('eslint'), ['.', '--max-warnings=0']);
await step('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
await step('contract-lint', bin('redocly'), ['lint', 'openapi/merchant.yaml', '--format=stylish']);
await step('contract-types', process.execPath, ['scripts/check-api-types.mjs']);
await step('i18n', process.execPath, ['scripts/check-i18n.mjs']);
await step(
  'unit',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/unit.json'],
  '.test-results/unit.json',
);
await step('probe', process.execPath, ['scripts/probe-test.mjs'], '.test-results/probe.json');
await step('app-build', bin('vite'), [
  'build',
  '--config',
  'apps/merchant/vite.config.ts',
  '--logLevel',
  'warn',
]);
await step('size', process.execPath, ['scripts/check-size.mjs']);
if (
  !only ||
  ['stories', 'e2e', 'journeys', 'walk', 'walk-seen-only', 'malformed', 'hostile'].some((name) =>
    only.includes(name),
  )
) {
  if (ensureChromium()) {
    await step(
      'stories',
      process.execPath,
      ['scripts/test-stories.mjs', '--json', '.test-results/stories.json'],
      '.test-results/stories.json',
    );
    await step('e2e', process.execPath, ['scripts/e2e.mjs'], '.test-results/e2e.json');
    await step(
      'journeys',
      process.execPath,
      ['scripts/journeys.mjs', '--reuse-build'],
      '.test-results/journeys.json',
    );
    await step(
      'walk',
      process.execPath,
      ['scripts/walk.mjs', '--reuse-build'],
      '.test-results/walk.json',
    );
    await step(
      'walk-seen-only',
      process.execPath,
      ['scripts/walk.mjs', '--reuse-build', '--seen-only', '--port', '8862'],
      '.test-results/walk-seen-only.json',
    );
    await step(
      'malformed',
      process.execPath,
      ['scripts/malformed.mjs', '--reuse-build'],
      '.test-results/malformed.json',
    );
    await step(
      'hostile',
      process.execPath,
      ['scripts/hostile.mjs', '--reuse-build'],
      '.test-results/hostile.json',
    );
  } else {
    results.push({ name: 'stories', code: 1, passed: 0, failed: 1, seconds: '0' });
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.name.padEnd(15)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds} s`,
  );
}
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
