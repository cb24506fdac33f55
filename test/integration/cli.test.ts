import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';

/** Runs the project's CLI (from the project folder) in this worker: exit code and output as a process gives them. */
const cli = (...args: string[]) => callCli(PROJECT.root, args);

let out: string;
let copy: ProjectCopy;
beforeAll(async () => {
  out = path.join(await tempDir('eventsite-cli-'), 'dist');
  copy = await copyProject({ only: ['content'] });
});
afterAll(async () => {
  await rm(path.dirname(out), { recursive: true, force: true });
  await copy.remove();
});

describe('eventsite build', () => {
  it('builds into --out, printing a summary, and every stage with its time with --verbose', async () => {
    const { code, stdout } = await cli(
      'build',
      '--content',
      copy.content,
      '--out',
      out,
      '--base-url',
      'HTTPS://Example.ORG:443/',
    );
    expect(code).toBe(0);
    // The bundled site sets no enquiry endpoint: one warning says so, then the summary.
    expect(stdout).toContain('no enquiry endpoint');
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^Built \d+ pages and \d+ redirects \(\d+ files\) into \S+ in \d+\.\d s\.$/,
    );
    // The base URL is written as browsers write it.
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.org/sitemap.xml');
    const verbose = await cli(
      'build',
      '--content',
      copy.content,
      '--out',
      out,
      '--base-url',
      'https://example.org',
      '--verbose',
    );
    for (const stage of [
      'loading content',
      'building route table',
      'checking links',
      'building assets',
      'rendering pages',
      'publishing',
    ]) {
      expect(verbose.stdout).toMatch(new RegExp(`^  ${stage} +\\d+ ms`, 'm'));
    }
    expect(verbose.stdout).toMatch(/\(\d+ pages unchanged\)\.$/m);
  });

  it('prints nothing but errors with --quiet, and no colour codes when stdout is no terminal', async () => {
    const quiet = await cli('build', '--content', copy.content, '--out', out, '--quiet');
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('');
    // Not a terminal (a pipe, a log file, CI): plain text, unless FORCE_COLOR asks for colours; NO_COLOR wins.
    const piped = await runCli(PROJECT.root, ['build', '--content', copy.content, '--out', out], {
      env: { FORCE_COLOR: undefined, NO_COLOR: undefined, CI: 'true' },
    });
    expect(piped.stdout).toMatch(/^Built /m);
    expect(piped.stdout).not.toContain('\u001b[');
    const forced = await runCli(PROJECT.root, ['build', '--content', copy.content, '--out', out], {
      env: { FORCE_COLOR: '1', NO_COLOR: undefined },
    });
    expect(forced.stdout).toContain('\u001b[32mBuilt ');
    const both = await runCli(PROJECT.root, ['build', '--content', copy.content, '--out', out], {
      env: { FORCE_COLOR: '1', NO_COLOR: '1' },
    });
    expect(both.stdout).not.toContain('\u001b[');
  });

  it.runIf(existsSync('/usr/bin/script'))('colours its output on a terminal, unless NO_COLOR is set', async () => {
    // `script` runs the command on a pseudo-terminal, as a user's shell would.
    const onTerminal = (env: NodeJS.ProcessEnv) =>
      new Promise<string>((resolve) => {
        const command = ['node', path.join(PROJECT.root, 'bin/eventsite.js'), 'check', '--content', copy.content]
          .map((a) => `'${a}'`)
          .join(' ');
        const child = spawn('/usr/bin/script', ['-qec', command, '/dev/null'], {
          cwd: PROJECT.root,
          env: { ...process.env, ...env },
        });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d.toString()));
        child.on('close', () => resolve(output));
      });
    // NO_COLOR counts when it is set at all, even empty: left out here (spawn skips undefined values).
    const coloured = await onTerminal({ NO_COLOR: undefined, FORCE_COLOR: undefined });
    expect(coloured).toContain('Content OK');
    expect(coloured).toContain('\u001b[32m');
    const plain = await onTerminal({ NO_COLOR: '1' });
    expect(plain).toContain('Content OK');
    expect(plain).not.toContain('\u001b[32m');
  });

  it('exits 1 on invalid content, names file, line and field, and leaves the output exactly as it was', async () => {
    const before = await snapshot(out);
    await copy.edit('content/services/corporate-events.tr.yaml', (t) =>
      t.replace(/^slug: .*$/m, 'slug: Kurumsal Etkinlikler'),
    );
    const { code, stderr } = await cli('build', '--content', copy.content, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/services\/corporate-events\.tr\.yaml:\d+:\d+ {2}slug:/);
    expect(stderr).toContain('a slug of lowercase letters');
    expect(stderr).toContain('left as it was');
    expect(await snapshot(out)).toEqual(before);
  });

  it('exits 1 on a broken internal link in a post, naming the file and line', async () => {
    await copy.edit('content/services/corporate-events.tr.yaml', (t) =>
      t.replace(/^slug: .*$/m, 'slug: kurumsal-etkinlikler'),
    );
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\n\nSee [our prices](/pricing).\n`);
    const { code, stderr } = await cli('build', '--content', copy.content, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/BrokenLinkError: .*blog\/rsvp-guide\.en\.md:\d+ .*\/pricing/);
  });

  it('exits 2 on an unknown option', async () => {
    const { code, stderr } = await cli('build', '--nope');
    expect(code).toBe(2);
    expect(stderr).toContain("unknown option '--nope'");
  });
});

describe('the compiled CLI', () => {
  it('runs from lib/ only while its recorded digest is that of the sources, else the sources, and compiles nothing at run time', async () => {
    const project = await copyProject({ only: ['bin', 'src', 'package.json', 'package-lock.json'] });
    const cache = await tempDir('eventsite-cli-cache-');
    const tmp = await tempDir('eventsite-tmp-');
    const marker = path.join(tmp, '..', `${path.basename(tmp)}-ran`);
    const markerLine = `\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');\n`;
    const version = () => runCli(project.dir, ['--version'], { env: { EVENTSITE_CACHE_DIR: cache, TMPDIR: tmp } });
    try {
      // Compiled as at install: the entry gets a line (at its end: its first line declares the `require` it calls).
      const compiled = await new Promise<number | null>((resolve) =>
        spawn(process.execPath, [project.file('bin/compile.js')], { stdio: 'ignore' }).on('close', resolve),
      );
      expect(compiled).toBe(0);
      await writeFile(project.file('lib/cli.js'), `${await readFile(project.file('lib/cli.js'), 'utf8')}${markerLine}`);

      const fresh = await version();
      expect(fresh.stdout.trim(), fresh.stderr).toBe('0.1.0');
      expect(existsSync(marker)).toBe(true);
      await rm(marker);

      // A source edited after the compile: lib/ is stale, the sources run (through tsx, whose cache stays off).
      await project.edit('src/core/errors.ts', (t) => `${t}\n// edited after the compile\n`);
      const stale = await version();
      expect(stale.stdout.trim(), stale.stderr).toBe('0.1.0');
      expect(existsSync(marker)).toBe(false);
      expect(await readdir(tmp)).toEqual([]);
      // Nothing was compiled into the cache folder.
      expect(await readdir(cache)).toEqual([]);
    } finally {
      await project.remove();
      await rm(cache, { recursive: true, force: true });
      await rm(tmp, { recursive: true, force: true });
      await rm(marker, { force: true });
    }
  });
});

