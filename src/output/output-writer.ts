/**
 * Writes one build of an output folder: every file goes into the work folder's new site (`work-folder.ts`), which
 * replaces the output folder by renames once it is complete, so the output is always a plain folder holding a
 * whole site. A group of files (a page and its `.br` and `.gz`, or an asset and its companions) is made once per key;
 * a group whose key and files are those the output folder's manifest lists, and whose files there are unchanged
 * since they were written, is taken by hard links instead of being made again.
 */
import { linkSync, lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DuplicateRouteError } from '../core/errors.ts';
import type { OutputFile } from '../core/output-file.ts';
import { hasStamp, manifestFile, readManifest, serializeManifest, stampOf, type FileStamp, type Manifest, type ManifestGroup } from './manifest.ts';
import { claimWorkFolder, publishWorkFolder, releaseWorkFolder, writeError, type WorkFolder } from './work-folder.ts';

/** Options of {@link openOutput}. */
export interface OpenOutputOptions {
  /** The output folder (absolute), already checked by `checkOutputFolder`. */
  outDir: string;
  /** Where an existing output folder that is not eventsite's is moved instead of being replaced (`--force`); none: replaced. */
  aside?: string;
  /** Take unchanged files from the folder now in place (default true; `--no-cache` makes everything again). */
  reuse?: boolean;
}

/** A build of an output folder being written. */
export interface OutputWriter {
  /** The folder the new site is written into (absolute): files appear in the output only once it is published. */
  readonly dir: string;
  /**
   * Takes the files of `key` from the output folder as the build before wrote them, when its manifest lists
   * them under that key and each is unchanged there since. The key must stand for the files' paths and bytes;
   * `inputs`, when given, is recorded as the page's inputs key for the next build.
   * @returns whether they were taken; when not, the caller makes them ({@link write}).
   * @throws {DuplicateRouteError} when a path was written already; {@link OutputWriteError} when a link cannot be made.
   */
  reuse(key: string, inputs?: string): boolean;
  /** As {@link reuse}, by a page's inputs key (see `ManifestGroup.inputs`). */
  reuseByInputs(inputs: string): boolean;
  /** True when the output folder's manifest lists files the build could take (there was a build before). */
  readonly hasPrevious: boolean;
  /**
   * Writes files made from `key` (a page and its companions …).
   * @throws {DuplicateRouteError} when a path was written already; {@link OutputWriteError} when the file system refuses.
   */
  write(key: string, files: readonly OutputFile[], inputs?: string): Promise<void>;
  /** Files written or taken so far. */
  readonly count: number;
  /** Files taken from the build before. */
  readonly reused: number;
  /** Replaces the output folder with the new site, with its manifest beside it. */
  publish(): Promise<void>;
  /** Removes the new site; the output folder stays as it was. Never throws. */
  discard(): Promise<void>;
}

/** The groups of the manifest, when it describes the folder now at `outDir`. */
async function previousGroups(outDir: string): Promise<ManifestGroup[]> {
  const manifest = await readManifest(manifestFile(outDir));
  if (!manifest || lstatSync(outDir, { throwIfNoEntry: false })?.ino !== manifest.folder) return [];
  return manifest.groups;
}

/**
 * Starts a build of `outDir`: claims its work folder (repairing what a killed build left) and reads what the output
 * folder holds now.
 * @throws {OutputBusyError}, {@link ForeignWorkFolderError} or {@link OutputWriteError} (see `claimWorkFolder`).
 */
export async function openOutput({ outDir, aside, reuse = true }: OpenOutputOptions): Promise<OutputWriter> {
  const work: WorkFolder = await claimWorkFolder(outDir);
  const previous = reuse ? await previousGroups(outDir) : [];
  const before = new Map(previous.map((group) => [group.key, group]));
  const beforeByInputs = new Map(previous.filter((group) => group.inputs !== undefined).map((group) => [group.inputs!, group]));
  const groups: ManifestGroup[] = [];
  const taken = new Set<string>();
  const folders = new Set<string>([work.site]);
  let reused = 0;

  const claim = (paths: readonly string[]) => {
    for (const p of paths) {
      if (taken.has(p)) {
        throw new DuplicateRouteError(`two files would be written to ${p}`, { file: p, hint: 'a file in static/ has the name of a generated file (a page, sitemap.xml, robots.txt): rename or remove it' });
      }
      taken.add(p);
    }
  };
  const folderFor = (file: string) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
  };

  /** Takes the files of a group of the build before, when each is unchanged on disk. */
  const take = (old: ManifestGroup | undefined, inputs = old?.inputs): boolean => {
    if (!old || !old.files.every(([p, stamp]) => hasStamp(path.join(outDir, p), stamp))) return false;
    const paths = old.files.map(([p]) => p);
    claim(paths);
    try {
      for (const p of paths) {
        const target = path.join(work.site, p);
        folderFor(target);
        linkSync(path.join(outDir, p), target);
      }
    } catch (error) {
      throw writeError(error, outDir);
    }
    groups.push(inputs === old.inputs ? old : { ...old, inputs });
    reused += paths.length;
    return true;
  };

  return {
    dir: work.site,
    get count() {
      return taken.size;
    },
    get reused() {
      return reused;
    },
    get hasPrevious() {
      return before.size > 0;
    },
    reuse: (key, inputs) => take(before.get(key), inputs),
    reuseByInputs: (inputs) => take(beforeByInputs.get(inputs)),
    async write(key, files, inputs) {
      claim(files.map((f) => f.path));
      const stamped: [string, FileStamp][] = [];
      try {
        // Synchronous: small files written in a row cost a fraction of the thread pool's round trips.
        for (const file of files) {
          const target = path.join(work.site, file.path);
          folderFor(target);
          writeFileSync(target, file.contents, { flag: 'wx' });
          stamped.push([file.path, stampOf(lstatSync(target))]);
        }
      } catch (error) {
        throw writeError(error, outDir);
      }
      groups.push({ key, inputs, files: stamped });
    },
    async publish() {
      const manifest: Manifest = { folder: lstatSync(work.site).ino, groups };
      try {
        await writeFile(work.manifest, serializeManifest(manifest));
        await publishWorkFolder(work, outDir, aside);
      } catch (error) {
        await releaseWorkFolder(work);
        throw writeError(error, outDir);
      }
    },
    discard: () => releaseWorkFolder(work),
  };
}
