// `npm test`: every check of the project, in order, then one line "N passed, N failed".
// Runs on the Node the project pins (npm puts node_modules/.bin first on PATH).
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, builtFrom, chromiumPath, run, verifiedBuild } from './lib.mjs';

console.log(`npm test on Node ${process.version}`);
const started = Date.now();
const results = [];

const STEPS = [
  'format',
  'lint',
  'copies',
  'deps',
  'typecheck',
  'contract-lint',
  'contract-types',
  'i18n',
  'unit',
  'mutation',
  'probe',
  'app-build',
  'size',
  'stories',
  'e2e',
  'journeys',
  'walk',
  'walk-seen-only',
  'malformed',
  'hostile',
];
const BROWSER_STEPS = STEPS.slice(STEPS.indexOf('stories'));
const only = process.env.TEST_ONLY
  ? process.env.TEST_ONLY.split(',').map((name) => name.trim())
  : null;
const unknown = (only ?? []).filter((name) => !STEPS.includes(name));
if (unknown.length || only?.length === 0) {
  console.error(
    `npm test: TEST_ONLY names no step ${unknown.join(', ') || '(empty)'}; the steps are ${STEPS.join(', ')}`,
  );
  process.exit(1);
}

// What makes a run less than the whole run: variables that narrow it (fewer steps, stories or
// operations) or change what it runs against. Said first and last; under CI, a failure.
const NARROWING = {
  TEST_ONLY: 'only these steps run',
  STORIES: 'only the stories of these globs are built and tested',
  DOUBLE_TAP_ONLY: 'only the operations matching it are double tapped',
  DOUBLE_TAP_PACE_MS: 'the double taps come at this pace, not at once',
  MOCK_SEED: 'the fake platform starts from this seed, not the default one',
  VITE_API_BASE_URL: 'the builds point at this platform',
};
const narrowed = Object.entries(NARROWING)
  .filter(([name]) => process.env[name] !== undefined && process.env[name] !== '')
  .map(([name, what]) => `${name}=${process.env[name]} (${what})`);
const ci = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
if (narrowed.length) {
  console.log(`npm test: NARROWED run, not every check: ${narrowed.join('; ')}`);
  if (ci) {
    console.error('npm test: a narrowed run is refused under CI');
    process.exit(1);
  }
}
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

/**
 * One step: a command (or a function resolving an exit code) whose exit code decides, and
 * optionally a results file with counts and a check of what was done against what exists
 * (`complete`: the problems it finds). A step run at the same time as others (`atOnce`, see
 * `atOnce()`) writes its output to .test-results/logs/<name>.log, shown in one piece when it ends.
 */
