/**
 * `eventsite dev` runs in a child process, which this one starts again when the tool's own sources change: a running
 * process cannot load new code, so the child closes its server and exits with {@link RESTART_EXIT_CODE}, and the
 * next child listens on the same port with the new code (the open tabs reconnect and reload by themselves). New
 * code that does not start is waited out: the next save in `src/` tries again. The child gets the signals this
 * process gets (Ctrl-C, SIGTERM) and ends when this process ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startWatcher } from '../dev/watcher.ts';

/** Set in the environment of the child that serves. */
export const DEV_CHILD = 'EVENTSITE_DEV_CHILD';

/** The child's exit code that asks for a new child (EX_TEMPFAIL of sysexits.h: "try again"). */
export const RESTART_EXIT_CODE = 75;

/** A message from the child: the port it listens on, for the next child. */
interface Listening {
  port: number;
}

/** Resolves at the first change under `folder`. */
async function nextChange(folder: string): Promise<void> {
  let changed!: () => void;
  const change = new Promise<void>((resolve) => (changed = resolve));
  const watcher = await startWatcher({ paths: [folder], stabilityMs: 50 }, () => changed());
  await change;
  await watcher.close();
}

/**
 * Runs `eventsite dev` with `args` (after `dev`) in child processes, one after another while each asks for a restart.
 * @param sources - the tool's sources (`src/`): after new code failed to start, a change there tries again.
 * @param say - prints a line to the user.
 * @returns the exit code of the last child (1 when it was killed by a signal).
 */
export async function runDevChildren(
  args: readonly string[],
  sources: string,
  say: (line: string) => void,
): Promise<number> {
  // Elsewhere than on Windows, a process group of its own: Ctrl-C reaches it once, through this process. On Windows
  // the child shares the console, which gives it Ctrl-C itself.
  const ownGroup = process.platform !== 'win32';
  let port: number | undefined;
  for (let restarts = 0; ; restarts++) {
    const portArgs = port === undefined ? [] : ['--port', String(port)];
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, 'dev', ...args, ...portArgs], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [DEV_CHILD]: '1' },
      detached: ownGroup,
    });
    let listened = false;
    child.on('message', (message: Listening) => {
      port = message.port;
      listened = true;
    });
    const forward = (signal: NodeJS.Signals) => (signal !== 'SIGINT' || ownGroup) && child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    if (code === RESTART_EXIT_CODE) {
      say('\n  A source of eventsite changed: dev starts again with the new code…\n');
    } else if (restarts > 0 && !listened && signal === null && code !== 0) {
      say('  The new code did not start: dev starts again at the next save in src/ (Ctrl-C stops).');
      await nextChange(sources);
    } else {
      return code ?? 1;
    }
  }
}

/** Tells the process that started this child the port it listens on (nothing when it runs on its own). */
export function tellListening(port: number): void {
  if (process.connected) process.send?.({ port } satisfies Listening, undefined, {}, () => {});
}

/**
 * In a child: ends it (as SIGTERM does) when the process that started it ends, even during the first build, and
 * keeps the channel from holding the process open.
 */
export function endWithParent(): void {
  if (!process.send) return;
  if (!process.connected) process.kill(process.pid, 'SIGTERM');
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.channel?.unref();
}
