/**
 * `npm run bench -- compare`: eventsite, Eleventy and Hugo build the same generated posts (see `../corpus.ts`),
 * each in a new process per run, from a clean output folder, after one untimed warm-up run. Projects and output
 * live on tmpfs (`/dev/shm`). Prints a table per size: HTML pages written, median wall seconds, median peak
 * memory, pages per second; then the wall-time ratios.
 */
import { execFile } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT } from '../../src/core/project-layout.ts';
import { generatePosts } from '../corpus.ts';
import { generateCorpus } from '../corpus-writer.ts';
import { writeEleventySite } from './eleventy-site.ts';
import { writeHugoSite } from './hugo-site.ts';
import { HUGO, eleventyCli, hugoVersion } from './machine.ts';
import { GNU_TIME, countHtml, isExecutable, measureRun, type Command } from './measure.ts';

const run = promisify(execFile);
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const EVENTSITE = path.join(PROJECT.root, 'bin/eventsite.js');

/** One row of a comparison table. */
interface Row {
  name: string;
  pages: number;
  walls: number[];
  peaks: number[];
}

/** A build to measure: the command for an output folder, with whatever it needs set up and removed per run. */
interface Contender {
  name: string;
  prepare: (out: string) => Promise<{ command: Command; cleanup?: () => Promise<void> }>;
  /** eventsite only: its log must not hold a warning. */
  quiet?: boolean;
}

/** Options of {@link runComparison}. */
export interface ComparisonOptions {
  /** Timed runs per tool and size (medians); at 2,000 posts and more at most 3. */
  runs: number;
  /** Generated posts per language, one table each. */
  sizes: number[];
}

/** Which of the options the rows use this eventsite's `build` has (`--no-cache` brings `EVENTSITE_CACHE_DIR`). */
async function eventsiteOptions(): Promise<{ noCache: boolean; noPrecompress: boolean }> {
  const { stdout } = await run(process.execPath, [EVENTSITE, 'build', '--help']);
  return { noCache: stdout.includes('--no-cache'), noPrecompress: stdout.includes('--no-precompress') };
}

/** Fails when an eventsite log holds a warning: the generated corpus must be clean content. */
function assertNoWarnings(name: string, output: string): void {
  const warnings = output.split('\n').filter((line) => /^\s*warning:/i.test(line));
  if (warnings.length > 0)
    throw new Error(
      `${name}: the generated corpus gave ${warnings.length} warning(s), e.g.\n${warnings.slice(0, 5).join('\n')}`,
    );
}

/** Warm-up run, then `runs` timed runs from a removed output folder. */
async function measure(contender: Contender, runs: number, scratch: string, gnuTime: boolean): Promise<Row> {
  const out = path.join(scratch, 'out');
  const row: Row = { name: contender.name, pages: 0, walls: [], peaks: [] };
  for (let i = 0; i <= runs; i++) {
    await rm(out, { recursive: true, force: true });
    const { command, cleanup } = await contender.prepare(out);
    try {
      const cost = await measureRun(command, { gnuTime, scratch });
      if (contender.quiet) assertNoWarnings(contender.name, cost.output);
      if (i === 0) {
        console.error(`  ${contender.name}: warm-up ${cost.wallSeconds.toFixed(1)} s`);
        continue;
      }
      row.walls.push(cost.wallSeconds);
      if (cost.peakMiB !== undefined) row.peaks.push(cost.peakMiB);
      row.pages = await countHtml(out);
      console.error(
        `  ${contender.name}: run ${i}: ${cost.wallSeconds.toFixed(2)} s, ${cost.peakMiB?.toFixed(0) ?? 'n/a'} MiB, ${row.pages} pages`,
      );
    } finally {
      await cleanup?.();
    }
  }
  await rm(out, { recursive: true, force: true });
  return row;
}

/**
 * eventsite after a one-post edit: one build with the cache on, then per run an edit to one post's body and a
 * new `build` process into the same output folder.
 */
