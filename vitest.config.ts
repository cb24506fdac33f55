import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // The JSON report lets .ci/run print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
  },
});
