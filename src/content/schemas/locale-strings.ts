/**
 * `content/locales/{locale}.yaml`: every interface string and page copy of one language, checked by zod.
 */
import { z } from 'zod';
import { description, heading, keywords, pageHead, text } from './fields.ts';
import { languageSchema, NAV_PAGES, type NavPage } from './site.ts';

/** `content/locales/{locale}.yaml`: every interface string and page copy of one language. */
export const localeStringsSchema = z.strictObject({
  language: languageSchema,
  /** Labels of the navigation items. */
  nav: z.strictObject(Object.fromEntries(NAV_PAGES.map((p) => [p, text])) as Record<NavPage, typeof text>),
  ui: z.strictObject({
    skipToContent: text,
    mainNav: text,
    footerNav: text,
    closeMenu: text,
    menu: text,
    allServices: text,
    servicesSubmenu: text,
    languageName: text,
    languageChanged: text,
    chatLabel: text,
    chatMessage: text,
    backToTop: text,
    loadMore: text,
    previousPost: text,
    nextPost: text,
    tags: text,
    postNavigation: text,
    carouselPrevious: text,
    carouselNext: text,
    carouselLabel: text,
    rating: text,
    newTab: text,
    draft: text,
  }),
  footer: z.strictObject({
    about: text,
    quickLinks: text,
    contact: text,
    follow: text,
    language: text,
    addressLabel: text,
    phoneLabel: text,
    emailLabel: text,
    rights: text,
    social: z.strictObject({ whatsapp: text, instagram: text, linkedin: text, reviews: text }),
  }),
  home: z.strictObject({
    ...pageHead,
    hero: z.strictObject({ eyebrow: text, heading: text, text, primaryCta: text, secondaryCta: text, imageAlt: text }),
    why: z.strictObject({ heading: text, points: z.array(z.strictObject({ title: text, text })).length(3) }),
    about: heading,
    featured: heading,
    testimonials: z.strictObject({ heading: text, text }),
    blog: heading,
    closing: heading,
  }),
  about: z.strictObject({
    ...pageHead,
    heading: text,
    intro: text,
    story: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
    imageAlt: text,
    values: z.strictObject({ heading: text, items: z.array(z.strictObject({ title: text, text })).length(4) }),
    closing: heading,
    /** Key figures: a value as the language writes it (`2,200`, `2.200`), or `{years}`, the years since `site.yaml` `foundingYear` in the build year. */
    figures: z.strictObject({
      heading: text,
      items: z
        .array(
          z.strictObject({
            value: text.refine((v) => [...v.matchAll(/\{(\w*)\}/g)].every((m) => m[1] === 'years'), 'a figure such as 150 or 2,200, or {years} (the years since foundingYear)'),
            label: text,
          }),
        )
        .min(2)
        .max(4),
    }),
    /** The people clients meet: name (the same in every language), role and a short bio. */
    team: z.strictObject({ heading: text, intro: text, people: z.array(z.strictObject({ name: text, role: text, bio: text })).min(1).max(8) }),
  }),
  services: z.strictObject({ ...pageHead, heading: text, intro: text, cardCta: text }),
  service: z.strictObject({
    offeringsHeading: text,
    /** Heading of the steps (`process`). */
    processHeading: text,
    /** Heading of what drives the cost (`pricing`). */
    pricingHeading: text,
    /** Heading of the indicative prices. */
    pricesHeading: text,
    /** One indicative price: `{price}` is the amount in the language's currency format. */
    priceFrom: text,
    /** Under the prices: `{date}` is `prices.asOf` in the language's date format. */
    pricesNote: text,
    /** Heading of the service's questions: `{service}` is its name. */
    faqHeading: text,
    ctaHeading: text,
    ctaText: text,
    notFoundTitle: text,
    notFoundText: text,
    notFoundCta: text,
  }),
  blog: z.strictObject({ ...pageHead, heading: text, intro: text, notFoundTitle: text, notFoundText: text, notFoundCta: text, feedTitle: text }),
  tag: z.strictObject({ title: text, description: text, heading: text, intro: text, allPosts: text }),
  contact: z.strictObject({
    ...pageHead,
    heading: text,
    intro: text,
    visit: z.strictObject({ title: text, text, link: text }),
    call: z.strictObject({ title: text, text }),
    email: z.strictObject({ title: text, text }),
    map: z.strictObject({ heading: text, load: text, notice: text, iframeTitle: text }),
  }),
  faq: z.strictObject({ ...pageHead, heading: text, subtitle: text, more: heading }),
  notFound: z.strictObject({ title: text, description, heading: text, text, cta: text }),
  /** The opening hours (About, Contact): a heading, the word for a closed day, the note of days by appointment. */
  hours: z.strictObject({ heading: text, closed: text, byAppointment: text }),
});
export type LocaleStrings = z.infer<typeof localeStringsSchema>;
