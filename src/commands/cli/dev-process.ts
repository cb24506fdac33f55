/**
 * `eventsite dev` runs in a child process, which this one starts again when the tool's own sources change: a running
 * process cannot load new code, so the child closes its server and exits with {@link RESTART_EXIT_CODE}, and the
 * next child listens on the same port with the new code (the open tabs reconnect and reload by themselves).
 * The child gets the signals this process gets (Ctrl-C, SIGTERM) and ends when this process ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** Set in the environment of the child that serves. */
export const DEV_CHILD = 'EVENTSITE_DEV_CHILD';

/** The child's exit code that asks for a new child (EX_TEMPFAIL of sysexits.h: "try again"). */
export const RESTART_EXIT_CODE = 75;

/** A message from the child: the port it listens on, for the next child. */
interface Listening {
  port: number;
}

/**
 * Runs `eventsite dev` with `args` (after `dev`) in child processes, one after another while each asks for a restart.
 * @param say - prints a line to the user.
 * @returns the exit code of the last child (1 when it was killed by a signal).
 */
export async function runDevChildren(args: readonly string[], say: (line: string) => void): Promise<number> {
  let port: number | undefined;
  for (let restarts = 0; ; restarts++) {
    const portArgs = port === undefined ? [] : ['--port', String(port)];
    // A process group of its own: Ctrl-C reaches it once, through this process.
    const child = spawn(process.execPath, [process.argv[1]!, 'dev', ...args, ...portArgs], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [DEV_CHILD]: '1' },
      detached: true,
    });
    child.on('message', (message: Listening) => (port = message.port));
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const [code] = (await once(child, 'exit')) as [number | null];
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    if (code !== RESTART_EXIT_CODE) {
      if (code !== 0 && restarts > 0) say('  The new code did not start: fix it and run eventsite dev again.');
      return code ?? 1;
    }
    say('\n  A source of eventsite changed: dev starts again with the new code…\n');
  }
}

/** Tells the process that started this child the port it listens on (nothing when it runs on its own). */
export function tellListening(port: number): void {
  process.send?.({ port } satisfies Listening);
  // The channel only tells this child that its parent ended ('disconnect'): it must not keep it running.
  process.channel?.unref();
}
