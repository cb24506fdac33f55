/**
 * The only module that writes an output folder. A build is written into a new folder of the output's store
 * (`.{name}.eventsite/builds/`, beside it) and made visible by replacing the output link with one to it: a
 * rename, which is atomic, so whenever the process dies the output is a complete old or a complete new
 * build. A lock in the store serialises builds into one output; each build removes what killed builds left.
 * While a build loads its content, a thread of the output's own makes the new build's folder (`ahead/`, adopted
 * under the lock) hold the visible build's pages: the build before it, kept in the trash (`trash/`) with its
 * record, brought up to date by the few pages that differ, or else every page hard-linked. Then it removes the
 * rest of the trash. A file linked from the visible build is never written into: a writer removes it first.
 */
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, symlink, writeFile, lstat } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import lockfile from 'proper-lockfile';
import type { OutputFile } from './assets/assets.ts';
import { DuplicateRouteError, EventsiteError } from '../core/errors.ts';
import { currentBuild, outputStore } from './output-guard.ts';
import type { WrittenStamp } from './page-files.ts';

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
   * True when the folder holds files linked from the build before that no page has taken yet (see
   * {@link beginBuild}): a writer in another thread then removes each file before writing it, since writing into a
   * link would change the visible build. {@link write} does so itself.
   */
  readonly unlinkFirst: boolean;
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
   * is none or it cannot be read. For a build begun ahead ({@link beginBuild}), the record of the build that was
   * visible when it began (the one its folder was made from).
   */
  previous(): Promise<unknown>;
  /**
   * Takes the files of pages unchanged since the visible build from it (hard links: no bytes are copied), as if
   * written, on a thread of its own: the caller's work goes on meanwhile. Each page's `stamp` is its first file's
   * {@link WrittenStamp} when that build wrote it: a page whose file was changed in place since (by another tool)
   * is not taken. For a build begun ahead ({@link beginBuild}) the pages are in its folder already (their stamps
   * were checked then): a page is taken when its files are those there, at once.
   * @returns per page, whether it was taken; a page is not, with none of its files left behind, when its stamp
   * differs or a file cannot be linked (missing, already written, another file system); the caller then writes
   * its files itself.
   */
  reuse(pages: readonly PageFiles[]): Promise<boolean[]>;
  /** What is kept with the new build, for the next build's {@link previous} and {@link beginBuild}. */
  record(data: OutputRecord): void;
}

/** The files of a page in a build, and the first one's stamp as written (see {@link OutputSink.reuse}). */
export interface PageFiles {
  /** Paths relative to the build's folder, the page's first file first. */
  files: readonly string[];
  stamp: WrittenStamp;
}

/**
 * What a build keeps for the next build of its output ({@link OutputSink.record}; plain data): the files of each of
 * its pages, by the page's first path, which the next build links ahead ({@link beginBuild}); more of the builder's
 * own beside them.
 */
export interface OutputRecord {
  pages: ReadonlyMap<string, PageFiles>;
}

const isOutputRecord = (value: unknown): value is OutputRecord => typeof value === 'object' && value !== null && (value as OutputRecord).pages instanceof Map;

/**
 * A record file of the store, in two parts serialized on their own, so that each reader decodes only its part:
 * `data`, what the builder recorded ({@link OutputRecord}, for {@link OutputSink.previous}); and `files`, a
 * {@link FileIndex} of the build for the output thread.
 */
interface RecordFile {
  data: Uint8Array;
  files: Uint8Array;
}

/**
 * Every file of a build, for the output thread: the files of each page, page after page (`counts` per page),
 * each page's first file's stamp (`stamps`: inode, size and modification time per page), and the other files.
 * Plain arrays: thousands of pages decode in a few milliseconds.
 */
interface FileIndex {
  pages: string[];
  counts: number[];
  stamps: number[];
  others: string[];
}

/** The {@link FileIndex} of a build's record and of every path it wrote. */
function fileIndex(record: OutputRecord, paths: ReadonlySet<string>): FileIndex {
  const index: FileIndex = { pages: [], counts: [], stamps: [], others: [] };
  const ofPages = new Set<string>();
  for (const { files, stamp } of record.pages.values()) {
    for (const file of files) {
      index.pages.push(file);
      ofPages.add(file);
    }
    index.counts.push(files.length);
    index.stamps.push(stamp.ino, stamp.size, stamp.mtimeMs);
  }
  for (const p of paths) if (!ofPages.has(p)) index.others.push(p);
  return index;
}

