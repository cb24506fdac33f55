/**
 * The manifest of a published output folder: a file beside it (`.{name}.eventsite.json` for `{name}`) that says
 * the folder is eventsite's and what each of its files was made from. A build takes a file from the folder before
 * it (by a hard link, see `output-writer.ts`) only when the manifest gives it the same key as the file the build
 * would make and the file on disk still has the stamp it had when written: its inode, size and modification time,
 * and a change time no later than the manifest's ({@link isUnchanged}). Every file of a group (a page and its `.br`
 * and `.gz`) is checked, not the first one alone. The manifest also says which command wrote the folder.
 */
import { lstatSync, type Stats } from 'node:fs';
import { readFile, utimes } from 'node:fs/promises';
import path from 'node:path';

/** What tells a written file from one changed since: inode, size and modification time (ms). */
export interface FileStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** The files one key made (a page's HTML and its companions, or one asset and its companions), with their stamps. */
export interface ManifestGroup {
  /** A digest of what the files were made from (a page's: its view and templates). */
  key: string;
  /** A page's other key: a digest of what its view is made from (`page-inputs.ts`), known without making the view. */
  inputs?: string;
  /** Paths relative to the output folder, with the stamp each had when written. */
  files: [path: string, stamp: FileStamp][];
}

/** The command that wrote an output folder: `build`, or `dev` (a development build, served and changed in place). */
export type OutputWriterCommand = 'build' | 'dev';

/** The manifest of one output folder. */
export interface Manifest {
  /** The inode of the output folder it describes (the folder written as one build, then renamed into place). */
  folder: number;
  /** The command that wrote the folder; none in a manifest of an earlier version (which only `build` is taken for). */
  by?: OutputWriterCommand;
  groups: ManifestGroup[];
}

const FORMAT = 1;

const isStamp = (value: unknown): value is FileStamp => {
  const stamp = value as FileStamp | null;
  return typeof stamp?.ino === 'number' && typeof stamp.size === 'number' && typeof stamp.mtimeMs === 'number';
};
const isGroup = (value: unknown): value is ManifestGroup => {
  const group = value as ManifestGroup | null;
  return (
    typeof group?.key === 'string' &&
    (group.inputs === undefined || typeof group.inputs === 'string') &&
    Array.isArray(group.files) &&
    group.files.every(
      (file) => Array.isArray(file) && file.length === 2 && typeof file[0] === 'string' && isStamp(file[1]),
    )
  );
};

/** The manifest's file beside the output folder `outDir` (absolute). */
export function manifestFile(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.eventsite.json`);
}

/** The manifest as its file holds it. */
export function serializeManifest(manifest: Manifest): string {
  return JSON.stringify({ format: FORMAT, ...manifest });
}

/** The manifest in `file`, or `undefined` when there is none or it is not one (damaged, of another format). */
export async function readManifest(file: string): Promise<Manifest | undefined> {
  try {
    // Checked by hand: tens of thousands of groups, where a schema library's checks take longer than the read.
    const data = JSON.parse(await readFile(file, 'utf8')) as Partial<
      Record<'format' | 'folder' | 'by' | 'groups', unknown>
    >;
    if (
      data.format !== FORMAT ||
      typeof data.folder !== 'number' ||
      !Array.isArray(data.groups) ||
      !data.groups.every(isGroup)
    )
      return undefined;
    const by = data.by === 'build' || data.by === 'dev' ? data.by : undefined;
    return { folder: data.folder, ...(by && { by }), groups: data.groups };
  } catch {
    return undefined;
  }
}

/** The stamp of a file's `stat`. */
export function stampOf(info: FileStamp): FileStamp {
  return { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs };
}

/** The `lstat` of `file` when it is a plain file (not a link) of the size and modification time of `stamp`. */
function sameContents(file: string, stamp: FileStamp): Stats | undefined {
  const info = lstatSync(file, { throwIfNoEntry: false });
  return info?.isFile() && info.size === stamp.size && info.mtimeMs === stamp.mtimeMs ? info : undefined;
}

/**
 * True when `file` is still as written under `stamp`, wherever the folder was copied or moved with its times kept
 * (`cp -a`, `mv`): its size and modification time are the stamp's (the inode is not compared). What proves a
 * folder is eventsite's output, not what lets a build take the file.
 */
export function isAsWritten(file: string, stamp: FileStamp): boolean {
  return sameContents(file, stamp) !== undefined;
}

/**
 * True when a build may take `file` as the build before wrote it: the same inode, size and modification time as
 * `stamp`, and a change time (which no call can set back, unlike the modification time) no later than `settled`,
 * the modification time of the manifest: a file edited in place since, its times set back, is made again.
 */
export function isUnchanged(file: string, stamp: FileStamp, settled: number): boolean {
  const info = sameContents(file, stamp);
  return info !== undefined && info.ino === stamp.ino && info.ctimeMs <= settled;
}

/**
 * Marks the manifest `file` as written after every change eventsite made to the files it lists (its modification
 * time becomes now): removing the folder a build replaced changes the change time of the files the new one took
 * by hard links.
 */
export async function settleManifest(file: string): Promise<void> {
  // A millisecond ahead: file times are kept finer than the milliseconds the clock is read in.
  const now = (Date.now() + 1) / 1000;
  await utimes(file, now, now);
}
