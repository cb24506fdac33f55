/**
 * Plain faults get plain messages: `preview` of a folder that does not exist, on a busy port or an address this
 * machine does not have; `build` and `dev` with an output folder this user may not write (a read-only folder, a
 * read-only file system, `/proc`) fail at once, in one line naming the folder, never as "an unexpected error" or
 * "another build"; so does `new post` with a content folder that is missing or may not be written.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { OutputNotWritableError } from '../../src/core/errors.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
}, 120_000);
afterAll(() => project?.remove());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` in the project folder until it exits. The timeout is a generous guard against a hang (a server
 * that should have refused to start keeps running), not a timing assertion: the process is killed then.
 */
function run(command: string, args: string[], timeoutMs = 90_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: project.dir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `eventsite …` of the project copy. */
const cli = (args: string[]) => run(process.execPath, [project.file('bin/eventsite.js'), ...args]);

/** The lines of an error output that are not the build's own "Build failed" line. */
const errorLines = (stderr: string) =>
  stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('Build failed'));

describe('eventsite preview', () => {
  it('names a built folder that does not exist, in one line, and exits 1', async () => {
    const result = await cli(['preview', '--out', 'dist', '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'error: dist does not exist: build the site first with `npm run build`, or name the built folder with --out (ES0611)',
    );
  });

  it('names a file given as the built folder, in one line', async () => {
    const result = await cli(['preview', '--out', 'package.json', '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('error: package.json is not a folder: name the built folder with --out (ES0610)');
  });

  it('says a busy port in one line, and exits 1', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const result = await cli(['preview', '--out', 'static', '--port', String(port)]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `error: port ${port} is in use: stop what runs there or choose another with --port (ES0605)`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('says a host this machine does not have in one line, and exits 1', async () => {
    // 203.0.113.0/24 is reserved for documentation: no machine has it.
    const result = await cli(['preview', '--out', 'static', '--port', '0', '--host', '203.0.113.7']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^error: cannot listen on 203\.0\.113\.7: it is no address of this machine \(choose another with --host, e\.g\. 127\.0\.0\.1\) \(ES0606\)$/,
    );
  });
});

/** How a folder is made read-only for the CLI: none when this machine offers no way. */
type ReadOnly = (dir: string, args: string[]) => Promise<Run>;

/**
 * As a normal user, `chmod a-w` (restored after); as root, for whom permissions do not bite, a read-only bind mount
 * in a mount namespace of the CLI's own (`unshare -m`), when the system allows one.
 */
async function readOnlyMethod(): Promise<{ name: string; run: ReadOnly } | undefined> {
  if (process.getuid?.() !== 0) {
    return {
      name: 'chmod',
      run: async (dir, args) => {
        await chmod(dir, 0o555);
        try {
          return await cli(args);
        } finally {
          await chmod(dir, 0o755);
        }
      },
    };
  }
  const bind = (dir: string, command: string[]) =>
    run('unshare', ['-m', 'sh', '-c', 'mount --bind -o ro "$0" "$0" && exec "$@"', dir, ...command]);
  const probe = project.file('probe');
  await mkdir(probe, { recursive: true });
  const tried = await bind(probe, ['touch', path.join(probe, 'file')]).catch(() => undefined);
  await rm(probe, { recursive: true, force: true });
  if (!tried?.stderr.includes('Read-only file system')) return undefined;
  return {
    name: 'read-only bind mount',
    run: (dir, args) => bind(dir, [process.execPath, project.file('bin/eventsite.js'), ...args]),
  };
}

describe('an output folder that cannot be written', () => {
  let readOnly: { name: string; run: ReadOnly } | undefined;
  beforeAll(async () => {
    readOnly = await readOnlyMethod();
    // Root ignores permissions; without a mount namespace there is no read-only folder to try.
    if (!readOnly) console.log('skipped: running as root and no read-only bind mount is available (unshare -m)');
  });

  /** The one line of a folder that cannot be written, naming `out`. */
  const plainLine = (out: string) =>
    new RegExp(
      `^error: the output folder ${out.replace(/[/.]/g, '\\$&')} cannot be written: .+ \\((EROFS|EACCES|EPERM)\\); choose another folder with --out`,
    );

  it('fails at once with one plain line: a read-only folder to build in, a folder missing inside it, an existing output', async (context) => {
    if (!readOnly) return context.skip();
    const ro = project.file('ro');
    await mkdir(ro, { recursive: true });
    const built = await callCli(project.dir, ['build', '--out', 'ro/site', '--no-precompress']);
    expect(built.code, built.stderr).toBe(0);
    for (const out of ['ro/dist', 'ro/sub/dist', 'ro/site']) {
      const result = await readOnly.run(ro, ['build', '--out', out]);
      expect(result.code, `${out} (${readOnly.name}): ${result.stderr}`).toBe(1);
      expect(errorLines(result.stderr), out).toEqual([expect.stringMatching(plainLine(out))]);
      // At once: nothing was loaded or built.
      expect(result.stdout).not.toMatch(/loading content/);
    }
  }, 240_000);

  it('stops dev with the same line', async (context) => {
    if (!readOnly) return context.skip();
    const ro = project.file('ro-dev');
    await mkdir(ro, { recursive: true });
    const result = await readOnly.run(ro, ['dev', '--out', 'ro-dev/site', '--port', '0']);
    expect(result.code, result.stderr).toBe(1);
    expect(errorLines(result.stderr)).toEqual([expect.stringMatching(plainLine('ro-dev/site'))]);
  }, 120_000);

  it('says a folder of /proc cannot be written, for build and for dev', async (context) => {
    if (process.platform !== 'linux') return context.skip();
    const out = '/proc/eventsite-output';
    const line =
      /^error: the output folder \/proc\/eventsite-output cannot be written: .*\/proc.* \((ENOENT|EACCES|EPERM|EROFS)\); choose another folder with --out/;
    const build = await cli(['build', '--out', out]);
    expect(build.code, build.stderr).toBe(1);
    expect(errorLines(build.stderr)).toEqual([expect.stringMatching(line)]);
    expect(build.stderr).not.toMatch(/unexpected|another build/);
    const dev = await cli(['dev', '--out', out, '--port', '0']);
    expect(dev.code, dev.stderr).toBe(1);
    expect(errorLines(dev.stderr)).toEqual([expect.stringMatching(line)]);
  }, 240_000);

  it('says a dev output made read-only while dev runs in one plain line', async (context) => {
    if (process.getuid?.() === 0) {
      console.log('skipped: running as root, for whom chmod does not make a folder read-only');
      return context.skip();
    }
    const out = project.file('live/dev');
    const builder = new DevBuilder({ contentDir: project.content, outDir: out, layout: project.layout, year: 2026 });
    await builder.full();
    const styles = 'templates/styles/base.css';
    const good = await project.read(styles);
    await chmod(path.join(out, 'assets'), 0o555);
    try {
      await project.edit(styles, (t) => t.replace('--gold: #c9a45c;', '--gold: #caa55d;'));
      const refused = await builder.update([project.file(styles)]).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(OutputNotWritableError);
      expect((refused as OutputNotWritableError).format()).toMatch(
        /^error: the output folder .*live\/dev cannot be written: .*assets.* \(EACCES\)/,
      );
    } finally {
      await chmod(path.join(out, 'assets'), 0o755);
      await project.write(styles, good);
    }
  }, 120_000);

  it('keeps "another build" for a work folder whose owner runs', async () => {
    const work = project.file('.busy.eventsite-work');
    await mkdir(work);
    try {
      await writeFile(
        path.join(work, 'owner.json'),
        JSON.stringify({ pid: process.pid, host: (await import('node:os')).hostname(), started: 'now' }),
      );
      const result = await cli(['build', '--out', 'busy']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/OutputBusyError: .*another build \(process \d+/);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('eventsite new post where it cannot write', () => {
  it('names a content folder that does not exist as build does, and exits 1', async () => {
    const made = await cli(['new', 'post', 'wedding-budget-basics', '--content', '/nonexistent-eventsite-content']);
    const built = await cli(['build', '--content', '/nonexistent-eventsite-content', '--out', 'dist-missing']);
    expect(made.code).toBe(1);
    expect(made.stderr.trim()).toBe(
      [
        'InvalidContentError: /nonexistent-eventsite-content  --content: does not exist (expected the content folder, e.g. content)',
        '  hint: run the command in the project folder, or name the content folder with --content',
        '  code: ES0101 (docs/errors.md)',
      ].join('\n'),
    );
    expect(built.stderr).toContain(made.stderr.trim());
  }, 120_000);

  it('says a read-only blog folder in one plain line, writing nothing', async (context) => {
    const readOnly = await readOnlyMethod();
    if (!readOnly) return context.skip();
    const result = await readOnly.run(project.file('content/blog'), ['new', 'post', 'wedding-budget-basics']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^error: content\/blog cannot be written: .+ \((EROFS|EACCES|EPERM)\); change its permissions, or name another content folder with --content \(ES0612\)$/,
    );
    expect(result.stderr).not.toMatch(/unexpected/);
    expect(existsSync(project.file('content/blog/wedding-budget-basics.en.md'))).toBe(false);
  }, 120_000);
});
