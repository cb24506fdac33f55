/**
 * Drafts never reach a crawler's listing: with `build --drafts` a draft post and a tag page
 * only drafts fill are in no sitemap and no feed. And a tag goes away with its last post: its pages, links and
 * sitemap entries, while the build and check go on (tags.yaml may keep its label).
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { checkContent } from '../../src/commands/check.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { loadCached } from '../helpers/load.ts';

const BASE = 'https://www.kadifeevents.com';

const DRAFT_EN = `---
title: "Planning a Henna Night in Istanbul"
excerpt: "How to plan a henna night the bride will remember: the timing, the music, the tray and the guest list."
date: 2025-02-10
image: blog/how-to-plan-perfect-engagement.svg
imageAlt: "Illustration of a henna tray with candles on a red cloth"
tags: ["Kına Tepsisi", "Nişan"]
draft: true
---
A henna night is the evening before the wedding, when the bride's family and friends gather round her. Start a month
ahead: book the musicians first, then the room, and order the henna tray and the red veil once the colours are settled.

Keep the guest list to the people who know the bride well. Forty guests in a warm room feel livelier than a hundred in
a hall.
`;
const DRAFT_TR = `---
title: "İstanbul'da Kına Gecesi Planlamak"
excerpt: "Gelinin unutmayacağı bir kına gecesi için zamanlama, müzik, kına tepsisi ve davetli listesi."
imageAlt: "Kırmızı örtü üzerinde mumlarla süslenmiş bir kına tepsisi çizimi"
---
Kına gecesi, düğünden önceki akşam gelinin ailesiyle arkadaşlarının onun etrafında toplandığı gecedir. Hazırlığa bir ay
önceden başlayın: önce müzisyenleri, sonra mekânı ayırtın; renkler belli olunca kına tepsisini ve kırmızı duvağı
sipariş edin.

Davetli listesini gelini iyi tanıyanlarla sınırlı tutun. Sıcak bir salonda kırk misafir, büyük bir salondaki yüz
kişiden daha canlı bir hava yaratır.
`;

/** Every URL a sitemap lists, as `loc` or as an hreflang alternate, decoded. */
function sitemapUrls(xml: string): string[] {
  const $ = cheerio.load(xml, { xml: true });
  return [
    ...$('url > loc')
      .toArray()
      .map((el) => $(el).text()),
    ...$('xhtml\\:link')
      .toArray()
      .map((el) => $(el).attr('href')!),
  ].map((u) => decodeURI(u));
}

/** The `loc`s of a sitemap, decoded. */
function sitemapLocs(xml: string): string[] {
  const $ = cheerio.load(xml, { xml: true });
  return $('url > loc')
    .toArray()
    .map((el) => decodeURI($(el).text()));
}

let copy: ProjectCopy;
let out: string;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  out = copy.file('out');
});
afterAll(() => copy?.remove());

describe('a draft post in build --drafts', () => {
  beforeAll(async () => {
    await copy.write('content/blog/henna-night-guide.en.md', DRAFT_EN);
    await copy.write('content/blog/henna-night-guide.tr.md', DRAFT_TR);
    await build({ contentDir: copy.content, outDir: path.join(out, 'drafts'), year: 2026, drafts: true });
  }, 300_000);

  it('shows the draft, marked and noindex, in both languages', () => {
    for (const file of ['drafts/blog/henna-night-guide.html', 'drafts/tr/blog/henna-night-guide.html']) {
      const $ = cheerio.load(read(file));
      expect($('meta[name=robots]').attr('content'), file).toBe('noindex');
      expect($('.draft-badge'), file).toHaveLength(1);
    }
  });

  it('lists neither the draft nor a tag page that a normal build would not index in sitemap.xml, in any language', () => {
    const sitemap = read('drafts/sitemap.xml');
    const urls = sitemapUrls(sitemap);
    expect(urls.filter((u) => u.includes('henna-night-guide'))).toEqual([]);
    const locs = sitemapLocs(sitemap);
    // Kına Tepsisi: the draft's alone. Nişan: one published post and the draft, so noindex as in a normal build.
    for (const tag of ['kına-tepsisi', 'nişan']) {
      expect(locs).not.toContain(`${BASE}/tags/${tag}`);
      expect(locs).not.toContain(`${BASE}/tr/tags/${tag}`);
      expect(
        cheerio
          .load(read(`drafts/tr/tags/${tag}.html`))('meta[name=robots]')
          .attr('content'),
        tag,
      ).toBe('noindex');
    }
    // A tag page of two published posts is listed, in both languages.
    expect(locs).toEqual(
      expect.arrayContaining([`${BASE}/tags/lcv`, `${BASE}/tr/tags/lcv`, `${BASE}/blog/rsvp-guide`]),
    );
  });

  it('puts the draft in no feed', () => {
    for (const feed of ['drafts/blog/feed.xml', 'drafts/tr/blog/feed.xml']) {
      const $ = cheerio.load(read(feed), { xml: true });
      expect(
        $('entry > id')
          .toArray()
          .some((id) => $(id).text().endsWith('/blog/rsvp-guide')),
        feed,
      ).toBe(true);
      expect(read(feed), feed).not.toContain('henna-night-guide');
    }
  });

  it('gives no published page an hreflang alternate that points at a draft', async () => {
    const files = await fg('drafts/**/*.html', { cwd: out });
    for (const file of files.filter((f) => !f.includes('henna-night-guide'))) {
      const $ = cheerio.load(read(file));
      const hrefs = $('link[rel=alternate][hreflang]')
        .toArray()
        .map((el) => $(el).attr('href') ?? '');
      expect(
        hrefs.filter((h) => h.includes('henna-night-guide')),
        file,
      ).toEqual([]);
    }
  });
});

