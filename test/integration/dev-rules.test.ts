/**
 * `dev` applies `build`'s rules at its first build and at every rebuild: a content or static file replaced by a
 * symbolic link to a file outside its folder is refused (through the watcher too), an SVG that gained a script is
 * published sanitised, the verdict on `static/` shows its warnings, a static file on a page's
 * path is refused although the page was not made again, and damaged cache entries are reported.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { startDevServer, type DevServer } from '../../src/commands/dev/dev-server.ts';
import { seedCache } from '../helpers/cache-seed.ts';
import { copyProject, tempDir, type ProjectCopy } from '../helpers/project.ts';

/** A file outside the project a link may lead to, holding a marker that must never be published. */
const SECRET = 'SECRET-FROM-OUTSIDE-THE-CONTENT-FOLDER';
let outside: string;
beforeAll(async () => {
  outside = await tempDir('eventsite-outside-');
});
afterAll(() => rm(outside, { recursive: true, force: true }));

/** Replaces a file of `project` with a symbolic link to a file outside, holding `text` and the marker. */
async function linkOutside(project: ProjectCopy, rel: string, text: string): Promise<string> {
  const target = path.join(outside, `${path.basename(rel)}-${Math.random().toString(36).slice(2)}`);
  await writeFile(target, `${text}\n${SECRET}\n`);
  await rm(project.file(rel), { force: true });
  await symlink(target, project.file(rel));
  return project.file(rel);
}

/** Every file of a folder, as text, holding the marker. */
async function withSecret(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  const found: string[] = [];
  for (const file of files) if ((await readFile(file)).includes(SECRET)) found.push(file);
  return found;
}

const HOSTILE_TAIL = '<script>window.pwned = true</script></svg>';

describe('DevBuilder applies build’s rules', () => {
  let project: ProjectCopy;
  let builder: DevBuilder;
  const lines: string[] = [];
  const out = () => project.file('.eventsite/dev');
  beforeAll(async () => {
    project = await copyProject();
    builder = new DevBuilder({
      contentDir: project.content,
      outDir: out(),
      layout: project.layout,
      year: 2026,
      log: (line) => lines.push(line),
    });
    await builder.full();
  }, 120_000);
  afterAll(() => project?.remove());

  it('refuses a post replaced by a link to a file outside the content folder, at the rebuild and after, and keeps the page', async () => {
    const rel = 'content/blog/rsvp-guide.en.md';
    const good = await project.read(rel);
    const page = await project.read('.eventsite/dev/blog/rsvp-guide.html');
    const file = await linkOutside(project, rel, good);
    const other = 'content/blog/birthday-party-ideas.en.md';
    try {
      const refused = {
        errors: [
          expect.objectContaining({
            name: 'InvalidContentError',
            message: expect.stringContaining('outside the content folder'),
            location: expect.objectContaining({ file: expect.stringMatching(/content\/blog\/rsvp-guide\.en\.md$/) }),
          }),
        ],
      };
      await expect(builder.update([file])).rejects.toMatchObject(refused);
      // Another file's save does not let it through either.
      await project.edit(other, (t) => `${t}\nOne more idea: a photo corner.\n`);
      await expect(builder.update([project.file(other)])).rejects.toMatchObject(refused);
      expect(await project.read('.eventsite/dev/blog/rsvp-guide.html')).toBe(page);
      expect(await withSecret(out())).toEqual([]);
    } finally {
      await rm(file);
      await writeFile(file, good);
    }
    const fixed = await builder.update([file, project.file(other)]);
    expect(fixed.paths.written).toContain('blog/birthday-party-ideas.html');
  });

  it('refuses a static file replaced by a link to a file outside static/', async () => {
    const file = await linkOutside(project, 'static/robots-extra.txt', 'User-agent: *');
    try {
      await expect(builder.update([file])).rejects.toMatchObject({
        errors: [expect.objectContaining({ message: expect.stringContaining('outside the static folder') })],
      });
      expect(existsSync(path.join(out(), 'robots-extra.txt'))).toBe(false);
    } finally {
      await rm(file);
    }
    await builder.update([file]);
  });

  it('refuses a static file on the path of a page it did not make again, and keeps the page', async () => {
    const page = await project.read('.eventsite/dev/about.html');
    await project.write('static/about.html', '<!doctype html><title>Not the about page</title>');
    try {
      await expect(builder.update([project.file('static/about.html')])).rejects.toMatchObject({
        errors: [
          expect.objectContaining({
            name: 'DuplicateRouteError',
            message: expect.stringContaining('where the build writes the page /about'),
          }),
        ],
      });
      expect(await project.read('.eventsite/dev/about.html')).toBe(page);
    } finally {
      await rm(project.file('static/about.html'));
    }
    await builder.update([project.file('static/about.html')]);
  });

  it('shows the warning of a static SVG it publishes sanitised, as build does', async () => {
    const from = lines.length;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/>' + HOSTILE_TAIL;
    await project.write('static/badge.svg', svg);
    try {
      await builder.update([project.file('static/badge.svg')]);
      expect(await project.read('.eventsite/dev/badge.svg')).not.toContain('<script');
      expect(
        lines.slice(from).filter((l) => l.includes('static/badge.svg') && l.includes('sanitised: removed script')),
      ).toHaveLength(1);
    } finally {
      await rm(project.file('static/badge.svg'));
    }
    await builder.update([project.file('static/badge.svg')]);
  });

  it('publishes an SVG that gained a script as the sanitised document, with the warning', async () => {
    const from = lines.length;
    const image = 'content/images/blog/rsvp-guide.svg';
    await project.edit(image, (t) => t.replace('</svg>', HOSTILE_TAIL));
    const result = await builder.update([project.file(image)]);
    expect(result.paths.written).toContain('images/blog/rsvp-guide.svg');
    const published = await project.read('.eventsite/dev/images/blog/rsvp-guide.svg');
    expect(published).not.toContain('<script');
    expect(cheerio.load(published, { xml: true }).root().children('svg')).toHaveLength(1);
    expect(
      lines.slice(from).some((l) => l.includes('content/images/blog/rsvp-guide.svg') && l.includes('removed script')),
    ).toBe(true);
  });
});

