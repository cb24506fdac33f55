/**
 * The caches that stay, and that they cannot lie: the persistent content cache (files prepared by earlier
 * builds, by the digest of their text), and the files of the build before (taken by hard links when their key
 * and every file are unchanged). A poisoned cache gives the output of a clean build, never runs code.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import { callCli } from '../helpers/call-cli.ts';
import { seedCache } from '../helpers/cache-seed.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';

/** The "content cache: N of M files" figures of a build's log. */
function cacheFigures(stdout: string): { taken: number; files: number } | undefined {
  const match = /content cache: (\d+) of (\d+) files/.exec(stdout);
  return match ? { taken: Number(match[1]), files: Number(match[2]) } : undefined;
}

/** Every file under a folder (relative paths). */
async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('the persistent content cache', () => {
  let copy: ProjectCopy;
  let cacheDir: string;
  const argsOf = (args: string[]) => [
    'build',
    '--verbose',
    '--content',
    copy.content,
    ...args.map((a) => (a.startsWith('dist-') ? copy.file(a) : a)),
  ];
  /** A build in a process of its own: what one build keeps, the next process finds. */
  const cliProcess = (...args: string[]) =>
    runCli(PROJECT.root, argsOf(args), { env: { EVENTSITE_CACHE_DIR: cacheDir } });
  /** A build in this worker (which keeps no prepared content between builds): the content store is read from disk. */
  const cli = (...args: string[]) => callCli(PROJECT.root, argsOf(args), { cache: cacheDir });
  beforeAll(async () => {
    copy = await copyProject({ only: ['content'] });
    cacheDir = await tempDir('eventsite-cache-');
    // Every store but the content cache as a build of the bundled content leaves it (images, fonts, the templates'
    // verdict): only the content cache starts empty.
    await seedCache(cacheDir, { without: ['content'] });
  });
  afterAll(async () => {
    await copy.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('prepares every file on a first build, none on the next, and only an edited one after an edit, in new processes', async () => {
    const first = await cliProcess('--out', 'dist-a');
    expect(first.code, first.stderr).toBe(0);
    // Every markdown and YAML file of the content: services, posts, occasions, guides, case studies, pages, documents.
    const files = (await fg('**/*.{md,yaml}', { cwd: copy.content })).length;
    expect(files).toBeGreaterThan(70);
    expect(cacheFigures(first.stdout)).toEqual({ taken: 0, files });
    const second = await cliProcess('--out', 'dist-b');
    expect(cacheFigures(second.stdout)).toEqual({ taken: files, files });
    expect(await snapshot(copy.file('dist-b'))).toEqual(await snapshot(copy.file('dist-a')));
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nOne more sentence, added by an editor.\n`);
    const third = await cliProcess('--out', 'dist-c');
    expect(cacheFigures(third.stdout)).toEqual({ taken: files - 1, files });
    expect(await readFile(copy.file('dist-c/blog/rsvp-guide.html'), 'utf8')).toContain(
      'One more sentence, added by an editor.',
    );
  });

  it('is neither read nor written with --no-cache, which builds the same site', async () => {
    const before = await filesUnder(path.join(cacheDir, 'content'));
    // The compressed files' entries made unreadable: a build that read one would say so.
    const compressed = path.join(cacheDir, 'precompressed');
    const entries = await filesUnder(compressed);
    expect(entries.length).toBeGreaterThan(100);
    for (const file of entries) await writeFile(path.join(compressed, file), 'unreadable');
    const uncached = await cli('--out', 'dist-d', '--no-cache');
    expect(uncached.code, uncached.stderr).toBe(0);
    expect(await filesUnder(path.join(cacheDir, 'content'))).toEqual(before);
    expect(await filesUnder(compressed)).toEqual(entries);
    expect(uncached.stdout).not.toMatch(/damaged cache entr/);
    expect(cacheFigures(uncached.stdout)).toBeUndefined();
    expect(await snapshot(copy.file('dist-d'))).toEqual(await snapshot(copy.file('dist-c')));
    await rm(compressed, { recursive: true });
  });

  it('counts as empty, with a one-line warning, when every entry is random bytes, and the site is what a clean build makes', async () => {
    const folder = path.join(cacheDir, 'content');
    for (const file of await filesUnder(folder))
      await writeFile(path.join(folder, file), Buffer.from([0x42, 0x4d, 0x1a, 0, 0, 0, 7, 0xff]));
    const built = await cli('--out', 'dist-e');
    expect(built.code, built.stderr).toBe(0);
    expect(cacheFigures(built.stdout)?.taken).toBe(0);
    expect(built.stdout.split('\n').filter((l) => l.includes('damaged cache entr'))).toHaveLength(1);
    expect(await snapshot(copy.file('dist-e'))).toEqual(await snapshot(copy.file('dist-c')));
  });

  it('never gives one file’s text to another: entries copied over each other are made again', async () => {
    const folder = path.join(cacheDir, 'content');
    const files = await filesUnder(folder);
    const donor = await readFile(path.join(folder, files[0]!));
    for (const file of files.slice(1)) await writeFile(path.join(folder, file), donor);
    const built = await cli('--out', 'dist-f');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(copy.file('dist-f'))).toEqual(await snapshot(copy.file('dist-c')));
  });
});

describe('files of the build before', () => {
  let copy: ProjectCopy;
  let out: string;
  const logged: string[] = [];
  /** Builds the copy into `dist`; returns how many pages were taken from the build before (0 when none). */
  const rebuild = async (options: { contentCache?: boolean } = {}) => {
    logged.length = 0;
    await build({
      contentDir: copy.content,
      outDir: path.join(out, 'dist'),
      layout: copy.layout,
      log: (l) => logged.push(l),
      ...options,
    });
    return Number(/(\d+) pages unchanged since the build before/.exec(logged.join('\n'))?.[1] ?? 0);
  };
  /** The same site built from nothing, to compare with. */
  const fresh = async (name: string) => {
    await build({ contentDir: copy.content, outDir: path.join(out, name), layout: copy.layout, contentCache: false });
    return snapshot(path.join(out, name));
  };
  const pageCount = () => Number(/writing pages\s+\d+ ms\s+(\d+) pages/.exec(logged.join('\n'))?.[1]);
  /** How many pages the last build rendered (the others it took by their inputs, without making their views). */
  const rendered = () => Number(/rendering pages\s+\d+ ms\s+(\d+) pages/.exec(logged.join('\n'))?.[1]);
  beforeAll(async () => {
    copy = await copyProject({
      only: ['content', 'templates', 'src', 'static', 'package.json', 'package-lock.json', 'tsconfig.json'],
    });
    out = await tempDir('eventsite-reuse-');
  });
  afterAll(async () => {
    await copy?.remove();
    await rm(out, { recursive: true, force: true });
  });

  it('are taken as they are when nothing changed, and the output is what a build from nothing makes', async () => {
    expect(await rebuild()).toBe(0);
    expect(await rebuild()).toBe(pageCount());
    expect(pageCount()).toBeGreaterThan(80);
    // Even the first build into a new folder records each page's inputs: the next one renders nothing.
    expect(rendered()).toBe(0);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-1'));
  });

  it('are made again where an edit shows: the post, and every list or page that shows its title', async () => {
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nA sentence an editor added today.\n`);
    // The body shows on the post's page only (its /en/blog/ alias is a redirect to it).
    expect(await rebuild()).toBe(pageCount() - 1);
    expect(rendered()).toBe(1);
    expect(await readFile(path.join(out, 'dist/blog/rsvp-guide.html'), 'utf8')).toContain(
      'A sentence an editor added today.',
    );
    await copy.edit('content/blog/rsvp-guide.en.md', (t) =>
      t.replace(/^title: .*$/m, 'title: "The RSVP guide, revised"'),
    );
    expect(await rebuild()).toBeLessThan(pageCount() - 3);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-2'));
  });

  it('are made again where a changed image shows, though its path and size are the same', async () => {
    await rebuild();
    const image = 'content/images/blog/rsvp-guide.svg';
    const svg = await readFile(copy.file(image), 'utf8');
    const color = /#[0-9a-fA-F]{6}/.exec(svg)![0];
    await copy.edit(image, (t) => t.replaceAll(color, color.toLowerCase() === '#123456' ? '#654321' : '#123456'));
    expect(await rebuild()).toBeLessThan(pageCount() - 2);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-image'));
  });

  it('are made again after a template changes, and not taken with --no-cache', async () => {
    await copy.edit('templates/pages/PostPage.tsx', (t) => t.replace('<article', '<article data-revised=""'));
    expect(await rebuild()).toBeLessThan(pageCount() - 30);
    expect(await readFile(path.join(out, 'dist/blog/rsvp-guide.html'), 'utf8')).toContain('data-revised');
    expect(await rebuild({ contentCache: false })).toBe(0);
  });

  it('are all made again when site.yaml changes, though no page shows the change', async () => {
    await rebuild();
    await copy.edit('content/site.yaml', (t) => `${t}\n# A note for editors, shown on no page.\n`);
    expect(await rebuild()).toBe(0);
  });

  it('are made again when one of a page’s files is missing, or was changed in place by another tool', async () => {
    await rebuild();
    await rm(path.join(out, 'dist/tr/404.html.br'));
    expect(await rebuild()).toBe(pageCount() - 1);
    expect(rendered()).toBe(1);
    const page = path.join(out, 'dist/tr/404.html');
    const html = await readFile(page, 'utf8');
    // Same file (inode), same size: only its bytes and time differ, as after a post-processing script.
    await writeFile(page, html.replace('<html', '<HTML'));
    expect(await rebuild()).toBe(pageCount() - 1);
    expect(rendered()).toBe(1);
    expect(await readFile(page, 'utf8')).toBe(html);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-3'));
  });
});