describe('a tag whose last post is removed', () => {
  const gone = ['/tags/doğum-günü', '/tr/tags/doğum-günü', '/tags/lcv', '/tr/tags/lcv'];
  beforeAll(async () => {
    await rm(copy.file('content/blog/henna-night-guide.en.md'));
    await rm(copy.file('content/blog/henna-night-guide.tr.md'));
    // Doğum Günü: the birthday post was its only post. LCV: its two posts no longer carry it.
    await rm(copy.file('content/blog/birthday-party-ideas.en.md'));
    await rm(copy.file('content/blog/birthday-party-ideas.tr.md'));
    // Occasion pages name the birthday post and link to it: as an editor would, those references go too.
    for (const file of await fg('content/occasions/*.md', { cwd: copy.dir })) {
      const text = await copy.read(file);
      const edited = text
        .replace(
          /^posts: \[(.*)\]$/m,
          (_, list: string) =>
            `posts: [${list
              .split(/,\s*/)
              .filter((id) => id !== 'birthday-party-ideas')
              .join(', ')}]`,
        )
        .replace(/\[([^\]]+)\]\((?:\/tr)?\/blog\/birthday-party-ideas\)/g, '$1');
      if (edited !== text) await copy.write(file, edited);
    }
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => t.replace('tags: ["LCV", ', 'tags: ['));
    await copy.edit('content/blog/why-digital-invitations.en.md', (t) => t.replace('"LCV", ', ''));
    await build({ contentDir: copy.content, outDir: path.join(out, 'fewer-tags'), year: 2026 });
  }, 300_000);

  it('builds and checks without a problem, tags.yaml keeping the labels', async () => {
    const labels = await copy.read('content/tags.yaml');
    expect(labels).toMatch(/^LCV: /m);
    expect(labels).toMatch(/^Doğum Günü: /m);
    expect(await checkContent({ contentDir: copy.content })).toEqual([]);
  }, 300_000);

  it('has no page, link or sitemap entry of the tag in any language', async () => {
    for (const url of gone) expect(existsSync(path.join(out, 'fewer-tags', `${url.slice(1)}.html`)), url).toBe(false);
    const urls = sitemapUrls(read('fewer-tags/sitemap.xml'));
    expect(urls.filter((u) => gone.some((g) => u === `${BASE}${g}`))).toEqual([]);
    for (const file of await fg('fewer-tags/**/*.html', { cwd: out })) {
      const $ = cheerio.load(read(file));
      const hrefs = $('a[href], link[href]')
        .toArray()
        .map((el) => decodeURI($(el).attr('href')!.replace(BASE, '')));
      expect(
        hrefs.filter((h) => gone.includes(h)),
        file,
      ).toEqual([]);
    }
  });

  it('leaves every other tag page in both languages, whose language switch and alternates lead to pages that exist', async () => {
    const table = buildSiteRoutes(await loadCached({ contentDir: copy.content }));
    const tags = table.routes.filter((r) => r.type.kind === 'tag' && !r.alias);
    expect(tags.map((r) => r.url)).toContain('/tr/tags/düğün');
    expect(tags.filter((r) => gone.includes(r.url))).toEqual([]);
    for (const route of table.routes.filter((r) => r.status === 200)) {
      for (const target of Object.values(route.counterparts))
        expect(table.byUrl.get(target)?.status, `${route.url} → ${target}`).toBe(200);
      for (const { href } of route.alternates)
        expect(table.byUrl.get(decodeURI(href.slice(BASE.length)) || '/')?.alias, `${route.url} → ${href}`).toBe(false);
      if (route.type.kind === 'tag')
        expect(existsSync(path.join(out, 'fewer-tags', route.output)), route.url).toBe(true);
    }
  });
});
