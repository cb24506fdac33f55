/**
 * Writes one build of an output folder: every file goes into the work folder's new site (`work-folder.ts`), which
 * replaces the output folder by renames once it is complete, so the output is always a plain folder holding a
 * whole site. A group of files (a page and its `.br` and `.gz`, or an asset and its companions) is made once per key;
 * a group whose key and files are those the output folder's manifest lists, and whose files there are unchanged
 * since they were written, is taken by hard links instead of being made again.
 */
import { linkSync, lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { DuplicateRouteError } from '../core/errors.ts';
import type { OutputFile } from '../core/output-file.ts';
import {
  isUnchanged,
  manifestFile,
  readManifest,
  serializeManifest,
  settleManifest,
  stampOf,
  type FileStamp,
  type Manifest,
  type ManifestGroup,
  type OutputWriterCommand,
} from './manifest.ts';
import { writeError } from './output-write-errors.ts';
import { claimWorkFolder, publishWorkFolder, releaseWorkFolder, type WorkFolder } from './work-folder.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Options of {@link openOutput}. */
export interface OpenOutputOptions {
  /** The output folder (absolute), already checked by `checkOutputFolder`. */
  outDir: string;
  /** Where an existing output folder that is not eventsite's is moved instead of being replaced (`--force`); none: replaced. */
  aside?: string;
  /** Take unchanged files from the folder now in place (default true; `--no-cache` makes everything again). */
  reuse?: boolean;
  /** The command writing it, recorded in the manifest (default `build`). */
  by?: OutputWriterCommand;
}

/**
 * What a build may take from the build before: the groups of the manifest, when it describes the folder now at the
 * output (none otherwise), and the modification time of the manifest's file (ms): a file changed after it is not taken.
 */
type Previous = { groups: ManifestGroup[]; settled: number };

/** What the build before left at `outDir`, as its manifest describes it. */
async function previousBuild(outDir: string): Promise<Previous> {
  const file = manifestFile(outDir);
  const manifest = await readManifest(file);
  const settled = lstatSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (!manifest || lstatSync(outDir, { throwIfNoEntry: false })?.ino !== manifest.folder)
    return { groups: [], settled };
  return { groups: manifest.groups, settled };
}

/**
 * Starts a build of `outDir`: claims its work folder (repairing what a killed build left) and reads what the output
 * folder holds now.
 * @throws {OutputBusyError}, {@link ForeignWorkFolderError} or {@link OutputWriteError} (see `claimWorkFolder`).
 */
export async function openOutput({
  outDir,
  aside,
  reuse = true,
  by = 'build',
}: OpenOutputOptions): Promise<OutputWriter> {
  const work: WorkFolder = await claimWorkFolder(outDir);
  const previous = reuse ? await previousBuild(outDir) : { groups: [], settled: 0 };
  return new OutputWriter(outDir, work, previous, aside, by);
}

/** A build of an output folder being written, into one claimed work folder. */
export class OutputWriter {
  /** The folder the new site is written into (absolute): files appear in the output only once it is published. */
  readonly dir: string;
  /** The groups of the build before, by key and by inputs key. */
  private readonly before: Map<string, ManifestGroup>;
  private readonly beforeByInputs: Map<string, ManifestGroup>;
  /** The groups of this build, for its manifest. */
  private readonly groups: ManifestGroup[] = [];
  /** Paths written or taken, relative to the new site. */
  private readonly taken = new Set<string>();
  /** Folders known to exist in the new site. */
  private readonly folders: Set<string>;
  /** Files taken from the build before (hard links). */
  private linked = 0;

  constructor(
    private readonly outDir: string,
    private readonly work: WorkFolder,
    private readonly previous: Previous,
    private readonly aside: string | undefined,
    private readonly by: OutputWriterCommand,
  ) {
    this.dir = work.site;
    this.folders = new Set([work.site]);
    this.before = new Map(previous.groups.map((group) => [group.key, group]));
    this.beforeByInputs = new Map(
      previous.groups.filter((group) => group.inputs !== undefined).map((group) => [group.inputs!, group]),
    );
  }

  /** Files written or taken so far. */
  get count(): number {
    return this.taken.size;
  }

  /** Files taken from the build before. */
  get reused(): number {
    return this.linked;
  }

  /**
   * Takes the files of `key` from the output folder as the build before wrote them, when its manifest lists
   * them under that key and each is unchanged there since. The key must stand for the files' paths and bytes;
   * `inputs`, when given, is recorded as the page's inputs key for the next build.
   * @returns whether they were taken; when not, the caller makes them ({@link write}).
   * @throws {DuplicateRouteError} when a path was written already; {@link OutputWriteError} when a link cannot be made.
   */
  reuse(key: string, inputs?: string): boolean {
    return this.take(this.before.get(key), inputs);
  }

  /** As {@link reuse}, by a page's inputs key (see `ManifestGroup.inputs`). */
  reuseByInputs(inputs: string): boolean {
    return this.take(this.beforeByInputs.get(inputs));
  }

  /**
   * Writes files made from `key` (a page and its companions …).
   * @throws {DuplicateRouteError} when a path was written already; {@link OutputWriteError} when the file system refuses.
   */
  // eslint-disable-next-line @typescript-eslint/require-await -- sync I/O on purpose; its throws stay rejections
  async write(key: string, files: readonly OutputFile[], inputs?: string): Promise<void> {
    this.claim(files.map((f) => f.path));
    const stamped: [string, FileStamp][] = [];
    try {
      // Synchronous: small files written in a row cost a fraction of the thread pool's round trips.
      for (const file of files) {
        const target = path.join(this.work.site, file.path);
        this.folderFor(target);
        writeFileSync(target, file.contents, { flag: 'wx' });
        stamped.push([file.path, stampOf(lstatSync(target))]);
      }
    } catch (error) {
      throw writeError(error, this.outDir);
    }
    this.groups.push({ key, inputs, files: stamped });
  }

  /** Replaces the output folder with the new site, with its manifest beside it. */
  async publish(): Promise<void> {
    const manifest: Manifest = { folder: lstatSync(this.work.site).ino, by: this.by, groups: this.groups };
    try {
      // On the disk before the site is put in place (then renamed beside it): a crash never leaves a manifest cut short.
      const handle = await open(this.work.manifest, 'wx');
      try {
        await handle.writeFile(serializeManifest(manifest));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await publishWorkFolder(this.work, this.outDir, this.aside);
    } catch (error) {
      await releaseWorkFolder(this.work);
      throw writeError(error, this.outDir);
    }
    // Removing the folder replaced changed the change time of the files taken from it: the manifest is later still.
    await settleManifest(manifestFile(this.outDir)).catch(() => undefined);
  }

  /** Removes the new site; the output folder stays as it was. Never throws. */
  discard(): Promise<void> {
    return releaseWorkFolder(this.work);
  }

  /** Takes the files of a group of the build before, when each is unchanged on disk. */
  private take(old: ManifestGroup | undefined, inputs = old?.inputs): boolean {
    if (!old || !old.files.every(([p, stamp]) => isUnchanged(path.join(this.outDir, p), stamp, this.previous.settled)))
      return false;
    const paths = old.files.map(([p]) => p);
    this.claim(paths);
    try {
      for (const p of paths) {
        const target = path.join(this.work.site, p);
        this.folderFor(target);
        linkSync(path.join(this.outDir, p), target);
      }
    } catch (error) {
      throw writeError(error, this.outDir);
    }
    this.groups.push(inputs === old.inputs ? old : { ...old, inputs });
    this.linked += paths.length;
    return true;
  }

  /** Records `paths` as written. @throws {DuplicateRouteError} when one was written already. */
  private claim(paths: readonly string[]): void {
    for (const p of paths) {
      if (this.taken.has(p)) {
        throw new DuplicateRouteError(catalogue.TwoFilesOnePath({ path: p }), { file: p });
      }
      this.taken.add(p);
    }
  }

  /** Makes the folder of `file` (absolute) unless it was made already. */
  private folderFor(file: string): void {
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
  }
}
