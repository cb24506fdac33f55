/**
 * The pages that win clients: occasion pages, guides, case studies and the privacy notice in both
 * languages, their structured data, sitemap entries and links; testimonials in the page's language; the calques
 * a native speaker flagged, gone from the content and the output.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/commands/build/load-site.ts';
import { ContentErrors } from '../../src/core/errors.ts';
import { inLocale } from '../../src/content/types.ts';
import { caseStudyKey, guideKey, occasionKey, serviceKey, standaloneKey } from '../../src/site/pages/index.ts';
import { CONTENT_DIR, copyProject } from '../helpers/project.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';
import { loadCached } from '../helpers/load.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

const LANGUAGES = ['en', 'tr'] as const;
const jsonLd = (output: string): { '@type': string; [key: string]: unknown }[] =>
  site
    .page(output)('script[type="application/ld+json"]')
    .toArray()
    .map((el) => JSON.parse(site.page(output)(el).text()) as { '@type': string });
const words = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('occasion pages', () => {
  it('exist for the eleven occasions in both languages, each with 700–1,000 words', () => {
    expect(site.content.occasions.map((o) => o.id).sort()).toEqual([
      'bekarliga-veda',
      'dis-bugdayi-mevlit',
      'evlilik-teklifi',
      'gala-lansman',
      'kina-gecesi',
      'kiz-isteme',
      'kurumsal-iftar',
      'nikah',
      'soz-nisan',
      'sunnet-dugunu',
      'yilbasi-partisi',
    ]);
    for (const occasion of site.content.occasions) {
      for (const locale of LANGUAGES) {
        const route = site.table.get(occasionKey(occasion), locale);
        const $ = site.page(route.output);
        const count = words([$('main .hero').first().text(), $('main .prose').text(), $('main .faq').text()].join(' '));
        expect(count, route.url).toBeGreaterThanOrEqual(700);
        expect(count, route.url).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('carry FAQPage and Service data (provider, İstanbul, a starting price in TRY) and call to the enquiry form', () => {
    for (const occasion of site.content.occasions) {
      for (const locale of LANGUAGES) {
        const route = site.table.get(occasionKey(occasion), locale);
        const data = jsonLd(route.output);
        const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
        expect(faq?.mainEntity.length, route.url).toBe(inLocale(occasion.locales, locale).faq.length);
        const service = data.find((d) => d['@type'] === 'Service') as unknown as {
          provider: { '@type': string };
          areaServed: { name: string }[];
          offers: { priceCurrency: string; priceSpecification: { price: number } };
        };
        expect(service.provider['@type']).toBe('LocalBusiness');
        expect(service.areaServed.map((a) => a.name)).toContain('İstanbul');
        expect(service.offers.priceCurrency).toBe('TRY');
        expect(service.offers.priceSpecification.price).toBeGreaterThan(0);
        const $ = site.page(route.output);
        const enquiry = `${site.table.href('contact', locale)}?occasion=${occasion.id}#enquiry`;
        expect($(`main a[href="${enquiry}"]`).length, route.url).toBe(1);
        const related = site.content.services.find((s) => s.id === occasion.shared.service)!;
        expect($(`main a[href="${site.table.href(serviceKey(related), locale)}"]`).length, route.url).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('are listed on the service page that plans them, with its case studies', () => {
    const wedding = site.content.services.find((s) => s.id === 'engagement-wedding-organization')!;
    for (const locale of LANGUAGES) {
      const $ = site.page(site.table.get(serviceKey(wedding), locale).output);
      const kina = site.content.occasions.find((o) => o.id === 'kina-gecesi')!;
      expect($(`main .related a[href="${site.table.href(occasionKey(kina), locale)}"]`).length).toBe(1);
      const caseStudies = site.content.caseStudies.filter((c) => c.shared.service === wedding.id);
      expect(caseStudies.length).toBeGreaterThan(0);
      for (const c of caseStudies)
        expect($(`main .related a[href="${site.table.href(caseStudyKey(c), locale)}"]`).length).toBe(1);
    }
  });
});

describe('guides, case studies and the privacy notice', () => {
  it('exist in both languages: three guides, at least three case studies and the privacy notice', () => {
    expect(site.content.guides.map((g) => g.id).sort()).toEqual([
      'budget-and-terms',
      'istanbul-venue-guide',
      'marriage-in-istanbul',
    ]);
    expect(site.content.caseStudies.length).toBeGreaterThanOrEqual(3);
    for (const key of [
      ...site.content.guides.map(guideKey),
      ...site.content.caseStudies.map(caseStudyKey),
      'page:privacy',
      'occasions',
      'guides',
      'caseStudies',
    ]) {
      for (const locale of LANGUAGES)
        expect(site.htmlFiles, `${key} ${locale}`).toContain(site.table.get(key, locale).output);
    }
  });

  it('the privacy notice names the data controller from site.yaml and is linked from the footer of every page', () => {
    const company = site.content.site.company!;
    for (const locale of LANGUAGES) {
      const privacy = site.table.get('page:privacy', locale);
      const $ = site.page(privacy.output);
      const controller = $('main .controller').text();
      expect(controller).toContain(company.legalName);
      expect(controller).toContain(company.mersis);
      expect($('main .prose').text()).toMatch(locale === 'en' ? /Article 11/ : /11\. madde/i);
      for (const route of site.table.routes
        .filter((r) => r.locale === locale && r.status === 200 && !r.alias)
        .slice(0, 40)) {
        expect(
          site.page(route.output)(
            `footer a[href="${privacy.url === '/' ? '/' : site.table.href('page:privacy', locale)}"]`,
          ).length,
          route.url,
        ).toBe(1);
      }
    }
    const business = jsonLd('index.html').find((d) => d['@type'] === 'LocalBusiness')!;
    expect(business).toMatchObject({ legalName: company.legalName, taxID: company.taxNumber });
  });

  it('a case study shows its facts, what was done and its measured results', () => {
    for (const c of site.content.caseStudies) {
      for (const locale of LANGUAGES) {
        const $ = site.page(site.table.get(caseStudyKey(c), locale).output);
        expect($('main .facts dd').length).toBe(4);
        expect($('main .results li').length).toBe(inLocale(c.locales, locale).results.length);
      }
    }
  });

  it('every new page is in the sitemap with its hreflang pair, and has a unique title and a description in whole words of at most 155 characters', () => {
    const $sitemap = cheerio.load(site.read('sitemap.xml'), { xml: true });
    // Each listed URL and the [hreflang, href] pairs of its alternates.
    const listed = new Map(
      $sitemap('url')
        .toArray()
        .map((url) => [
          $sitemap(url).children('loc').text(),
          $sitemap(url)
            .children('xhtml\\:link[rel=alternate]')
            .toArray()
            .map((link) => [link.attribs.hreflang, link.attribs.href]),
        ]),
    );
    const keys = [
      ...site.content.occasions.map(occasionKey),
      ...site.content.guides.map(guideKey),
      ...site.content.caseStudies.map(caseStudyKey),
      ...site.content.pages.map(standaloneKey),
    ];
    const titles = new Map<string, string>();
    for (const route of site.table.routes.filter((r) => r.sitemap)) {
      const title = site.page(route.output)('title').text();
      expect(titles.get(title), `${route.url} and ${titles.get(title)} share "${title}"`).toBeUndefined();
      titles.set(title, route.url);
    }
    for (const key of keys) {
      for (const locale of LANGUAGES) {
        const route = site.table.get(key, locale);
        expect(listed.get(route.canonical), route.url).toEqual(
          expect.arrayContaining(route.alternates.map((alternate) => [alternate.hreflang, alternate.href])),
        );
        const description = site.page(route.output)('meta[name=description]').attr('content')!;
        expect(description.length, route.url).toBeLessThanOrEqual(155);
        expect(description, route.url).not.toMatch(/…$/);
      }
    }
  });
});

describe('testimonials', () => {
  it('show each page its own language, and mark a translation of a real review as ours (an example has no translator)', () => {
    const en = site.page('index.html');
    const tr = site.page('tr.html');
    const first = site.content.testimonials[0]!;
    expect(en('.quote blockquote').first().text()).toBe(first.comment.en);
    expect(tr('.quote blockquote').first().text()).toBe(first.comment.tr);
    expect(en('.quote blockquote[lang]').length + tr('.quote blockquote[lang]').length).toBe(0);
    expect(en('.quote .translated').length).toBe(
      site.content.testimonials.filter((t) => !t.sample && t.original !== 'en').length,
    );
    expect(tr('.quote .translated').length).toBe(
      site.content.testimonials.filter((t) => !t.sample && t.original !== 'tr').length,
    );
  });
});

describe('references between entries', () => {
  it('an occasion naming a service that does not exist is an error at its line', async () => {
    const project = await copyProject({ only: ['content'] });
    const file = path.join(project.content, 'occasions', 'kina-gecesi.en.md');
    await writeFile(file, readFileSync(file, 'utf8').replace(/^service: .*$/m, 'service: henna-nights'));
    const error = await loadCached({ contentDir: project.content }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    const text = (error as ContentErrors).errors.map((e) => e.format()).join('\n');
    expect(text).toMatch(/occasions\/kina-gecesi\.en\.md:\d+ +service: there is no service "henna-nights"/);
    await project.remove();
  });
});

describe('links in article bodies', () => {
  it("are checked as the posts' are: a link to no page stops the build at its line", async () => {
    const project = await copyProject({ only: ['content'] });
    const file = path.join(project.content, 'guides', 'istanbul-venue-guide.tr.md');
    await writeFile(file, `${readFileSync(file, 'utf8')}\n[Eski sayfa](/tr/olmayan-sayfa)\n`);
    const error = await loadSite({ contentDir: project.content }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors.map((e) => e.format()).join('\n')).toMatch(
      /guides\/istanbul-venue-guide\.tr\.md:\d+.*link to \/tr\/olmayan-sayfa points to no page/,
    );
    await project.remove();
  });
});

describe('links to the files of static/', () => {
  it('are no broken links, in a post or an article', async () => {
    const project = await copyProject();
    await mkdir(project.file('static/files'), { recursive: true });
    await writeFile(project.file('static/files/price-list.pdf'), '%PDF-1.4 a price list');
    for (const rel of ['content/guides/budget-and-terms.en.md', 'content/blog/rsvp-guide.en.md']) {
      await writeFile(
        project.file(rel),
        `${readFileSync(project.file(rel), 'utf8')}\n[Our price list](/files/price-list.pdf)\n`,
      );
    }
    const { routes } = await loadSite({ contentDir: project.content, layout: project.layout });
    expect(routes.routes.length).toBeGreaterThan(100);
    await project.remove();
  });
});

describe('the copy a native speaker flagged', () => {
  const CALQUES = [/son faturaya kadar/i, /Anasayfa/, /’den başlayan(?! \p{L})/u, /\(kına gecesi\)|\(söz, nişan\)/];
  it('is gone from the content and from every page', async () => {
    const files = await fg(['**/*.{md,yaml}'], { cwd: CONTENT_DIR, absolute: true });
    const found = [
      ...files.map((f) => [f, readFileSync(f, 'utf8')] as const),
      ...site.htmlFiles.map((f) => [f, site.read(f)] as const),
    ].flatMap(([file, text]) => CALQUES.filter((c) => c.test(text)).map((c) => `${file}: ${c}`));
    expect(found).toEqual([]);
  });
});