async function step(name, cmd, args, resultsFile, complete, { atOnce = false } = {}) {
  if (!STEPS.includes(name))
    throw new Error(`step ${name} is not in STEPS: TEST_ONLY cannot name it`);
  if (only && !only.includes(name)) return;
  if (!atOnce) console.log(`\n=== ${name}`);
  const t0 = Date.now();
  let code;
  if (typeof cmd === 'function') code = await cmd();
  else if (!atOnce) code = await run(cmd, args);
  else {
    mkdirSync('.test-results/logs', { recursive: true });
    const log = `.test-results/logs/${name}.log`;
    const fd = openSync(log, 'w');
    code = await run(cmd, args, { stdio: ['ignore', fd, fd] });
    closeSync(fd);
    process.stdout.write(`\n=== ${name} (run at the same time as others)\n${readFileSync(log)}`);
  }
  for (const problem of complete?.() ?? []) {
    console.error(`  ${name}: ${problem}`);
    code = code || 1;
  }
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

/**
 * Runs lanes of steps at the same time, the steps of a lane in order (`steps[name]()` runs one,
 * given `{ atOnce: true }`). Used where a step mostly waits (a prompt answer held 2 s, a network
 * left quiet for 500 ms) or uses one core: the other lane fills the cores it leaves idle.
 */
async function atOnce(steps, lanes) {
  const chosen = lanes.map((lane) => lane.filter((name) => !only || only.includes(name)));
  const running = chosen.filter((lane) => lane.length);
  if (running.length > 1)
    console.log(
      `\n=== at the same time: ${running.map((lane) => lane.join(' then ')).join(' | ')}`,
    );
  await Promise.all(
    running.map(async (lane) => {
      for (const name of lane) await steps[name]({ atOnce: running.length > 1 });
    }),
  );
}

/** Every story file under `dir` (relative paths). */
function storyFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The stories step against what exists: every story of the Storybook index tested (none skipped,
 * none left out by a tag), and every story file of the UI package in the index.
 */
function storiesComplete(storybook, resultsFile) {
  let index;
  try {
    index = JSON.parse(readFileSync(join(storybook, 'index.json'), 'utf8'));
  } catch {
    return [`no Storybook index at ${storybook}/index.json`];
  }
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const problems = [];
  const untested = stories.filter((entry) => !entry.tags?.includes('test'));
  if (untested.length)
    problems.push(
      `${untested.length} stories of the index are not tested (tag): ${untested.slice(0, 5).map((e) => e.id)}`,
    );
  const indexed = new Set(stories.map((entry) => entry.importPath.replace(/^\.\//, '')));
  const missing = storyFiles('packages/ui/src').filter((file) => !indexed.has(file));
  if (missing.length)
    problems.push(
      `${missing.length} story files are not in the Storybook index: ${missing.slice(0, 5).join(', ')}`,
    );
  const counts = readJest(resultsFile);
  const ran = counts ? counts.passed + counts.failed : 0;
  const short = (tested) => tested !== stories.length;
  // The control: a run one story short is caught.
  if (!short(stories.length - 1)) problems.push('control: a run one story short passes');
  if (short(ran)) problems.push(`${ran} stories tested, ${stories.length} in the Storybook index`);
  else console.log(`  stories: ${ran} tested of ${stories.length} in the Storybook index`);
  return problems;
}

// The Chinese font the visual check's screenshots are drawn with (Debian's fonts-noto-cjk).
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const present = () => Boolean(chromiumPath()) && existsSync(CJK_FONT);

function ensureChromium() {
  if (present()) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const install = 'apt-get update -q && apt-get install -y -q chromium fonts-noto-cjk';
  if (root) {
    console.log(`Chromium or its Chinese font is missing: installing them (${install})`);
    try {
      execSync(install, { stdio: 'inherit' });
    } catch {
      // reported below
    }
  }
  if (present()) return true;
  console.error(
    `Chromium at /usr/bin/chromium or the font ${CJK_FONT} is missing. Run as root: ${install}`,
  );
  return false;
}

// Single-threaded checks, two at a time on two cores.
await atOnce(
  {
    format: (o) =>
      step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], null, null, o),
    lint: (o) => step('lint', bin('eslint'), ['.', '--max-warnings=0'], null, null, o),
    // No new repeated code beyond the allowance .jscpd-allowance.json (scripts/check-copies.mjs).
    copies: (o) => step('copies', process.execPath, ['scripts/check-copies.mjs'], null, null, o),
    // Every imported package declared in its workspace's package.json or the root's (under 1 s).
    deps: (o) => step('deps', process.execPath, ['scripts/check-deps.mjs'], null, null, o),
    typecheck: (o) => step('typecheck', bin('tsc'), ['-p', 'tsconfig.json'], null, null, o),
    'contract-lint': (o) =>
      step(
        'contract-lint',
        bin('redocly'),
        ['lint', 'openapi/merchant.yaml', '--format=stylish'],
        null,
        null,
        o,
      ),
    'contract-types': (o) =>
      step('contract-types', process.execPath, ['scripts/check-api-types.mjs'], null, null, o),
    i18n: (o) => step('i18n', process.execPath, ['scripts/check-i18n.mjs'], null, null, o),
  },
  [
    ['lint', 'format', 'i18n'],
    ['typecheck', 'copies', 'deps', 'contract-lint', 'contract-types'],
  ],
);
await step(
  'unit',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/unit.json'],
  '.test-results/unit.json',
);
// The money code's mutation score, incremental: seconds when it did not change (scripts/mutation.mjs).
await step('mutation', process.execPath, ['scripts/mutation.mjs']);
await step('probe', process.execPath, ['scripts/probe-test.mjs'], '.test-results/probe.json');
// The production build, recorded with the hash of its inputs and reused only when made from
// today's sources; run alone, the size check needs such a build, and builds it when there is none.
const APP_DIST = 'apps/merchant/dist';
if (only?.includes('size') && !only.includes('app-build')) {
  const found = builtFrom(APP_DIST, process.env);
  console.log(`size: ${found.says}${found.current ? '' : ': app-build runs first'}`);
  if (!found.current) only.push('app-build');
}
await step('app-build', () =>
  verifiedBuild(
    APP_DIST,
    process.env,
    () =>
      run(bin('vite'), ['build', '--config', 'apps/merchant/vite.config.ts', '--logLevel', 'warn']),
    { reuse: true },
  ),
);
await step('size', process.execPath, ['scripts/check-size.mjs']);
if (!only || BROWSER_STEPS.some((name) => only.includes(name))) {
  if (ensureChromium()) {
    await step(
      'stories',
      process.execPath,
      ['scripts/test-stories.mjs', '--json', '.test-results/stories.json'],
      '.test-results/stories.json',
      () => storiesComplete('storybook-static', '.test-results/stories.json'),
    );
    // The app's demo build, made once before the steps that share it run at the same time (if
    // it fails, they run one after the other, each reporting it).
    const lanes = [
      ['journeys', 'walk'],
      ['e2e', 'walk-seen-only', 'hostile', 'malformed'],
    ];
    let built = 0;
    if (!only || lanes.flat().some((name) => only.includes(name))) {
      const { buildDemoApp } = await import('./browser.mjs');
      built = await buildDemoApp({ reuse: true });
    }
    const browserStep =
      (name, script, ...args) =>
      (options) =>
        step(
          name,
          process.execPath,
          [`scripts/${script}.mjs`, '--reuse-build', ...args],
          `.test-results/${name}.json`,
          null,
          options,
        );
    const browserSteps = {
      e2e: browserStep('e2e', 'e2e'),
      journeys: browserStep('journeys', 'journeys'),
      'walk-seen-only': browserStep('walk-seen-only', 'walk', '--seen-only', '--port', '8862'),
      hostile: browserStep('hostile', 'hostile'),
      walk: browserStep('walk', 'walk'),
      malformed: browserStep('malformed', 'malformed'),
    };
    // Two lanes of browser steps, each lane's steps one after the other. Each step leaves a core
    // idle part of its time (the journeys' double taps hold the platform's answer 2 s; the walk
    // and the malformed pages wait for a quiet network): one after the other, the walk and the
    // malformed pages left 15-40% of the machine idle (vmstat, 2026-11-28). The lanes are about
    // equally long. Their ports differ between the lanes (journeys from 8820, walk 8860; e2e
    // 8797-8798, walk-seen-only 8862, hostile 8796, malformed 8798, after e2e in its lane).
    await atOnce(browserSteps, built === 0 ? lanes : [lanes.flat()]);
  } else {
    results.push({ name: 'stories', code: 1, passed: 0, failed: 1, seconds: '0' });
  }
}

if (narrowed.length) console.log(`\nNARROWED run, not every check: ${narrowed.join('; ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
// In the order of STEPS, whichever ended first.
results.sort((a, b) => STEPS.indexOf(a.name) - STEPS.indexOf(b.name));
for (const r of results) {
  console.log(
    `  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.name.padEnd(15)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds} s`,
  );
}
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
