/**
 * `npm run bench [-- speed|compare|lighthouse]`: build speed, medians over several runs (`BENCH_RUNS`, default
 * 5), printed as tables under the machine's description, then Lighthouse; no part runs all three.
 * speed:
 * - cold full build: a fresh `eventsite build` process (start-up included);
 * - warm rebuild: build() again in the same process;
 * - dev rebuild: one post edited, from the file write to the page on disk, under `eventsite dev` in its own process;
 * - the same on a generated corpus of 1,000 posts in both languages.
 * Targets: one-post dev rebuild under 50 ms on the bundled site and under 100 ms on 1,000 posts; full bundled site under 2 s.
 * compare: eventsite, Eleventy and Hugo on the same generated posts (`compare/compare.ts`), at 250 and 2,000
 * posts per language (`BENCH_SIZES=250,2000`).
 * lighthouse: `lighthouse.ts` (the bundled site's pages and a post with a 4000×3000 phone photo; exit 1 below target).
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from '../src/commands/build/build.ts';
import { PROJECT } from '../src/core/project-layout.ts';
import { generateCorpus } from './corpus.ts';
import { runComparison } from './compare/compare.ts';
import { describeMachine } from './compare/machine.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '250,2000').split(',').map(Number);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: [string, string, string][] = [];
const record = (name: string, samples: number[]) => {
  rows.push([name, `${Math.round(median(samples))} ms`, `${samples.length} runs: ${samples.map((s) => Math.round(s)).join(', ')}`]);
  console.error(`  ${name}: ${Math.round(median(samples))} ms`);
};

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/**
 * Edits a post repeatedly under `eventsite dev` (the CLI, in a process of its own, as an editor runs it);
 * milliseconds from the file write to the new page on disk. Each edit waits for the rebuild before to finish.
 */
async function devLatency(contentDir: string, slug: string, runs: number): Promise<number[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'eventsite-bench-dev-'));
  const child = spawn(process.execPath, [path.join(PROJECT.root, 'bin/eventsite.js'), 'dev', '--content', contentDir, '--out', outDir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Every rebuild logs one line ("… → 2 pages written …"); an error's report starts with the file.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const rebuilds = () => output.split('\n').filter((line) => line.includes(' written, ')).length;
  const until = async (done: () => boolean, what: string) => {
    for (const started = Date.now(); !done(); await new Promise((r) => setTimeout(r, 1))) {
      if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`eventsite dev: no ${what}\n${output}`);
    }
  };
  const file = path.join(contentDir, `blog/${slug}.en.md`);
  const page = path.join(outDir, `blog/${slug}.html`);
  const original = await readFile(file, 'utf8');
  const samples: number[] = [];
  try {
    await until(() => output.includes('Dev server: '), 'start');
    for (let i = 0; i < runs + 1; i++) {
      const marker = `Benchmark edit ${i} ${Date.now()}`;
      const before = rebuilds();
      const t0 = performance.now();
      await writeFile(file, `${original}\n${marker}\n`);
      for (;;) {
        const html = await readFile(page, 'utf8').catch(() => '');
        if (html.includes(marker)) break;
        if (child.exitCode !== null || performance.now() - t0 > 120_000) throw new Error(`eventsite dev: the edit never reached ${page}\n${output}`);
        await new Promise((r) => setTimeout(r, 1));
      }
      if (i > 0) samples.push(performance.now() - t0); // the first edit warms the process up
      await until(() => rebuilds() > before, 'rebuild line');
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
    await writeFile(file, original);
    await rm(outDir, { recursive: true, force: true });
  }
  return samples;
}

/** The speed rows: the bundled site and a 1,000-post corpus, cold, warm and in `dev`. */
async function runSpeed(): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'eventsite-bench-'));
  const content = PROJECT.content;
  const bin = path.join(PROJECT.root, 'bin/eventsite.js');
  console.error(`eventsite speed (${RUNS} runs each; medians)`);

  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) cold.push(await time(() => run(process.execPath, [bin, 'build', '--content', content, '--out', path.join(scratch, 'cold')])));
  record('cold full build (new process)', cold);

  await build({ contentDir: content, outDir: path.join(scratch, 'warm') });
  const warm: number[] = [];
  let pages = 0;
  for (let i = 0; i < RUNS; i++) warm.push(await time(async () => (pages = (await build({ contentDir: content, outDir: path.join(scratch, 'warm') })).pages)));
  record(`warm full build (${pages} pages)`, warm);

  const devCopy = path.join(scratch, 'dev-content');
  await cp(content, devCopy, { recursive: true });
  record('dev rebuild, one post edited (write → page on disk)', await devLatency(devCopy, 'rsvp-guide', RUNS * 2));

  const corpus = await generateCorpus(1000);
  const big: number[] = [];
  let bigPages = 0;
  for (let i = 0; i < Math.min(RUNS, 3); i++) big.push(await time(async () => (bigPages = (await build({ contentDir: corpus, outDir: path.join(scratch, 'big') })).pages)));
  record(`1,009-post corpus: full build (${bigPages} pages)`, big);
  record('1,009-post corpus: dev rebuild, one post edited', await devLatency(corpus, 'generated-post-0500', RUNS));

  await rm(path.dirname(corpus), { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });

  const widths = [Math.max(...rows.map((r) => r[0].length), 4), 9, Math.max(...rows.map((r) => r[2].length), 7)];
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n${line(['what', 'median', 'samples'])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('\nTargets: one-post dev rebuild < 50 ms on the bundled site, < 100 ms on the 1,009-post corpus; full bundled site < 2 s.');
}

async function main(): Promise<void> {
  const part = process.argv[2];
  if (part !== undefined && part !== 'speed' && part !== 'compare' && part !== 'lighthouse') {
    console.error(`unknown bench part "${part}": expected "speed", "compare", "lighthouse" or nothing (all three)`);
    process.exitCode = 1;
    return;
  }
  if (part === 'lighthouse') {
    process.exitCode = await runLighthouse();
    return;
  }
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of at least 1, got "${process.env.BENCH_RUNS}"`);
  if (SIZES.some((n) => !Number.isInteger(n) || n < 2)) throw new Error(`BENCH_SIZES must be posts per language separated by commas, each at least 2, got "${process.env.BENCH_SIZES}"`);
  console.log((await describeMachine()).join('\n'));
  console.log(`runs: ${RUNS} (BENCH_RUNS)${part ? `; part: ${part}` : ''}`);
  if (part !== 'compare') await runSpeed();
  if (part !== 'speed') await runComparison({ runs: RUNS, sizes: SIZES });
  if (part === undefined) process.exitCode = await runLighthouse();
}

/** `scripts/lighthouse.ts` (also `npm run lighthouse`) in a process of its own: its exit code says whether every page met its target. */
function runLighthouse(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT.root, 'scripts/lighthouse.ts'), '--runs=3'], { cwd: PROJECT.root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

await main();
