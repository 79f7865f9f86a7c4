// @ts-check
// `npm run mutation`: mutation testing of the money code (README, "Mutation testing").
import { fileURLToPath } from 'node:url';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's vitest runner with a fix for Vitest 5's test names (see the file).
  // An absolute path: the test runners load it from inside Stryker's sandbox.
  plugins: [
    '@stryker-mutator/vitest-runner',
    fileURLToPath(new URL('./scripts/stryker-vitest5.mjs', import.meta.url)),
  ],
  testRunner: 'vitest5',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'packages/api/src/money.ts',
    'packages/ui/src/data/format/amountInput.ts',
    'packages/ui/src/data/kit/quote.ts',
    'packages/ui/src/data/kit/read.ts',
    'packages/ui/src/screens/wallet/Withdraw/withdraw.schema.ts',
    'packages/ui/src/screens/money/shared/deposit.schema.ts',
  ],
  // The sandbox holds only what these tests need (not the build outputs, stories, mocks...).
  ignorePatterns: [
    '/*',
    '!/packages',
    '!/package.json',
    '!/tsconfig.json',
    '!/vitest.mutation.config.ts',
    '!/vitest.mutation.setup.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Generous: on a busy machine a slow run is otherwise reported as an endless loop ("timeout").
  timeoutMS: 30000,
  // The table with the score comes last; add `--reporters html,json,clear-text` for files.
  reporters: ['progress', 'clear-text'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
