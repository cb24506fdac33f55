import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { hasChromium, testBrowser } from './test/browser/chromium.ts';
import { ramTempFolder } from './test/helpers/ram-temp.ts';

// Three tiers: unit tests (pure stages, no server), integration tests (build real content into temp folders,
// run the CLI, serve like a static host) and browser tests (real Chromium against a built site). The bundled
// content is built once per run for both of the last two (test/helpers/bundled-site.ts), and the browser tests share
// one Chromium (test/browser/global-setup.ts). `npx vitest run --project unit` runs one tier.
const browser: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'browser',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    // Run before each test file even when its modules are loaded already (see `isolate` below).
    setupFiles: ['test/browser/csp-setup.ts'],
  },
};
if (!hasChromium()) {
  console.warn(
    `\nBrowser tests skipped: no Chromium at ${testBrowser().path} (apt-get install -y chromium-headless-shell, or set CHROME_PATH).\n`,
  );
}

// Builds in vitest's own processes (the workers, and the main process's shared build of the bundled content) render
// with React's production build, as the CLI does (bin/eventsite.js): the site is tested as it ships. Set before
// anything loads React; the workers and the CLI processes tests start inherit it. Vite then also stops resolving
// packages with the `development` condition, which the compiled CLI's esbuild bundle never uses: micromark and its
// helpers run their shipped builds, not the development builds with extra assertions.
process.env.NODE_ENV = 'production';

// The tests' temporary folders go to RAM when the machine has room (test/helpers/ram-temp.ts). The workers and the CLI
// processes tests start inherit TMPDIR, which os.tmpdir() reads.
const ramTemp = ramTempFolder();
if (ramTemp) process.env.TMPDIR = ramTemp;

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two test files at a time even on two cores (vitest's default there is one): most files wait on a child process
    // (the CLI, Chromium) for much of their time.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker runs test file after test file with the modules it loaded (a fresh process and module graph per file
    // cost a second or two of CPU each). Each file still runs its own hooks; the sources keep only memos keyed by
    // what they were made from, and no test changes the environment or a module's state for the next file.
    isolate: false,
    // The JSON report lets .ci/run print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
    // `npm run coverage` (not part of `npm test`): what the tests run of the tool and its templates, as a summary.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'],
      reporter: ['text-summary'],
    },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/helpers/site-setup.ts'],
        },
      },
      ...(hasChromium() ? [browser] : []),
    ],
  },
});
