/**
 * Timed builds of the comparison: a contender's clean builds after a warm-up, and eventsite's warm-cache rebuild
 * after a one-post edit; each gives one table row.
 */
import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Row } from './compare-table.ts';
import { EVENTSITE, type Contender } from './contenders.ts';
import { countHtml, measureRun, type Command } from './measure.ts';

/** Fails when an eventsite log holds a warning: the generated corpus must be clean content. */
function assertNoWarnings(name: string, output: string): void {
  const warnings = output.split('\n').filter((line) => /^\s*warning:/i.test(line));
  if (warnings.length > 0)
    throw new Error(
      `${name}: the generated corpus gave ${warnings.length} warning(s), e.g.\n${warnings.slice(0, 5).join('\n')}`,
    );
}

/** Warm-up run, then `runs` timed runs from a removed output folder. */
export async function measure(contender: Contender, runs: number, scratch: string, gnuTime: boolean): Promise<Row> {
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
export async function measureRebuild(
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
