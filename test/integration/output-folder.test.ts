/**
 * The output folder is a plain directory holding a whole site, whatever moment a build dies: builds are killed at
 * many moments and each time the folder is the old or the new site (or, killed between the two renames, missing
 * until the next run puts the new one in place). A file added by hand goes at the next build and never comes back.
 * Nothing beside it but its manifest stays after a build; nothing the tool did not write is removed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestFile, serializeManifest } from '../../src/output/manifest.ts';
import { workFolderOf } from '../../src/output/work-folder-paths.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';

let project: ProjectCopy;
const variants: Map<string, string>[] = [];
const POST = 'content/blog/rsvp-guide.en.md';
/** A process id no process has (Linux gives at most 2^22): a dead build's. */
const NO_PROCESS = 2 ** 22 + 12345;
let original: string;

/** Switches the content between two versions that build to different sites. */
const useVariant = (n: number) =>
  project.write(POST, n === 0 ? original : original.replace(/^title: .*$/m, 'title: "The RSVP Guide, Second Edition"'));
const dist = () => project.file('dist');

async function build(...args: string[]): Promise<string> {
  const built = await callCli(project.dir, ['build', ...args]);
  expect(built.code, built.stderr + built.stdout).toBe(0);
  return built.stdout;
}

const equalsOneOf = (site: Map<string, string>) =>
  variants.findIndex((v) => v.size === site.size && [...v].every(([k, b]) => site.get(k) === b));
const htmlCount = (site: Map<string, string>) => [...site.keys()].filter((k) => k.endsWith('.html')).length;

beforeAll(async () => {
  project = await copyProject();
  original = await project.read(POST);
  for (const n of [0, 1]) {
    await useVariant(n);
    await build();
    variants.push(await snapshot(dist()));
  }
  expect(variants[0]).not.toEqual(variants[1]);
}, 180_000);
afterAll(() => project?.remove());

/** Starts a build and kills it (SIGKILL) `delay` ms after it started. */
function buildAndKill(delay: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [project.file('bin/eventsite.js'), 'build'], {
      cwd: project.dir,
      stdio: 'ignore',
    });
    setTimeout(() => child.kill('SIGKILL'), delay);
    child.on('exit', () => resolve());
  });
}

/**
 * Leaves the output as a build of variant 1 killed between steps 3 and 4 of `publishWorkFolder` leaves it (a window
 * of microseconds, made here by hand): its site in place, its manifest still in the work folder, the earlier
 * manifest beside the output, the folder replaced in `old/`, and the owner file of a process that no longer runs.
 */
async function killedBetweenRenames(): Promise<void> {
  await useVariant(1);
  await build();
  const work = workFolderOf(dist());
  await mkdir(path.join(work, 'old'), { recursive: true });
  await writeFile(
    path.join(work, 'owner.json'),
    JSON.stringify({ pid: NO_PROCESS, host: os.hostname(), started: 'then' }),
  );
  await rename(manifestFile(dist()), path.join(work, 'manifest.json'));
  await writeFile(
    manifestFile(dist()),
    serializeManifest({ folder: (await lstat(path.join(work, 'old'))).ino, groups: [] }),
  );
}

