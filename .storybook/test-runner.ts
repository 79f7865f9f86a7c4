import type { TestRunnerConfig } from '@storybook/test-runner';
import { captureLooks } from './visual.ts';

const config: TestRunnerConfig = {
  async preVisit(page) {
    // Every story is tested at the phone size merchants use.
    await page.setViewportSize({ width: 390, height: 844 });
    // The UI honours reduced motion: plays then see finished states, not animation frames.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
  // The visual check: each story's screenshot, taken in this visit (.storybook/visual.ts).
  async postVisit(page, context) {
    if (context.hasFailure) return;
    await captureLooks(page as never, context);
  },
};

export default config;