describe('from a subfolder of the project', () => {
  it('finds the project root the way git does, and takes folders named on the command line from where it runs', async () => {
    const cwd = path.join(PROJECT.root, 'content', 'blog');
    const checked = await runCli(PROJECT.root, ['check'], { cwd });
    expect(checked.stdout, checked.stderr).toContain('Content OK');
    const target = path.join(path.dirname(out), 'from-subfolder');
    const built = await runCli(PROJECT.root, ['build', '--out', path.relative(cwd, target), '--quiet'], { cwd });
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(path.join(target, 'index.html'))).toBe(true);
  });
});

describe('eventsite check', () => {
  it('lists every error and warning in one run, grouped by file in line order', async () => {
    const broken = await copyProject({ only: ['content'] });
    try {
      await broken.edit('content/site.yaml', (t) => t.replace(/^foundingYear: .*$/m, 'foundingYear: "twenty twelve"'));
      await broken.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^title: .*$/m, 'title: 2024'));
      await broken.edit('content/blog/birthday-party-ideas.tr.md', (t) => `${t}\n[tıkla](javascript:alert(1))\n`);
      const { code, stdout } = await cli('check', '--content', broken.content);
      expect(code).toBe(1);
      expect(stdout).toMatch(/title: must be text, found the number 2024/);
      expect(stdout).toMatch(/foundingYear: must be a number, found the text "twenty twelve"/);
      // The warning comes in the same run as the errors.
      expect(stdout).toMatch(/warning: .*birthday-party-ideas\.tr\.md:\d+ link "javascript:alert\(1\)"/);
      const headers = stdout
        .split('\n')
        .filter((l) => /^\S+\.(md|yaml)$/.test(l))
        .map((l) => path.relative(broken.content, l));
      expect(headers).toEqual(['blog/birthday-party-ideas.tr.md', 'blog/rsvp-guide.en.md', 'site.yaml']);
      const json = JSON.parse((await cli('check', '--json', '--content', broken.content)).stdout) as {
        ok: boolean;
        problems: { severity: string; file?: string }[];
      };
      expect(json.ok).toBe(false);
      expect(json.problems.map((p) => p.severity).sort()).toEqual(
        expect.arrayContaining(['error', 'error', 'warning']),
      );
    } finally {
      await broken.remove();
    }
  });

  it('answers in JSON with --json even for an unknown option', async () => {
    const { code, stdout, stderr } = await cli('check', '--json', '--nope');
    expect(code).toBe(2);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout) as { ok: boolean; problems: { kind: string; message: string }[] };
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({
      kind: 'UsageError',
      message: expect.stringContaining("unknown option '--nope'"),
    });
  });
});

describe('a missing image the templates need', () => {
  it('fails the build naming the image, without creating the output folder', async () => {
    const { build } = await import('../../src/commands/build/build.ts');
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => t.replace('\n\nSee [our prices](/pricing).\n', ''));
    await rm(copy.file('content/images/hero.svg'));
    const target = path.join(path.dirname(out), 'never');
    // Every place that shows it is named at once (site.yaml's hero, a post's image), each as a MissingImageError.
    const failed = (await build({ contentDir: copy.content, outDir: target }).catch((error: unknown) => error)) as {
      errors: { name: string; message: string }[];
    };
    expect(failed.errors.length).toBeGreaterThan(0);
    for (const error of failed.errors)
      expect(error).toMatchObject({ name: 'MissingImageError', message: expect.stringContaining('hero.svg') });
    await expect(readdir(target)).rejects.toThrow();
  });
});
