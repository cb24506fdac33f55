/** Watching the project's folders for `eventsite dev` with chokidar: every changed, added or removed file. */
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

/**
 * Watches `paths` and calls `onChange` with each changed, added or removed file (absolute path).
 * @returns once the first scan is done: changes from then on are reported.
 */
export async function startWatcher(watched: WatchedPaths, onChange: (file: string) => void, onError: (message: string) => void = () => {}): Promise<Watcher> {
  const watcher = watch(watched.paths, {
    ignoreInitial: true,
    awaitWriteFinish: { stabilityThreshold: watched.stabilityMs, pollInterval: Math.max(1, Math.round(watched.stabilityMs / 2)) },
  });
  watcher.on('all', (_event, file) => onChange(file));
  watcher.on('error', (error) => onError(String(error)));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