describe('DevBuilder’s first build', () => {
  it('refuses a post and a static file that are links to files outside their folders', async () => {
    const project = await copyProject();
    try {
      const out = project.file('.eventsite/dev');
      const good = await project.read('content/blog/rsvp-guide.tr.md');
      await linkOutside(project, 'content/blog/rsvp-guide.tr.md', good);
      const first = new DevBuilder({ contentDir: project.content, outDir: out, layout: project.layout, year: 2026 });
      await expect(first.full()).rejects.toMatchObject({
        errors: [expect.objectContaining({ message: expect.stringContaining('outside the content folder') })],
      });
      await rm(project.file('content/blog/rsvp-guide.tr.md'));
      await project.write('content/blog/rsvp-guide.tr.md', good);
      await linkOutside(project, 'static/notes.txt', 'notes');
      const second = new DevBuilder({ contentDir: project.content, outDir: out, layout: project.layout, year: 2026 });
      await expect(second.full()).rejects.toMatchObject({
        errors: [expect.objectContaining({ message: expect.stringContaining('outside the static folder') })],
      });
    } finally {
      await project.remove();
    }
  }, 120_000);

  it('reports damaged cache entries in one line, as build does', async () => {
    const project = await copyProject();
    const cache = await tempDir('eventsite-dev-cache-');
    await seedCache(cache);
    try {
      const layout = { ...project.layout, cache };
      await new DevBuilder({
        contentDir: project.content,
        outDir: project.file('.eventsite/dev'),
        layout,
        year: 2026,
      }).full();
      const kept = (await readdir(path.join(cache, 'raster'), { recursive: true, withFileTypes: true })).filter((e) =>
        e.isFile(),
      );
      expect(kept.length).toBeGreaterThan(0);
      for (const entry of kept) await writeFile(path.join(entry.parentPath, entry.name), 'damaged');
      const lines: string[] = [];
      await new DevBuilder({
        contentDir: project.content,
        outDir: project.file('.eventsite/dev'),
        layout,
        year: 2026,
        log: (l) => lines.push(l),
      }).full();
      expect(lines.filter((l) => /damaged cache entr/.test(l))).toHaveLength(1);
    } finally {
      await project.remove();
      await rm(cache, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('eventsite dev, through its watcher', () => {
  let project: ProjectCopy;
  let server: DevServer;
  beforeAll(async () => {
    project = await copyProject();
    server = await startDevServer({
      contentDir: project.content,
      outDir: project.file('.eventsite/dev'),
      layout: project.layout,
      port: 0,
      log: () => {},
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await project?.remove();
  });

  /** Waits until the server shows an error matching `pattern` (a generous guard against a hang, not a timing test). */
  async function errorShown(pattern: RegExp): Promise<string> {
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      await server.idle();
      const error = server.error();
      if (error && pattern.test(error)) return error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no error matching ${pattern}; shown: ${server.error()}`);
  }

  /** Waits until the server shows no error. */
  async function errorGone(): Promise<void> {
    for (const until = Date.now() + 20_000; Date.now() < until && server.error() !== null;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await server.idle();
    expect(server.error()).toBeNull();
  }

  it('shows a post replaced by a link outside the content folder as an error and keeps serving the last good page', async () => {
    const rel = 'content/blog/rsvp-guide.en.md';
    const good = await project.read(rel);
    const file = await linkOutside(project, rel, good);
    expect(await errorShown(/rsvp-guide\.en\.md.*outside the content folder/)).toMatch(/InvalidContentError/);
    const page = await (await fetch(`${server.url}/blog/rsvp-guide`)).text();
    expect(page).not.toContain(SECRET);
    expect(await withSecret(project.file('.eventsite/dev'))).toEqual([]);
    await rm(file);
    await writeFile(file, good);
    await errorGone();
  });

  it('shows a static file replaced by a link outside static/ as an error and publishes nothing of it', async () => {
    const file = await linkOutside(project, 'static/humans.txt', 'team');
    expect(await errorShown(/static\/humans\.txt.*outside the static folder/)).toMatch(/InvalidContentError/);
    expect((await fetch(`${server.url}/humans.txt`)).status).toBe(404);
    await rm(file);
    await errorGone();
  });
});
