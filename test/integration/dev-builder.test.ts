/** Incremental dev rebuilds: a change rewrites exactly the pages it affects, and nothing else. */
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { createPost } from '../../src/commands/new-post.ts';
import fg from 'fast-glob';
import { addGerman } from '../fixtures/third-language.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

let project: ProjectCopy;
let builder: DevBuilder;
const out = () => project.file('.eventsite/dev');
beforeAll(async () => {
  project = await copyProject();
  builder = new DevBuilder({ contentDir: project.content, outDir: out(), layout: project.layout, year: 2026 });
  await builder.full();
}, 120_000);
afterAll(() => project?.remove());

const pagesOf = (paths: string[]) => paths.filter((p) => p.endsWith('.html')).sort();

describe('DevBuilder', () => {
  it('rewrites only the pages an edited post appears on, in the language edited', async () => {
    const file = 'content/blog/rsvp-guide.tr.md';
    await project.edit(file, (t) => t.replace(/^title: .*$/m, 'title: "LCV Rehberi: Baştan Sona"'));
    const result = await builder.update([project.file(file)]);
    expect(pagesOf(result.paths.written)).toEqual(
      [
        'tr/blog.html',
        'tr/blog/rsvp-guide.html',
        'tr/blog/event-planning-mistakes.html',
        'tr/blog/festival-event-decorations.html',
        'tr/tags/lcv.html',
        'tr/tags/dijital-davetiye.html',
        'tr/tags/davetiye.html',
        // The occasion pages that list the post among their further reading.
        'tr/ozel-gunler/dis-bugdayi-bebek-mevlidi.html',
        'tr/ozel-gunler/soz-nisan.html',
        'tr/ozel-gunler/sunnet-dugunu.html',
        'tr/ozel-gunler/yilbasi-partisi.html',
      ].sort(),
    );
    expect(result.paths.written).not.toContain('sitemap.xml');
    expect(await project.read('.eventsite/dev/tr/blog/rsvp-guide.html')).toContain('LCV Rehberi: Baştan Sona');
    expect(result.action).toBe('reload');
  });

  it('rewrites the home teasers and the sitemap when the newest post changes date', async () => {
    // The newest post, as the home page's first teaser shows it, moves back a year: it leaves the teasers.
    const home = await project.read('.eventsite/dev/index.html');
    const id = cheerio.load(home)('main a[href^="/blog/"]').first().attr('href')!.slice('/blog/'.length);
    const file = `content/blog/${id}.en.md`;
    await project.edit(file, (t) => t.replace(/^date: .*$/m, 'date: 2025-01-02'));
    const result = await builder.update([project.file(file)]);
    const pages = pagesOf(result.paths.written);
    for (const page of ['index.html', 'tr.html', 'blog.html', 'tr/blog.html', `blog/${id}.html`]) {
      expect(pages).toContain(page);
    }
    expect(pages).not.toContain('about.html');
    expect(pages).not.toContain('services/consultancy.html');
    expect(result.paths.written).toContain('sitemap.xml');
  });

  it('adds the pages of a new post and removes those of a deleted one', async () => {
    const files = await createPost({
      contentDir: project.file('content'),
      slug: 'wedding-budget-basics',
      date: '2026-12-06',
    });
    const added = await builder.update(files);
    expect(added.paths.written).toEqual(
      expect.arrayContaining([
        'blog/wedding-budget-basics.html',
        'tr/blog/wedding-budget-basics.html',
        'en/blog/wedding-budget-basics.html',
      ]),
    );
    expect(existsSync(path.join(out(), 'tr/blog/wedding-budget-basics.html'))).toBe(true);
    await Promise.all(files.map((f) => rm(f)));
    const removed = await builder.update(files);
    expect(removed.paths.removed.sort()).toEqual([
      'blog/wedding-budget-basics.html',
      'en/blog/wedding-budget-basics.html',
      'tr/blog/wedding-budget-basics.html',
    ]);
    expect(existsSync(path.join(out(), 'blog/wedding-budget-basics.html'))).toBe(false);
    expect(await project.read('.eventsite/dev/sitemap.xml')).not.toContain('wedding-budget-basics');
  });

  it('follows a renamed post to its new URL', async () => {
    const from = project.file('content/blog/rsvp-guide.en.md');
    const fromTr = project.file('content/blog/rsvp-guide.tr.md');
    const to = project.file('content/blog/rsvp-basics.en.md');
    const toTr = project.file('content/blog/rsvp-basics.tr.md');
    // Other posts and articles link to the old URL or name the post: they are updated with the rename, as an editor would.
    await Promise.all([rename(from, to), rename(fromTr, toTr)]);
    const linking: string[] = [];
    for (const folder of ['blog', 'occasions', 'guides', 'case-studies']) {
      for (const file of await readdir(project.file(`content/${folder}`))) {
        const text = await project.read(`content/${folder}/${file}`);
        const renamed = text
          .replaceAll('/blog/rsvp-guide', '/blog/rsvp-basics')
          .replace(/^(posts: \[.*)rsvp-guide/m, '$1rsvp-basics');
        if (renamed === text) continue;
        await project.write(`content/${folder}/${file}`, renamed);
        linking.push(project.file(`content/${folder}/${file}`));
      }
    }
    // The watcher reports every file saved, as here.
    const result = await builder.update([from, fromTr, to, toTr, ...linking]);
    expect(result.paths.written).toEqual(expect.arrayContaining(['blog/rsvp-basics.html', 'tr/blog/rsvp-basics.html']));
    expect(result.paths.removed).toEqual(expect.arrayContaining(['blog/rsvp-guide.html', 'tr/blog/rsvp-guide.html']));
  });

  it('applies a stylesheet change without touching any page', async () => {
    await project.edit('templates/styles/base.css', (t) => t.replace('--gold: #c9a45c;', '--gold: #caa55d;'));
    const result = await builder.update([project.file('templates/styles/base.css')]);
    expect(result.paths.written).toEqual(['assets/site.css']);
    expect(result.action).toBe('css');
  });

  it('applies a template change without a restart', async () => {
    await project.edit('templates/pages/AboutPage.tsx', (t) =>
      t.replace(
        '<h2 className="section-title">{story.heading}</h2>',
        '<h2 className="section-title story-title">{story.heading}</h2>',
      ),
    );
    const result = await builder.update([project.file('templates/pages/AboutPage.tsx')]);
    expect(result.paths.written).toContain('about.html');
    expect(await project.read('.eventsite/dev/about.html')).toContain('story-title');
  });

  it('copies a new static file and rewrites nothing else', async () => {
    await project.write('static/humans.txt', 'Kadife Events web team\n');
    const result = await builder.update([project.file('static/humans.txt')]);
    expect(result.paths.written).toEqual(['humans.txt']);
    expect(result.action).toBe('reload');
  });

  it('re-renders the pages whose social card changed when an image changes (no og:image to a removed file)', async () => {
    const image = 'content/images/blog/event-planning-mistakes.svg';
    await project.edit(image, (t) => t.replace('</svg>', '<circle cx="10" cy="10" r="5" fill="#c9a45c"/></svg>'));
    const result = await builder.update([project.file(image)]);
    expect(result.paths.written).toContain('blog/event-planning-mistakes.html');
    const html = await project.read('.eventsite/dev/blog/event-planning-mistakes.html');
    const og = new URL(cheerio.load(html)('meta[property="og:image"]').attr('content')!).pathname;
    expect(existsSync(path.join(out(), og))).toBe(true);
  });

  it('keeps what a failed rebuild was asked to do, and does it after the fix', async () => {
    await project.edit('templates/styles/base.css', (t) => t.replace('--gold: #caa55d;', '--gold: #cba65e;'));
    const faq = project.file('content/faq/en.yaml');
    const good = await project.read('content/faq/en.yaml');
    await project.write('content/faq/en.yaml', 'items: [broken');
    await expect(builder.update([project.file('templates/styles/base.css'), faq])).rejects.toMatchObject({
      errors: [expect.objectContaining({ name: 'YamlSyntaxError' })],
    });
    expect(await project.read('.eventsite/dev/assets/site.css')).not.toContain('#cba65e');
    await project.write('content/faq/en.yaml', good);
    const fixed = await builder.update([faq]);
    expect(fixed.paths.written).toContain('assets/site.css');
    expect(await project.read('.eventsite/dev/assets/site.css')).toContain('#cba65e');
  });

  it('refuses a static file that would overwrite a generated one, naming it, as build does', async () => {
    await project.write('static/robots.txt', 'User-agent: *\n');
    try {
      await expect(builder.update([project.file('static/robots.txt')])).rejects.toMatchObject({
        errors: [
          expect.objectContaining({
            name: 'DuplicateRouteError',
            message: expect.stringContaining('robots.txt'),
            location: expect.objectContaining({ file: expect.stringMatching(/static\/robots\.txt$/) }),
          }),
        ],
      });
    } finally {
      await rm(project.file('static/robots.txt'));
    }
    await builder.update([project.file('static/robots.txt')]);
  });

  it('rewrites only the post’s own pages and its feed when only its body changes', async () => {
    const file = 'content/blog/birthday-party-ideas.en.md';
    await project.edit(file, (t) => `${t}\nOne more idea: a photo corner with the guests’ own props.\n`);
    const result = await builder.update([project.file(file)]);
    expect(pagesOf(result.paths.written)).toEqual(['blog/birthday-party-ideas.html']);
    expect(result.paths.written.filter((p) => !p.endsWith('.html'))).toEqual(['blog/feed.xml']);
    expect(await project.read('.eventsite/dev/blog/birthday-party-ideas.html')).toContain(
      'a photo corner with the guests’ own props',
    );
    expect(await project.read('.eventsite/dev/blog/feed.xml')).toContain('a photo corner with the guests’ own props');
  });

  it('refuses a link to no page added to a body, naming the file and line, and writes nothing', async () => {
    const file = 'content/blog/birthday-party-ideas.tr.md';
    const good = await project.read(file);
    const lines = good.split('\n').length;
    await project.write(file, `${good}\nAyrıntılar [fiyat sayfamızda](/tr/fiyatlar).\n`);
    const before = await project.read('.eventsite/dev/tr/blog/birthday-party-ideas.html');
    try {
      await expect(builder.update([project.file(file)])).rejects.toMatchObject({
        errors: [
          {
            name: 'BrokenLinkError',
            message: expect.stringContaining('/tr/fiyatlar'),
            location: expect.objectContaining({
              file: expect.stringMatching(/content\/blog\/birthday-party-ideas\.tr\.md$/),
              line: lines + 1,
            }),
          },
        ],
      });
      expect(await project.read('.eventsite/dev/tr/blog/birthday-party-ideas.html')).toBe(before);
    } finally {
      await project.write(file, good);
      await builder.update([project.file(file)]);
    }
  });

  it('renames the portfolio photos whose place in their occasion changes when a photo moves to another occasion, as build does', async () => {
    const file = 'content/portfolio.yaml';
    await project.edit(file, (t) =>
      t.replace(
        'image: portfolio/kina-garden.jpg\n    occasion: kina-gecesi',
        'image: portfolio/kina-garden.jpg\n    occasion: soz-nisan',
      ),
    );
    await builder.update([project.file(file)]);
    const $ = cheerio.load(await project.read('.eventsite/dev/portfolio.html'));
    const urls = $('main img, main source')
      .toArray()
      .flatMap((el) => [
        $(el).attr('src'),
        ...($(el).attr('srcset') ?? '').split(',').map((s) => s.trim().split(' ')[0]),
      ])
      .filter((url): url is string => !!url && url.startsWith('/images/portfolio/'));
    expect(urls.length).toBeGreaterThan(0);
    // The garden photo now comes first among the engagement photos: the terrace photo, their second before, is the
    // third (the garden photo keeps the name of the case study that shows it first).
    expect(urls.some((url) => url.includes('/soz-nisan-3-'))).toBe(true);
    expect(urls.filter((url) => url.includes('/soz-nisan-2-'))).toEqual([]);
    for (const url of urls) expect(existsSync(path.join(out(), url)), url).toBe(true);
  });

  it('writes nothing when a saved file did not change', async () => {
    const result = await builder.update([project.file('content/faq/en.yaml')]);
    expect(result.paths.written).toEqual([]);
    expect(result.action).toBe('none');
  });
});

describe('DevBuilder, warnings of unchanged posts', () => {
  it('tells a post’s warning once per change of the post, not again when another file changes, and drops it once fixed', async () => {
    const copy = await copyProject();
    try {
      const file = 'content/blog/rsvp-guide.en.md';
      const good = await copy.read(file);
      await copy.write(file, `${good}\n[Open the form](javascript:alert(1))\n`);
      const lines: string[] = [];
      const dev = new DevBuilder({
        contentDir: copy.content,
        outDir: copy.file('.eventsite/dev'),
        layout: copy.layout,
        year: 2026,
        log: (line) => lines.push(line),
      });
      await dev.full();
      const unsafe = (from: number) =>
        lines.slice(from).filter((l) => l.includes('rsvp-guide.en.md') && l.includes('javascript:alert(1)'));
      expect(unsafe(0)).toHaveLength(1);
      // Another post's body changes: the first post's warning was told and nothing changed it.
      const other = 'content/blog/birthday-party-ideas.en.md';
      await copy.edit(other, (t) => `${t}\nOne more idea.\n`);
      let from = lines.length;
      await dev.update([copy.file(other)]);
      expect(unsafe(from)).toEqual([]);
      // The post itself is saved again, still with the link: the warning is told once more.
      await copy.edit(file, (t) => `${t}\nA line more.\n`);
      from = lines.length;
      await dev.update([copy.file(file)]);
      expect(unsafe(from)).toHaveLength(1);
      await copy.write(file, good);
      from = lines.length;
      await dev.update([copy.file(file)]);
      expect(unsafe(from)).toEqual([]);
    } finally {
      await copy.remove();
    }
  }, 120_000);
});

describe('DevBuilder, a language added while it runs', () => {
  it('makes every post and service again in the new language (none is taken as an earlier load made it)', async () => {
    const copy = await copyProject();
    try {
      const dev = new DevBuilder({
        contentDir: copy.content,
        outDir: copy.file('.eventsite/dev'),
        layout: copy.layout,
        year: 2026,
      });
      await dev.full();
      await dev.update([copy.file('content/blog/rsvp-guide.en.md')]);
      const before = new Set(await fg('**', { cwd: copy.content, absolute: true }));
      await addGerman(copy.content);
      // What the watcher reports: site.yaml, testimonials.yaml and portfolio.yaml (each text gains its German words)
      // and the new files (the English and Turkish ones are as they were).
      const added = (await fg('**', { cwd: copy.content, absolute: true })).filter((f) => !before.has(f));
      expect(added.length).toBeGreaterThan(20);
      const result = await dev.update([
        copy.file('content/site.yaml'),
        copy.file('content/testimonials.yaml'),
        copy.file('content/portfolio.yaml'),
        ...added,
      ]);
      const german = result.paths.written.filter((p) => /^de\/(blog|leistungen)\/[^/]+\.html$/.test(p));
      // Every post (9) and service (10) has its German page (and aliases theirs).
      expect(german.filter((p) => p.startsWith('de/blog/')).length).toBeGreaterThanOrEqual(9);
      expect(german.filter((p) => p.startsWith('de/leistungen/')).length).toBeGreaterThanOrEqual(10);
      for (const page of german)
        expect(
          cheerio
            .load(await copy.read(`.eventsite/dev/${page}`))('html')
            .attr('lang'),
          page,
        ).toBe('de');
    } finally {
      await copy.remove();
    }
  }, 120_000);
});
