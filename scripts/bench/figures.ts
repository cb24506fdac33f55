/**
 * `npm run bench` (part `figures`): the build-speed figures eventsite is held to, each measured as it says, beside
 * Eleventy's on the same generated posts (`../corpus.ts`), and the target each must meet. Every build runs in a
 * new process from a clean output folder on tmpfs (`/dev/shm`), after an untimed warm-up; medians of `runs`.
 *
 * - warm: the cache folder holds what an earlier build of the same posts kept (the default build on a machine
 *   that built before); cold: an empty cache folder (a fresh CI runner). Eleventy keeps no cache: each of its
 *   builds is both.
 * - the one-post rebuild edits one post's body, then builds into the same output folder (a new process).
 */
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT } from '../../src/core/project-layout.ts';
import { generatePosts } from '../corpus.ts';
import { generateCorpus } from '../corpus-writer.ts';
import { writeEleventySite } from '../compare/eleventy-site.ts';
import { eleventyCli } from '../compare/machine.ts';
import { GNU_TIME, isExecutable, measureRun, type Command } from '../compare/measure.ts';
import { devLatency } from './dev-latency.ts';

const EVENTSITE = path.join(PROJECT.root, 'bin/eventsite.js');
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One measured figure. */
interface Figure {
  name: string;
  /** Which build: warm or cold cache, new process … */
  build: string;
  /** Median, in the figure's unit. */
  value: number;
  unit: 's' | 'ms' | 'MiB';
  samples: number[];
  /** What it is compared with, and the ratio's target; or an absolute target in the figure's unit. */
  against?: { name: string; value: number; atMost: number };
  atMost?: number;
}

/** Options of {@link runFigures}. */
export interface FiguresOptions {
  /** Timed runs per figure (medians); at 2,000 posts at most 3. */
  runs: number;
  /** Posts per language of the large corpus (2,000) and the small one (250). */
  sizes: { small: number; large: number };
}

/** Runs `command` `runs` times after a warm-up, `before` each run; wall seconds and peak MiB of each timed run. */
async function timed(
  command: () => Command,
  runs: number,
  scratch: string,
  before: () => Promise<void>,
): Promise<{ walls: number[]; peaks: number[] }> {
  const gnuTime = await isExecutable(GNU_TIME);
  const walls: number[] = [];
  const peaks: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await before();
    const cost = await measureRun(command(), { gnuTime, scratch });
    if (i === 0) continue;
    walls.push(cost.wallSeconds);
    if (cost.peakMiB !== undefined) peaks.push(cost.peakMiB);
  }
  return { walls, peaks };
}

