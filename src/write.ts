/**
 * The only module that writes the output folder. Files go into a fresh temporary folder beside it, which is
 * swapped into place only when every file was written: a failed build leaves the last good output untouched.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './assets.ts';
import { DuplicateRouteError } from './errors.ts';

/** Options of {@link writeOutput}. */
export interface WriteOutputOptions {
  /** The output folder, e.g. `dist`. */
  outDir: string;
  files: OutputFile[];
}

/**
 * Writes `files` into a temporary sibling of `outDir`, then replaces `outDir` with it.
 * @returns the number of files written.
 * @throws {DuplicateRouteError} when two files claim one path; nothing is written then.
 */
/** @throws {DuplicateRouteError} when two files claim one output path (e.g. `static/robots.txt`). */
function assertUniquePaths(files: readonly OutputFile[]): void {
  const seen = new Set<string>();
  for (const { path: p } of files) {
    if (seen.has(p)) {
      throw new DuplicateRouteError(`two files would be written to ${p}`, { file: p, hint: 'a file in static/ has the name of a generated file (page, sitemap.xml, robots.txt): rename or remove it' });
    }
    seen.add(p);
  }
}

export async function writeOutput({ outDir, files }: WriteOutputOptions): Promise<number> {
  assertUniquePaths(files);
  const target = path.resolve(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = `${target}.tmp-${stamp}`;
  const old = `${target}.old-${stamp}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const dirs = new Set(files.map((f) => path.dirname(path.join(temp, f.path))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all(files.map((f) => writeFile(path.join(temp, f.path), f.contents)));
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  let hadOld = false;
  try {
    await rename(target, old);
    hadOld = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    await rename(temp, target);
  } catch (error) {
    // Put the last good output back where it was.
    if (hadOld) await rename(old, target);
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
  return files.length;
}

/**
 * Writes `files` into an existing output folder in place (dev rebuilds), each through a temporary file and a
 * rename so a reader never sees half a file, and deletes `remove` (paths relative to `outDir`).
 */
export async function updateOutput({ outDir, files, remove = [] }: WriteOutputOptions & { remove?: string[] }): Promise<void> {
  assertUniquePaths(files);
  const target = path.resolve(outDir);
  const dirs = new Set(files.map((f) => path.dirname(path.join(target, f.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all(
    files.map(async (f) => {
      const file = path.join(target, f.path);
      const temp = `${file}.tmp-${process.pid}`;
      await writeFile(temp, f.contents);
      await rename(temp, file);
    }),
  );
  await Promise.all(remove.map((p) => rm(path.join(target, p), { force: true })));
}
