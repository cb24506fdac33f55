/**
 * The fixed pages, one per language each: home, about, services list, blog list, contact and FAQ.
 * Each declares its URL segments (from the language's section paths) and computes what its template renders.
 */
import { inLocale } from '../../content/types.ts';
import { mapEmbedUrl, mapsUrl, openStreetMapUrl } from '../site-links.ts';
import { fill } from '../format.ts';
import { imagePreload } from '../image-preload.ts';
import { openingHoursView } from '../opening-hours.ts';
import { faqPageJsonLd, localBusinessJsonLd, websiteJsonLd } from '../structured-data.ts';
import type { FaqItem, TestimonialView } from '../view-types.ts';
import type { ArticleCardView } from '../page-data.ts';
import { standaloneKey } from './article-keys.ts';
import { fixedPage, type ViewContext } from './page-type.ts';
import { siteEnquiryForm } from '../enquiry-form.ts';

/** The home page's explore cards: each list page or standalone page `navigation.yaml` names, with its description. */
function exploreCards(view: ViewContext): ArticleCardView[] {
  const { content, strings } = view;
  const more = strings.home.explore.cta;
  return content.navigation.explore.flatMap((name): ArticleCardView[] => {
    if (name === 'occasions' || name === 'guides' || name === 'caseStudies') {
      const copy = strings.articles[name];
      return [{ key: name, href: view.href(name), title: copy.heading, text: copy.description, more }];
    }
    if (name === 'portfolio') {
      const { heading, description } = strings.portfolio;
      return [{ key: name, href: view.href(name), title: heading, text: description, more }];
    }
    const page = content.pages.find((p) => p.id === name);
    if (!page) return [];
    const text = inLocale(page.locales, view.language.code);
    return [{ key: name, href: view.href(standaloneKey(page)), title: text.title, text: text.description, more }];
  });
}

/** A fixed page's head from its copy (title, description, keywords), with its structured data. */
function headOf(
  view: ViewContext,
  copy: { title: string; description: string; keywords: string[] },
  jsonLd: object[] = [],
) {
  return view.head({ title: view.title(copy.title), description: copy.description, keywords: copy.keywords, jsonLd });
}

/** Home: hero, why choose us, about blurb, featured services, testimonials, blog teasers. */
export const home = fixedPage('home', {
  segments: () => [],
  data(view) {
    const { strings, content } = view;
    const copy = strings.home;
    const heroImage = view.image(content.site.images.hero);
    return {
      head: view.head({
        title: `${content.site.brand} | ${copy.title}`,
        description: copy.description,
        keywords: copy.keywords,
        jsonLd: [localBusinessJsonLd(view)],
        preloadImage: imagePreload(heroImage, 'homeHero'),
      }),
      data: {
        copy,
        heroImage,
        aboutImage: { image: view.image(content.site.images.about), alt: strings.about.imageAlt },
        links: {
          contact: view.href('contact'),
          services: view.href('services'),
          about: view.href('about'),
          blog: view.href('blog'),
        },
        featured: content.services.filter((s) => s.featured).map(view.serviceCard),
        posts: content.posts.slice(0, 3).map(view.postCard),
        testimonials: content.testimonials.map((t): TestimonialView => ({
          name: t.name,
          event: inLocale(t.event, view.language.code),
          comment: inLocale(t.comment, view.language.code),
          // An example is nobody's words: no stars, no "translated from the client's words".
          ...(t.sample ? { sample: copy.testimonials.sampleLabel } : t.rating ? { rating: t.rating } : {}),
          ...(t.sample || t.original === view.language.code ? {} : { translated: copy.testimonials.translated }),
        })),
        explore: { heading: copy.explore.heading, text: copy.explore.text, items: exploreCards(view) },
        closing: view.cta(copy.closing),
      },
    };
  },
});

/**
 * About: story and image, key figures (the years since `foundingYear` counted in the build
 * year), the team, four core values, the studio's opening hours and address, and LocalBusiness data.
 */
export const about = fixedPage('about', {
  segments: (language) => [language.paths.about],
  data(view) {
    const copy = view.strings.about;
    const { site } = view.content;
    const years = String(view.year - site.foundingYear);
    return {
      head: headOf(view, copy, [localBusinessJsonLd(view)]),
      data: {
        copy,
        image: view.image(site.images.about),
        figures: {
          heading: copy.figures.heading,
          items: copy.figures.items.map((f) => ({ value: fill(f.value, { years }), label: f.label })),
        },
        team: { ...copy.team, ...(copy.team.sample ? { sampleNote: view.strings.articles.samplePage } : {}) },
        hours: openingHoursView(site.openingHours, view.language.dateLocale, view.strings.hours),
        closing: view.cta(copy.closing),
      },
    };
  },
});

/** Services list: a card per service, each leading to its page. Misses under it show 'Service not found'. */
export const services = fixedPage('services', {
  segments: (language) => [language.paths.services],
  data(view) {
    const copy = view.strings.services;
    return {
      head: headOf(view, copy),
      data: { heading: copy.heading, intro: copy.intro, cards: view.content.services.map(view.serviceCard) },
    };
  },
});

/** Blog list: every post in the markup (6 shown, then 3 more per Load More with JavaScript). */
export const blog = fixedPage('blog', {
  segments: (language) => [language.paths.blog],
  data(view) {
    const copy = view.strings.blog;
    return {
      head: headOf(view, copy),
      data: {
        heading: copy.heading,
        intro: copy.intro,
        loadMore: view.strings.ui.loadMore,
        posts: view.content.posts.map(view.postCard),
      },
    };
  },
});

/**
 * Contact: visit (address and opening hours), call and e-mail cards (address, phone and e-mail come with the frame),
 * the enquiry form where the site has one, the map loaded on request (docs/decisions.md, "Map on request"), and
 * LocalBusiness data.
 */
export const contact = fixedPage('contact', {
  segments: (language) => [language.paths.contact],
  data(view) {
    const copy = view.strings.contact;
    const { site } = view.content;
    return {
      head: headOf(view, copy, [localBusinessJsonLd(view)]),
      data: {
        copy,
        newTab: view.strings.ui.newTab,
        hours: openingHoursView(site.openingHours, view.language.dateLocale, view.strings.hours),
        map: {
          link: mapsUrl(site),
          page: openStreetMapUrl(site),
          embed: mapEmbedUrl(site),
          iframeTitle: fill(copy.map.iframeTitle, { brand: site.brand }),
        },
        // The privacy notice's page takes the FAQ's place here once it exists.
        enquiry: siteEnquiryForm(view),
      },
    };
  },
});

/** FAQ: six `<details>`, one open at a time to keep the list short, and WebSite, Organization and FAQPage data. */
export const faq = fixedPage('faq', {
  segments: (language) => [language.paths.faq],
  data(view) {
    const copy = view.strings.faq;
    const items: FaqItem[] = inLocale(view.content.faq, view.language.code);
    return {
      head: headOf(view, copy, [
        websiteJsonLd(view),
        localBusinessJsonLd(view),
        faqPageJsonLd(view.language.code, items),
      ]),
      data: { heading: copy.heading, subtitle: copy.subtitle, items, closing: view.cta(copy.more) },
    };
  },
});
