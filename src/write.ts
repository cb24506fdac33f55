/**
 * The only module that writes the output folder. Files go into a fresh temporary folder beside it, which is
 * swapped into place only when every file was written: a failed build leaves the last good output untouched.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './assets.ts';

/** Options of {@link writeOutput}. */
export interface WriteOutputOptions {
  /** The output folder, e.g. `dist`. */
  outDir: string;
  files: OutputFile[];
}

/**
 * Writes `files` into a temporary sibling of `outDir`, then replaces `outDir` with it.
 * @returns the number of files written.
 */
export async function writeOutput({ outDir, files }: WriteOutputOptions): Promise<number> {
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
  await rename(temp, target);
  if (hadOld) await rm(old, { recursive: true, force: true });
  return files.length;
}

/**
 * Writes `files` into an existing output folder in place (dev rebuilds), each through a temporary file and a
 * rename so a reader never sees half a file, and deletes `remove` (paths relative to `outDir`).
 */
export async function updateOutput({ outDir, files, remove = [] }: WriteOutputOptions & { remove?: string[] }): Promise<void> {
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
