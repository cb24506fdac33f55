/**
 * Watching the project's folders for `eventsite dev`: every changed, added or removed file.
 *
 * chokidar watches every file by its path, not the folders: given a folder, it reads the whole folder again (an
 * `lstat` per entry) at every event in it, a save included, and at 1,000 posts per language that took more of the
 * main thread than the rebuild (docs/performance.md, "Dev at 1,000 posts per language, fifth look"). What a
 * watcher of files cannot see, a file or folder appearing, comes from Node's `fs.watch` on each folder, which
 * reads nothing: the new file is handed to chokidar, which reports it once it is written whole.
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
 * The files and folders under `root` (absolute paths; `root` itself among the folders). Links are not followed
 * here: a link is handed to chokidar as a file is, and chokidar follows it. A root that is no folder (a file, or
 * nothing yet) is handed to chokidar as it is.
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
  const found = await Promise.all(watched.paths.map((p) => contents(path.resolve(p))));
  const known = new Set(found.flatMap((f) => f.files));
  // chokidar reports the files it is given as added while it starts (dropped here: they are not changes) and, once
  // ready, a file given later as added when it is written whole.
  const files = watch([...known], {
    awaitWriteFinish: { stabilityThreshold: watched.stabilityMs, pollInterval: Math.max(1, Math.round(watched.stabilityMs / 2)) },
  });
  let ready = false;
  files.on('all', (event, file) => {
    if (event === 'unlink') known.delete(file);
    if (ready) onChange(file);
  });
  files.on('error', (error) => onError(String(error)));

  const folders = new Map<string, FSWatcher>();
  const give = (file: string) => {
    if (known.has(file)) return;
    known.add(file);
    files.add(file);
  };
  /** A name appeared in or left a watched folder: a new file goes to chokidar, a new folder is watched whole. */
  const arrived = async (entry: string) => {
    const info = await stat(entry).catch(() => undefined);
    if (!info) {
      // Gone: chokidar reports a removed file it watched, but not a removed link to a file (it watches the file the
      // link leads to, which is still there), so every file under the name is reported here too.
      const under = (p: string) => p === entry || p.startsWith(entry + path.sep);
      for (const file of [...known].filter(under)) {
        known.delete(file);
        files.unwatch(file);
        onChange(file);
      }
      for (const [folder, watcher] of folders) {
        if (!under(folder)) continue;
        watcher.close();
        folders.delete(folder);
      }
      return;
    }
    if (!info.isDirectory()) return give(entry);
    if (folders.has(entry)) return;
    const inside = await contents(entry);
    inside.folders.forEach(watchOne);
    inside.files.forEach(give);
  };
  const watchOne = (folder: string) => {
    if (folders.has(folder)) return;
    try {
      const watcher = watchFolder(folder, (event, name) => {
        if (event === 'rename' && name) void arrived(path.join(folder, name.toString()));
      });
      // A folder removed while watched: its files were chokidar's to report.
      watcher.on('error', () => {
        watcher.close();
        folders.delete(folder);
      });
      folders.set(folder, watcher);
    } catch (error) {
      onError(String(error));
    }
  };
  found.flatMap((f) => f.folders).forEach(watchOne);
  await new Promise<void>((resolve) => files.once('ready', () => resolve()));
  ready = true;
  return {
    close: async () => {
      for (const watcher of folders.values()) watcher.close();
      folders.clear();
      await files.close();
    },
  };
}
