/**
 * Watching the project's folders for `eventsite dev`: chokidar on a worker thread ({@link ./watch-thread.ts}),
 * so that its folder scans run beside the rebuilds instead of before them.
 */
import { Worker } from 'node:worker_threads';
import { threadModule } from '../workers/thread-module.ts';

/** What the watching thread is given. */
export interface WatchedPaths {
  /** Folders (or files) to watch, recursively. */
  paths: string[];
  /**
   * A change is reported once the file's size stayed the same this long, in milliseconds (chokidar's
   * `awaitWriteFinish`): a file an editor writes in several pieces is read once, whole.
   */
  stabilityMs: number;
}

/** A message from the watching thread. */
export type WatcherMessage = { type: 'ready' } | { type: 'change'; file: string } | { type: 'error'; message: string };

/** A running watcher. */
export interface Watcher {
  /** Stops watching and ends the thread. */
  close(): Promise<void>;
}

/**
 * Watches `paths` and calls `onChange` with each changed, added or removed file (absolute path).
 * @returns once the first scan is done: changes from then on are reported.
 * @throws {Error} when the thread cannot start or the first scan fails.
 */
export async function startWatcher(watched: WatchedPaths, onChange: (file: string) => void, onError: (message: string) => void = () => {}): Promise<Watcher> {
  const worker = new Worker(await threadModule('dev/watch-thread.ts'), { workerData: watched });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WatcherMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'change') onChange(message.file);
      else onError(message.message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the file watcher stopped (exit code ${code})`)));
  });
  // After the start a crash is reported, not thrown: the served pages stay as they are.
  worker.on('error', (error) => onError(String(error)));
  return {
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      await exited;
    },
  };
}
