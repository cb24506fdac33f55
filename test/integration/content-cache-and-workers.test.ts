import { execFile } from 'node:child_process';
import { cp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build.ts';
import { CONTENT_CACHE_FOLDER } from '../../src/content/persistent-cache.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';
import type { PageWriter } from '../../src/core/workers/pool.ts';

const run = promisify(execFile);

/** The "content cache: N of M files" figures of a build's log. */
function cacheFigures(stdout: string): { hits: number; files: number } | undefined {
  const match = /content cache: (\d+) of (\d+) files/.exec(stdout);
  return match ? { hits: Number(match[1]), files: Number(match[2]) } : undefined;
}

/** The "N entries and documents taken whole" figure of a build's log (0 when it says none). */
const entriesTaken = (stdout: string) => Number(/, (\d+) entries and documents taken whole/.exec(stdout)?.[1] ?? 0);

describe('the persistent content cache', () => {
  let copy: ProjectCopy;
  let cacheDir: string;
  const cli = (...args: string[]) => runCli(PROJECT.root, ['build', '--content', copy.content, ...args.map((a) => (a.startsWith('dist-') ? copy.file(a) : a))], { env: { EVENTSITE_CACHE_DIR: cacheDir } });
  /** The content cache's files, with their inodes (a file replaced by a rename has a new one). */
  const cacheFiles = async () => {
    const folder = path.join(cacheDir, CONTENT_CACHE_FOLDER);
    return new Map(await Promise.all((await readdir(folder)).map(async (name) => [name, (await stat(path.join(folder, name))).ino] as const)));
  };
  beforeAll(async () => {
    copy = await copyProject({ only: ['content'] });
    cacheDir = await tempDir('eventsite-cache-');
  });
  afterAll(async () => {
    await copy.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('prepares every file on a first build, none on the next, and only an edited one after an edit, in new processes', async () => {
    const first = await cli('--out', 'dist-a');
    expect(first.code, first.stderr).toBe(0);
    const files = cacheFigures(first.stdout)!.files;
    expect(files).toBe(46); // 10 services and 9 posts, in two languages, and 8 documents
    expect(cacheFigures(first.stdout)).toEqual({ hits: 0, files });

    expect(entriesTaken(first.stdout)).toBe(0);

    const second = await cli('--out', 'dist-b');
    expect(cacheFigures(second.stdout)).toEqual({ hits: files, files });
    // Every entry and document is taken as the first build made it: no file is parsed or validated again.
    expect(entriesTaken(second.stdout)).toBe(27);
    expect(await snapshot(copy.file('dist-b'))).toEqual(await snapshot(copy.file('dist-a')));

    const before = await cacheFiles();
    expect(before.size).toBeGreaterThan(10);
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nOne more sentence, added by an editor.\n`);
    const third = await cli('--out', 'dist-c');
    expect(cacheFigures(third.stdout)).toEqual({ hits: files - 1, files });
    expect(entriesTaken(third.stdout)).toBe(26);
    expect(await readFile(copy.file('dist-c/blog/rsvp-guide.html'), 'utf8')).toContain('One more sentence, added by an editor.');
    // Only the shards of the old and the new file and entry, and the index, were written again (new inodes).
    const after = await cacheFiles();
    const rewritten = [...after].filter(([name, ino]) => before.get(name) !== ino).map(([name]) => name);
    expect(rewritten).toContain('index.bin');
    expect(rewritten.filter((name) => name.startsWith('prepared-')).length).toBeGreaterThanOrEqual(1);
    expect(rewritten.filter((name) => name.startsWith('entries-')).length).toBeGreaterThanOrEqual(1);
    expect(rewritten.length).toBeLessThanOrEqual(5);
    // The build after the edit takes the edited entry whole too.
    const fourth = await cli('--out', 'dist-c2');
    expect(entriesTaken(fourth.stdout)).toBe(27);
    expect(await snapshot(copy.file('dist-c2'))).toEqual(await snapshot(copy.file('dist-c')));
  });

  it('is ignored with --no-cache, which builds the same site', async () => {
    const uncached = await cli('--out', 'dist-d', '--no-cache');
    expect(uncached.code, uncached.stderr).toBe(0);
    expect(cacheFigures(uncached.stdout)).toBeUndefined();
    expect(await snapshot(copy.file('dist-d'))).toEqual(await snapshot(copy.file('dist-c')));
  });

  it('is rebuilt from the files when its files are damaged', async () => {
    for (const name of (await cacheFiles()).keys()) await writeFile(path.join(cacheDir, CONTENT_CACHE_FOLDER, name), 'not a cache');
    const built = await cli('--out', 'dist-e');
    expect(built.code, built.stderr).toBe(0);
    expect(cacheFigures(built.stdout)?.hits).toBe(0);
    expect(await snapshot(copy.file('dist-e'))).toEqual(await snapshot(copy.file('dist-c')));
  });

  it('sees an edit that keeps the file size and modification time (files are known by their stamp, not read)', async () => {
    const file = copy.file('content/blog/rsvp-guide.en.md');
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nA line for the stamp test: alpha.\n`);
    // Stamps of files changed in the last seconds are not trusted: let the file settle, so the build stamps it.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const built = await cli('--out', 'dist-f');
    expect(cacheFigures(built.stdout)?.files).toBe(46);
    const before = await stat(file);
    const { mtimeNs } = await stat(file, { bigint: true });
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => t.replace('stamp test: alpha.', 'stamp test: omega.'));
    // The modification time put back to the nanosecond (GNU touch), as a careless sync tool might.
    await run('touch', ['-m', '-d', `@${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`, file]);
    const after = await stat(file);
    expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);
    const rebuilt = await cli('--out', 'dist-f');
    expect(cacheFigures(rebuilt.stdout)).toEqual({ hits: 45, files: 46 });
    expect(await readFile(copy.file('dist-f/blog/rsvp-guide.html'), 'utf8')).toContain('A line for the stamp test: omega.');
  });
});

