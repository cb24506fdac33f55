/**
 * The dev server's file watcher (chokidar), run on a thread of its own by {@link startWatcher}. After every
 * change in a folder, chokidar reads the whole folder again (a `lstat` per file, to find added and removed
 * ones): in a blog of thousands of posts that is tens of milliseconds of work per edit, which on the server's
 * thread would delay the very rebuild the edit asked for.
 *
 * Messages to the parent: `{ type: 'ready' }` once the first scan is done, then `{ type: 'change', file }` per
 * change (absolute paths as chokidar reports them) and `{ type: 'error', message }`. Any message from the parent
 * closes the watcher and ends the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { watch } from 'chokidar';
import type { WatchedPaths, WatcherMessage } from './watcher.ts';

const port = parentPort!;
const { paths, stabilityMs } = workerData as WatchedPaths;
const send = (message: WatcherMessage) => port.postMessage(message);
const watcher = watch(paths, { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: stabilityMs, pollInterval: Math.max(1, Math.round(stabilityMs / 2)) } });
watcher.on('all', (_event, file) => send({ type: 'change', file }));
watcher.on('error', (error) => send({ type: 'error', message: String(error) }));
watcher.once('ready', () => send({ type: 'ready' }));
port.once('message', () => {
  void watcher.close().then(() => port.close());
});
