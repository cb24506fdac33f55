/**
 * The only module that writes an output folder. A build is written into a new folder of the output's store
 * (`.{name}.eventsite/builds/`, beside it) and made visible by replacing the output link with one to it: a
 * rename, which is atomic, so whenever the process dies the output is a complete old or a complete new
 * build. A lock in the store serialises builds into one output; each build removes what killed builds left.
 */
import { rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile, lstat } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import lockfile from 'proper-lockfile';
import type { OutputFile } from './assets.ts';
import { DuplicateRouteError, EventsiteError } from './errors.ts';
import { currentBuild, outputStore } from './output-folder.ts';
import type { WrittenStamp } from './write-pages.ts';

/** Another build holds the output's lock longer than a build takes. */
export class OutputBusyError extends EventsiteError {}
/** The file system refused to write the output (permissions, disk full); the output is as it was. */
export class OutputWriteError extends EventsiteError {}

/** Options of {@link writeOutput}. */
export interface WriteOutputOptions {
  /** The output folder, e.g. `dist` (checked with `checkOutputFolder` first). */
  outDir: string;
  files: OutputFile[];
}

/**
 * Takes the files of a build while they are made, into the build's own folder (nobody reads it until the
 * switch): a large site never has to be held in memory whole.
 */
export interface OutputSink {
  /** The new build's folder (absolute), for writers in other threads, which then {@link claim} what they wrote. */
  readonly dir: string;
  /**
   * Writes files into the new build.
   * @throws {DuplicateRouteError} when a path was written already.
   */
  write(files: readonly OutputFile[]): Promise<void>;
  /**
   * Records paths another thread wrote into {@link dir}.
   * @throws {DuplicateRouteError} when a path was written already.
   */
  claim(paths: readonly string[]): void;
  /**
   * What the build now visible in the output recorded with {@link record} (plain data), or `undefined` when there
   * is none or it cannot be read.
   */
  previous(): Promise<unknown>;
  /**
   * Takes the files of pages unchanged since the visible build from it (hard links: no bytes are copied), as if
   * written, on a thread of its own: the caller's work goes on meanwhile. Each page's `stamp` is its first file's
   * {@link WrittenStamp} when that build wrote it: a page whose file was changed in place since (by another tool)
   * is not taken.
   * @returns per page, whether it was taken; a page is not, with none of its files left behind, when its stamp
   * differs or a file cannot be linked (missing, already written, another file system); the caller then writes
   * its files itself.
   */
  reuse(pages: readonly PageFiles[]): Promise<boolean[]>;
  /** Plain data kept with the new build, for the next build's {@link previous}. */
  record(data: unknown): void;
}

/** The files of a page in the visible build, and the first one's stamp as written (see {@link OutputSink.reuse}). */
export interface PageFiles {
  paths: readonly string[];
  stamp: WrittenStamp;
}

/**
 * The linking thread's code: for each message `{ id, from, to, pages }`, links each page's files from the
 * folder `from` into `to` when its first file still has its stamp, and answers `{ id, taken }` (a boolean per
 * page). A page that fails midway has the links made for it removed.
 */
const LINKER = `const { lstatSync, mkdirSync, linkSync, rmSync } = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');
const { parentPort } = process.getBuiltinModule('node:worker_threads');
const folders = new Set();
parentPort.on('message', ({ id, from, to, pages }) => {
  const taken = pages.map(({ paths, stamp }) => {
    const first = paths.length > 0 && lstatSync(path.join(from, paths[0]), { throwIfNoEntry: false });
    if (!first || !first.isFile() || first.ino !== stamp.ino || first.size !== stamp.size || first.mtimeMs !== stamp.mtimeMs) return false;
    const made = [];
    try {
      for (const p of paths) {
        const target = path.join(to, p);
        const folder = path.dirname(target);
        if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
        folders.add(folder);
        linkSync(path.join(from, p), target);
        made.push(target);
      }
      return true;
    } catch {
      for (const target of made) rmSync(target, { force: true });
      return false;
    }
  });
  parentPort.postMessage({ id, taken });
});`;

/**
 * Links the files of unchanged pages from one build into the next on a thread of its own: thousands of metadata
 * calls (18,509 files at 2,000 posts per language) that would otherwise hold this thread for a quarter of a second.
 */
class Linker {
  private readonly thread = new Worker(LINKER, { eval: true });
  private readonly waiting = new Map<number, { resolve: (taken: boolean[] | undefined) => void }>();
  private next = 0;
  private broken = false;

  constructor() {
    // A thread that stops answers nothing more: what it had is not taken.
    const stop = () => {
      this.broken = true;
      for (const { resolve } of this.waiting.values()) resolve(undefined);
      this.waiting.clear();
    };
    this.thread.on('message', ({ id, taken }: { id: number; taken: boolean[] }) => {
      this.waiting.get(id)?.resolve(taken);
      this.waiting.delete(id);
    });
    this.thread.on('error', stop);
    this.thread.on('exit', stop);
  }

