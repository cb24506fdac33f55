/**
 * Watching the project's folders for `eventsite dev` with chokidar: every changed, added or removed file. A symbolic
 * link is reported as itself; a link to a folder outside the folder watched is never entered (one to `/usr` costs a
 * report of the link, which the build refuses, not a watch of everything under it).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';

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

/** True when `p` is `root` or inside it (both absolute). */
const isWithin = (p: string, root: string) =>
  p === root || p.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

/** The real path of `p`, or undefined when it leads nowhere (removed meanwhile, a loop). */
function realOrNone(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/**
 * The watcher's `ignored` test for `roots`: a path whose folder really lies outside the root it was reached from,
 * which is a path under a link leading out. The link itself is not ignored (its folder is the root's).
 * (Links are still followed: chokidar's `followSymlinks: false` misses a link replaced by a plain file at once.)
 */
function outsideRoots(roots: readonly string[]): (file: string) => boolean {
  const named = roots.map((root) => ({ root: path.resolve(root), real: realOrNone(root) ?? path.resolve(root) }));
  // chokidar reads a folder again after any change in it, and asks this of every entry: a folder of 2,000 posts
  // cost 4,000 real-path lookups per saved post. Each folder's is looked up once per turn of the event loop.
  const folders = new Map<string, string | undefined>();
  const realFolder = (folder: string) => {
    if (folders.size === 0) setImmediate(() => folders.clear());
    if (!folders.has(folder)) folders.set(folder, realOrNone(folder));
    return folders.get(folder);
  };
  return (file) => {
    const absolute = path.resolve(file);
    const from = named.find(({ root }) => absolute !== root && isWithin(absolute, root));
    if (!from) return false;
    const folder = realFolder(path.dirname(absolute));
    return folder !== undefined && !isWithin(folder, from.real);
  };
}

/**
 * Watches `paths` and calls `onChange` with each changed, added or removed file (absolute path).
 * @returns once the first scan is done: changes from then on are reported.
 */
export async function startWatcher(
  watched: WatchedPaths,
  onChange: (file: string) => void,
  onError: (message: string) => void = () => {},
): Promise<Watcher> {
  const watcher = watch(watched.paths, {
    ignoreInitial: true,
    ignored: outsideRoots(watched.paths),
    awaitWriteFinish: {
      stabilityThreshold: watched.stabilityMs,
      pollInterval: Math.max(1, Math.round(watched.stabilityMs / 2)),
    },
  });
  watcher.on('all', (_event, file) => onChange(file));
  watcher.on('error', (error) => onError(String(error)));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
