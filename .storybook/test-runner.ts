import type { TestRunnerConfig } from '@storybook/test-runner';

const config: TestRunnerConfig = {
  async preVisit(page) {
    // Every story is tested at the phone size merchants use.
    await page.setViewportSize({ width: 390, height: 844 });
    // The UI honours reduced motion: plays then see finished states, not animation frames.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
};

export default config;
