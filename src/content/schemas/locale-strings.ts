/**
 * `content/locales/{locale}.yaml`: every interface string and page copy of one language, checked by zod. Each text
 * is a line (a label, a heading, a title, a button), a sentence or a paragraph, with the longest of its kind
 * (`MAX_TEXT_LENGTH` of `fields.ts`).
 */
import { z } from 'zod';
import { description, heading, line, pageHead, sentence, text } from './fields.ts';
import { articleStringsSchema } from './article-strings.ts';
import { portfolioStringsSchema } from './portfolio.ts';
import { enquiryStringsSchema, thanksStringsSchema } from './enquiry-strings.ts';
import { languageSchema, NAV_PAGES, type NavPage } from './site.ts';

/** `content/locales/{locale}.yaml`: every interface string and page copy of one language. */
export const localeStringsSchema = z.strictObject({
  language: languageSchema,
  /** Labels of the navigation items. */
  nav: z.strictObject(Object.fromEntries(NAV_PAGES.map((p) => [p, line])) as Record<NavPage, typeof line>),
  ui: z.strictObject({
    skipToContent: line,
    mainNav: line,
    footerNav: line,
    closeMenu: line,
    menu: line,
    allServices: line,
    servicesSubmenu: line,
    languageName: line,
    languageChanged: line,
    chatLabel: line,
    chatMessage: sentence,
    backToTop: line,
    loadMore: line,
    previousPost: line,
    nextPost: line,
    tags: line,
    postNavigation: line,
    carouselPrevious: line,
    carouselNext: line,
    carouselLabel: line,
    rating: line,
    newTab: line,
    draft: line,
  }),
  footer: z.strictObject({
    about: text,
    quickLinks: line,
    contact: line,
    follow: line,
    language: line,
    addressLabel: line,
    phoneLabel: line,
    emailLabel: line,
    rights: line,
    social: z.strictObject({ whatsapp: line, instagram: line, linkedin: line, reviews: line }),
  }),
  home: z.strictObject({
    ...pageHead,
    hero: z.strictObject({
      eyebrow: line,
      heading: line,
      text,
      primaryCta: line,
      secondaryCta: line,
      imageAlt: sentence,
    }),
    why: z.strictObject({ heading: line, points: z.array(z.strictObject({ title: line, text })).length(3) }),
    about: heading,
    featured: heading,
    testimonials: z.strictObject({
      heading: line,
      text,
      /** The intro instead of `text` while any testimonial is an invented example (`sample: true`). */
      sampleText: text,
      /** The label of an invented example, shown where a real review shows its stars. */
      sampleLabel: line,
      /** The note under a comment shown in another language than the client's. */
      translated: line,
    }),
    blog: heading,
    /** Above the cards to the pages `navigation.yaml` names under `explore`. */
    explore: heading,
    closing: heading,
  }),
  about: z.strictObject({
    ...pageHead,
    heading: line,
    intro: text,
    story: z.strictObject({ heading: line, paragraphs: z.array(text).min(1) }),
    imageAlt: sentence,
    values: z.strictObject({ heading: line, items: z.array(z.strictObject({ title: line, text })).length(4) }),
    closing: heading,
    /** Key figures: a value as the language writes it (`2,200`, `2.200`), or `{years}`, the years since `site.yaml` `foundingYear` in the build year. */
    figures: z.strictObject({
      heading: line,
      items: z
        .array(
          z.strictObject({
            value: line.refine(
              (v) => [...v.matchAll(/\{(\w*)\}/g)].every((m) => m[1] === 'years'),
              'a figure such as 150 or 2,200, or {years} (the years since foundingYear)',
            ),
            label: line,
          }),
        )
        .min(2)
        .max(4),
    }),
    /** The people clients meet: name (the same in every language), role and a short bio. */
    team: z.strictObject({
      heading: line,
      intro: text,
      /** Invented people: the section says so (the strings of `articles.samplePage`), and `check --launch` lists it. */
      sample: z.boolean().default(false),
      people: z
        .array(z.strictObject({ name: line, role: line, bio: text }))
        .min(1)
        .max(8),
    }),
  }),
  services: z.strictObject({ ...pageHead, heading: line, intro: text, cardCta: line }),
  service: z.strictObject({
    offeringsHeading: line,
    /** Heading of the steps (`process`). */
    processHeading: line,
    /** Heading of what drives the cost (`pricing`). */
    pricingHeading: line,
    /** Heading of the indicative prices. */
    pricesHeading: line,
    /** One indicative price: `{price}` is the amount in the language's currency format. */
    priceFrom: line,
    /** Under the prices: `{date}` is `prices.asOf` in the language's date format. */
    pricesNote: sentence,
    /** Heading of the service's questions: `{service}` is its name. */
    faqHeading: line,
    ctaHeading: line,
    ctaText: sentence,
    notFoundTitle: line,
    notFoundText: sentence,
    notFoundCta: line,
  }),
  blog: z.strictObject({
    ...pageHead,
    heading: line,
    intro: text,
    notFoundTitle: line,
    notFoundText: sentence,
    notFoundCta: line,
    feedTitle: line,
  }),
  tag: z.strictObject({ title: line, description: sentence, heading: line, intro: sentence, allPosts: line }),
  contact: z.strictObject({
    ...pageHead,
    heading: line,
    intro: text,
    visit: z.strictObject({ title: line, text, link: line }),
    call: z.strictObject({ title: line, text }),
    email: z.strictObject({ title: line, text }),
    map: z.strictObject({ heading: line, load: line, notice: sentence, iframeTitle: line }),
  }),
  faq: z.strictObject({ ...pageHead, heading: line, subtitle: line, more: heading }),
  notFound: z.strictObject({ title: line, description, heading: line, text, cta: line }),
  /** The opening hours (About, Contact): a heading, the word for a closed day, the note of days by appointment. */
  hours: z.strictObject({ heading: line, closed: line, byAppointment: line }),
  /** The enquiry form and its thank-you page. */
  enquiry: enquiryStringsSchema,
  thanks: thanksStringsSchema,
  /** The occasion, guide and case study pages and the privacy notice. */
  articles: articleStringsSchema,
  /** The portfolio page. */
  portfolio: portfolioStringsSchema,
});
export type LocaleStrings = z.infer<typeof localeStringsSchema>;