describe('worker threads', () => {
  let copy: ProjectCopy;
  const POSTS = 60;
  beforeAll(async () => {
    copy = await copyProject({ only: ['content', 'templates', 'src', 'static'] });
    // Enough posts for both pools: files to prepare and pages to render.
    for (let i = 1; i <= POSTS; i++) {
      const id = `extra-post-${String(i).padStart(3, '0')}`;
      const day = String((i % 28) + 1).padStart(2, '0');
      const body = (words: string) => `## ${words} ${i}\n\n${`${words} `.repeat(40)}\n\n- one\n- two\n\n> ${words}\n\n[link](/contact)\n`;
      await writeFile(copy.file(`content/blog/${id}.en.md`), `---\ntitle: Extra post ${i}\nexcerpt: An extra post for the worker threads.\ndate: 2024-06-${day}\nimage: blog/rsvp-guide.svg\nimageAlt: An illustration\ntags: [Düğün]\n---\n${body('Plans and guests')}`);
      await writeFile(copy.file(`content/blog/${id}.tr.md`), `---\ntitle: Ek yazı ${i}\nexcerpt: İş parçacıkları için ek bir yazı.\nimageAlt: Bir çizim\n---\n${body('Planlar ve misafirler')}`);
    }
  });
  afterAll(() => copy?.remove());

  it('build the same bytes as one thread, whether they render the pages (on) or write those this thread renders (auto)', async () => {
    const out = await tempDir('eventsite-workers-');
    try {
      // Under `auto`, a site this size is rendered by this thread; the page writer thread compresses and writes
      // its first slices at least (it is given slices while it holds fewer than three).
      for (const workers of ['on', 'auto', 'off'] as const) await build({ contentDir: copy.content, outDir: path.join(out, workers), layout: copy.layout, contentCache: false, workers });
      const [on, auto, off] = await Promise.all(['on', 'auto', 'off'].map((workers) => snapshot(path.join(out, workers))));
      expect(off!.size).toBeGreaterThan(1000);
      expect(on).toEqual(off);
      expect(auto).toEqual(off);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('finish the build in this thread, with the same bytes, when the page writer thread fails', async () => {
    const out = await tempDir('eventsite-workers-');
    let batches = 0;
    const failing: PageWriter = {
      pending: 0,
      write: async () => {
        batches += 1;
        throw new Error('the page writer stopped');
      },
      close: async () => {},
    };
    try {
      await build({ contentDir: copy.content, outDir: path.join(out, 'failing'), layout: copy.layout, contentCache: false, startPageWriter: () => failing });
      await build({ contentDir: copy.content, outDir: path.join(out, 'off'), layout: copy.layout, contentCache: false, workers: 'off' });
      // Handed a batch, it failed; no more were handed to it once that was known.
      expect(batches).toBeGreaterThan(0);
      expect(batches).toBeLessThan(5);
      expect(await snapshot(path.join(out, 'failing'))).toEqual(await snapshot(path.join(out, 'off')));
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('report a template error in a worker exactly as in one thread (with or without the page writer), and leave the output as it was', async () => {
    const out = path.join(await tempDir('eventsite-workers-'), 'dist');
    await build({ contentDir: copy.content, outDir: out, layout: copy.layout });
    const before = await snapshot(out);
    await copy.edit('templates/pages/PostPage.tsx', (t) => t.replace('export function PostPage(', 'export function PostPage(...args: never[]) { throw new Error("the post template broke"); }\nexport function UnusedPostPage('));
    const errors = await Promise.all(
      (['on', 'off', 'auto'] as const).map((workers) => build({ contentDir: copy.content, outDir: out, layout: copy.layout, workers }).then(() => undefined, (error: Error) => error)),
    );
    expect(errors[0]?.message).toMatch(/^rendering \/blog\/[\w-]+ with the post template failed: the post template broke$/);
    expect(errors[1]?.message).toBe(errors[0]?.message);
    expect(errors[2]?.message).toBe(errors[0]?.message);
    expect(errors[0]?.name).toBe('TemplateError');
    expect(await snapshot(out)).toEqual(before);
    // Nothing of the failed builds is left beside the visible one (the sitemaps and feeds, begun before the
    // pages, are waited for before the failed build's folder is removed).
    const store = path.join(path.dirname(out), '.dist.eventsite');
    expect(await readdir(path.join(store, 'builds'))).toEqual([path.basename(await realpath(out))]);
    expect(await readdir(path.join(store, 'ahead')).catch(() => [])).toEqual([]);
    await rm(path.dirname(out), { recursive: true, force: true });
  });
});

describe('pages of the build before', () => {
  let copy: ProjectCopy;
  let out: string;
  const logged: string[] = [];
  /** Builds the copy into `dist`; returns how many pages were taken from the build before (0 when none). */
  const rebuild = async (options: { contentCache?: boolean } = {}) => {
    logged.length = 0;
    await build({ contentDir: copy.content, outDir: path.join(out, 'dist'), layout: copy.layout, log: (l) => logged.push(l), ...options });
    return Number(/(\d+) pages unchanged, taken from the build before/.exec(logged.join('\n'))?.[1] ?? 0);
  };
  /** The same site built from nothing, to compare with. */
  const fresh = async (name: string) => {
    await build({ contentDir: copy.content, outDir: path.join(out, name), layout: copy.layout, contentCache: false });
    return snapshot(path.join(out, name));
  };
  /** Of the pages taken from the build before, those known unchanged by their inputs (their views not made). */
  const knownByInputs = () => Number(/taken from the build before \((\d+) known by their inputs\)/.exec(logged.join('\n'))?.[1] ?? 0);
  const pageCount = () => Number(/rendering pages\s+\d+ ms\s+(\d+) pages/.exec(logged.join('\n'))?.[1]);
  beforeAll(async () => {
    copy = await copyProject({ only: ['content', 'templates', 'src', 'static', 'package.json'] });
    await cp(path.join(PROJECT.root, 'package-lock.json'), copy.file('package-lock.json'));
    out = await tempDir('eventsite-reuse-');
  });
  afterAll(async () => {
    await copy?.remove();
    await rm(out, { recursive: true, force: true });
  });

  it('are taken as they are when nothing changed, and the output is what a build from nothing makes', async () => {
    expect(await rebuild()).toBe(0);
    expect(await rebuild()).toBe(pageCount());
    expect(pageCount()).toBeGreaterThan(100);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-1'));
  });

  it('are rendered again where an edit shows: the post, and every list or page that shows its title', async () => {
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nA sentence an editor added today.\n`);
    const bodyOnly = await rebuild();
    // The body shows on the post's page only (its /blog/ and /en/blog/ paths); every other page is known
    // unchanged by its inputs, without making its view.
    expect(bodyOnly).toBe(pageCount() - 2);
    expect(knownByInputs()).toBe(pageCount() - 2);
    expect(await readFile(path.join(out, 'dist/blog/rsvp-guide.html'), 'utf8')).toContain('A sentence an editor added today.');

    await copy.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^title: .*$/m, 'title: "The RSVP guide, revised"'));
    const retitled = await rebuild();
    // The title shows on lists, tag pages, related posts and the Turkish post's language switch too: the site's
    // inputs changed, so every page is compared by its view.
    expect(retitled).toBeLessThan(pageCount() - 2);
    expect(knownByInputs()).toBe(0);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-2'));
  });

  it('are rendered again where a changed image shows, though its path and size are the same', async () => {
    await rebuild();
    const image = 'content/images/blog/rsvp-guide.svg';
    const svg = await readFile(copy.file(image), 'utf8');
    const color = /#[0-9a-fA-F]{6}/.exec(svg)?.[0];
    expect(color).toBeDefined();
    await copy.edit(image, (t) => t.replaceAll(color!, color!.toLowerCase() === '#123456' ? '#654321' : '#123456'));
    expect(await rebuild()).toBeLessThan(pageCount() - 2);
    expect(knownByInputs()).toBe(0);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-image'));
  });

  it('are compared by their views again after any source of the generator changes (the code that makes views)', async () => {
    await rebuild();
    await copy.edit('src/site/format.ts', (t) => `${t}\n// A comment, as an edit of the view code would change this file.\n`);
    expect(await rebuild()).toBe(pageCount());
    expect(knownByInputs()).toBe(0);
    expect(await rebuild()).toBe(pageCount());
    expect(knownByInputs()).toBe(pageCount());
  });

  it('are rendered again after a template changes, and not taken with --no-cache', async () => {
    await copy.edit('templates/pages/PostPage.tsx', (t) => t.replace('<article', '<article data-revised=""'));
    expect(await rebuild()).toBeLessThan(pageCount() - 30);
    expect(await readFile(path.join(out, 'dist/blog/rsvp-guide.html'), 'utf8')).toContain('data-revised');
    expect(await rebuild({ contentCache: false })).toBe(0);
  });

  it('are rendered again when a file of the build before is missing', async () => {
    await rebuild();
    // The Turkish 404 page has one path (most pages have an alias too).
    await rm(path.join(out, 'dist/tr/404.html.br'));
    expect(await rebuild()).toBe(pageCount() - 1);
    expect(await snapshot(path.join(out, 'dist'))).toEqual(await fresh('fresh-3'));
  });

  it('are rendered again when another tool changed one in place', async () => {
    await rebuild();
    // Same file (inode), same size: only its content and time differ, as after a post-processing script.
    const page = path.join(out, 'dist/tr/404.html');
    const html = await readFile(page, 'utf8');
    await writeFile(page, html.replace('<html', '<HTML'));
    expect(await rebuild()).toBe(pageCount() - 1);
    expect(await readFile(page, 'utf8')).toBe(html);
  });
});
