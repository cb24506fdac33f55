/**
 * The folder `dev` serves: made whole at its first build ({@link replaceFolder}, published as `build` publishes),
 * then changed in place after each edit ({@link updateFolder}): each file written through a temporary file and a
 * rename, so a browser never reads half a file, and the files of pages that are gone deleted.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DuplicateRouteError } from '../core/errors.ts';
import type { OutputFile } from '../core/output-file.ts';
import { digestOf } from '../core/disk-store.ts';
import { openOutput } from './output-writer.ts';
import { writeError } from './work-folder.ts';

/**
 * Writes `files` into `outDir` and deletes `remove` (paths relative to it).
 * @throws {DuplicateRouteError} when two files claim one path (nothing is written then);
 * `OutputNotWritableError` when the folder may not be written, `OutputWriteError` for another file system error.
 */
export async function updateFolder({ outDir, files, remove = [] }: { outDir: string; files: readonly OutputFile[]; remove?: readonly string[] }): Promise<void> {
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new DuplicateRouteError(`two files would be written to ${file.path}`, { file: file.path, hint: 'a file in static/ has the name of a generated file: rename or remove it' });
    seen.add(file.path);
  }
  const target = path.resolve(outDir);
  try {
    await Promise.all([...new Set(files.map((f) => path.dirname(path.join(target, f.path))))].map((dir) => mkdir(dir, { recursive: true })));
    await Promise.all(
      files.map(async (f) => {
        const file = path.join(target, f.path);
        const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await writeFile(temp, f.contents);
          await rename(temp, file);
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
      }),
    );
    await Promise.all(remove.map((p) => rm(path.join(target, p), { force: true })));
  } catch (error) {
    // A folder made read-only while dev runs is said in one plain line, as at the start.
    throw writeError(error, target);
  }
}

/**
 * Replaces `outDir` (absolute, checked with `checkOutputFolder`) with a folder holding exactly `files`.
 * @throws {DuplicateRouteError} when two files claim one path; the errors of `openOutput`; the output is then as it was.
 */
export async function replaceFolder(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const output = await openOutput({ outDir });
  try {
    await Promise.all(files.map((file) => output.write(digestOf([file.path, file.contents]), [file])));
    await output.publish();
  } catch (error) {
    await output.discard();
    throw error;
  }
}
