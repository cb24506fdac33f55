/**
 * The folder `dev` serves: made whole at its first build ({@link replaceFolder}, published as `build` publishes),
 * then changed in place after each edit ({@link updateFolder}): each file written through a temporary file and a
 * rename, so a browser never reads half a file, and the files of pages that are gone deleted.
 */
import { lstatSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DuplicateRouteError } from '../core/errors.ts';
import type { OutputFile } from '../core/output-file.ts';
import { digestOf } from '../core/fingerprint.ts';
import { writeWhole } from '../core/write-whole.ts';
import { manifestFile, readManifest, serializeManifest, stampOf, type FileStamp } from './manifest.ts';
import { openOutput } from './output-writer.ts';
import { writeError } from './output-write-errors.ts';
import { catalogue } from '../core/error-catalogue.ts';

/**
 * Keeps the manifest beside the output (written when the folder was published) true to what {@link updateFolder}
 * changed: the new stamps of the files it wrote, without the files it removed, and the files new to the folder in a
 * group of their own. A later run then still knows the folder as eventsite's (`isOwnOutput` wants a listed file as
 * it was written), even after every file it first listed was written again.
 */
async function refreshManifest(target: string, written: readonly string[], removed: readonly string[]): Promise<void> {
  const file = manifestFile(target);
  const manifest = await readManifest(file);
  if (!manifest) return;
  const rewritten = new Set(written);
  const gone = new Set(removed);
  const stamp = (name: string) => stampOf(lstatSync(path.join(target, name)));
  const groups = manifest.groups.map((group) => ({
    ...group,
    files: group.files
      .filter(([name]) => !gone.has(name))
      .map(([name, was]): [string, FileStamp] => [name, rewritten.has(name) ? stamp(name) : was]),
  }));
  const listed = new Set(groups.flatMap((group) => group.files.map(([name]) => name)));
  const added = written.filter((name) => !listed.has(name));
  if (added.length > 0) groups.push({ key: 'written by dev', files: added.map((name) => [name, stamp(name)]) });
  // Written after the files: its modification time says none of them changed since (see `isUnchanged`).
  await writeWhole(file, serializeManifest({ folder: manifest.folder, by: manifest.by, groups }), { durable: true });
}

/**
 * Writes `files` into `outDir` and deletes `remove` (paths relative to it), and keeps the manifest beside it
 * current (see {@link refreshManifest}).
 * @throws {DuplicateRouteError} when two files claim one path (nothing is written then);
 * `OutputNotWritableError` when the folder may not be written, `OutputWriteError` for another file system error.
 */
export async function updateFolder({
  outDir,
  files,
  remove = [],
}: {
  outDir: string;
  files: readonly OutputFile[];
  remove?: readonly string[];
}): Promise<void> {
  const written = files.map((f) => f.path);
  const seen = new Set<string>();
  for (const p of written) {
    if (seen.has(p)) throw new DuplicateRouteError(catalogue.TwoFilesOnePath({ path: p }), { file: p });
    seen.add(p);
  }
  const target = path.resolve(outDir);
  try {
    const folders = new Set(written.map((p) => path.dirname(path.join(target, p))));
    await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
    await Promise.all(files.map((f) => writeWhole(path.join(target, f.path), f.contents)));
    await Promise.all(remove.map((p) => rm(path.join(target, p), { force: true })));
    await refreshManifest(target, written, remove);
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
  const output = await openOutput({ outDir, by: 'dev' });
  try {
    await Promise.all(files.map((file) => output.write(digestOf([file.path, file.contents]), [file])));
    await output.publish();
  } catch (error) {
    await output.discard();
    throw error;
  }
}
