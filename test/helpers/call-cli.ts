/**
 * Runs `eventsite …` in the test's own process: the CLI's `main` with a copy's layout, from the copy's folder,
 * printing into strings. A build here costs about a quarter of one in a new process (no start-up, modules loaded
 * and compiled once per test worker), so tests of what a command says and writes use it. Tests of what only a
 * process has (the compiled CLI, exit on a signal, children left behind, a changed `src/`) use `runCli`.
 *
 * Runs are one at a time per worker: each moves the process's working folder and environment while it runs and
 * puts them back after.
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

/** Sets `env`'s variables (undefined deletes one) and returns a function that puts the old values back. */
function setEnv(env: NodeJS.ProcessEnv): () => void {
  const before = Object.entries(env).map(([name]) => [name, process.env[name]] as const);
  const put = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  for (const [name, value] of Object.entries(env)) put(name, value);
  return () => {
    for (const [name, value] of before) put(name, value);
  };
}

/**
 * Runs `eventsite …args` of the project in `projectDir`, in this process.
 * @param options.cwd - the folder it is started in (default `projectDir`).
 * @param options.env - variables set while it runs (e.g. `EVENTSITE_CACHE_DIR`).
 */
export function callCli(projectDir: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<CliResult> {
  const run = async (): Promise<CliResult> => {
    const out = collector();
    const err = collector();
    const restoreEnv = setEnv(options.env ?? {});
    const cwd = process.cwd();
    process.chdir(path.resolve(projectDir, options.cwd ?? '.'));
    try {
      const code = await main(['node', 'eventsite', ...args], { layout: projectLayout(path.resolve(projectDir)), streams: { out: out.stream, err: err.stream } });
      return { code, stdout: out.text(), stderr: err.text() };
    } finally {
      process.chdir(cwd);
      restoreEnv();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
