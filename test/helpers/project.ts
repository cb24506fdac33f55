/**
 * Disposable copies of the project (sources, templates, content, static files; node_modules linked) or of
 * its content alone, for tests that break content or templates or run the CLI as a user would, and helpers
 * to run its CLI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT, projectLayout, type ProjectLayout } from '../../src/core/project-layout.ts';

/** The bundled content folder. */
export const CONTENT_DIR = PROJECT.content;

/** A fresh temporary folder; remove it with `rm(dir, { recursive: true })`. */
export function tempDir(prefix = 'eventsite-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** A copy of the project in a temporary folder. */
export interface ProjectCopy {
  dir: string;
  /** The copy's layout (templates, styles, static files, cache). */
  layout: ProjectLayout;
  /** Its content folder. */
  content: string;
  /** Absolute path of a file of the copy. */
  file(rel: string): string;
  read(rel: string): Promise<string>;
  write(rel: string, text: string): Promise<void>;
  /** Rewrites a file with `change`; throws when it changes nothing (a test whose text is out of date). */
  edit(rel: string, change: (text: string) => string): Promise<void>;
  remove(): Promise<void>;
}

// package-lock.json is part of the tool's version (src/core/tool-version.ts), which keys every cache entry: with it, a
// copy shares the entries of the project and of every other copy in the cache folder `node_modules` links to.
const PARTS = [
  'bin',
  'src',
  'templates',
  'static',
  'content',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
] as const;

/**
 * Copies the project into a temporary folder (with its compiled CLI, `lib/`, when it has one) and links `node_modules`.
 * @param options.only - copy only these parts (e.g. `['content']` for a test that breaks content).
 */
export async function copyProject(options: { only?: readonly (typeof PARTS)[number][] } = {}): Promise<ProjectCopy> {
  const dir = await tempDir('eventsite-project-');
  for (const part of options.only ?? PARTS) {
    await cp(path.join(PROJECT.root, part), path.join(dir, part), { recursive: true });
  }
  // The compiled CLI too, for a copy of the whole: it runs while its recorded digest is that of the copy's sources.
  if (!options.only && existsSync(path.join(PROJECT.root, 'lib')))
    await cp(path.join(PROJECT.root, 'lib'), path.join(dir, 'lib'), { recursive: true });
  await symlink(path.join(PROJECT.root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const file = (rel: string) => path.join(dir, rel);
  return {
    dir,
    layout: projectLayout(dir),
    content: file('content'),
    file,
    read: (rel) => readFile(file(rel), 'utf8'),
    write: (rel, text) => writeFile(file(rel), text),
    edit: async (rel, change) => {
      const before = await readFile(file(rel), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the edit of ${rel} changed nothing: the test's text is out of date`);
      await writeFile(file(rel), after);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Runs `eventsite …` of a project folder to completion. */
export function runCli(
  projectDir: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectDir, 'bin/eventsite.js'), ...args], {
      cwd: options.cwd ?? projectDir,
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A long-running CLI process (dev, preview) whose output can be awaited. */
export interface RunningCli {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of `pattern` in output printed after `from` (an offset into output()). */
  waitFor(pattern: RegExp, options?: { from?: number; timeout?: number }): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/** Starts `eventsite …` of a project folder and keeps it running. */
export function startCli(projectDir: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): RunningCli {
  const child = spawn(process.execPath, [path.join(projectDir, 'bin/eventsite.js'), ...args], {
    cwd: projectDir,
    env: { ...process.env, ...options.env },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    child,
    output: () => output,
    waitFor(pattern, { from = 0, timeout = 20_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.slice(from).match(pattern);
          if (match) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${pattern} in:\n${output.slice(from)}`));
        }, timeout);
        listeners.add(check);
        check();
      });
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Every file of a folder with its bytes, to compare a folder before and after. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), (await readFile(file)).toString('base64'));
  }
  return out;
}
