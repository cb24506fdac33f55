import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POST_SCAFFOLDS } from '../../src/content/checks/placeholders.ts';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project?.remove());

describe('eventsite preview', () => {
  let preview: RunningCli;
  let url: string;
  beforeAll(async () => {
    const site = project.file('site');
    await mkdir(path.join(site, 'x/assets'), { recursive: true });
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>home</title>',
      'about.html': '<!doctype html><title>about</title>',
      'docs/index.html': '<!doctype html><title>docs</title>',
      '404.html': '<!doctype html><title>root 404</title>',
      'x/404.html': '<!doctype html><title>x 404</title>',
      'a.avif': 'avif',
      'b.webp': 'webp',
      'c.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'sitemap.xml': '<urlset/>',
      'f.woff2': 'font',
      'x/assets/site.0123456789.css': 'body{}',
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, name)), { recursive: true });
      await writeFile(path.join(site, name), text);
    }
    preview = startCli(project.dir, ['preview', '--out', 'site', '--port', '0']);
    [, url] = (await preview.waitFor(/(http:\/\/127\.0\.0\.1:\d+)/)) as unknown as [string, string];
  });
  afterAll(() => preview?.stop());

  it('binds 127.0.0.1 unless told otherwise', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([
    ['/a.avif', 'image/avif'],
    ['/b.webp', 'image/webp'],
    ['/c.svg', 'image/svg+xml'],
    ['/sitemap.xml', 'xml'],
    ['/f.woff2', 'font/woff2'],
    ['/about', 'text/html'],
  ])('serves %s as %s', async (p, type) => {
    const res = await fetch(url + p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
  });

  it('answers clean URLs from x.html and x/index.html without redirects', async () => {
    for (const [p, title] of [
      ['/about', 'about'],
      ['/docs', 'docs'],
    ]) {
      const res = await fetch(url + p, { redirect: 'manual' });
      expect(res.status).toBe(200);
      expect(
        cheerio
          .load(await res.text())('title')
          .text(),
      ).toBe(title);
    }
  });

  it('answers misses with the nearest 404.html and status 404', async () => {
    const deep = await fetch(`${url}/x/y/z`);
    expect(deep.status).toBe(404);
    expect(await deep.text()).toContain('x 404');
    const root = await fetch(`${url}/nothing`);
    expect(root.status).toBe(404);
    expect(await root.text()).toContain('root 404');
  });

  it('gives hashed assets a year of immutable caching and pages none', async () => {
    expect((await fetch(`${url}/x/assets/site.0123456789.css`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${url}/about`)).headers.get('cache-control')).toContain('max-age=0');
  });

  it('refuses paths outside the folder', async () => {
    for (const p of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/x/..%2f..%2fpackage.json']) {
      const res = await fetch(url + p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('"name": "eventsite"');
    }
  });
});

describe('eventsite new post', () => {
  it('creates both language files as a draft that checks at once, shows with --drafts and is left out of a normal build', async () => {
    const made = await callCli(project.dir, ['new', 'post', 'wedding-budget-basics']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('created content/blog/wedding-budget-basics.en.md');
    expect(made.stdout).toContain('created content/blog/wedding-budget-basics.tr.md');
    // Next steps: what to write where, and how to publish.
    expect(made.stdout).toContain('Next steps:');
    expect(made.stdout).toMatch(/In content\/blog\/wedding-budget-basics\.tr\.md: translate the title/);
    expect(made.stdout).toContain('remove the line "draft: true" from content/blog/wedding-budget-basics.en.md');
    // Dated in İstanbul (site.yaml names no time zone), whatever the machine's clock says.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(await project.read('content/blog/wedding-budget-basics.en.md')).toContain(`date: ${today}`);
    // The Turkish title is the English one, marked as placeholder text until it is translated.
    expect(await project.read('content/blog/wedding-budget-basics.tr.md')).toMatch(
      /^title: "TODO translate: Wedding Budget Basics"$/m,
    );
    // The scaffold's copy is placeholder text: check names each as a warning (a normal build does not publish a
    // draft, and check passes as build does).
    const checked = await callCli(project.dir, ['check']);
    expect(checked.code, checked.stdout).toBe(0);
    expect(
      checked.stdout.match(/warning: InvalidContentError: content\/blog\/wedding-budget-basics\.(en|tr)\.md:\d+/g)
        ?.length,
    ).toBeGreaterThanOrEqual(6);
    expect(checked.stdout).toContain('eventsite new post');
    expect(checked.stdout).toMatch(/wedding-budget-basics\.tr\.md:\d+ {2}title: still holds the placeholder "TODO"/);
    const built = await callCli(project.dir, ['build', '--out', 'dist-new']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toContain('(1 draft left out)');
    expect(existsSync(project.file('dist-new/tr/blog/wedding-budget-basics.html'))).toBe(false);
    expect(await project.read('dist-new/sitemap.xml')).not.toContain('wedding-budget-basics');
    expect(await project.read('dist-new/tr/blog/feed.xml')).not.toContain('wedding-budget-basics');
    const preview = await callCli(project.dir, ['build', '--drafts', '--out', 'dist-drafts']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(preview.stdout + preview.stderr).toMatch(/warning: .*wedding-budget-basics\.tr\.md:\d+/);
    const $ = cheerio.load(await project.read('dist-drafts/tr/blog/wedding-budget-basics.html'));
    expect($('html').attr('lang')).toBe('tr');
    expect($('head meta[name=robots]').attr('content')).toBe('noindex');
    expect($('main .draft-badge').first().text()).toBe('Taslak');
    const blog = cheerio.load(await project.read('dist-drafts/tr/blog.html'));
    expect(blog('main .draft-badge').first().text()).toBe('Taslak');
    // A feed is what readers subscribe to: a draft never enters it, not even in a preview build.
    expect(await project.read('dist-drafts/tr/blog/feed.xml')).not.toContain('wedding-budget-basics');
    for (const [language, scaffold] of Object.entries(POST_SCAFFOLDS)) {
      await project.edit(`content/blog/wedding-budget-basics.${language}.md`, (t) =>
        t
          .replace(
            scaffold.excerpt,
            language === 'en'
              ? 'Where a wedding budget goes, and the three lines couples most often forget.'
              : 'Düğün bütçesi nereye gider ve çiftlerin en sık unuttuğu üç kalem hangileri?',
          )
          .replace(
            scaffold.imageAlt,
            language === 'en'
              ? 'A notebook with a wedding budget beside a cup of tea'
              : 'Bir fincan çayın yanında düğün bütçesi yazılı bir defter',
          )
          .replace(
            scaffold.body,
            language === 'en'
              ? 'Start with the guest list: every other line follows from it.'
              : 'İşe davetli listesiyle başlayın: diğer bütün kalemler ondan çıkar.',
          )
          .replace('TODO translate: Wedding Budget Basics', 'Düğün Bütçesinin Temelleri'),
      );
    }
    await project.edit('content/blog/wedding-budget-basics.en.md', (t) => t.replace(/^draft: true.*\n/m, ''));
    const published = await callCli(project.dir, ['build', '--out', 'dist-published']);
    expect(published.code, published.stderr).toBe(0);
    const post = cheerio.load(await project.read('dist-published/tr/blog/wedding-budget-basics.html'));
    expect(post('.draft-badge')).toHaveLength(0);
    const feed = cheerio.load(await project.read('dist-published/tr/blog/feed.xml'), { xml: true });
    expect(
      feed('entry > id')
        .toArray()
        .some((id) => feed(id).text().endsWith('/tr/blog/wedding-budget-basics')),
    ).toBe(true);
  });

  it('dates a new post in the time zone site.yaml names', async () => {
    const site = await project.read('content/site.yaml');
    try {
      // 25 hours apart: on any clock, at least one of them is not the machine's date.
      for (const [zone, slug] of [
        ['Pacific/Kiritimati', 'east-post'],
        ['Pacific/Pago_Pago', 'west-post'],
      ] as const) {
        await project.write('content/site.yaml', `${site}timeZone: ${zone}\n`);
        expect((await callCli(project.dir, ['new', 'post', slug])).code).toBe(0);
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
        expect(await project.read(`content/blog/${slug}.en.md`)).toContain(`date: ${day}`);
      }
    } finally {
      await project.write('content/site.yaml', site);
      for (const slug of ['east-post', 'west-post'])
        for (const code of ['en', 'tr']) await rm(project.file(`content/blog/${slug}.${code}.md`), { force: true });
    }
  });

  it('leaves a post dated after today out of a normal build', async () => {
    await project.edit('content/blog/festival-event-decorations.en.md', (t) =>
      t.replace(/^date: .*$/m, 'date: 2099-01-01'),
    );
    try {
      const built = await callCli(project.dir, ['build', '--out', 'dist-future']);
      expect(built.code, built.stderr).toBe(0);
      expect(existsSync(project.file('dist-future/blog/festival-event-decorations.html'))).toBe(false);
      expect(existsSync(project.file('dist-future/blog/rsvp-guide.html'))).toBe(true);
      expect(built.stdout).toContain('notice: ScheduledPostNotice: content/blog/festival-event-decorations.en.md:');
      // check says so, naming the file, line and field, without failing: the post is scheduled, not broken.
      const checked = await callCli(project.dir, ['check']);
      expect(checked.code, checked.stdout).toBe(0);
      expect(checked.stdout).toMatch(
        /notice: ScheduledPostNotice: content\/blog\/festival-event-decorations\.en\.md:\d+ {2}date: dated 2099-01-01, after today/,
      );
      expect(checked.stdout).toContain('Content OK: no problems found (1 notice).');
    } finally {
      await project.edit('content/blog/festival-event-decorations.en.md', (t) =>
        t.replace(/^date: 2099-01-01$/m, 'date: 2025-01-17'),
      );
    }
  });

  it.each([
    ['an existing slug', 'rsvp-guide', /a post "rsvp-guide" already exists/],
    ['an alias of another post', 'festival-event-decoration-tips', /already an alias of another post/],
    ['an invalid slug', 'Wedding Budget', /"Wedding Budget" is not a valid slug/],
  ])('refuses %s', async (_name, slug, message) => {
    const made = await callCli(project.dir, ['new', 'post', slug]);
    expect(made.code).toBe(1);
    expect(made.stderr).toMatch(message);
  });
});