/** The figures of one corpus size. */
async function figuresAt(size: number, runs: number, scratch: string): Promise<Figure[]> {
  const work = path.join(scratch, String(size));
  await mkdir(work, { recursive: true });
  const content = await generateCorpus(size, { parent: work });
  await writeEleventySite(path.join(work, 'eleventy'), generatePosts(size));
  const eleventy = await eleventyCli();
  const out = path.join(work, 'out');
  const clean = async () => {
    await rm(out, { recursive: true, force: true });
    await rm(path.join(work, '.out.eventsite.json'), { force: true });
  };
  const cache = path.join(work, 'cache');
  const eventsite = (flags: string[], cacheDir = cache): Command => ({
    program: process.execPath,
    args: [EVENTSITE, 'build', '--content', content, '--out', out, ...flags],
    env: { EVENTSITE_CACHE_DIR: cacheDir },
  });
  const posts = `${size.toLocaleString('en')} posts per language`;
  console.error(`figures at ${posts} (${runs} runs each)`);

  const e = await timed(
    () => ({
      program: process.execPath,
      args: [eleventy.script, '--config=eleventy.config.mjs', `--output=${out}`, '--quiet'],
      cwd: path.join(work, 'eleventy'),
    }),
    runs,
    work,
    clean,
  );
  const eleventyWall = median(e.walls);
  console.error(`  Eleventy ${eleventy.version}: ${eleventyWall.toFixed(2)} s`);
  const warm = await timed(() => eventsite([]), runs, work, clean);
  console.error(`  default build: ${median(warm.walls).toFixed(2)} s`);
  const bare = await timed(() => eventsite(['--no-cache', '--no-precompress']), runs, work, clean);
  console.error(`  --no-cache --no-precompress: ${median(bare.walls).toFixed(2)} s`);
  let coldDir = '';
  const cold = await timed(
    () => eventsite([], coldDir),
    runs,
    work,
    async () => {
      await clean();
      coldDir = await mkdtemp(path.join(work, 'cold-cache-'));
    },
  );
  console.error(`  cold build: ${median(cold.walls).toFixed(2)} s`);
  let edit = 0;
  const rebuild = await timed(
    () => eventsite([]),
    runs,
    work,
    () =>
      appendFile(
        path.join(content, 'blog/generated-post-0001.en.md'),
        `\nA paragraph added after publication, edit ${++edit}.\n`,
      ),
  );
  console.error(`  one-post rebuild: ${median(rebuild.walls).toFixed(2)} s`);

  const vsEleventy = (atMost: number) => ({ name: `Eleventy ${eleventy.version}`, value: eleventyWall, atMost });
  const large = size >= 1000;
  return [
    {
      name: `default build, ${posts}`,
      build: 'warm cache, clean output folder, new process',
      value: median(warm.walls),
      unit: 's',
      samples: warm.walls,
      against: vsEleventy(1.0),
    },
    {
      name: `--no-cache --no-precompress, ${posts}`,
      build: 'no content cache, no .br/.gz, clean output folder',
      value: median(bare.walls),
      unit: 's',
      samples: bare.walls,
      against: vsEleventy(1.3),
    },
    {
      name: `cold build, ${posts}`,
      build: 'empty cache folder, clean output folder',
      value: median(cold.walls),
      unit: 's',
      samples: cold.walls,
      against: large ? undefined : vsEleventy(1.5),
    },
    {
      name: `one-post rebuild, ${posts}`,
      build: 'warm cache, the output of the build before, new process',
      value: median(rebuild.walls),
      unit: 's',
      samples: rebuild.walls,
      atMost: large ? 1 : undefined,
    },
    {
      name: `peak memory of the default build, ${posts}`,
      build: 'warm cache',
      value: median(warm.peaks),
      unit: 'MiB',
      samples: warm.peaks,
      against:
        e.peaks.length > 0 ? { name: `Eleventy ${eleventy.version}`, value: median(e.peaks), atMost: 1.0 } : undefined,
    },
  ];
}

/** The table of figures, each with its target and whether it is met. */
function printFigures(figures: readonly Figure[]): number {
  let missed = 0;
  const rows = figures.map((f) => {
    const value = f.unit === 's' ? `${f.value.toFixed(2)} s` : `${f.value.toFixed(0)} ${f.unit}`;
    let target = '';
    let met = true;
    if (f.against) {
      const ratio = f.value / f.against.value;
      target = `${ratio.toFixed(2)}× ${f.against.name} (${f.unit === 's' ? f.against.value.toFixed(2) : f.against.value.toFixed(0)} ${f.unit}); target ≤ ${f.against.atMost.toFixed(1)}×`;
      met = ratio <= f.against.atMost;
    } else if (f.atMost !== undefined) {
      target = `target < ${f.atMost} ${f.unit}`;
      met = f.value < f.atMost;
    }
    if (!met) missed++;
    return [
      f.name,
      f.build,
      value,
      target,
      target ? (met ? 'met' : 'MISSED') : '',
      f.samples.map((s) => (f.unit === 's' ? s.toFixed(2) : s.toFixed(0))).join(', '),
    ];
  });
  const head = ['figure', 'which build', 'median', 'against', 'target', 'runs'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  return missed;
}

/**
 * Measures and prints the figures: at both corpus sizes, and the dev server's one-post rebuild on the bundled
 * content and on 1,000 posts per language.
 * @returns how many figures missed their target.
 */
export async function runFigures(options: FiguresOptions): Promise<number> {
  const scratch = await mkdtemp('/dev/shm/eventsite-figures-');
  try {
    const figures = [
      ...(await figuresAt(options.sizes.small, options.runs, scratch)),
      ...(await figuresAt(options.sizes.large, Math.min(options.runs, 3), scratch)),
    ];
    const bundled = await devLatency(PROJECT.content, 'rsvp-guide', options.runs * 2, scratch);
    figures.push({
      name: 'dev one-post rebuild, the bundled content',
      build: 'eventsite dev: the file written → the page on disk',
      value: median(bundled),
      unit: 'ms',
      samples: bundled,
      atMost: 50,
    });
    const thousand = await generateCorpus(1000, { parent: scratch });
    const big = await devLatency(thousand, 'generated-post-0500', options.runs, scratch);
    figures.push({
      name: 'dev one-post rebuild, 1,000 posts per language',
      build: 'eventsite dev: the file written → the page on disk',
      value: median(big),
      unit: 'ms',
      samples: big,
      atMost: 100,
    });
    return printFigures(figures);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
