/**
 * Runs `eventsite …` in the test's own process: the CLI's `main` with a copy's layout, from the copy's folder,
 * printing into strings. A build here costs about a quarter of one in a new process (no start-up, modules loaded
 * and compiled once per test worker), so tests of what a command says and writes use it. Tests of what only a
 * process has (the compiled CLI, exit on a signal, children left behind, a changed `src/`) use `runCli`.
 *
 * Runs are one at a time per worker: each moves the process's working folder while it runs and puts it back after.
 * Everything a process decides when it starts (colours, the environment) is the worker's: the tests of those use
 * `runCli`.
 */
import path from 'node:path';
// esbuild starts its service process in the working folder it found when first loaded: load it here, before any run
// moves the working folder into a project copy that a test later removes.
import 'esbuild';
import { main } from '../../src/commands/cli.ts';
import { projectLayout } from '../../src/core/project-layout.ts';

/** What a finished command left: its exit code and what it printed. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

let queue: Promise<unknown> = Promise.resolve();

/** A stream that keeps what is written to it. */
function collector(): { stream: NodeJS.WritableStream & { isTTY: boolean }; text(): string } {
  let text = '';
  const stream = {
    isTTY: false,
    write(chunk: string | Uint8Array): boolean {
      text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      return true;
    },
  };
  return { stream: stream as unknown as NodeJS.WritableStream & { isTTY: boolean }, text: () => text };
}

/** The commands that keep running until stopped: a test runs those in a process of its own (`startCli`). */
const SERVING = ['dev', 'preview'];

/**
 * Runs `eventsite …args` of the project in `projectDir`, in this process, from that folder (a command may move on to
 * the project root above it, as in a process).
 * @param options.cache - the cache folder, as `EVENTSITE_CACHE_DIR` names it to a process (default: the project's).
 * @returns a rejected promise when `args` name `dev` or `preview`, which would not return.
 */
export function callCli(projectDir: string, args: string[], options: { cache?: string } = {}): Promise<CliResult> {
  if (args.some((arg) => SERVING.includes(arg)))
    return Promise.reject(new Error(`callCli runs commands that end: start ${args.join(' ')} with startCli`));
  const root = path.resolve(projectDir);
  const run = async (): Promise<CliResult> => {
    const out = collector();
    const err = collector();
    const cwd = process.cwd();
    try {
      process.chdir(root);
      const code = await main(['node', 'eventsite', ...args], {
        layout: options.cache ? { ...projectLayout(root), cache: path.resolve(options.cache) } : projectLayout(root),
        streams: { out: out.stream, err: err.stream },
      });
      return { code, stdout: out.text(), stderr: err.text() };
    } finally {
      process.chdir(cwd);
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