async function measureRebuild(
  content: string,
  slug: string,
  runs: number,
  scratch: string,
  gnuTime: boolean,
): Promise<Row> {
  const out = path.join(scratch, 'rebuild-out');
  const command: Command = {
    program: process.execPath,
    args: [EVENTSITE, 'build', '--content', content, '--out', out],
  };
  const row: Row = {
    name: 'eventsite: warm-cache rebuild after a one-post change (new process)',
    pages: 0,
    walls: [],
    peaks: [],
  };
  await measureRun(command, { gnuTime, scratch });
  for (let i = 1; i <= runs; i++) {
    await appendFile(path.join(content, `blog/${slug}.en.md`), `\nA paragraph added after publication, edit ${i}.\n`);
    const cost = await measureRun(command, { gnuTime, scratch });
    assertNoWarnings(row.name, cost.output);
    row.walls.push(cost.wallSeconds);
    if (cost.peakMiB !== undefined) row.peaks.push(cost.peakMiB);
    row.pages = await countHtml(out);
    console.error(`  ${row.name}: run ${i}: ${cost.wallSeconds.toFixed(2)} s`);
  }
  await rm(out, { recursive: true, force: true });
  return row;
}

function printTable(title: string, rows: readonly Row[]): void {
  const cells = rows.map((r) => {
    const wall = median(r.walls);
    return [
      r.name,
      String(r.pages),
      wall.toFixed(2),
      r.peaks.length > 0 ? median(r.peaks).toFixed(0) : 'n/a',
      (r.pages / wall).toFixed(0),
      r.walls.map((w) => w.toFixed(2)).join(', '),
    ];
  });
  const head = ['tool', 'HTML pages', 'wall s (median)', 'peak MiB', 'pages/s', 'runs (wall s)'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((x, i) => (i === 0 || i === 5 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** The tools found on this machine, and the options this eventsite's `build` has. */
interface Tools {
  gnuTime: boolean;
  /** Hugo's version line, or undefined without Hugo. */
  hugo: string | undefined;
  eleventy: { script: string; version: string };
  noCache: boolean;
  noPrecompress: boolean;
}

/** Finds the tools, printing what is missing and what is left out for it. */
async function findTools(): Promise<Tools> {
  const gnuTime = await isExecutable(GNU_TIME);
  if (!gnuTime) console.log(`${GNU_TIME} (Debian package "time") is missing: peak memory is reported as n/a.`);
  const hugo = await hugoVersion();
  if (!hugo) console.log(`${HUGO} is missing (Debian package "hugo"): Hugo is left out.`);
  const eleventy = await eleventyCli();
  const { noCache, noPrecompress } = await eventsiteOptions();
  if (!noCache)
    console.log(
      'This eventsite has no --no-cache build option (nor EVENTSITE_CACHE_DIR): the rows without caches are left out.',
    );
  return { gnuTime, hugo, eleventy, noCache, noPrecompress };
}

/**
 * Runs the comparison and prints its tables. Without GNU time memory is reported as n/a; without Hugo its rows
 * are left out; both with a printed message.
 * @throws {Error} when a build fails or eventsite warns about the generated corpus.
 */
export async function runComparison(options: ComparisonOptions): Promise<void> {
  const tools = await findTools();
  const scratch = await mkdtemp('/dev/shm/eventsite-compare-');
  try {
    for (const size of options.sizes) await compareAtSize(size, options, tools, scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(
    [
      '\nThe page sets differ: eventsite builds the whole company site (services, about, FAQ, contact, 404 pages, an /en/ alias of',
      'every English page, JSON-LD, social images, feeds, sitemap, fingerprinted assets, .br/.gz beside every text file); the Eleventy',
      'and Hugo sites have a layout, the posts, blog lists, tag pages, home and contact pages, a feed per language and a sitemap.',
    ].join('\n'),
  );
}

/** Writes the three projects of `size` posts per language under `scratch`, measures every contender and prints the table. */
async function compareAtSize(size: number, options: ComparisonOptions, tools: Tools, scratch: string): Promise<void> {
  const runs = size >= 2000 ? Math.min(options.runs, 3) : options.runs;
  console.error(`\ncomparison at ${size} posts per language (${runs} run(s) each)`);
  const work = path.join(scratch, String(size));
  await mkdir(work, { recursive: true });
  const posts = generatePosts(size);
  const content = await generateCorpus(size, { parent: work });
  await writeEleventySite(path.join(work, 'eleventy'), posts);
  if (tools.hugo) await writeHugoSite(path.join(work, 'hugo'), posts);

  const rows: Row[] = [];
  for (const contender of contenders(content, work, scratch, tools))
    rows.push(await measure(contender, runs, work, tools.gnuTime));
  if (size >= 2000)
    rows.push(await measureRebuild(content, 'generated-post-1000', Math.min(options.runs, 3), work, tools.gnuTime));
  await rm(work, { recursive: true, force: true });

  const capped = runs < options.runs ? `; ${runs} runs, not ${options.runs}, at this size to keep the bench short` : '';
  printTable(
    `${size.toLocaleString('en')} posts per language (${runs} run(s) each, medians${capped}; clean output folder, new process per run)`,
    rows,
  );
  printRatios(rows, size);
}

/** The builds to measure: eventsite with each set of flags this one has, Eleventy, and Hugo when it is there. */
function contenders(
  content: string,
  work: string,
  scratch: string,
  { hugo, eleventy, noCache, noPrecompress }: Tools,
): Contender[] {
  const eventsite = (
    name: string,
    flags: string[],
    env?: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>,
  ): Contender => ({
    name,
    quiet: true,
    prepare: async (out) => {
      const extra = await env?.();
      return {
        command: {
          program: process.execPath,
          args: [EVENTSITE, 'build', '--content', content, '--out', out, ...flags],
          env: extra?.env,
        },
        cleanup: extra?.cleanup,
      };
    },
  });
  const list: Contender[] = [eventsite('eventsite (default flags)', [])];
  if (noCache) {
    list.push(eventsite('eventsite --no-cache', ['--no-cache']));
    // The kinds of files the other two write: HTML and the rest, without a .br and a .gz beside each.
    if (noPrecompress)
      list.push(eventsite('eventsite --no-cache --no-precompress', ['--no-cache', '--no-precompress']));
    list.push(
      eventsite('eventsite, no caches at all (--no-cache, empty EVENTSITE_CACHE_DIR)', ['--no-cache'], () =>
        emptyCacheDir(scratch),
      ),
    );
  }
  list.push({
    name: `Eleventy ${eleventy.version}`,
    prepare: (out) =>
      Promise.resolve({
        command: {
          program: process.execPath,
          args: [eleventy.script, '--config=eleventy.config.mjs', `--output=${out}`, '--quiet'],
          cwd: path.join(work, 'eleventy'),
        },
      }),
  });
  if (hugo) {
    list.push({
      name: `Hugo ${/v[\d.]+/.exec(hugo)?.[0] ?? ''}`,
      prepare: (out) =>
        Promise.resolve({
          command: { program: HUGO, args: ['--source', path.join(work, 'hugo'), '--destination', out, '--quiet'] },
        }),
    });
  }
  return list;
}

/** A new empty `EVENTSITE_CACHE_DIR` under `parent` for one run, removed after it (with a note if it stayed empty). */
async function emptyCacheDir(parent: string): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(parent, 'cache-'));
  return {
    env: { EVENTSITE_CACHE_DIR: dir },
    cleanup: async () => {
      if ((await readdir(dir)).length === 0)
        console.error('  note: EVENTSITE_CACHE_DIR stayed empty; is it supported?');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Prints each eventsite row's wall time against Eleventy's and Hugo's and, at 2,000 posts and more, the peak memory. */
function printRatios(rows: readonly Row[], size: number): void {
  const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const others = [find('Eleventy'), find('Hugo')].filter((r): r is Row => r !== undefined);
  for (const own of rows.filter((r) => r.name.startsWith('eventsite') && !r.name.includes('rebuild'))) {
    console.log(
      `${own.name}: ${others.map((o) => `${ratio(median(own.walls), median(o.walls))} ${o.name.split(' ')[0]}'s wall time`).join(', ')}`,
    );
  }
  const own = rows[0]!;
  const eleventyRow = find('Eleventy');
  if (size >= 2000 && eleventyRow && own.peaks.length > 0 && eleventyRow.peaks.length > 0) {
    console.log(
      `peak memory: eventsite ${median(own.peaks).toFixed(0)} MiB, Eleventy ${median(eleventyRow.peaks).toFixed(0)} MiB (${ratio(median(own.peaks), median(eleventyRow.peaks))})`,
    );
  }
}
