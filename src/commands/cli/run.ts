/** What every command shares: the terminal it prints to, how a failure is reported, and the exit code. */
import { EventsiteError, formatError } from '../../core/errors.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';
import { UnsafeOutputError } from '../../output/output-guard.ts';
import type { Terminal } from './terminal.ts';

/** The state of one CLI run: the project, where it prints, whether `--debug` was given, and the exit code so far. */
export interface CliRun {
  /** The project whose templates, static files and cache folder the command uses. */
  layout: ProjectLayout;
  terminal: Terminal;
  debug: boolean;
  /** The process exit code: 0 on success, 1 on a build or content error, 2 on a usage error. */
  code: number;
}

/** Prints an error the way users read it (one plain block); the stack of an unexpected one only with `--debug`. */
export function reportError(run: CliRun, error: unknown): void {
  if (error instanceof EventsiteError || !run.debug) run.terminal.error(formatError(error));
  else run.terminal.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  if (!(error instanceof EventsiteError) && !run.debug)
    run.terminal.error('  (an unexpected error: run again with --debug to see where it happened)');
}

/** Reports a failed command and sets the exit code: 2 for an output folder that must not be written, else 1. */
export function fail(run: CliRun, error: unknown): void {
  reportError(run, error);
  run.code = error instanceof UnsafeOutputError ? 2 : 1;
}

/** Keeps a server running until Ctrl-C or SIGTERM, or until `until` resolves; then closes it. */
export async function serveUntilStopped(server: { close(): Promise<void> }, until?: Promise<void>): Promise<void> {
  const events = ['SIGINT', 'SIGTERM'] as const;
  let stop!: () => void;
  await new Promise<void>((resolve) => {
    stop = resolve;
    for (const event of events) process.once(event, stop);
    void until?.then(stop);
  });
  for (const event of events) process.off(event, stop);
  await server.close();
}
