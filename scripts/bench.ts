/**
 * `npm run bench [-- figures|compare|lighthouse]`, under the machine's description:
 * - figures (the default): the build-speed figures eventsite is held to, each against its target (`bench/figures.ts`):
 *   default, `--no-cache --no-precompress` and cold builds, the one-post rebuild and peak memory at 250 and
 *   2,000 posts per language beside Eleventy, and the dev server's one-post rebuild; exit 1 when one is missed;
 * - compare: eventsite, Eleventy and Hugo on the same posts, a table per size (`compare/compare.ts`);
 * - lighthouse: `lighthouse.ts` on the bundled site (exit 1 below target).
 * `BENCH_RUNS` (default 5) sets the runs per figure; `BENCH_SIZES` (default `250,2000`) the two corpus sizes.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT } from '../src/core/project-layout.ts';
import { runFigures } from './bench/figures.ts';
import { runComparison } from './compare/compare.ts';
import { describeMachine } from './compare/machine.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '250,2000').split(',').map(Number);

/** `scripts/lighthouse.ts` (also `npm run lighthouse`) in a process of its own: its exit code says whether every page met its target. */
function runLighthouse(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT.root, 'scripts/lighthouse.ts'), '--runs=3'],
      { cwd: PROJECT.root, stdio: 'inherit' },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const part = process.argv[2] ?? 'figures';
  if (!['figures', 'compare', 'lighthouse'].includes(part)) {
    console.error(`unknown bench part "${part}": expected "figures" (the default), "compare" or "lighthouse"`);
    return 2;
  }
  if (part === 'lighthouse') return runLighthouse();
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_RUNS must be a whole number of at least 1, got "${process.env.BENCH_RUNS}"`);
  if (SIZES.length !== 2 || SIZES.some((n) => !Number.isInteger(n) || n < 2))
    throw new Error(
      `BENCH_SIZES must be two sizes in posts per language, e.g. 250,2000, got "${process.env.BENCH_SIZES}"`,
    );
  console.log((await describeMachine()).join('\n'));
  console.log(`runs: ${RUNS} (BENCH_RUNS); part: ${part}`);
  if (part === 'compare') {
    await runComparison({ runs: RUNS, sizes: SIZES });
    return 0;
  }
  const missed = await runFigures({ runs: RUNS, sizes: { small: SIZES[0]!, large: SIZES[1]! } });
  console.log(missed === 0 ? '\nEvery figure meets its target.' : `\n${missed} figure(s) missed their target.`);
  return missed === 0 ? 0 : 1;
}

process.exitCode = await main();
