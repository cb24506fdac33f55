/**
 * The output folder is always a complete build, whatever moment the process dies: builds are killed at many
 * points of the write stage and the output is each time exactly the old or the new site; the next build
 * removes what the killed ones left. Two builds into one output at once are serialised. The build before goes
 * to the store's trash when the new one linked most of its files, and the next build is made from it. The pages
 * of the visible build are linked into the next one while it loads its content, and nothing is ever written
 * through such a link.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFile, lstat, mkdir, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { copyProject, runCli, snapshot, type ProjectCopy } from '../helpers/project.ts';

let project: ProjectCopy;
const variants: Map<string, string>[] = [];
const POST = 'content/blog/rsvp-guide.en.md';
let original: string;

/** Switches the content between two versions that build to different sites. */
const useVariant = (n: number) => project.write(POST, n === 0 ? original : original.replace(/^title: .*$/m, 'title: "The RSVP Guide, Second Edition"'));

beforeAll(async () => {
  project = await copyProject();
  original = await project.read(POST);
  for (const n of [0, 1]) {
    await useVariant(n);
    const built = await runCli(project.dir, ['build']);
    expect(built.code, built.stderr).toBe(0);
    variants.push(await snapshot(project.file('dist')));
  }
  expect(variants[0]).not.toEqual(variants[1]);
}, 120_000);
afterAll(() => project?.remove());

/** Starts a build and kills it (SIGKILL) `delay` ms after it reports its pages rendered, just before writing. */
function buildAndKill(delay: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [project.file('bin/eventsite.js'), 'build'], { cwd: project.dir });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('rendering pages')) setTimeout(() => child.kill('SIGKILL'), delay);
    });
    child.on('exit', () => resolve());
  });
}

/** The name of the build folder `dist` shows. */
const visible = async () => path.basename(await readlink(project.file('dist')));

/** Runs `build` with `args`, expecting success. @returns its standard output. */
async function build(...args: string[]): Promise<string> {
  const built = await runCli(project.dir, ['build', ...args]);
  expect(built.code, built.stderr).toBe(0);
  return built.stdout;
}

/** Pages are taken from the build before only under a known generator version, which the lock file is part of. */
async function underKnownVersion(): Promise<void> {
  await copyFile(path.join(PROJECT.root, 'package-lock.json'), project.file('package-lock.json'));
  await useVariant(0);
}

const equalsOneOf = (site: Map<string, string>) => variants.findIndex((v) => v.size === site.size && [...v].every(([k, b]) => site.get(k) === b));

