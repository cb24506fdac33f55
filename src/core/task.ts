/** Named, timed stages of a command, logged one line each (VitePress's `task()`). */

/** Receives the log lines of a command. */
export type Logger = (line: string) => void;

/**
 * Runs `run` as a stage named `name`, then logs its duration and, with `summary`, what it made.
 * @returns what `run` returns; throws what it throws (nothing is logged then).
 */
export async function task<T>(log: Logger, name: string, run: () => Promise<T> | T, summary?: (value: T) => string): Promise<T> {
  const t0 = performance.now();
  const value = await run();
  log(`  ${name.padEnd(22)} ${`${Math.round(performance.now() - t0)} ms`.padStart(7)}${summary ? `  ${summary(value)}` : ''}`);
  return value;
}
