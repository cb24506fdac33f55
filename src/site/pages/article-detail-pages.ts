/**
 * The guide, case study and standalone pages: each shows its markdown body with what its
 * front matter adds (a guide's check date and questions, a case study's facts and results, the privacy notice's
 * data controller).
 */
import { inLocale, type CaseStudy, type Guide, type StandalonePage } from '../../content/types.ts';
import { fill } from '../format.ts';
import { imagePreload } from '../image-preload.ts';
import { faqPageJsonLd } from '../structured-data.ts';
import { aliasesIn, caseStudyKey, guideKey, slugIn, standaloneKey } from './article-keys.ts';
import type { SitePageType, ViewContext } from './page-type.ts';
import { occasionCard, serviceCards } from './related-cards.ts';
import { enquiryCall, enquiryHref } from '../enquiry-form.ts';

/** schema.org `Article` of a guide or case study: headline, description, dates, language, publisher. */
function articleJsonLd(
  view: ViewContext,
  fields: { headline: string; description: string; modified?: string },
): object {
  const { site } = view.content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: fields.headline,
    description: fields.description,
    inLanguage: view.language.code,
    url: view.route.canonical,
    mainEntityOfPage: view.route.canonical,
    ...(fields.modified ? { dateModified: fields.modified } : {}),
    author: { '@type': 'Organization', name: site.brand, url: view.routes.get('home', view.language.code).canonical },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      logo: { '@type': 'ImageObject', url: view.absolute(view.image(site.images.logo).src) },
    },
  };
}

/** A guide: intro, the date its facts were checked, body, questions (FAQPage), related services. */
export const guide: SitePageType<'guide', Guide> = {
  kind: 'guide',
  items: (content) => content.guides.map((item) => ({ key: guideKey(item), item, lastModified: item.shared.updated })),
  segments: (language, item) => [language.paths.guides, slugIn(item.locales, language)],
  aliases: (language, item) => aliasesIn(item.locales, language, [language.paths.guides]),
  section: 'blog',
  sitemap: true,
  data(item, view) {
    const text = inLocale(item.locales, view.language.code);
    const copy = view.strings.articles;
    const jsonLd = [
      articleJsonLd(view, { headline: text.title, description: text.description, modified: item.shared.updated }),
    ];
    if (text.faq.length > 0) jsonLd.push(faqPageJsonLd(view.language.code, text.faq));
    return {
      head: view.head({ title: view.title(text.title), description: text.description, type: 'article', jsonLd }),
      data: {
        title: text.title,
        intro: text.intro,
        updated: { iso: item.shared.updated, text: fill(copy.updated, { date: view.formatDate(item.shared.updated) }) },
        html: view.body(text.html),
        faq: { heading: fill(copy.faqHeading, { name: text.title }), items: text.faq },
        services: { heading: copy.relatedService, items: serviceCards(view, item.shared.services) },
        enquiry: { href: enquiryHref(view), label: copy.enquiry.cta },
      },
    };
  },
};

/** A case study: its facts, the challenge, what was done, the outcome and its figures, the story, related pages. */
export const caseStudy: SitePageType<'caseStudy', CaseStudy> = {
  kind: 'caseStudy',
  items: (content) => content.caseStudies.map((item) => ({ key: caseStudyKey(item), item })),
  segments: (language, item) => [language.paths.caseStudies, slugIn(item.locales, language)],
  aliases: (language, item) => aliasesIn(item.locales, language, [language.paths.caseStudies]),
  section: 'services',
  sitemap: true,
  data(item, view) {
    const text = inLocale(item.locales, view.language.code);
    const copy = view.strings.articles.caseStudy;
    const occasion =
      item.shared.occasion === undefined
        ? undefined
        : view.content.occasions.find((o) => o.id === item.shared.occasion);
    // The loader refuses a case study whose service is not one of the site's.
    const service = view.content.services.find((s) => s.id === item.shared.service)!;
    const related = [...serviceCards(view, [service.id]), ...(occasion ? [occasionCard(view, occasion)] : [])];
    const guests = new Intl.NumberFormat(view.language.dateLocale).format(item.shared.guests);
    const image = item.image && view.image(item.image);
    return {
      head: view.head({
        title: view.title(text.title),
        description: text.description,
        type: 'article',
        image: view.socialImage(item.image),
        jsonLd: [articleJsonLd(view, { headline: text.title, description: text.description })],
        ...(image ? { preloadImage: imagePreload(image, 'banner') } : {}),
      }),
      data: {
        title: text.title,
        // The loader refuses an image without its alt text in every language.
        banner: image && {
          image,
          alt: text.imageAlt ?? '',
          ...(view.content.portfolio.some((p) => p.sample && p.image.path === item.image?.path)
            ? { sample: view.strings.portfolio.sampleLabel }
            : {}),
        },
        facts: [
          { label: copy.guests, value: guests },
          { label: copy.venue, value: text.venue },
          { label: copy.budget, value: text.budget },
          { label: copy.year, value: String(item.shared.year) },
        ],
        sections: [
          { heading: copy.challenge, text: text.challenge },
          { heading: copy.outcome, text: text.outcome },
        ],
        approach: { heading: copy.approach, items: text.approach },
        results: { heading: copy.results, items: text.results },
        html: view.body(text.html),
        ...(item.shared.sample ? { note: copy.sampleNote, sampleLabel: copy.sampleLabel } : { note: copy.note }),
        relatedHeading: view.strings.articles.relatedService,
        related,
        enquiry: enquiryCall(
          view,
          occasion
            ? { name: inLocale(occasion.locales, view.language.code).name, occasion: occasion.id }
            : { name: inLocale(service.locales, view.language.code).name, occasion: service.id },
        ),
      },
    };
  },
};

/** A standalone page at the language's root (the privacy notice, which shows the data controller above its body). */
export const standalonePage: SitePageType<'standalone', StandalonePage> = {
  kind: 'standalone',
  items: (content) => content.pages.map((item) => ({ key: standaloneKey(item), item })),
  segments: (language, item) => [slugIn(item.locales, language)],
  aliases: (language, item) => aliasesIn(item.locales, language, []),
  section: undefined,
  sitemap: true,
  data(item, view) {
    const text = inLocale(item.locales, view.language.code);
    return {
      head: view.head({ title: view.title(text.title), description: text.description }),
      data: {
        title: text.title,
        ...(item.shared.sample ? { sample: view.strings.articles.samplePage } : {}),
        controller: item.id === 'privacy' ? controllerOf(view) : undefined,
        html: view.body(text.html),
      },
    };
  },
};

/** The data controller block: the company's registered details from `site.yaml`, its address, e-mail and KEP address. */
function controllerOf(view: ViewContext): { heading: string; rows: { label: string; value: string }[] } {
  const { site } = view.content;
  const copy = view.strings.articles.controller;
  const { street, district, postalCode, city } = site.address;
  const company = site.company;
  return {
    heading: copy.heading,
    rows: [
      { label: copy.legalName, value: company?.legalName ?? site.brand },
      ...(company
        ? [
            { label: copy.mersis, value: company.mersis },
            { label: copy.taxOffice, value: `${company.taxOffice}, ${company.taxNumber}` },
          ]
        : []),
      { label: copy.address, value: `${street}, ${district}, ${postalCode} ${city}` },
      { label: copy.email, value: site.email },
      ...(company?.kep ? [{ label: copy.kep, value: company.kep }] : []),
    ],
  };
}
