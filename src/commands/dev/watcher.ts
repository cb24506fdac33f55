/**
 * Watching the project's folders for `eventsite dev`: chokidar in a child process ({@link ./watch-process.ts}),
 * so that its folder scans run beside the rebuilds, with their own I/O threads, instead of before them.
 */
import { fork } from 'node:child_process';
import { entryModule } from '../../core/workers/entry-module.ts';

/** What the watching process is given. */
export interface WatchedPaths {
  /** Folders (or files) to watch, recursively. */
  paths: string[];
  /**
   * A change is reported once the file's size stayed the same this long, in milliseconds (chokidar's
   * `awaitWriteFinish`): a file an editor writes in several pieces is read once, whole.
   */
  stabilityMs: number;
}

/** A message from the watching process. */
export type WatcherMessage = { type: 'ready' } | { type: 'change'; file: string } | { type: 'error'; message: string };

/** A running watcher. */
export interface Watcher {
  /** Stops watching and ends the process. */
  close(): Promise<void>;
}

/**
 * Watches `paths` and calls `onChange` with each changed, added or removed file (absolute path).
 * @returns once the first scan is done: changes from then on are reported.
 * @throws {Error} when the process cannot start or ends before its first scan is done.
 */
export async function startWatcher(watched: WatchedPaths, onChange: (file: string) => void, onError: (message: string) => void = () => {}): Promise<Watcher> {
  // Compiled JavaScript: none of this process's flags (a loader, a profiler) are passed on.
  const child = fork(await entryModule('commands/dev/watch-process.ts'), [JSON.stringify(watched)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: WatcherMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'change') onChange(message.file);
      else onError(message.message);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the file watcher stopped (exit code ${code})`)));
  });
  // After the start a failure is reported, not thrown: the served pages stay as they are.
  child.on('error', (error) => onError(String(error)));
  let closing = false;
  child.once('exit', (code, signal) => {
    if (!closing) onError(`the file watcher stopped (${signal ?? `exit code ${code}`}); restart \`eventsite dev\``);
  });
  return {
    close: async () => {
      closing = true;
      if (child.exitCode === null && child.connected) child.send('close');
      await exited;
    },
  };
}
