/**
 * The dev server's file watcher (chokidar), run in a process of its own by {@link startWatcher}. After every
 * change in a folder, chokidar reads the whole folder again (an `lstat` per file, to find added and removed
 * ones): in a blog of thousands of posts those are thousands of file-system calls per edit. In the server's
 * process they would queue before the rebuild's own reads and writes (a process has one pool of I/O threads)
 * and delay the very change they report.
 *
 * Messages to the parent: `{ type: 'ready' }` once the first scan is done, then `{ type: 'change', file }` per
 * change (absolute paths as chokidar reports them) and `{ type: 'error', message }`. The message `close` from the
 * parent, or the parent going away, closes the watcher and ends the process.
 */
import { watch } from 'chokidar';
import type { WatchedPaths, WatcherMessage } from './watcher.ts';

const send = (message: WatcherMessage) => process.send?.(message);
const { paths, stabilityMs } = JSON.parse(process.argv[2]!) as WatchedPaths;
const watcher = watch(paths, { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: stabilityMs, pollInterval: Math.max(1, Math.round(stabilityMs / 2)) } });
watcher.on('all', (_event, file) => send({ type: 'change', file }));
watcher.on('error', (error) => send({ type: 'error', message: String(error) }));
watcher.once('ready', () => send({ type: 'ready' }));
const stop = () => void watcher.close().then(() => process.exit(0));
process.on('message', stop);
process.on('disconnect', stop);
// Ctrl-C reaches the whole process group: the server stops first, and closes this process (or leaves, which disconnects it).
process.on('SIGINT', () => {});