describe('atomic output', () => {
  it('is the complete old or the complete new site after a kill at any of 24 points of the write stage', async () => {
    // The kill points are spread over how long writing takes on this machine now, and a little beyond.
    const probe = await runCli(project.dir, ['build']);
    const writing = Number(/writing output\s+(\d+) ms/.exec(probe.stdout)?.[1] ?? 50);
    for (let i = 0; i < 24; i++) {
      await useVariant(i % 2);
      const delay = Math.round((i / 23) * writing * 1.5);
      await buildAndKill(delay);
      expect(equalsOneOf(await snapshot(project.file('dist'))), `after a kill ${delay} ms into writing (of ${writing} ms)`).toBeGreaterThanOrEqual(0);
    }
  }, 240_000);

  it('removes what killed builds left, on the next build', async () => {
    await useVariant(0);
    const built = await runCli(project.dir, ['build']);
    expect(built.code, built.stderr).toBe(0);
    const store = project.file('.dist.eventsite');
    expect(await readdir(path.join(store, 'builds'))).toHaveLength(1);
    expect((await readdir(store)).filter((e) => e.startsWith('link-'))).toEqual([]);
    expect((await readdir(project.dir)).filter((e) => /tmp|old/.test(e))).toEqual([]);
    expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
  });

  it('serialises two builds into one output', async () => {
    const [a, b] = await Promise.all([runCli(project.dir, ['build']), runCli(project.dir, ['build'])]);
    expect([a.code, b.code], a.stderr + b.stderr).toEqual([0, 0]);
    expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
    expect(await readdir(project.file('.dist.eventsite/builds'))).toHaveLength(1);
  });

  describe('the trash', () => {
    const trash = () => project.file('.dist.eventsite/trash');
    beforeAll(underKnownVersion);

    it('holds the build before with its record when the new one linked most of its files; the next build is made from it', async () => {
      await build();
      const first = await visible();
      await build();
      expect((await readdir(trash())).sort()).toEqual([first, `${first}.bin`]);
      // It shares its unchanged files with the build now visible: they are one file on disk.
      const inTrash = await stat(path.join(trash(), first, 'index.html'));
      expect((await stat(project.file('dist/index.html'))).ino).toBe(inTrash.ino);
      const folder = (await stat(path.join(trash(), first))).ino;
      const second = await visible();
      await useVariant(1);
      await build();
      // The next build is that folder, brought up to date, and the build before it is in the trash now.
      expect((await stat(project.file('dist'))).ino).toBe(folder);
      expect((await readdir(trash())).sort()).toEqual([second, `${second}.bin`]);
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(1);
      await useVariant(0);
      await build();
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
    });

    it('never makes the next build from an entry that is a link, with a record beside it: what it points to stays', async () => {
      await build();
      await build();
      const [real] = (await readdir(trash())).filter((e) => !e.endsWith('.bin'));
      // The newest-named entry, a link to a folder outside the store, with a copy of a real record.
      const elsewhere = project.file('elsewhere-build');
      await mkdir(path.join(elsewhere, 'blog'), { recursive: true });
      await writeFile(path.join(elsewhere, 'blog', 'mine.html'), 'kept');
      const untouched = (await stat(path.join(elsewhere, 'blog'))).mtimeMs;
      await symlink(elsewhere, path.join(trash(), 'zzzzzzzz-1'));
      await copyFile(path.join(trash(), `${real}.bin`), path.join(trash(), 'zzzzzzzz-1.bin'));
      await build();
      expect(await readdir(path.join(elsewhere, 'blog'))).toEqual(['mine.html']);
      expect((await stat(path.join(elsewhere, 'blog'))).mtimeMs).toBe(untouched);
      expect((await lstat(project.file('dist'))).isSymbolicLink()).toBe(true);
      expect(path.dirname(await readlink(project.file('dist')))).toBe(path.join('.dist.eventsite', 'builds'));
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
      await build();
      expect(await readdir(trash())).not.toContain('zzzzzzzz-1');
      expect(await readdir(path.join(elsewhere, 'blog'))).toEqual(['mine.html']);
    });

    it('is not made into the next build when its record is missing (a removal cut short): it is removed', async () => {
      await build();
      await build();
      const [old] = (await readdir(trash())).filter((e) => !e.endsWith('.bin'));
      const folder = (await stat(path.join(trash(), old!))).ino;
      await rm(path.join(trash(), `${old}.bin`));
      await build();
      expect((await stat(project.file('dist'))).ino).not.toBe(folder);
      expect(await readdir(trash())).not.toContain(old);
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
    });

    it('is not used when the new build wrote most files anew: the build before is removed at once', async () => {
      await build();
      await build('--no-cache');
      expect(await readdir(trash())).toEqual([]);
      expect(await readdir(project.file('.dist.eventsite/builds'))).toEqual([await visible()]);
    });

    it('is never followed when it is a link, nor is anything in it removed that a build did not put there', async () => {
      await build();
      await build();
      const keep = (await readdir(trash())).filter((e) => !e.endsWith('.bin'));
      expect(keep).toHaveLength(1);
      await mkdir(path.join(trash(), 'notes'));
      await writeFile(path.join(trash(), 'notes', 'mine.txt'), 'kept');
      await build();
      expect(await readdir(path.join(trash(), 'notes'))).toEqual(['mine.txt']);
      expect(await readdir(trash())).not.toContain(keep[0]);

      // A trash that links elsewhere: nothing there is removed, and no build is moved into it.
      const elsewhere = project.file('elsewhere');
      await mkdir(path.join(elsewhere, 'mwu50wjc-23848'), { recursive: true });
      await writeFile(path.join(elsewhere, 'mwu50wjc-23848', 'file.txt'), 'kept');
      await rm(trash(), { recursive: true });
      await symlink(elsewhere, trash());
      await build();
      await build();
      expect(await readdir(elsewhere)).toEqual(['mwu50wjc-23848']);
      expect(await readdir(path.join(elsewhere, 'mwu50wjc-23848'))).toEqual(['file.txt']);
      expect(await readdir(project.file('.dist.eventsite/builds'))).toEqual([await visible()]);
      await rm(trash());
    });
  });
  describe('linking ahead', () => {
    const store = () => project.file('.dist.eventsite');
    const ahead = () => project.file('.dist.eventsite/ahead');
    beforeAll(underKnownVersion);

    it('takes the unchanged pages of the visible build, and writes changed ones anew, never through a link', async () => {
      await build();
      const first = await visible();
      const page = 'blog/rsvp-guide.html';
      const before = await Promise.all([page, `${page}.br`, `${page}.gz`].map((p) => readFile(project.file(`dist/${p}`))));
      const aboutBefore = await stat(project.file('dist/about.html'));
      await useVariant(1);
      const out = await build();
      expect(out).toMatch(/pages unchanged, taken from the build before/);
      // An unchanged page is the same file as in the build before; the changed one is a new file.
      expect((await stat(project.file('dist/about.html'))).ino).toBe(aboutBefore.ino);
      expect(await readFile(project.file(`dist/${page}`), 'utf8')).toContain('Second Edition');
      // The build before (in the trash now) still holds its own bytes of the changed page and its companions.
      const kept = await Promise.all([page, `${page}.br`, `${page}.gz`].map((p) => readFile(path.join(store(), 'trash', first, p))));
      expect(kept).toEqual(before);
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(1);
      expect(await readdir(ahead())).toEqual([]);
      await useVariant(0);
      await build();
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
    });

    it('removes the files no page took, and the folders they leave empty: the site a clean build makes', async () => {
      await build();
      const locale = 'content/locales/tr.yaml';
      const text = await project.read(locale);
      try {
        await project.write(locale, text.replace(/^(\s+tags:) tags$/m, '$1 etiketler'));
        await build();
        await expect(lstat(project.file('dist/tr/tags'))).rejects.toThrow(/ENOENT/);
        expect((await readdir(project.file('dist/tr/etiketler'))).length).toBeGreaterThan(0);
        const linked = await snapshot(project.file('dist'));
        await build('--no-cache');
        expect(linked).toEqual(await snapshot(project.file('dist')));
      } finally {
        await project.write(locale, text);
      }
      await build();
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
    });

    it('makes a build from the one before it in the trash, without the pages gone since: the site a clean build makes', async () => {
      const trash = project.file('.dist.eventsite/trash');
      const post = (language: string, title: string, body: string) =>
        `---\ntitle: "${title}"\nexcerpt: "${title}."\n${language === 'en' ? 'date: 2025-03-01\nimage: blog/birthday-party-ideas.svg\ntags: ["Doğum Günü"]\n' : ''}imageAlt: "${title}"\n---\n${body}\n`;
      await project.write('content/blog/garden-party.en.md', post('en', 'A Garden Party in Spring', 'Tables under the plane trees, lemonade in jugs and a band that plays softly.'));
      await project.write('content/blog/garden-party.tr.md', post('tr', 'İlkbaharda Bahçe Partisi', 'Çınarların altında masalar, sürahilerde limonata ve usulca çalan bir grup.'));
      await build();
      const withPost = await visible();
      expect((await readdir(project.file('dist/blog'))).filter((f) => f.startsWith('garden-party'))).not.toEqual([]);
      await rm(project.file('content/blog/garden-party.en.md'));
      await rm(project.file('content/blog/garden-party.tr.md'));
      await build();
      expect(await readdir(trash)).toContain(withPost);
      const folder = (await stat(path.join(trash, withPost))).ino;
      await build();
      // Made from the build that had the post: its pages are gone.
      expect((await stat(project.file('dist'))).ino).toBe(folder);
      for (const dir of ['dist/blog', 'dist/tr/blog', 'dist/en/blog']) expect((await readdir(project.file(dir))).filter((f) => f.startsWith('garden-party'))).toEqual([]);
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
    });

    it('leaves nothing behind when the build fails, and removes what builds killed while linking left', async () => {
      await build();
      // A folder of a build whose process is gone, one of a process that runs (this one), and one of another tool.
      const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
      const killed = `mwu60000-${gone}`;
      const running = `mwu60001-${process.pid}`;
      for (const entry of [killed, running, 'notes']) {
        await mkdir(path.join(ahead(), entry, 'blog'), { recursive: true });
        await writeFile(path.join(ahead(), entry, 'blog', 'x.html'), 'kept?');
      }
      await project.write(POST, original.replace(/^title: .*$/m, 'title: [broken'));
      const failed = await runCli(project.dir, ['build']);
      expect(failed.code).toBe(1);
      expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(0);
      expect((await readdir(ahead())).sort()).toEqual([running, 'notes'].sort());
      await useVariant(0);
      await build();
      expect((await readdir(ahead())).sort()).toEqual([running, 'notes'].sort());
      await rm(ahead(), { recursive: true });
    });

    it('is never done through a link: the build links its pages as it writes instead', async () => {
      await build();
      const elsewhere = project.file('elsewhere-ahead');
      await mkdir(elsewhere, { recursive: true });
      await rm(ahead(), { recursive: true, force: true });
      await symlink(elsewhere, ahead());
      // Nothing is made in it, not even for a while (a folder's modification time changes with its entries).
      const untouched = (await stat(elsewhere)).mtimeMs;
      try {
        await useVariant(1);
        const out = await build();
        expect(out).toMatch(/pages unchanged, taken from the build before/);
        expect(await readdir(elsewhere)).toEqual([]);
        expect((await stat(elsewhere)).mtimeMs).toBe(untouched);
        expect(equalsOneOf(await snapshot(project.file('dist')))).toBe(1);
      } finally {
        await rm(ahead());
        await useVariant(0);
      }
    });
  });
});
