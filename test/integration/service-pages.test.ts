/**
 * Service pages that win clients (issue: content that wins clients): 600–1,000 words of main content per page and
 * language, how we work, what drives the cost with dated indicative prices, and the service's own questions as
 * an FAQ section and FAQPage JSON-LD.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLocale } from '../../src/content/types.ts';
import { serviceKey } from '../../src/site/pages/index.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

const pages = () =>
  site.content.services.flatMap((service) =>
    site.content.languages.map((language) => ({
      service,
      locale: language.code,
      route: site.table.get(serviceKey(service), language.code),
    })),
  );

/** Words of the page's main content: runs of characters holding a letter or digit. */
function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

describe('every service page in every language', () => {
  it('has 600–1,000 words (the facts a native speaker added — TÜRSAB, TOBB, licensing — took two pages past 900) of main content', () => {
    // The page's own copy: the lists of related occasions and case studies name other pages.
    const counts = pages().map(({ route }) => {
      const $ = site.page(route.output);
      return [route.url, words($('main').text()) - words($('main .related').text())] as const;
    });
    expect(counts.filter(([, n]) => n < 600 || n > 1000)).toEqual([]);
  });

  it('shows how we work, what drives the cost with indicative prices and a dated note, and its questions', () => {
    for (const { service, locale, route } of pages()) {
      const $ = site.page(route.output);
      const text = inLocale(service.locales, locale);
      expect($('main ol.steps > li').length, route.url).toBe(text.process.length);
      expect($('main .prices dd').length, route.url).toBe(service.prices.from.length);
      expect($('main .prices .note').text(), route.url).toMatch(/2026/);
      expect($('main details[name=service-faq]').length, route.url).toBe(text.faq.length);
    }
  });

  it('writes prices as the language does: “from ₺45,000” and “₺45.000’den başlar”', () => {
    const service = site.content.services[0]!;
    const amount = service.prices.from[0]!;
    const en = site
      .page(site.table.get(serviceKey(service), 'en').output)('main .prices dd')
      .first()
      .text();
    const tr = site
      .page(site.table.get(serviceKey(service), 'tr').output)('main .prices dd')
      .first()
      .text();
    expect(en).toBe(`from ₺${amount.toLocaleString('en-GB')}`);
    expect(tr).toBe(`₺${amount.toLocaleString('tr-TR')}’den başlar`);
  });

  it('describes its questions in FAQPage JSON-LD, the same questions and answers as the page shows', () => {
    for (const { route } of pages()) {
      const $ = site.page(route.output);
      const data = $('script[type="application/ld+json"]')
        .toArray()
        .map(
          (el) =>
            JSON.parse($(el).text()) as {
              '@type': string;
              inLanguage: string;
              mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
            },
        )
        .find((d) => d['@type'] === 'FAQPage');
      expect(data, route.url).toBeDefined();
      expect(data!.inLanguage).toBe(route.locale);
      const shown = $('main details[name=service-faq]')
        .toArray()
        .map((el) => ({ name: $(el).find('summary').text(), text: $(el).find('p').text() }));
      expect(data!.mainEntity.map((q) => ({ name: q.name, text: q.acceptedAnswer.text }))).toEqual(shown);
      expect(data!.mainEntity.every((q) => q['@type'] === 'Question' && q.acceptedAnswer['@type'] === 'Answer')).toBe(
        true,
      );
    }
  });
});
