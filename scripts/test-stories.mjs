// Builds Storybook statically (all stories, or --glob a,b), serves it on 127.0.0.1 and runs
// every story's play function and axe check with the test-runner in Debian's Chromium.
// Each story's images are taken in its visit and compared with their baselines afterwards (the
// visual check: .storybook/visual.ts, scripts/visual.mjs).
//   node scripts/test-stories.mjs [--glob 'packages/ui/src/primitives/**/*.stories.tsx']
//        [--port 6100] [--out storybook-static] [--no-build] [--json results.json]
import { readFileSync, rmSync } from 'node:fs';
import { bin, chromiumPath, flag, run, start, stop, waitForUrl } from './lib.mjs';
import { check as checkLooks, finishRun, startRun } from './visual.mjs';

const glob = flag('glob');
const port = flag('port', '6100');
const out = flag('out', glob ? `.cache/storybook-${port}` : 'storybook-static');
const json = flag('json');

if (!chromiumPath()) {
  console.error(
    'test-stories: /usr/bin/chromium is missing: run `apt-get install -y chromium` (as root).',
  );
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  rmSync(out, { recursive: true, force: true });
  // STORIES_TEST_RUN: the build without what only people use (.storybook/main.ts).
  const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', STORIES_TEST_RUN: '1' };
  if (glob) env.STORIES = glob;
  const code = await run(bin('storybook'), ['build', '--test', '--quiet', '-o', out], { env });
  if (code !== 0) {
    console.error('test-stories: the Storybook build failed');
    process.exit(code);
  }
}

startRun({ partial: Boolean(glob) });
const server = start(bin('http-server'), [out, '-a', '127.0.0.1', '-p', port, '-s', '-c-1']);
let code = 1;
try {
  await waitForUrl(`http://127.0.0.1:${port}/index.json`);
  // --index-json: test exactly the stories of the build that is served.
  const args = ['--url', `http://127.0.0.1:${port}`, '--index-json', '--maxWorkers=2', '--ci'];
  if (json) args.push('--json', '--outputFile', json);
  const env = { ...process.env, TEST_RUNNER: '1' };
  if (glob) env.STORIES = glob;
  code = await run(bin('test-storybook'), args, { env });
} finally {
  stop(server);
}
if (json) {
  try {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    console.log(`stories: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  } catch {
    console.error('test-stories: no results file');
  }
}
// The visual check (scripts/visual.mjs), its problems in one message with the report. A story
// that failed took no images: its baselines are then not reported as gone.
finishRun({ passed: code === 0 });
const problems = checkLooks();
for (const problem of problems) console.error(problem);
if (problems.length) code = code || 1;
process.exit(code);