describe('the output folder', () => {
  it('is a plain folder with a whole site after a build and a rebuild, and cp -r copies the site', async () => {
    await useVariant(0);
    await build();
    expect((await lstat(dist())).isDirectory()).toBe(true);
    const copy = await tempDir('eventsite-copy-');
    execFileSync('cp', ['-r', dist(), path.join(copy, 'site')]);
    expect(htmlCount(await snapshot(path.join(copy, 'site')))).toBe(htmlCount(variants[0]!));
    await rm(copy, { recursive: true, force: true });
    // Beside it: only its manifest.
    expect((await readdir(project.dir)).filter((e) => e.startsWith('.dist'))).toEqual(['.dist.eventsite.json']);
  });

  it('is the old or the new site after a build killed at 20 moments, and the next run repairs a swap cut short', async () => {
    // The kills are spread over what a build in a new process takes now, and a little past it (the builds above
    // filled the copy's caches).
    const started = performance.now();
    const probe = await runCli(project.dir, ['build']);
    expect(probe.code, probe.stderr).toBe(0);
    const total = Math.round(performance.now() - started) + 400;
    for (let i = 0; i < 20; i++) {
      await useVariant(i % 2);
      const delay = Math.round(150 + (i / 19) * total);
      await buildAndKill(delay);
      const info = await lstat(dist()).catch(() => undefined);
      if (info) {
        expect(info.isDirectory(), `a plain folder after a kill at ${delay} ms`).toBe(true);
        expect(
          equalsOneOf(await snapshot(dist())),
          `the old or the new site after a kill at ${delay} ms`,
        ).toBeGreaterThanOrEqual(0);
      } else {
        // Killed between the renames: the next run puts the complete new site in place first.
        await build();
        expect(equalsOneOf(await snapshot(dist()))).toBe(i % 2);
      }
    }
    await useVariant(0);
    await build();
    expect(equalsOneOf(await snapshot(dist()))).toBe(0);
    expect((await readdir(project.dir)).filter((e) => e.startsWith('.dist'))).toEqual(['.dist.eventsite.json']);
  }, 240_000);

  it('builds again after a build killed between putting its site in place and its manifest beside it', async () => {
    await killedBetweenRenames();
    await useVariant(0);
    await build();
    expect(equalsOneOf(await snapshot(dist()))).toBe(0);
    expect((await readdir(project.dir)).filter((e) => e.startsWith('.dist'))).toEqual(['.dist.eventsite.json']);
  });

  it('refuses a folder made again where that killed build published, even at the same inode, and keeps its files', async () => {
    await killedBetweenRenames();
    const work = workFolderOf(dist());
    const left = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as object;
    await rm(dist(), { recursive: true });
    await mkdir(dist());
    await writeFile(path.join(dist(), 'notes.txt'), 'precious');
    // The file system may give the new folder the inode number of the one it replaces: made so here.
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify({ ...left, folder: (await lstat(dist())).ino }));
    const refused = await callCli(project.dir, ['build']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/UnsafeOutputError: .*is a folder that eventsite did not write/);
    expect(await readdir(dist())).toEqual(['notes.txt']);
    await Promise.all([rm(dist(), { recursive: true }), rm(work, { recursive: true })]);
    await build();
  });

  it('refuses a folder made again where a build published, even at the same inode, and keeps its files', async () => {
    await build();
    const manifest = JSON.parse(await readFile(manifestFile(dist()), 'utf8')) as object;
    await rm(dist(), { recursive: true });
    await mkdir(dist());
    await writeFile(path.join(dist(), 'notes.txt'), 'precious');
    // The file system may give the new folder the inode number of the one it replaces: made so here.
    await writeFile(manifestFile(dist()), JSON.stringify({ ...manifest, folder: (await lstat(dist())).ino }));
    const refused = await callCli(project.dir, ['build']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/UnsafeOutputError: .*is a folder that eventsite did not write/);
    expect(await readdir(dist())).toEqual(['notes.txt']);
    await rm(dist(), { recursive: true });
    await build();
  });

  it('loses a file added by hand at the next build, and never brings it back', async () => {
    await writeFile(path.join(dist(), 'extra.txt'), 'x');
    for (let i = 0; i < 3; i++) {
      await build();
      await expect(lstat(path.join(dist(), 'extra.txt')), `build ${i + 1}`).rejects.toThrow();
    }
  });

  it('makes a page again when any of its files was changed in place (a defaced .br)', async () => {
    await build();
    const br = path.join(dist(), 'about.html.br');
    const good = await readFile(br);
    await writeFile(br, Buffer.from('not brotli'));
    const log = await build();
    expect(await readFile(br)).toEqual(good);
    expect(log).toMatch(/\(\d+ pages unchanged\)/);
  });

  it('refuses a second build while one is writing, naming it', async () => {
    const work = project.file('.dist.eventsite-work');
    await mkdir(work);
    await writeFile(
      path.join(work, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: (await import('node:os')).hostname(), started: 'now' }),
    );
    // In a process of its own: the owner named is this process, which a build in it would take for itself.
    const second = await runCli(project.dir, ['build']);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/OutputBusyError: .*another build \(process \d+/);
    await rm(work, { recursive: true });
  });

  it('never builds through a link planted where its work folder goes, and removes nothing it points to', async () => {
    const elsewhere = await tempDir('eventsite-planted-');
    try {
      await writeFile(path.join(elsewhere, 'precious.txt'), 'mine');
      await symlink(elsewhere, project.file('.dist.eventsite-work'));
      const built = await callCli(project.dir, ['build']);
      expect(built.code).toBe(1);
      expect(built.stderr).toMatch(/ForeignWorkFolderError: \S*\.dist\.eventsite-work in the way: it is a link/);
      expect(await readdir(elsewhere)).toEqual(['precious.txt']);
    } finally {
      await rm(project.file('.dist.eventsite-work'), { force: true });
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('a build killed between its two renames', () => {
  it('leaves no dist, which preview and host-config call an interrupted build, and the next build puts in place', async () => {
    await useVariant(0);
    await build();
    // As the kill leaves it: the old site moved into the work folder, the new one complete beside its manifest.
    const work = workFolderOf(dist());
    await mkdir(work);
    await writeFile(
      path.join(work, 'owner.json'),
      JSON.stringify({ pid: NO_PROCESS, host: os.hostname(), started: 'then' }),
    );
    await rename(dist(), path.join(work, 'site'));
    await rename(manifestFile(dist()), path.join(work, 'manifest.json'));
    const said =
      /error: dist is missing: the last build was interrupted while it published the site \(kept in \.dist\.eventsite-work\): run build again/;
    const preview = await runCli(project.dir, ['preview', '--port', '0']);
    expect(preview.code).toBe(1);
    expect(preview.stderr).toMatch(said);
    const config = await callCli(project.dir, ['host-config', 'nginx']);
    expect(config.code).toBe(1);
    expect(config.stderr).toMatch(said);
    expect(config.stdout).toBe('');
    await build();
    expect(equalsOneOf(await snapshot(dist()))).toBe(0);
  });
});

describe('an output an earlier version published as a link', () => {
  it('becomes a plain folder, and of its store only what that version wrote is removed', async () => {
    const store = project.file('.site.eventsite');
    await mkdir(path.join(store, 'builds'), { recursive: true });
    await mkdir(path.join(store, 'trash/lzz1a-4242'), { recursive: true });
    await cp(dist(), path.join(store, 'builds/lzz1b-4242'), { recursive: true });
    await writeFile(path.join(store, 'record-lzz1b-4242.bin'), 'record');
    await writeFile(path.join(store, 'notes.txt'), 'someone else’s');
    await mkdir(project.file('.site.eventsite.lock'));
    await symlink('.site.eventsite/builds/lzz1b-4242', project.file('site'));
    await build('--out', 'site');
    expect((await lstat(project.file('site'))).isDirectory()).toBe(true);
    expect(htmlCount(await snapshot(project.file('site')))).toBe(htmlCount(variants[0]!));
    expect(await readdir(store)).toEqual(['notes.txt']);
    await expect(lstat(project.file('.site.eventsite.lock'))).rejects.toThrow();
    await rm(store, { recursive: true });
  });
});

describe('--out', () => {
  it('refuses every folder of the project, even with --force', async () => {
    execFileSync('git', ['init', '-q'], { cwd: project.dir });
    execFileSync('git', ['add', 'content', 'templates'], { cwd: project.dir });
    await mkdir(project.file('docs'), { recursive: true });
    // Inside node_modules too (a package replaced by the site breaks the next build).
    for (const out of [
      '.git',
      'test',
      'bin',
      'scripts',
      'docs',
      'node_modules',
      'node_modules/never-an-output',
      'src',
      'content/blog',
      'templates/pages',
      '.',
    ]) {
      const built = await callCli(project.dir, ['build', '--out', out, '--force']);
      expect(built.code, out).toBe(2);
      expect(built.stderr, out).toMatch(/UnsafeOutputError: --out: "[^"]+" (is|holds|is inside) /);
    }
    expect(await readdir(project.file('bin'))).toContain('eventsite.js');
    expect(existsSync(project.file('node_modules/never-an-output'))).toBe(false);
    // The cache folder, wherever EVENTSITE_CACHE_DIR puts it (here a folder of the project's own, outside
    // node_modules), and a folder holding it. The variable is read at start: a process of its own (see callCli).
    try {
      await mkdir(project.file('build-cache/eventsite'), { recursive: true });
      for (const out of ['build-cache/eventsite', 'build-cache']) {
        const built = await runCli(project.dir, ['build', '--out', out, '--force'], {
          env: { EVENTSITE_CACHE_DIR: project.file('build-cache/eventsite') },
        });
        expect(built.code, out).toBe(2);
        expect(built.stderr, out).toMatch(/UnsafeOutputError: --out: "[^"]+" (is|holds) the cache folder/);
      }
    } finally {
      await rm(project.file('build-cache'), { recursive: true, force: true });
    }
    await rm(project.file('.git'), { recursive: true, force: true });
  });

  it('refuses the work folder of dist and a folder inside dist, saying what they are, and builds nothing there', async () => {
    for (const [out, said] of [
      ['.dist.eventsite-work', /UnsafeOutputError: --out: "\.dist\.eventsite-work" is the work folder of dist/],
      ['dist/blog', /UnsafeOutputError: --out: "dist\/blog" is inside the output dist,/],
    ] as const) {
      const built = await callCli(project.dir, ['build', '--out', out, '--force']);
      expect(built.code, out).toBe(2);
      expect(built.stderr, out).toMatch(said);
    }
    expect(existsSync(project.file('.dist.eventsite-work'))).toBe(false);
    expect(htmlCount(await snapshot(dist()))).toBe(htmlCount(variants[0]!));
  });

  it('is not given to dev when build wrote it: dev says what it is', async () => {
    const dev = await runCli(project.dir, ['dev', '--out', 'dist', '--port', '0']);
    expect(dev.code).toBe(2);
    expect(dev.stderr).toMatch(
      /UnsafeOutputError: --out: "dist" is the site `eventsite build` wrote: dev would replace it with a development build\n {2}hint: .*--force/,
    );
    expect(htmlCount(await snapshot(dist()))).toBe(htmlCount(variants[0]!));
  });

  it('moves a folder eventsite did not write aside with --force, and keeps it', async () => {
    await mkdir(project.file('mine'));
    await writeFile(project.file('mine/notes.txt'), 'mine');
    const refused = await callCli(project.dir, ['build', '--out', 'mine']);
    expect(refused.code).toBe(2);
    await build('--out', 'mine', '--force');
    const aside = (await readdir(project.dir)).find((e) => e.startsWith('mine.replaced-'));
    expect(aside).toBeDefined();
    expect(await readFile(project.file(`${aside}/notes.txt`), 'utf8')).toBe('mine');
    expect(htmlCount(await snapshot(project.file('mine')))).toBe(htmlCount(variants[0]!));
  });
});
