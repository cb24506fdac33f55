/**
 * The related blocks at the foot of service, occasion, guide and case-study pages, read from the built bundled site:
 * each related service, occasion or case study is a card with its title as the link, its one-line description and
 * its image when it has one; a case study ends with the call to the enquiry form about its occasion.
 */
import type { CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLocale, type ImageSource, type Localized } from '../../src/content/types.ts';
import { caseStudyKey, guideKey, occasionKey, serviceKey } from '../../src/site/pages/index.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

const LANGUAGES = ['en', 'tr'] as const;

/** An entry a related card shows: its page key, its text in each language, its image if any. */
interface Related {
  key: string;
  title: (locale: string) => string;
  description: (locale: string) => string;
  image?: ImageSource | undefined;
}

const named = (e: { locales: Localized<{ name: string; description: string }>; image?: ImageSource }) => ({
  title: (l: string) => inLocale(e.locales, l).name,
  description: (l: string) => inLocale(e.locales, l).description,
  image: e.image,
});

/** The related block under `heading`: its cards, each checked against the entry it links to. */
function expectCards($: CheerioAPI, locale: string, heading: string, entries: Related[]): void {
  const block = $('main section.related').filter((_, s) => $(s).children('.wrap').children('h2').text() === heading);
  expect(block.length, heading).toBe(1);
  const cards = block.find('ul.cards > li.card');
  expect(cards.length, heading).toBe(entries.length);
  entries.forEach((entry, i) => {
    const card = cards.eq(i);
    const link = card.find('h3.card-title a.card-link');
    expect(link.attr('href')).toBe(site.table.href(entry.key, locale));
    expect(link.text()).toBe(entry.title(locale));
    expect(card.find('.card-body > p').last().text()).toBe(entry.description(locale));
    expect(card.find('img.card-img').length, entry.key).toBe(entry.image ? 1 : 0);
  });
}

describe.each(LANGUAGES)('related blocks in %s', (locale) => {
  it('show the occasions and case studies of a service page as cards', () => {
    const copy = site.content.strings[locale]!.articles;
    for (const service of site.content.services) {
      const $ = site.page(site.table.get(serviceKey(service), locale).output);
      const occasions = site.content.occasions.filter((o) => o.shared.service === service.id);
      const cases = site.content.caseStudies.filter((c) => c.shared.service === service.id);
      if (occasions.length > 0)
        expectCards(
          $,
          locale,
          copy.links.occasions,
          occasions.map((o) => ({ key: occasionKey(o), ...named(o) })),
        );
      if (cases.length > 0)
        expectCards(
          $,
          locale,
          copy.relatedCaseStudies,
          cases.map((c) => ({ key: caseStudyKey(c), ...titled(c) })),
        );
    }
  });

  it("show an occasion page's case studies, a guide's services and a case study's service and occasion as cards", () => {
    const copy = site.content.strings[locale]!.articles;
    const service = (id: string) => site.content.services.find((s) => s.id === id)!;
    for (const occasion of site.content.occasions) {
      const cases = site.content.caseStudies.filter((c) => c.shared.occasion === occasion.id);
      if (cases.length === 0) continue;
      const $ = site.page(site.table.get(occasionKey(occasion), locale).output);
      expectCards(
        $,
        locale,
        copy.relatedCaseStudies,
        cases.map((c) => ({ key: caseStudyKey(c), ...titled(c) })),
      );
    }
    for (const guide of site.content.guides) {
      const $ = site.page(site.table.get(guideKey(guide), locale).output);
      const services = guide.shared.services.map(service);
      expectCards(
        $,
        locale,
        copy.relatedService,
        services.map((s) => ({ key: serviceKey(s), ...named(s) })),
      );
    }
    for (const c of site.content.caseStudies) {
      const $ = site.page(site.table.get(caseStudyKey(c), locale).output);
      const occasion = site.content.occasions.find((o) => o.id === c.shared.occasion);
      expectCards($, locale, copy.relatedService, [
        { key: serviceKey(service(c.shared.service)), ...named(service(c.shared.service)) },
        ...(occasion ? [{ key: occasionKey(occasion), ...named(occasion) }] : []),
      ]);
    }
  });

  it('label an invented example case study on its card', () => {
    const label = site.content.strings[locale]!.articles.caseStudy.sampleLabel;
    const sample = site.content.caseStudies.find((c) => c.shared.sample && c.shared.occasion)!;
    const occasion = site.content.occasions.find((o) => o.id === sample.shared.occasion)!;
    const $ = site.page(site.table.get(occasionKey(occasion), locale).output);
    const link = $(`main section.related a.card-link[href="${site.table.href(caseStudyKey(sample), locale)}"]`);
    expect(link.closest('li.card').find('.sample-label').text()).toBe(label);
  });

  it('end a case study with the call to the enquiry form, naming its occasion in the link', () => {
    const copy = site.content.strings[locale]!.articles.enquiry;
    for (const c of site.content.caseStudies) {
      const $ = site.page(site.table.get(caseStudyKey(c), locale).output);
      const last = $('main > section').last();
      expect(last.hasClass('cta-band'), c.id).toBe(true);
      const about = c.shared.occasion ?? c.shared.service;
      expect(last.find('a.btn').attr('href')).toBe(`${site.table.href('contact', locale)}?occasion=${about}#enquiry`);
      expect(last.find('a.btn').text()).toBe(copy.cta);
    }
  });
});

function titled(c: {
  locales: Localized<{ title: string; description: string }>;
  image?: ImageSource;
}): Omit<Related, 'key'> {
  return {
    title: (l) => inLocale(c.locales, l).title,
    description: (l) => inLocale(c.locales, l).description,
    image: c.image,
  };
}
