/**
 * Mistakes that `build` and `check` must both refuse, tried several at once: each breaks a file of its own (so that no
 * error hides another; the loader reports every file's errors in one run), one `build` and one `check --json` run on
 * the broken copy, and every file is put back. A test then asserts, per mistake, the message `build` printed about its
 * file and the error `check` reported at it.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { callCli } from './call-cli.ts';
import { snapshot, type ProjectCopy } from './project.ts';

/** One mistake. */
export interface Refusal {
  /** The file (relative to the project) the mistake is in: `build` names it, `check` reports an error at it. */
  file: string;
  /** Makes the mistake in the copy; returns what `build` must print about the file (it may depend on the file). */
  apply(project: ProjectCopy): Promise<RegExp>;
}

/** A CLI run's exit code and output. */
type Run = { code: number; stdout: string; stderr: string };
/** A problem as `check --json` lists it. */
type Problem = { severity: string; file?: string; message: string };

/** What one run of `build` and `check --json` said of a copy holding several mistakes. */
export interface RefusalRun<T> {
  built: Run;
  checked: Run;
  report: { ok: boolean; problems: Problem[] };
  /** The message each mistake's `apply` returned. */
  messages: Map<Refusal, RegExp>;
  /** The output folder `dist/` after both runs. */
  dist: Map<string, string>;
  /** What `during` returned. */
  during: T | undefined;
}

/**
 * Makes every mistake of `refusals` in `project`, runs `build` and `check --json` (and `during`, while the mistakes
 * are there), snapshots `dist/`, and puts back every file a mistake is in (a file one made is removed).
 * @param cli - how the commands run: in the test's worker (`callCli`, the default) or in a process each (`runCli`).
 */
export async function refuseTogether<T = undefined>(
  project: ProjectCopy,
  refusals: readonly Refusal[],
  during?: () => Promise<T>,
  cli: (projectDir: string, args: string[]) => ReturnType<typeof callCli> = callCli,
): Promise<RefusalRun<T>> {
  const files = new Set(refusals.map((r) => r.file));
  expect(files.size, 'one file per mistake').toBe(refusals.length);
  const saved = new Map<string, Buffer | undefined>();
  for (const file of files) saved.set(file, await readFile(project.file(file)).catch(() => undefined));
  const messages = new Map<Refusal, RegExp>();
  try {
    for (const refusal of refusals) messages.set(refusal, await refusal.apply(project));
    const built = await cli(project.dir, ['build']);
    const checked = await cli(project.dir, ['check', '--json']);
    const extra = during ? await during() : undefined;
    return {
      built,
      checked,
      report: JSON.parse(checked.stdout) as RefusalRun<T>['report'],
      messages,
      dist: await snapshot(project.file('dist')),
      during: extra,
    };
  } finally {
    for (const [file, bytes] of saved) {
      // A link is removed, not followed.
      await rm(project.file(file), { force: true });
      if (bytes) await writeFile(project.file(file), bytes);
    }
  }
}

/** The lines of `build`'s error output that name `file`. */
function linesAbout(run: RefusalRun<unknown>, file: string): string {
  return run.built.stderr
    .split('\n')
    .filter((line) => line.includes(file))
    .join('\n');
}

/**
 * One mistake of a run was refused as if it had been tried alone: `build` exited 1 and printed its message about its
 * file (no stack trace), `check` exited 1 reporting an error at that file, `dist/` is still `expected.good`, and the
 * file `expected.marker` (which hostile code would write) does not exist.
 */
export function expectRefusedAmong(
  run: RefusalRun<unknown>,
  refusal: Refusal,
  expected: { good: Map<string, string>; marker: string },
): void {
  expect(run.built.code, run.built.stdout + run.built.stderr).toBe(1);
  expect(linesAbout(run, refusal.file), run.built.stderr).toMatch(run.messages.get(refusal)!);
  expect(run.built.stderr).not.toMatch(/^\s+at /m);
  expect(run.checked.code).toBe(1);
  expect(run.report.ok).toBe(false);
  expect(run.report.problems.filter((p) => p.severity === 'error').map((p) => p.file)).toContain(refusal.file);
  expect(run.dist).toEqual(expected.good);
  expect(existsSync(expected.marker)).toBe(false);
}
