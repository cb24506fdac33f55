/**
 * The work folder of an output: `.{name}.eventsite-work` beside the output folder `{name}`, on the same file system,
 * so that a build is published by renames. A build makes it fresh (a new draft beside it, named with the process id
 * and holding the owner file, renamed into place: never through what is already there), writes the new site into
 * it, and publishes:
 *
 * 1. the new site is complete in `work/site`, its manifest in `work/manifest.json`;
 * 2. the output folder is renamed to `work/old`;
 * 3. `work/site` is renamed to the output folder;
 * 4. the manifest (on the disk since step 1) is renamed beside it, and that rename made durable too;
 * 5. `work/old` and the work folder are removed.
 *
 * Killed at any moment, the output folder is the complete old site or the complete new one, except between
 * steps 2 and 3, where it is missing: the next run finds the work folder of a process that no longer runs and
 * finishes or undoes what it did ({@link claimWorkFolder}). Only entries of the work folder this tool names are
 * ever removed, never through a link.
 */
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EventsiteError } from '../core/errors.ts';
import { displayPath } from '../core/display-path.ts';
import { syncFolder } from '../core/write-whole.ts';
import { manifestFile, readManifest } from './manifest.ts';
import { notWritableError, writeError } from './output-write-errors.ts';
import { draftOf, isFolder, OWNER, workFolderOf, workFolderParts } from './work-folder-paths.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Another build is writing the same output folder now. */
class OutputBusyError extends EventsiteError {}
/** A path beside the output holds something that is not eventsite's: nothing is written or removed. */
class ForeignWorkFolderError extends EventsiteError {}

/** A claimed work folder. */
export interface WorkFolder {
  /** The work folder (absolute). */
  dir: string;
  /** Where the new site is written. */
  site: string;
  /** Where its manifest is written before publishing. */
  manifest: string;
}

/** Who holds a work folder: written first into it. */
interface Owner {
  pid: number;
  host: string;
  started: string;
}

/** Work folders this process holds: one it did not claim, even under its own process id, is a dead run's. */
const held = new Set<string>();

function readOwner(dir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, started: String(owner.started) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** True while the process that wrote `owner` runs (on this machine; a process id of this one counts only if it holds the folder). */
function ownerRuns(owner: Owner, dir: string): boolean {
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return held.has(dir);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Finishes or undoes what a killed build left in `dir`, the work folder of `outDir`, then removes it: a complete new
 * site whose output folder was already moved aside is put in its place; a manifest written for the folder now in
 * place is put beside it; anything else of the work folder goes.
 */
async function repair(dir: string, outDir: string): Promise<void> {
  const { site, old, manifest } = workFolderParts(dir);
  const outMissing = lstatSync(outDir, { throwIfNoEntry: false }) === undefined;
  // Killed between the two renames: the new site is complete (its manifest is written after it).
  if (outMissing && isFolder(site) && existsSync(manifest)) await rename(site, outDir);
  else if (outMissing && isFolder(old)) await rename(old, outDir);
  const written = await readManifest(manifest);
  if (written && lstatSync(outDir, { throwIfNoEntry: false })?.ino === written.folder)
    await rename(manifest, manifestFile(outDir));
  await removeWorkFolder(dir);
}

/**
 * Removes the work folder `dir` and what it holds: out of its place first, in one rename, so another build never
 * sees (or claims into) a work folder half removed.
 */
async function removeWorkFolder(dir: string): Promise<void> {
  const leaving = draftOf(dir, process.pid);
  await rename(dir, leaving);
  await removeDraft(leaving);
}

/**
 * Removes a draft, or a work folder moved out of its place: the parts eventsite puts in one, when it holds an owner
 * file (whole or cut short by a kill), then the folder itself if nothing else is left in it. Anything else is not
 * eventsite's, and stays.
 */
async function removeDraft(draft: string): Promise<void> {
  if (existsSync(path.join(draft, OWNER))) {
    for (const part of [...Object.values(workFolderParts(draft)), path.join(draft, OWNER)])
      await rm(part, { recursive: true, force: true });
  }
  await rmdir(draft).catch(() => undefined);
}

/**
 * Makes the work folder whole before it has its name: a draft beside it, holding the owner file and `site/`, renamed
 * into place. A build killed at any moment leaves either no work folder or one that names its owner.
 * @returns false when something is in the way (a work folder, a link or a file); it is left as it was.
 */
async function placeDraft(dir: string, outDir: string): Promise<boolean> {
  const draft = draftOf(dir, process.pid);
  try {
    await mkdir(draft);
    await writeFile(
      path.join(draft, OWNER),
      JSON.stringify({ pid: process.pid, host: os.hostname(), started: new Date().toISOString() } satisfies Owner),
    );
    await mkdir(workFolderParts(draft).site);
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    // A folder that exists and refuses a new entry (`/proc`) is a folder that cannot be written.
    if (code === 'ENOENT' && isFolder(path.dirname(dir)))
      throw notWritableError(outDir, path.dirname(dir), 'ENOENT', error);
    throw writeError(error, outDir);
  }
  try {
    // Takes the place of nothing, or of an empty folder (which holds nothing to lose); never of a link or a file.
    await rename(draft, dir);
    return true;
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    if (['EEXIST', 'ENOTEMPTY', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? ''))
      return false;
    throw writeError(error, outDir);
  }
}

/** Removes the drafts of `dir` that builds killed before renaming them left (their process, named in the draft's name, is gone). */
async function removeDeadDrafts(dir: string): Promise<void> {
  const prefix = `${path.basename(dir)}.draft-`;
  const names = await readdir(path.dirname(dir)).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(prefix))) {
    const pid = Number(/^(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length))?.[1] ?? Number.NaN);
    // Not named as eventsite names its drafts, or this process's own: left alone.
    const running =
      !Number.isInteger(pid) || pid === process.pid || ownerRuns({ pid, host: os.hostname(), started: '' }, '');
    if (!running && isFolder(path.join(path.dirname(dir), name))) await removeDraft(path.join(path.dirname(dir), name));
  }
}