  /** @returns per page whether it was linked, or `undefined` when the thread stopped (then any page may be half linked). */
  link(from: string, to: string, pages: readonly PageFiles[]): Promise<boolean[] | undefined> {
    if (this.broken) return Promise.resolve(undefined);
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve });
      this.thread.postMessage({ id, from, to, pages });
    });
  }

  async close(): Promise<void> {
    await this.thread.terminate();
  }
}

/** The duplicate check of one build's paths (e.g. `static/robots.txt` against the generated one). */
function pathRegister(): (paths: Iterable<string>) => void {
  const seen = new Set<string>();
  return (paths) => {
    for (const p of paths) {
      if (seen.has(p)) {
        throw new DuplicateRouteError(`two files would be written to ${p}`, { file: p, hint: 'a file in static/ has the name of a generated file (page, sitemap.xml, robots.txt): rename or remove it' });
      }
      seen.add(p);
    }
  };
}

/** @throws {DuplicateRouteError} when two files claim one output path. */
function assertUniquePaths(files: readonly OutputFile[]): void {
  pathRegister()(files.map((f) => f.path));
}

async function writeFiles(dir: string, files: readonly OutputFile[]): Promise<void> {
  const dirs = new Set(files.map((f) => path.dirname(path.join(dir, f.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all(files.map((f) => writeFile(path.join(dir, f.path), f.contents)));
}

/**
 * Runs `work` holding the lock of an output's store; a build waiting for another one waits up to a minute.
 * A lock left by a killed process is taken over once it is stale (a few seconds).
 * @throws {OutputBusyError} when the lock stays held.
 */
async function withLock<T>(store: string, work: () => Promise<T>): Promise<T> {
  await mkdir(store, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(store, { stale: 2000, update: 1000, retries: { retries: 120, factor: 1, minTimeout: 500, maxTimeout: 500 }, realpath: false });
  } catch (error) {
    throw new OutputBusyError(`another build is writing ${path.basename(store).slice(1, -'.eventsite'.length)} and did not finish within a minute`, {
      file: store,
      hint: 'wait for it, or stop it; a killed build frees the lock within seconds',
    }, { cause: error });
  }
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}

/**
 * Writes `files` as a new build of `outDir` and switches `outDir` to it.
 * @returns the number of files written.
 * @throws {DuplicateRouteError} when two files claim one path; nothing is written then.
 * @throws {OutputBusyError} when another build keeps the output locked.
 */
export async function writeOutput({ outDir, files }: WriteOutputOptions): Promise<number> {
  assertUniquePaths(files);
  return writeBuild({ outDir, produce: (sink) => sink.write(files) });
}

/**
 * Makes a new build of `outDir` from what `produce` writes into its sink, then switches `outDir` to it. When
 * `produce` throws, the new build is removed and `outDir` stays as it was.
 * @returns the number of files written.
 * @throws what `produce` throws; {@link DuplicateRouteError} when two files claim one path; {@link OutputBusyError}
 * when another build keeps the output locked; {@link OutputWriteError} when the file system refuses.
 */
export async function writeBuild({ outDir, produce }: { outDir: string; produce: (sink: OutputSink) => Promise<void> }): Promise<number> {
  const target = path.resolve(outDir);
  const { store, builds, trash } = outputStore(target);
  try {
    return await switchBuild(target, store, builds, trash, produce);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof EventsiteError || !code) throw error;
    // The file system said no (a read-only folder, a full disk): say where, as a message.
    throw new OutputWriteError(`cannot write ${path.relative(process.cwd(), target) || target}: ${(error as Error).message.replace(/^\w+: /, '')}`, {
      file: (error as NodeJS.ErrnoException).path ? path.relative(process.cwd(), (error as NodeJS.ErrnoException).path!) : undefined,
      hint: code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'choose a folder you may write to' : code === 'ENOSPC' ? 'free some disk space' : undefined,
    });
  }
}

/**
 * Removes a build folder that is not visible. In this thread: an old build has thousands of files, and removing
 * them took 188 ms this way against 325 ms through the thread pool (18,509 files).
 */
function removeBuild(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The name of a build's folder: its start time (base 36) and its process. */
const BUILD_ID = /^[0-9a-z]+-\d+$/;

/** True when `dir` is a folder (not a link to one). */
const isFolder = (dir: string) => lstat(dir).then((info) => info.isDirectory(), () => false);

/** True when `dir` is a folder (not a link to one) or does not exist. */
const isFolderOrMissing = (dir: string) => lstat(dir).then((info) => info.isDirectory(), (error: NodeJS.ErrnoException) => error.code === 'ENOENT');

/** Removes each folder of `workerData` (absolute paths), ignoring what fails: the code of {@link emptyTrash}'s thread. */
const REMOVER = `const { rmSync } = process.getBuiltinModule('node:fs');
for (const dir of process.getBuiltinModule('node:worker_threads').workerData) {
  try { rmSync(dir, { recursive: true, force: true }); } catch {}
}`;

/**
 * Removes the old builds in the trash of `outDir`'s store on a thread of its own: the caller's work goes on
 * meanwhile, and the file system's thousands of calls run on another core. A build starts it first and waits for it
 * last. The trash holds builds no one will show again, so it needs no lock. Never throws: what is left is removed by
 * a later build.
 * @returns when the thread is done (at once when the trash is empty).
 */
export async function emptyTrash(outDir: string): Promise<void> {
  const { store, trash } = outputStore(path.resolve(outDir));
  // Only folders of the store as builds make them: never through a link, never what another tool put there.
  if (!(await isFolder(store)) || !(await isFolder(trash))) return;
  const entries = (await readdir(trash).catch(() => [] as string[])).filter((entry) => BUILD_ID.test(entry));
  if (entries.length === 0) return;
  await new Promise<void>((resolve) => {
    const remover = new Worker(REMOVER, { eval: true, workerData: entries.map((entry) => path.join(trash, entry)) });
    remover.once('error', () => resolve());
    remover.once('exit', () => resolve());
  });
}

/**
 * Under the store's lock: clears leftovers, writes the new build, switches the output link to it, and removes the
 * build before. When the new build took at least half of its files from that one by linking, the two share those
 * files, and removing it would cost more than it frees: it goes to the trash instead, for the next build to remove
 * while it works ({@link emptyTrash}).
 */
function switchBuild(target: string, store: string, builds: string, trash: string, produce: (sink: OutputSink) => Promise<void>): Promise<number> {
  return withLock(store, async () => {
    await mkdir(builds, { recursive: true });
    const current = await currentBuild(target);
    // What killed builds left: every build but the visible one, and half-made links.
    for (const entry of await readdir(builds)) if (path.join(builds, entry) !== current) removeBuild(path.join(builds, entry));
    for (const entry of await readdir(store)) if (entry.startsWith('link-')) await rm(path.join(store, entry), { force: true });

    const id = `${Date.now().toString(36)}-${process.pid}`; // matches BUILD_ID
    const dir = path.join(builds, id);
    const register = pathRegister();
    let count = 0;
    let linkedCount = 0;
    let record: unknown;
    // A build's record is a file of the store named after it (the build folder itself is published as it is).
    const recordFile = (build: string) => path.join(store, `record-${path.basename(build)}.bin`);
    let linker: Linker | undefined;
    const sink: OutputSink = {
      dir,
      async write(files) {
        register(files.map((f) => f.path));
        count += files.length;
        await writeFiles(dir, files);
      },
      claim(paths) {
        register(paths);
        count += paths.length;
      },
      async previous() {
        if (!current) return undefined;
        try {
          return deserialize(await readFile(recordFile(current))) as unknown;
        } catch {
          return undefined; // none, or damaged: the build makes everything again
        }
      },
      async reuse(pages) {
        if (!current || pages.length === 0) return pages.map(() => false);
        linker ??= new Linker();
        const taken = await linker.link(current, dir, pages);
        if (!taken) {
          // The thread stopped midway: nothing it did is trusted, and no link is left to be written through.
          for (const { paths } of pages) for (const p of paths) rmSync(path.join(dir, p), { force: true });
          return pages.map(() => false);
        }
        pages.forEach(({ paths }, i) => {
          if (!taken[i]) return;
          register(paths);
          count += paths.length;
          linkedCount += paths.length;
        });
        return taken;
      },
      record(data) {
        record = data;
      },
    };
    try {
      await mkdir(dir, { recursive: true });
      await produce(sink);
      if (record !== undefined) await writeFile(recordFile(dir), serialize(record));
    } catch (error) {
      await linker?.close();
      await rm(dir, { recursive: true, force: true });
      await rm(recordFile(dir), { force: true });
      throw error;
    }
    await linker?.close();
    // The link is made in the store, then renamed over the output: its target is relative to the output's folder.
    const link = path.join(store, `link-${id}`);
    await symlink(path.relative(path.dirname(target), dir), link, 'dir');
    const existing = await lstat(target).catch(() => undefined);
    if (existing?.isDirectory()) {
      // A folder (checked: empty, or replaced with --force) becomes an old build; it is removed below.
      await rename(target, path.join(builds, `replaced-${id}`));
    }
    await rename(link, target);
    for (const entry of await readdir(builds)) {
      const old = path.join(builds, entry);
      if (old === dir) continue;
      if (old === current && linkedCount * 2 >= count && (await isFolderOrMissing(trash))) {
        const moved = await mkdir(trash, { recursive: true })
          .then(() => rename(old, path.join(trash, entry)))
          .then(() => true, () => false);
        if (moved) continue;
      }
      removeBuild(old);
    }
    for (const entry of await readdir(store)) if (entry.startsWith('record-') && entry !== path.basename(recordFile(dir))) await rm(path.join(store, entry), { force: true });
    return count;
  });
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
