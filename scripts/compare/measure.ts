/**
 * Runs one build command in a new process and measures it the same way for every tool: wall time with the
 * monotonic clock around the process, peak resident memory from GNU time (`/usr/bin/time -f %M`, KiB; Debian
 * package `time`). With several processes (Node plus esbuild's service, say), GNU time reports the largest one.
 */
import { spawn } from 'node:child_process';
import { access, readFile, readdir, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';

/** GNU time, when installed. */
export const GNU_TIME = '/usr/bin/time';

/** True when `file` exists and is executable. */
export async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** A command to run: program, arguments, working folder and extra environment variables. */
export interface Command {
  /** The program (an absolute path or a name on PATH). */
  program: string;
  /** Its arguments. */
  args: string[];
  /** Working folder (default: the current one). */
  cwd?: string;
  /** Variables added to this process's environment. */
  env?: Record<string, string>;
}

/** What one run cost. */
export interface RunCost {
  /** Wall time in seconds, from spawning the process to its exit. */
  wallSeconds: number;
  /** Peak resident set size in MiB (the largest process of the run), or undefined without GNU time. */
  peakMiB: number | undefined;
  /** Standard output and error, together. */
  output: string;
}

/**
 * Runs `command` to completion and measures it.
 * @param command - what to run.
 * @param options.gnuTime - measure memory with GNU time (check {@link isExecutable}(GNU_TIME) first).
 * @param options.scratch - a folder for GNU time's report file.
 * @throws {Error} when the command exits with a non-zero status or a signal; the message holds the command and
 *   the end of its output.
 */
export async function measureRun(command: Command, options: { gnuTime: boolean; scratch: string }): Promise<RunCost> {
  const report = path.join(options.scratch, `time-${process.pid}-${Date.now()}.txt`);
  const [program, args] = options.gnuTime
    ? [GNU_TIME, ['-f', '%e %M', '-o', report, command.program, ...command.args]]
    : [command.program, command.args];
  const child = spawn(program, args, {
    cwd: command.cwd,
    env: { ...process.env, ...command.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const t0 = performance.now();
  const status = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  const wallSeconds = (performance.now() - t0) / 1000;
  const output = Buffer.concat(chunks).toString('utf8');
  let peakMiB: number | undefined;
  if (options.gnuTime) {
    const text = await readFile(report, 'utf8').catch(() => '');
    await rm(report, { force: true });
    // GNU time writes "Command exited with non-zero status N" above the format line when the command fails.
    const kib = Number(text.trim().split('\n').at(-1)?.split(' ')[1]);
    if (Number.isFinite(kib)) peakMiB = kib / 1024;
  }
  if (status.code !== 0) {
    throw new Error(
      `${[command.program, ...command.args].join(' ')} failed (${status.signal ?? `exit ${status.code}`}):\n${output.slice(-3000)}`,
    );
  }
  return { wallSeconds, peakMiB, output };
}

/** Number of `*.html` files under `dir`, recursively. */
export async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}
