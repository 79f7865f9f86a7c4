// The test-runner's set-up of each story file, made light. Its own (@storybook/test-runner's
// playwright/jest-setup.js) imports the runner's whole Node bundle (storybook/internal/common,
// Babel, the CSF tools) into the fresh module registry Jest gives every test file, only to set
// the globals below: about 0.7 CPU-seconds for each of the hundred story files. This sets the
// same globals from this folder's test-runner.ts; the page set-up, used only to retry a story
// whose page navigated away, is loaded when that happens.
// scripts/storybook-setup.test.ts holds it to the runner's file: a global added upstream fails it.
import type { TestRunnerConfig, setupPage } from '@storybook/test-runner';
import config from './test-runner';

type Visit = TestRunnerConfig['preVisit'];

declare global {
  var __sbPreVisit: Visit;
  var __sbPostVisit: Visit;
  var __sbSetupPage: typeof setupPage;
  var __sbCollectCoverage: boolean;
}

const runner: TestRunnerConfig = config;
runner.setup?.();
globalThis.__sbPreVisit = runner.preVisit ?? runner.preRender;
globalThis.__sbPostVisit = runner.postVisit ?? runner.postRender;
globalThis.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
