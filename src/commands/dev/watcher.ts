/**
 * Watching the project's folders for `eventsite dev`: every changed, added or removed file.
 *
 * chokidar watches every file by its path, not the folders: given a folder, it reads the whole folder again (an
 * `lstat` per entry) at every event in it, a save included, and at 1,000 posts per language that took more of the
 * main thread than the rebuild (docs/performance.md, "Dev at 1,000 posts per language, fifth look"). What a
 * watcher of files cannot see, a name appearing or going, comes from Node's `fs.watch` on each folder, which reads
 * nothing: a new file is handed to chokidar, which reports it once it is written whole.
 */
import { watch as watchFolder, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import fg from 'fast-glob';

/** What is watched. */
export interface WatchedPaths {
  /** Folders (or files) to watch, recursively. */
  paths: string[];
  /**
   * A change is reported once the file's size stayed the same this long, in milliseconds (chokidar's
   * `awaitWriteFinish`): a file an editor writes in several pieces is read once, whole.
   */
  stabilityMs: number;
}

/** A running watcher. */
export interface Watcher {
  /** Stops watching. */
  close(): Promise<void>;
}

/**
 * How long a new name must last before it is handed to chokidar (ms): an editor's temporary file, renamed over the
 * real one at once, never is (chokidar, given a path gone by the time it looks, watches its whole folder instead).
 */
const NEW_NAME_MS = 100;

/**
 * The files and folders under `root` (absolute paths; `root` itself among the folders). Links are not followed: a
 * link is handed to chokidar as a file is, and chokidar follows it. A root that is no folder (a file, or nothing
 * yet) is handed to chokidar as it is.
 */
async function contents(root: string): Promise<{ files: string[]; folders: string[] }> {
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { files: [root], folders: [] };
  const entries = await fg('**', { cwd: root, absolute: true, dot: true, onlyFiles: false, markDirectories: true, followSymbolicLinks: false, suppressErrors: true });
  const folders = entries.filter((entry) => entry.endsWith('/')).map((entry) => entry.slice(0, -1));
  return { files: entries.filter((entry) => !entry.endsWith('/')), folders: [root, ...folders] };
}

/**
 * Watches `paths` and calls `onChange` with each changed, added or removed file (absolute path).
 * @returns once the first scan is done: changes from then on are reported.
 */
export async function startWatcher(watched: WatchedPaths, onChange: (file: string) => void, onError: (message: string) => void = () => {}): Promise<Watcher> {
  let closed = false;
  /** The folders watched with `fs.watch`, with the inode each had (one made again under the name is another). */
  const folders = new Map<string, { watcher: FSWatcher; ino: number }>();
  /** The paths handed to chokidar, and those it reported as there (added, not removed since). */
  const handed = new Set<string>();
  const present = new Set<string>();
  /** Removals reported here before chokidar's own report of them (dropped then). */
  const goneReported = new Set<string>();
  const under = (entry: string) => (p: string) => p === entry || p.startsWith(entry + path.sep);

  const watchOne = async (folder: string) => {
    const info = await stat(folder).catch(() => undefined);
    if (closed || !info?.isDirectory() || folders.get(folder)?.ino === info.ino) return;
    folders.get(folder)?.watcher.close();
    try {
      const watcher = watchFolder(folder, (event, name) => {
        const entry = name === null ? undefined : path.join(folder, name.toString());
        // A name appearing or going, or a change to a file not handed over yet (its appearance missed).
        if (entry && (event === 'rename' || !handed.has(entry))) void arrived(entry);
      });
      watcher.on('error', (error) => {
        watcher.close();
        if (folders.get(folder)?.watcher === watcher) folders.delete(folder);
        onError(`${folder}: ${String(error)}`);
      });
      folders.set(folder, { watcher, ino: info.ino });
    } catch (error) {
      onError(`${folder}: ${String(error)}`);
    }
  };
  /** Watches the folders under `root` first, then lists it: a file made in between is not missed. */
  const watchTree = async (root: string) => {
    for (const folder of (await contents(root)).folders) await watchOne(folder);
    const { files } = await contents(root);
    return files;
  };

  /** chokidar, once started; what appears before that waits in `early`. */
  let files: ReturnType<typeof watch> | undefined;
  const early = new Set<string>();
  const give = (file: string) => {
    if (closed || handed.has(file)) return;
    if (!files) return void early.add(file);
    handed.add(file);
    files.add(file);
  };

  /** A name appeared in or left a watched folder. */
  async function arrived(entry: string): Promise<void> {
    const info = await stat(entry).catch(() => undefined);
    if (closed) return;
    if (!info) {
      // Gone: chokidar reports a removed file it watched, but not a removed link to a file (it watches the file the
      // link leads to), so each file chokidar knew under the name is reported here, once.
      for (const file of [...present].filter(under(entry))) {
        present.delete(file);
        goneReported.add(file);
        onChange(file);
      }
      for (const file of [...handed].filter(under(entry))) handed.delete(file);
      for (const [folder, { watcher }] of folders) {
        if (!under(entry)(folder)) continue;
        watcher.close();
        folders.delete(folder);
      }
      return;
    }
    if (info.isDirectory()) {
      // New, or made again under the same name: watched and listed again.
      if (folders.get(entry)?.ino === info.ino) return;
      for (const file of [...handed].filter(under(entry))) handed.delete(file);
      (await watchTree(entry)).forEach(give);
      return;
    }
    if (handed.has(entry)) return;
    await new Promise((resolve) => setTimeout(resolve, NEW_NAME_MS));
    if ((await stat(entry).catch(() => undefined))?.isFile()) give(entry);
  }

  const initial = (await Promise.all(watched.paths.map((p) => watchTree(path.resolve(p))))).flat();
  initial.forEach((file) => handed.add(file));
  const chokidar = watch(initial, {
    awaitWriteFinish: { stabilityThreshold: watched.stabilityMs, pollInterval: Math.max(1, Math.round(watched.stabilityMs / 2)) },
  });
  files = chokidar;
  early.forEach(give);
  // chokidar reports the files it is given as added while it starts (not changes: dropped here) and, once ready,
  // a file given later as added once it is written whole.
  let ready = false;
  chokidar.on('all', (event, file) => {
    if (event === 'add') present.add(file);
    if (event === 'unlink') {
      present.delete(file);
      // Back already (chokidar waits a moment before it reports a removal): handed over again, as a new file.
      void stat(file).then(
        (info) => {
          if (!info.isFile()) return;
          handed.delete(file);
          give(file);
        },
        () => undefined,
      );
      if (goneReported.delete(file)) return;
    }
    if (ready && !closed) onChange(file);
  });
  chokidar.on('error', (error) => onError(String(error)));
  await new Promise<void>((resolve) => chokidar.once('ready', () => resolve()));
  ready = true;
  return {
    close: async () => {
      closed = true;
      for (const { watcher } of folders.values()) watcher.close();
      folders.clear();
      await chokidar.close();
    },
  };
}
