/** Named, timed stages of a command, logged one line each (VitePress's `task()`), and the warnings they find. */

/**
 * Receives what a command reports. Called as a function, it takes a stage's line (the CLI prints those with
 * `--verbose`); `note` takes a warning or notice (printed unless `--quiet`) and `progress` the advance of a long
 * stage (shown on a terminal). A plain function receives everything as lines.
 */
export interface Logger {
  (line: string): void;
  /** A warning or a notice, e.g. `InvalidContentError: content/x.md:3  …` (without the `warning:` label). */
  note?(kind: 'warning' | 'notice', text: string): void;
  /** `done` of `total` units of the stage `stage` are made. */
  progress?(stage: string, done: number, total: number): void;
}

/** Reports a warning or a notice to `log` (as a `  warning: …` line when it takes lines only). */
export function note(log: Logger, kind: 'warning' | 'notice', text: string): void {
  if (log.note) log.note(kind, text);
  else log(`  ${kind}: ${text}`);
}

/** Reports to `log` (when it shows progress) that `done` of `total` units of `stage` are made. */
function progress(log: Logger, stage: string, done: number, total: number): void {
  log.progress?.(stage, done, total);
}

/**
 * Runs `run` as a stage named `name`, then logs its duration and, with `summary`, what it made. `run` may report
 * its advance through the callback it is given.
 * @returns what `run` returns; throws what it throws (nothing is logged then).
 */
export async function task<T>(
  log: Logger,
  name: string,
  run: (advance: (done: number, total: number) => void) => Promise<T> | T,
  summary?: (value: T) => string,
): Promise<T> {
  const t0 = performance.now();
  progress(log, name, 0, 0);
  const value = await run((done, total) => progress(log, name, done, total));
  log(
    `  ${name.padEnd(22)} ${`${Math.round(performance.now() - t0)} ms`.padStart(7)}${summary ? `  ${summary(value)}` : ''}`,
  );
  return value;
}