/**
 * The output thread's code (builtins only). `linkPage` links a page's files from one build folder into another
 * when its first file still has its stamp; a page that fails midway has the links made for it removed.
 *
 * With `workerData.ahead` (`{ record, from, to, base? }`: the record file of the build `from`, the folder to make,
 * and perhaps a build of the trash with its record file) it makes `to` hold every page of `from` it can, and
 * answers `{ bytes, failed }` (the record's `data` part, the first paths of pages not there), or `null` after
 * removing `to` when the record cannot be read. With a base, the base build becomes `to` (its record removed
 * first, then renamed: a base is used once, and a build whose removal was cut short has no record): its pages
 * that are the same files as `from`'s (by their first file's stamp, in both folders) stay, every other file
 * goes, and the other pages of `from` are linked in; a few changes instead of a link per file. Without one,
 * every page is linked into a new folder.
 *
 * Then it removes each path of `workerData.remove` in order, ignoring what fails. With `workerData.serve` it
 * answers each message `{ id, from, to, pages }` with `{ id, taken }` (a boolean per page).
 */
const THREAD = `const { lstatSync, mkdirSync, linkSync, readFileSync, renameSync, rmSync, rmdirSync } = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');
const { deserialize } = process.getBuiltinModule('node:v8');
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const folders = new Set();
const hasStamp = (file, stamp) => {
  const info = lstatSync(file, { throwIfNoEntry: false });
  return Boolean(info && info.isFile() && info.ino === stamp.ino && info.size === stamp.size && info.mtimeMs === stamp.mtimeMs);
};
function linkPage(from, to, { files, stamp }) {
  if (files.length === 0 || !hasStamp(path.join(from, files[0]), stamp)) return false;
  const made = [];
  try {
    for (const p of files) {
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
    // And the folders made for it that hold nothing else.
    for (const p of files) {
      for (let folder = path.dirname(path.join(to, p)); folder.startsWith(to + path.sep); folder = path.dirname(folder)) {
        try { rmdirSync(folder); folders.delete(folder); } catch { break; }
      }
    }
    return false;
  }
}
function pagesOf(index) {
  const pages = [];
  let at = 0;
  index.counts.forEach((count, i) => {
    pages.push({ files: index.pages.slice(at, at + count), stamp: { ino: index.stamps[3 * i], size: index.stamps[3 * i + 1], mtimeMs: index.stamps[3 * i + 2] } });
    at += count;
  });
  return pages;
}
function fromBase(base, from, to, pages) {
  // Claimed by renames (record first) before it is read: another build can neither use nor remove it then.
  const record = to + '.bin';
  let old;
  try {
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(base.record, record);
  } catch {
    return null;
  }
  try {
    renameSync(base.dir, to);
    // A real folder and a real file, never what a link points to.
    if (!lstatSync(to).isDirectory() || !lstatSync(record).isFile()) throw new Error('not a build');
    old = deserialize(deserialize(readFileSync(record)).files);
  } catch {
    rmSync(to, { recursive: true, force: true });
    return null;
  } finally {
    rmSync(record, { force: true });
  }
  const before = new Map(pagesOf(old).map((page) => [page.files[0], page]));
  const kept = new Set();
  const toLink = [];
  for (const page of pages) {
    const first = page.files[0];
    const was = before.get(first);
    const same = was && was.files.length === page.files.length && was.files.every((f, i) => f === page.files[i])
      && was.stamp.ino === page.stamp.ino && hasStamp(path.join(from, first), page.stamp) && hasStamp(path.join(to, first), page.stamp);
    if (same) for (const f of page.files) kept.add(f);
    else toLink.push(page);
  }
  const emptied = new Set();
  for (const f of [...old.pages, ...old.others]) {
    if (kept.has(f)) continue;
    rmSync(path.join(to, f), { force: true });
    for (let folder = path.dirname(f); folder !== '.' && folder !== ''; folder = path.dirname(folder)) emptied.add(folder);
  }
  const failed = [];
  for (const page of toLink) if (!linkPage(from, to, page)) failed.push(page.files[0]);
  // Folders left empty, deepest first; one that holds something stays.
  for (const folder of [...emptied].sort((a, b) => b.split(path.sep).length - a.split(path.sep).length)) {
    try { rmdirSync(path.join(to, folder)); } catch {}
  }
  return failed;
}
if (workerData.ahead) {
  const { record, from, to, base } = workerData.ahead;
  let answer = null;
  try {
    const file = deserialize(readFileSync(record));
    const pages = pagesOf(deserialize(file.files));
    let failed = base ? fromBase(base, from, to, pages) : null;
    if (!failed) {
      mkdirSync(to, { recursive: true });
      failed = [];
      for (const page of pages) if (!linkPage(from, to, page)) failed.push(page.files[0]);
    }
    answer = { bytes: file.data, failed };
  } catch {
    rmSync(to, { recursive: true, force: true });
  }
  parentPort.postMessage(answer);
}
// Each claimed first (renamed to a name of this process), so that no other build takes it as a base meanwhile.
for (const { path: p, claim } of workerData.remove) {
  try {
    if (claim) {
      mkdirSync(path.dirname(claim), { recursive: true });
      renameSync(p, claim);
    }
    rmSync(claim ?? p, { recursive: true, force: true });
  } catch {}
}
if (workerData.serve) {
  parentPort.on('message', ({ id, from, to, pages }) => parentPort.postMessage({ id, taken: pages.map((page) => linkPage(from, to, page)) }));
}`;

