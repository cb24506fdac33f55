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
import { z } from 'zod';

/** What tells a written file from one changed since: inode, size and modification time (ms). */
export interface FileStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** The files one key made (a page's HTML and its companions, or one asset and its companions), with their stamps. */
export interface ManifestGroup {
  /** A digest of what the files were made from. */
  key: string;
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

const stampSchema = z.strictObject({ ino: z.number(), size: z.number(), mtimeMs: z.number() });
const manifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  folder: z.number(),
  groups: z.array(z.strictObject({ key: z.string(), files: z.array(z.tuple([z.string(), stampSchema])) })),
});

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
    const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? { folder: parsed.data.folder, groups: parsed.data.groups } : undefined;
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
