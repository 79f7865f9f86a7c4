import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of the money code only, for `npm run mutation` (stryker.config.mjs). Stryker runs
// this config inside its sandbox copy of the repository: the alias points '@merchant/api' at
// the sandbox's mutated packages/api instead of the workspace symlink to the original.
export default defineConfig({
  resolve: {
    alias: {
      '@merchant/api': fileURLToPath(new URL('./packages/api/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'packages/api/src/money.test.ts',
      'packages/api/src/withdrawalFee.test.ts',
      'packages/api/src/ratio.test.ts',
      'packages/ui/src/data/format/amountInput.test.ts',
      'packages/ui/src/data/kit/quote.test.ts',
      'packages/ui/src/data/kit/read.test.ts',
      'packages/ui/src/screens/wallet/Withdraw/withdraw.schema.test.ts',
      'packages/ui/src/screens/money/shared/deposit.schema.test.ts',
    ],
    setupFiles: ['./vitest.mutation.setup.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
