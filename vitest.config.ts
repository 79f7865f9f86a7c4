import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'apps/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
    // Vitest's default in a run is one worker fewer than the cores: one on a 2-core machine,
    // which then waits on each file's start and the tests' timers. Three: 50-53 s instead of
    // 96 s on 2 cores (two workers 64 s, four 57 s; measured 2026-11-28).
    maxWorkers: 3,
  },
});