/**
 * Links the files of unchanged pages from one build into the next on a thread of its own: thousands of metadata
 * calls (18,509 files at 2,000 posts per language) that would otherwise hold this thread for a quarter of a second.
 * For a build that did not link ahead ({@link beginBuild}).
 */
class Linker {
  private readonly thread = new Worker(THREAD, { eval: true, workerData: { remove: [], serve: true } });
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
function pathRegister(): ((paths: Iterable<string>) => void) & { paths: ReadonlySet<string> } {
  const seen = new Set<string>();
  const register = (paths: Iterable<string>) => {
    for (const p of paths) {
      if (seen.has(p)) {
        throw new DuplicateRouteError(`two files would be written to ${p}`, { file: p, hint: 'a file in static/ has the name of a generated file (page, sitemap.xml, robots.txt): rename or remove it' });
      }
      seen.add(p);
    }
  };
  return Object.assign(register, { paths: seen });
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
 * @param ahead - the new build's folder begun ahead ({@link beginBuild}): the new build starts from it.
 * @returns the number of files written.
 * @throws what `produce` throws; {@link DuplicateRouteError} when two files claim one path; {@link OutputBusyError}
 * when another build keeps the output locked; {@link OutputWriteError} when the file system refuses.
 */
export async function writeBuild({ outDir, produce, ahead }: { outDir: string; produce: (sink: OutputSink) => Promise<void>; ahead?: LinkedAhead }): Promise<number> {
  const target = path.resolve(outDir);
  const { store, builds, trash } = outputStore(target);
  try {
    return await switchBuild(target, store, builds, trash, produce, ahead);
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

/** The name of a build's folder (its start time in base 36, and its process), or of its record in the trash. */
const BUILD_ID = /^[0-9a-z]+-\d+(?:\.bin)?$/;

/** A build's record in the trash, beside it (see {@link beginBuild}). */
const RECORD_IN_TRASH = /\.bin$/;

/**
 * Names this process gave to builds and entries of the store: an `ahead` entry named with this process's id but
 * not given by it is from an earlier process that had the same id (in a container, every run may have the same).
 */
const givenNames = new Set<string>();

/** A new name for a build or an entry of the store ({@link BUILD_ID}): its time (base 36) and this process's id. */
function newBuildName(): string {
  let name: string;
  let n = 0;
  do name = `${Date.now().toString(36)}${(n++).toString(36)}-${process.pid}`;
  while (givenNames.has(name));
  givenNames.add(name);
  return name;
}

/** True while the process that named an entry ({@link BUILD_ID}) runs. */
function builderRuns(id: string): boolean {
  const pid = Number(/-(\d+)(?:\.bin)?$/.exec(id)?.[1]);
  if (pid === process.pid) return givenNames.has(id.replace(RECORD_IN_TRASH, ''));
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it runs, as another user
  }
}

/** A build's record: a file of the store named after it (the build folder itself is published as it is). */
const recordFile = (store: string, build: string) => path.join(store, `record-${path.basename(build)}.bin`);

/** What `lstat` says of `p`; `null` when it does not exist, `undefined` when it cannot be told (no permission). */
function lstatOf(p: string): ReturnType<typeof lstatSync> | null | undefined {
  try {
    return lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch {
    return undefined;
  }
}

/** True when `dir` is a folder (not a link to one). */
const isFolder = (dir: string) => lstatOf(dir)?.isDirectory() === true;

/** True when `dir` is a folder (not a link to one) or does not exist. */
const isFolderOrMissing = (dir: string) => {
  const info = lstatOf(dir);
  return info === null || info?.isDirectory() === true;
};

/** The entries of `folder` named like builds ({@link BUILD_ID}); none when it is not a folder (never through a link). */
function buildsIn(folder: string): string[] {
  if (!isFolder(folder)) return [];
  try {
    return readdirSync(folder).filter((entry) => BUILD_ID.test(entry));
  } catch {
    return [];
  }
}

/** What the output thread answers once it linked ahead (see {@link THREAD}); `undefined` when it could not. */
type AheadAnswer = { bytes: Uint8Array; failed: string[] } | undefined;

/** What {@link LinkedAhead} linked: its folder, the visible build's record, and the files of each page linked (by its first path). */
interface Linked {
  id: string;
  dir: string;
  record: OutputRecord;
  pages: Map<string, readonly string[]>;
}

/**
 * A new build's folder begun before the build takes the output's lock: the pages of the visible build, linked into
 * it on the output thread while the build loads its content ({@link beginBuild}). {@link writeBuild} adopts it as
 * the new build, whose unchanged pages are then taken at once; what no page took is removed before the switch.
 */
export class LinkedAhead {
  private open = true;

  constructor(
    private readonly dir: string,
    private readonly answer: Promise<AheadAnswer>,
  ) {}

  /** What was linked, for {@link writeBuild}: once (then the folder is the build's), `undefined` when nothing was. */
  async adopt(): Promise<Linked | undefined> {
    const answer = await this.answer;
    if (!this.open) return undefined;
    this.open = false;
    let record: unknown;
    try {
      record = answer && deserialize(answer.bytes);
    } catch {
      record = undefined;
    }
    if (!isOutputRecord(record)) {
      await rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
      return undefined;
    }
    const failed = new Set(answer!.failed);
    const pages = new Map<string, readonly string[]>();
    for (const [first, page] of record.pages) if (!failed.has(first)) pages.set(first, page.files);
    return { id: path.basename(this.dir), dir: this.dir, record, pages };
  }

  /** Removes the folder unless a build adopted it (a build that failed before writing). Never throws. */
  async discard(): Promise<void> {
    await this.answer;
    if (!this.open) return;
    this.open = false;
    await rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** What {@link beginBuild} started. */
export interface BuildBegun {
  /** The pages of the visible build being linked ahead, for {@link writeBuild}; none when not asked for or when there is no build to link from. */
  ahead?: LinkedAhead;
  /** Resolves when the output thread is done (the trash emptied too); never rejects. */
  finished: Promise<void>;
}

/**
 * Starts a build's work on `outDir`'s store on a thread of its own, while the build loads its content (on another
 * core; nothing visible changes). With `linkAhead`, it makes a new build's folder in the store's `ahead` folder
 * that holds the pages of the visible build (those its {@link OutputRecord} lists, each only when its first file
 * still has its stamp, as {@link OutputSink.reuse} takes them): from the newest build of the trash when there is
 * one with its record (it differs from the visible build by a few pages: those are changed, instead of a link
 * made for every file), else by linking every page into an empty folder. Then it removes the rest of the trash
 * and what builds killed while they worked ahead left there (a folder whose process no longer runs, or one of
 * an earlier process with this one's id). The trash holds builds no one will show again, so none of this needs
 * the lock: a build takes a trash entry (to use or to remove) by renaming it into `ahead` first, so two builds
 * never work on the same one. Only entries of the store as builds name them are used or removed: never through
 * a link, never what another tool put there.
 */
export function beginBuild(outDir: string, options: { linkAhead: boolean }): BuildBegun {
  const target = path.resolve(outDir);
  const { store, trash, ahead: aheadFolder } = outputStore(target);
  if (!isFolder(store)) return { finished: Promise.resolve() };
  // Builds work in `ahead` only while it is a real folder (or none yet), never through what replaced it.
  const aheadUsable = isFolderOrMissing(aheadFolder);
  const current = options.linkAhead && aheadUsable ? currentBuild(target) : undefined;
  // The newest build of the trash that has its record is the base of the new one; the rest of the trash goes.
  const inTrash = buildsIn(trash);
  const newest = inTrash
    .filter((entry) => !RECORD_IN_TRASH.test(entry) && isFolder(path.join(trash, entry)) && lstatOf(path.join(trash, `${entry}.bin`))?.isFile())
    .sort((a, b) => parseInt(b, 36) - parseInt(a, 36))[0];
  const base = current && newest ? { dir: path.join(trash, newest), record: path.join(trash, `${newest}.bin`) } : undefined;
  // Records first, each entry claimed (renamed into `ahead` under a name of this process) before it is removed: a
  // build whose removal is cut short, or under way in another process, is never taken as a base.
  const leaving = inTrash.filter((entry) => !base || (entry !== newest && entry !== `${newest}.bin`)).sort((a, b) => Number(RECORD_IN_TRASH.test(b)) - Number(RECORD_IN_TRASH.test(a)));
  const remove = [
    ...leaving.map((entry) => ({ path: path.join(trash, entry), claim: aheadUsable ? path.join(aheadFolder, newBuildName()) : undefined })),
    ...buildsIn(aheadFolder)
      .filter((entry) => !builderRuns(entry))
      .map((entry) => ({ path: path.join(aheadFolder, entry) })),
  ];
  const job = current ? { record: recordFile(store, current), from: current, to: path.join(aheadFolder, newBuildName()), base } : undefined;
  if (!job && remove.length === 0) return { finished: Promise.resolve() };
  const thread = new Worker(THREAD, { eval: true, workerData: { ahead: job, remove, serve: false } });
  const finished = new Promise<void>((resolve) => {
    thread.once('error', () => resolve());
    thread.once('exit', () => resolve());
  });
  if (!job) return { finished };
  const answer = new Promise<AheadAnswer>((resolve) => {
    thread.once('message', (message: AheadAnswer | null) => resolve(message ?? undefined));
    // A thread that stops first answers nothing: what it linked is removed.
    void finished.then(() => resolve(undefined));
  });
  return { ahead: new LinkedAhead(job.to, answer), finished };
}

/**
 * Removes files linked ahead that no page took (pages gone since, companions no longer made), then the folders
 * they leave empty: a static host would answer an empty folder otherwise than a missing one.
 */
async function removeUnclaimed(dir: string, paths: ReadonlySet<string>): Promise<void> {
  const folders = new Set<string>();
  await Promise.all(
    [...paths].map((p) => {
      for (let folder = path.dirname(p); folder !== '.' && folder !== path.sep && folder !== ''; folder = path.dirname(folder)) folders.add(folder);
      return rm(path.join(dir, p), { force: true });
    }),
  );
  // Deepest first; a folder that still holds something stays.
  for (const folder of [...folders].sort((a, b) => b.split(path.sep).length - a.split(path.sep).length)) {
    await rmdir(path.join(dir, folder)).catch(() => undefined);
  }
}

/**
 * Under the store's lock: clears leftovers, writes the new build (into the folder linked ahead, when there is
 * one), switches the output link to it, and removes the build before. When the new build took at least half of its
 * files from that one by linking, the two share those files, and removing it would cost more than it frees: it
 * goes to the trash instead, with its record, for the next build to be made from ({@link beginBuild}).
 */
function switchBuild(target: string, store: string, builds: string, trash: string, produce: (sink: OutputSink) => Promise<void>, ahead?: LinkedAhead): Promise<number> {
  return withLock(store, async () => {
    await mkdir(builds, { recursive: true });
    const current = currentBuild(target);
    // What killed builds left: every build but the visible one, and half-made links.
    for (const entry of await readdir(builds)) if (path.join(builds, entry) !== current) removeBuild(path.join(builds, entry));
    for (const entry of await readdir(store)) if (entry.startsWith('link-')) await rm(path.join(store, entry), { force: true });

    let id = newBuildName();
    let linked = await ahead?.adopt();
    /** Files linked ahead that no page has taken and no writer has replaced yet. */
    const unclaimed = new Set<string>();
    if (linked) {
      try {
        await rename(linked.dir, path.join(builds, linked.id));
        id = linked.id;
        for (const paths of linked.pages.values()) for (const p of paths) unclaimed.add(p);
      } catch {
        await rm(linked.dir, { recursive: true, force: true }).catch(() => undefined);
        linked = undefined;
      }
    }
    const dir = path.join(builds, id);
    const register = pathRegister();
    let count = 0;
    let linkedCount = 0;
    let record: OutputRecord | undefined;
    let linker: Linker | undefined;
    const taken = (paths: readonly string[]) => {
      register(paths);
      count += paths.length;
      linkedCount += paths.length;
      for (const p of paths) unclaimed.delete(p);
    };
    const sink: OutputSink = {
      dir,
      get unlinkFirst() {
        return unclaimed.size > 0;
      },
      async write(files) {
        register(files.map((f) => f.path));
        count += files.length;
        // Never written through: a file linked ahead is the visible build's too.
        const replaced = files.filter((f) => unclaimed.delete(f.path));
        await Promise.all(replaced.map((f) => rm(path.join(dir, f.path), { force: true })));
        await writeFiles(dir, files);
      },
      claim(paths) {
        register(paths);
        count += paths.length;
        for (const p of paths) unclaimed.delete(p);
      },
      async previous() {
        if (linked) return linked.record;
        if (!current) return undefined;
        try {
          return deserialize((deserialize(await readFile(recordFile(store, current))) as RecordFile).data) as unknown;
        } catch {
          return undefined; // none, or damaged: the build makes everything again
        }
      },
      async reuse(pages) {
        if (linked) {
          // Linked ahead already: a page is taken when its files are those linked for it.
          const pagesLinked = linked.pages;
          return pages.map(({ files }) => {
            const have = pagesLinked.get(files[0] ?? '');
            if (!have || have.length !== files.length || have.some((p, i) => p !== files[i] || !unclaimed.has(p))) return false;
            taken(files);
            return true;
          });
        }
        if (!current || pages.length === 0) return pages.map(() => false);
        linker ??= new Linker();
        const answer = await linker.link(current, dir, pages);
        if (!answer) {
          // The thread stopped midway: nothing it did is trusted, and no link is left to be written through.
          for (const { files } of pages) for (const p of files) rmSync(path.join(dir, p), { force: true });
          return pages.map(() => false);
        }
        pages.forEach(({ files }, i) => {
          if (answer[i]) taken(files);
        });
        return answer;
      },
      record(data) {
        record = data;
      },
    };
    try {
      await mkdir(dir, { recursive: true });
      await produce(sink);
      await removeUnclaimed(dir, unclaimed);
      if (record !== undefined) await writeFile(recordFile(store, dir), serialize({ data: serialize(record), files: serialize(fileIndex(record, register.paths)) } satisfies RecordFile));
    } catch (error) {
      await linker?.close();
      await rm(dir, { recursive: true, force: true });
      await rm(recordFile(store, dir), { force: true });
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
      if (old === current && linkedCount * 2 >= count && isFolderOrMissing(trash)) {
        const moved = await mkdir(trash, { recursive: true })
          .then(() => rename(old, path.join(trash, entry)))
          .then(() => true, () => false);
        // With its record, the next build can make itself from it ({@link beginBuild}).
        if (moved) await rename(recordFile(store, old), path.join(trash, `${entry}.bin`)).catch(() => undefined);
        if (moved) continue;
      }
      removeBuild(old);
    }
    for (const entry of await readdir(store)) if (entry.startsWith('record-') && entry !== path.basename(recordFile(store, dir))) await rm(path.join(store, entry), { force: true });
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
