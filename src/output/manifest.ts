/**
 * The manifest of a published output folder: a file beside it (`.{name}.eventsite.json` for `{name}`) that says
 * the folder is eventsite's and what each of its files was made from. A build takes a file from the folder before
 * it (by a hard link, see `output-writer.ts`) only when the manifest gives it the same key as the file the build
 * would make and the file on disk still has the stamp it had when written: its inode, size and modification time.
 * Every file of a group (a page and its `.br` and `.gz`) is checked, not the first one alone.
 */
import { lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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

/** The manifest of one output folder. */
export interface Manifest {
  /** The inode of the output folder it describes (the folder written as one build, then renamed into place). */
  folder: number;
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
    group.files.every((file) => Array.isArray(file) && file.length === 2 && typeof file[0] === 'string' && isStamp(file[1]))
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
    const data = JSON.parse(await readFile(file, 'utf8')) as { format?: unknown; folder?: unknown; groups?: unknown };
    if (data.format !== FORMAT || typeof data.folder !== 'number' || !Array.isArray(data.groups) || !data.groups.every(isGroup)) return undefined;
    return { folder: data.folder, groups: data.groups };
  } catch {
    return undefined;
  }
}

/** The stamp of a file's `stat`. */
export function stampOf(info: FileStamp): FileStamp {
  return { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs };
}

/** True when `file` is a plain file (not a link) with the stamp `stamp`. */
export function hasStamp(file: string, stamp: FileStamp): boolean {
  const info = lstatSync(file, { throwIfNoEntry: false });
  return info !== undefined && info.isFile() && info.ino === stamp.ino && info.size === stamp.size && info.mtimeMs === stamp.mtimeMs;
}