/**
 * Claims the work folder of `outDir` (absolute) for this build, first repairing what a killed build left there.
 * @throws {OutputBusyError} when a running process holds it.
 * @throws {ForeignWorkFolderError} when its path holds a link, a file, or a folder without eventsite's owner file.
 * @throws {OutputNotWritableError} when the folder above the output may not be written (permissions, a read-only
 * file system, a folder that takes no new entries); an `OutputWriteError` when the file system fails otherwise.
 */
export async function claimWorkFolder(outDir: string): Promise<WorkFolder> {
  const dir = workFolderOf(outDir);
  const shown = displayPath(dir);
  await removeDeadDrafts(dir);
  for (let attempt = 0, repaired = false; ; attempt++) {
    if (await placeDraft(dir, outDir)) break;
    const info = lstatSync(dir, { throwIfNoEntry: false });
    // Released by another build meanwhile: try again (a few times; a path that keeps coming back is in the way).
    if (!info && attempt < 20) continue;
    if (repaired)
      throw writeError(
        Object.assign(new Error(`${shown} is still in the way after its repair`), { code: 'EEXIST' }),
        outDir,
      );
    const found = info?.isDirectory() ? readOwner(dir) : undefined;
    // Released while it was read: try again.
    if (!found && !lstatSync(dir, { throwIfNoEntry: false }) && attempt < 20) continue;
    if (!found) {
      const what = info?.isSymbolicLink()
        ? 'a link'
        : info?.isDirectory()
          ? 'a folder eventsite did not make'
          : 'a file';
      throw new ForeignWorkFolderError(catalogue.ForeignWorkFolder({ what }), { file: shown });
    }
    if (ownerRuns(found, dir)) {
      const busy = { pid: found.pid, started: found.started, name: path.basename(outDir) };
      throw new OutputBusyError(catalogue.OutputBusy(busy), { file: shown });
    }
    // On a file system that turned read-only since, the repair fails: that is said plainly too.
    await repair(dir, outDir).catch((error: unknown) => {
      throw writeError(error, outDir);
    });
    repaired = true;
  }
  held.add(dir);
  const { site, manifest } = workFolderParts(dir);
  return { dir, site, manifest };
}

/**
 * Publishes the complete site of `work` as `outDir` (steps 2 to 5 of the module comment) and releases the folder.
 * @param aside - where an existing output folder that is not eventsite's goes instead of being removed (`--force`).
 */
export async function publishWorkFolder(work: WorkFolder, outDir: string, aside?: string): Promise<void> {
  const { old } = workFolderParts(work.dir);
  const existing = lstatSync(outDir, { throwIfNoEntry: false });
  const moved = existing ? (aside ?? old) : undefined;
  if (moved) await rename(outDir, moved);
  try {
    await rename(work.site, outDir);
  } catch (error) {
    // The output folder goes back where it was before the work folder is removed.
    if (moved) await rename(moved, outDir);
    throw error;
  }
  await rename(work.manifest, manifestFile(outDir));
  await syncFolder(path.dirname(outDir));
  await releaseWorkFolder(work);
}

/** Removes the work folder and everything in it (a failed build's site, the site replaced). Never throws. */
export async function releaseWorkFolder(work: WorkFolder): Promise<void> {
  try {
    await removeWorkFolder(work.dir);
  } catch {
    // what is left is repaired by the next run
  } finally {
    held.delete(work.dir);
  }
}
