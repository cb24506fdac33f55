/**
 * The builds the comparison measures: eventsite with each set of flags this eventsite's `build` has, Eleventy, and
 * Hugo when it is installed; and the tools found on this machine that decide which of them run.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT } from '../../src/core/project-layout.ts';
import { HUGO, eleventyCli, hugoVersion } from './machine.ts';
import { GNU_TIME, isExecutable, type Command } from './measure.ts';

const run = promisify(execFile);
/** eventsite's command-line entry. */
export const EVENTSITE = path.join(PROJECT.root, 'bin/eventsite.js');

/** A build to measure: the command for an output folder, with whatever it needs set up and removed per run. */
export interface Contender {
  name: string;
  prepare: (out: string) => Promise<{ command: Command; cleanup?: () => Promise<void> }>;
  /** eventsite only: its log must not hold a warning. */
  quiet?: boolean;
}

/** Which of the options the rows use this eventsite's `build` has (`--no-cache` brings `EVENTSITE_CACHE_DIR`). */
async function eventsiteOptions(): Promise<{ noCache: boolean; noPrecompress: boolean }> {
  const { stdout } = await run(process.execPath, [EVENTSITE, 'build', '--help']);
  return { noCache: stdout.includes('--no-cache'), noPrecompress: stdout.includes('--no-precompress') };
}

/** The tools found on this machine, and the options this eventsite's `build` has. */
export interface Tools {
  gnuTime: boolean;
  /** Hugo's version line, or undefined without Hugo. */
  hugo: string | undefined;
  eleventy: { script: string; version: string };
  noCache: boolean;
  noPrecompress: boolean;
}

/** Finds the tools, printing what is missing and what is left out for it. */
export async function findTools(): Promise<Tools> {
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

/** The builds to measure: eventsite with each set of flags this one has, Eleventy, and Hugo when it is there. */
export function contenders(
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
