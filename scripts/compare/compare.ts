/**
 * `npm run bench -- compare`: eventsite, Eleventy and Hugo build the same generated posts (see `../corpus.ts`),
 * each in a new process per run, from a clean output folder, after one untimed warm-up run. Projects and output
 * live on tmpfs (`/dev/shm`). Prints a table per size: HTML pages written, median wall seconds, median peak
 * memory, pages per second; then the wall-time ratios.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { generatePosts } from '../corpus.ts';
import { generateCorpus } from '../corpus-writer.ts';
import { printRatios, printTable, type Row } from './compare-table.ts';
import { contenders, findTools, type Tools } from './contenders.ts';
import { writeEleventySite } from './eleventy-site.ts';
import { writeHugoSite } from './hugo-site.ts';
import { measure, measureRebuild } from './timed-builds.ts';

/** Options of {@link runComparison}. */
export interface ComparisonOptions {
  /** Timed runs per tool and size (medians); at 2,000 posts and more at most 3. */
  runs: number;
  /** Generated posts per language, one table each. */
  sizes: number[];
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
