/** The machine and tool versions a benchmark ran on, printed above its figures so they can be cited. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT } from '../../src/core/project-layout.ts';
import { isExecutable } from './measure.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Debian's Hugo. */
export const HUGO = '/usr/bin/hugo';

/** The entry script of the installed Eleventy CLI (`@11ty/eleventy`'s `bin`). */
export async function eleventyCli(): Promise<{ script: string; version: string }> {
  // The package's exports hide package.json: find it above the resolved main module.
  for (let dir = path.dirname(require.resolve('@11ty/eleventy')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '{}')) as {
      name?: string;
      version?: string;
      bin?: Record<string, string>;
    };
    if (pkg.name === '@11ty/eleventy')
      return { script: path.join(dir, pkg.bin?.eleventy ?? 'cmd.cjs'), version: pkg.version ?? 'unknown' };
  }
  throw new Error('@11ty/eleventy is installed without its package.json');
}

/** Hugo's version line (`hugo v0.111.3+extended …`), or undefined when {@link HUGO} is missing. */
export async function hugoVersion(): Promise<string | undefined> {
  if (!(await isExecutable(HUGO))) return undefined;
  const { stdout } = await run(HUGO, ['version']);
  return stdout.trim();
}

/**
 * Lines describing the machine: date, CPU model and cores, memory, load averages, Node.js and tool versions. The
 * load says whether the figures below it are comparable: the machine may be shared, and a build of two cores' work
 * takes twice as long when another process keeps one busy.
 */
export async function describeMachine(): Promise<string[]> {
  const cpuinfo = await readFile('/proc/cpuinfo', 'utf8').catch(() => '');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const eventsite = JSON.parse(await readFile(path.join(PROJECT.root, 'package.json'), 'utf8')) as { version: string };
  const eleventy = await eleventyCli().then(
    (e) => e.version,
    () => 'not installed',
  );
  return [
    `date: ${new Date().toISOString()}`,
    `machine: ${model}, ${os.availableParallelism()} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}`,
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
    `node ${process.version}; eventsite ${eventsite.version}; Eleventy ${eleventy}; ${(await hugoVersion()) ?? 'Hugo not installed'}`,
  ];
}
