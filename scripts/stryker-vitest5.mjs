// A Stryker test runner for `npm run mutation`: Stryker's vitest runner with one fix for Vitest 5.
//
// The vitest runner runs, for each mutant, only the tests that cover it, by a test-name pattern
// built from names joined with ' ' ("parseMoney reads ..."). Vitest 5 matches the pattern against
// names joined with ' > ' ("parseMoney > reads ..."), so the pattern matches no test and every
// mutant "survives" without a single test run (stryker-js issue #6210, fixed by open PRs #6214 /
// #6220). This runner lets each space of the pattern match either join. Delete it, and use
// `testRunner: 'vitest'`, once a release of @stryker-mutator/vitest-runner has the fix.
import { PluginKind, declareFactoryPlugin } from '@stryker-mutator/api/plugin';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const vitestRunner = vitestPlugins.find(
  (p) => p.kind === PluginKind.TestRunner && p.name === 'vitest',
);
if (!vitestRunner) throw new Error('@stryker-mutator/vitest-runner no longer declares "vitest"');

/** The name pattern with every ' ' matching ' ' or ' > ' (either join of suite and test names). */
export function eitherJoin(pattern) {
  return new RegExp(pattern.source.replaceAll(' ', '(?: > | )'), pattern.flags);
}

function createRunner(injector) {
  const runner = vitestRunner.factory(injector);
  const init = runner.init.bind(runner);
  runner.init = async () => {
    await init();
    const start = runner.ctx.start.bind(runner.ctx);
    runner.ctx.start = (filters) => {
      for (const project of runner.ctx.projects) {
        const pattern = project.config.testNamePattern;
        if (pattern instanceof RegExp) project.config.testNamePattern = eitherJoin(pattern);
      }
      return start(filters);
    };
  };
  return runner;
}
createRunner.inject = vitestRunner.factory.inject;

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest5', createRunner),
];
