import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS } from './scripts/lib.mjs';

const base = getJestConfig();

// Each story file's set-up: ours sets the runner's globals without loading its Node bundle into
// every file (.storybook/test-runner-setup.ts says why).
const RUNNER_SETUP = /@storybook\/test-runner\/playwright\/jest-setup\.js$/;
const setupFilesAfterEnv = base.setupFilesAfterEnv.map((file) =>
  RUNNER_SETUP.test(file) ? '<rootDir>/.storybook/test-runner-setup.ts' : file,
);
if (!setupFilesAfterEnv.includes('<rootDir>/.storybook/test-runner-setup.ts'))
  throw new Error('test-runner-jest.config.js: the runner no longer sets up with jest-setup.js');

/** The test-runner drives Debian's Chromium; no tool downloads a browser here. */
export default {
  ...base,
  setupFilesAfterEnv,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
