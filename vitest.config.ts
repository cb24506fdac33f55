import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumPath, hasChromium } from './test/browser/chromium.ts';

// Three tiers: unit tests (pure stages, no server), integration tests (build real content into temp folders,
// run the CLI, serve like a static host) and browser tests (real Chromium against a built site, which their
// own global setup builds and serves). `npx vitest run --project unit` runs one tier.
const browser: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'browser', include: ['test/browser/**/*.test.ts'], globalSetup: ['test/browser/global-setup.ts'] },
};
if (!hasChromium()) {
  console.warn(`\nBrowser tests skipped: no Chromium at ${chromiumPath()} (apt-get install -y chromium, or set CHROME_PATH).\n`);
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The JSON report lets .ci/run print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'integration', include: ['test/integration/**/*.test.ts'] } },
      ...(hasChromium() ? [browser] : []),
    ],
  },
});
