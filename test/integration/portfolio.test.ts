/**
 * The portfolio page and the case studies' photos in the built bundled site, read as a visitor's browser reads
 * the HTML: pictures with AVIF and WebP sources, images with their size and alt text, a visible label on every
 * example image, an enlarged view that is a plain link to a file of the output, the sitemap's language pairs, and
 * the way in from the home page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

const BASE = 'https://www.kadifeevents.com';
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

const PAGES = [
  { output: 'portfolio.html', url: '/portfolio', home: 'index.html', label: 'Example image' },
  { output: 'tr/portfolyo.html', url: '/tr/portfolyo', home: 'tr.html', label: 'Örnek görsel' },
];

describe.each(PAGES)('the portfolio page $url', ({ output, url, home, label }) => {
  const samples = () => site.content.portfolio.filter((p) => p.sample).length;

  it('shows every photo as a picture with AVIF and WebP sources and an img with width, height and alt', () => {
    const $ = site.page(output);
    const figures = $('main .gallery > li');
    expect(figures.length).toBe(site.content.portfolio.length);
    figures.each((_, figure) => {
      const picture = $(figure).find('picture');
      expect(picture.find('source[type="image/avif"]').attr('srcset')).toMatch(/\.avif \d+w/);
      expect(picture.find('source[type="image/webp"]').attr('srcset')).toMatch(/\.webp \d+w/);
      const img = picture.find('img');
      expect(Number(img.attr('width'))).toBeGreaterThan(0);
      expect(Number(img.attr('height'))).toBeGreaterThan(0);
      expect(img.attr('alt')?.trim()).toBeTruthy();
      expect($(figure).find('p').text().trim()).toBeTruthy();
    });
    // The first photo is above the fold on a phone; the others load lazily.
    expect($('main .gallery img[loading="lazy"]').length).toBe(site.content.portfolio.length - 1);
  });

  it('labels every example image visibly, in the page language', () => {
    const $ = site.page(output);
    expect(samples()).toBeGreaterThan(0);
    const labels = $('main .gallery p .sample-label');
    expect(labels.length).toBe(samples());
    labels.each((_, l) => expect($(l).text()).toBe(label));
    expect($('main .sample-notice').text()).toContain(label);
  });

  it('groups the photos by occasion, with a heading per group and a link to each group that finds its target', () => {
    const $ = site.page(output);
    const links = $('main nav a[href^="#"]');
    expect(links.length).toBe(new Set(site.content.portfolio.map((p) => p.occasion)).size);
    links.each((_, a) => {
      const id = $(a).attr('href')!.replace(/^#/, '');
      expect($(`section[id="${id}"] h2`).text()).toBe($(a).text());
    });
  });

  it('links each photo to its largest published file, a keyboard-reachable enlarged view that needs no script', () => {
    const $ = site.page(output);
    $('main .gallery > li').each((_, figure) => {
      const link = $(figure).find('a');
      const href = link.attr('href')!;
      expect(href).toMatch(/^\/images\/portfolio\/.+\.jpg$/);
      expect(existsSync(path.join(site.dir, href))).toBe(true);
      // The widest of the JPEG candidates: the largest file there is.
      const widest = link.find('img').attr('srcset')!.split(', ').at(-1)!.split(' ')[0];
      expect(href).toBe(widest);
      // Its name says what it opens: the photo's alt text and "(full size)" in the page's language.
      const enlarge = site.content.strings[site.table.byUrl.get(url)!.locale]!.portfolio.enlarge;
      expect(link.attr('aria-label')).toBe(`${link.find('img').attr('alt')} ${enlarge}`);
    });
  });

  it('is in the sitemap with its hreflang pair, and the home page leads to it', () => {
    const sitemap = cheerio.load(site.read('sitemap.xml'), { xml: true });
    const entry = sitemap('url').filter((_, u) => sitemap(u).find('loc').text() === `${BASE}${url}`);
    expect(entry.length).toBe(1);
    const alternates = entry
      .find('xhtml\\:link')
      .map((_, l) => `${sitemap(l).attr('hreflang')} ${sitemap(l).attr('href')}`)
      .get();
    expect(alternates).toEqual([`en ${BASE}/portfolio`, `tr ${BASE}/tr/portfolyo`, `x-default ${BASE}/portfolio`]);
    const $home = site.page(home);
    expect($home(`main a[href="${url}"]`).length).toBe(1);
  });
});

describe('a case study with a photo', () => {
  it('shows it as its banner, with its alt text in each language, and on its card', () => {
    const withImage = site.content.caseStudies.filter((c) => c.image);
    expect(withImage.length).toBeGreaterThan(0);
    for (const route of site.table.routes.filter((r) => r.type.kind === 'caseStudy' && !r.alias)) {
      const study = route.item as (typeof withImage)[number];
      if (!study.image) continue;
      const $ = site.page(route.output);
      const banner = $('main img.banner');
      expect(banner.attr('alt')).toBe(study.locales[route.locale]!.imageAlt);
      expect(banner.closest('picture').find('source[type="image/avif"]').length).toBe(1);
      expect($('meta[property="og:image"]').attr('content')).toMatch(/\/images\/social\/portfolio-/);
    }
    const $list = site.page('case-studies.html');
    expect($list('main .card picture').length).toBe(withImage.length);
  });

  it('labels a banner that is an example image, in the page language, over the image', () => {
    const samples = new Set(site.content.portfolio.filter((p) => p.sample).map((p) => p.image.path));
    let labelled = 0;
    for (const route of site.table.routes.filter((r) => r.type.kind === 'caseStudy' && !r.alias)) {
      const study = route.item as (typeof site.content.caseStudies)[number];
      const $ = site.page(route.output);
      const label = $('main .banner-frame > .sample-label');
      if (!study.image || !samples.has(study.image.path)) {
        expect(label.length, route.url).toBe(0);
        continue;
      }
      expect(label.text(), route.url).toBe(site.content.strings[route.locale]!.portfolio.sampleLabel);
      expect($('main .banner-frame img.banner').length, route.url).toBe(1);
      labelled++;
    }
    expect(labelled).toBeGreaterThan(0);
  });

  it("publishes the photo under the case study's name, not the file's", () => {
    for (const study of site.content.caseStudies.filter((c) => c.image)) {
      const route = site.table.routes.find((r) => r.type.kind === 'caseStudy' && !r.alias && r.item === study)!;
      const $ = site.page(route.output);
      const folder = path.posix.dirname(study.image!.path);
      const files = $('main img.banner')
        .closest('picture')
        .find('source, img')
        .map((_, el) => $(el).attr('srcset')!.split(', '))
        .get()
        .map((candidate) => candidate.split(' ')[0]!);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files)
        expect(file).toMatch(new RegExp(`^/images/${folder}/${study.id}-\\d+\\.[0-9a-f]{10}\\.`));
      expect($('meta[property="og:image"]').attr('content')).toMatch(
        new RegExp(`/images/social/${folder}-${study.id}\\.[0-9a-f]+\\.jpg$`),
      );
    }
  });
});
