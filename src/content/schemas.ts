/**
 * zod schemas of every content file under `content/`. Objects are strict: an unknown key is an error, so a
 * misspelt field never passes silently. Sources: spec §3 (entities), decisions 1, 3, 5, 9, 10, 12.
 *
 * One bilingual convention for every collection: `{folder}/{id}.{language}.{ext}`, one file per language; the
 * default language's file also holds the fields every language shares ({@link sharedPostSchema},
 * {@link sharedServiceSchema}), the others only what is translated.
 */
import { z } from 'zod';

const text = z.string().trim().min(1, 'a non-empty text');
/** A meta description: search engines show about 155–160 characters. */
const description = z.string().trim().min(50, 'a description of at least 50 characters').max(160, 'at most 160 characters');
const keywords = z.array(text).min(1).max(12);
/** A URL slug: lowercase ASCII letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug of lowercase letters a–z, digits and single hyphens');
/**
 * An image path relative to `content/images/`: folders and a name of letters, digits, `-` and `_`, and an
 * image extension in either case, so a photo keeps the name a phone or camera gave it (`IMG_0412.JPG`). Spaces
 * and other characters are refused: the name is part of the published URL.
 */
const imagePath = z
  .string()
  .regex(
    /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp|avif|heic|heif)$/i,
    'an image path under content/images/ of letters, digits, - and _ (no spaces), e.g. blog/rsvp-guide.svg or blog/IMG_0412.JPG',
  );
/**
 * A calendar date written yyyy-mm-dd (decision 12); it must exist. Each check stops the next ones, so a wrong
 * value gets one message: the first rule it breaks.
 */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date as yyyy-mm-dd', abort: true })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: 'a real calendar date as yyyy-mm-dd', abort: true },
  )
  .refine((s) => s >= '2000-01-01' && s <= '2099-12-31', 'a date between 2000 and 2099');
// A value that is no URL at all stops here: the checks below parse it.
const httpUrl = z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL', abort: true });
/** The site's public address: an absolute http(s) URL without credentials, query or fragment (decision 1). */
const baseUrlSchema = httpUrl
  .refine((u) => {
    const url = new URL(u);
    return !url.username && !url.password && !u.includes('?') && !u.includes('#');
  }, 'an absolute http(s) URL without user name, password, query or fragment')
  // Pages link to each other from the root (`/about`): the site is the whole host, not a folder of it.
  .refine((u) => new URL(u).pathname === '/', 'the root of a host, without a path (the site is served at /)');

/** Days of the week, named as schema.org's `DayOfWeek` names them, Monday first. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A time of day, 24-hour `hh:mm`. */
const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time as hh:mm, e.g. 09:30');
/**
 * The studio's opening hours: each entry some days and one span of time. A day no entry names is closed.
 * The About and Contact pages show them, and the LocalBusiness JSON-LD lists them.
 */
const openingHoursSchema = z
  .array(
    z
      .strictObject({
        days: z.array(z.enum(WEEKDAYS, { error: `a day of the week: ${WEEKDAYS.join(', ')}` })).min(1),
        opens: timeOfDay,
        closes: timeOfDay,
        /** Open to visitors with an appointment only. */
        byAppointment: z.boolean().default(false),
      })
      // Only between two well-formed times (a malformed one is reported by itself).
      .refine((entry) => !timeOfDay.safeParse(entry.opens).success || !timeOfDay.safeParse(entry.closes).success || entry.opens < entry.closes, {
        error: 'opens before it closes, on the same day',
        path: ['closes'],
      }),
  )
  .min(1)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) =>
      entry.days.forEach((day, j) => {
        if (seen.has(day)) ctx.addIssue({ code: 'custom', message: `each day in one entry only (${day} is in two)`, path: [i, 'days', j], input: day });
        seen.add(day);
      }),
    );
  });

/** `content/site.yaml`: the site's identity (decision 1). */
export const siteSchema = z.strictObject({
  /** Language codes; `content/locales/{code}.yaml` describes each. The first is the default. */
  languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'a language code such as en, tr or de')).min(1),
  /** The language tag labels are written in (spec §3: Turkish labels on every page). */
  tagLanguage: z.string().regex(/^[a-z]{2,3}$/, 'a language code such as tr'),
  brand: text,
  baseUrl: baseUrlSchema.transform((u) => u.replace(/\/+$/, '')),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'a phone number in E.164 form, e.g. +902125550147'),
  phoneDisplay: text,
  email: z.email('an e-mail address'),
  foundingYear: z.number().int().min(1900).max(2100),
  address: z.strictObject({ street: text, district: text, postalCode: text, city: text, country: z.string().length(2) }),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().int().min(1).max(19),
  }),
  social: z.strictObject({ whatsapp: httpUrl, instagram: httpUrl, linkedin: httpUrl, reviews: httpUrl }),
  openingHours: openingHoursSchema,
  /** Images of the frame and the fixed pages, under `content/images/`. */
  images: z.strictObject({ logo: imagePath, hero: imagePath, about: imagePath, socialDefault: imagePath }),
});
export type Site = z.infer<typeof siteSchema>;

/** Pages a navigation item may point to. */
export const NAV_PAGES = ['home', 'about', 'services', 'blog', 'contact', 'faq'] as const;

/** `content/navigation.yaml` (spec §3 nav item; URLs come from the route table, labels from `nav` of the strings). */
export const navigationSchema = z.strictObject({
  items: z.array(z.strictObject({ page: z.enum(NAV_PAGES), dropdown: z.boolean().default(false) })).min(1),
});
export type NavPage = (typeof NAV_PAGES)[number];

/** Sections whose URL segment each language names (spec §2 route table). */
export const SECTIONS = ['about', 'services', 'blog', 'contact', 'faq', 'tags'] as const;
export type Section = (typeof SECTIONS)[number];

/** A URL segment: lowercase letters of any script, digits and single hyphens. */
const segment = z.string().regex(/^[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*$/u, 'a URL segment of lowercase letters, digits and hyphens');

/** `language` of `content/locales/{code}.yaml`: how the language writes its URLs, dates and social tags. */
export const languageSchema = z.strictObject({
  /** Short label of the language switch, e.g. `EN`. */
  label: text,
  /** BCP 47 tag of hreflang alternates. */
  hreflang: text,
  /** Open Graph locale, e.g. `en_GB`, `tr_TR`. */
  ogLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'an Open Graph locale such as en_GB'),
  /** BCP 47 locale of date formatting (decision 12), e.g. `en-GB`. */
  dateLocale: text,
  /** First URL segment of every page of the language; empty for the language at the site root. */
  prefix: z.union([z.literal(''), segment]),
  /** Other first segments every page of the language also answers under (decision 2: `/en`). */
  aliasPrefixes: z.array(segment).default([]),
  /** URL segment of each section. */
  paths: z.strictObject(Object.fromEntries(SECTIONS.map((s) => [s, segment])) as Record<Section, typeof segment>),
  /** Other segments a section also answers under (decision 2: `/tr/faq`). */
  aliases: z.partialRecord(z.enum(SECTIONS), z.array(segment)).default({}),
});
export type LanguageSettings = z.infer<typeof languageSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

const offering = z.strictObject({ emoji: text, title: text, items: z.array(text).min(1) });
/** A question and its answer (the FAQ page, and the questions of a service page). */
const question = z.strictObject({ question: text, answer: text });
/** The translated fields of a service, in every language's file (`services/{id}.{code}.yaml`). */
export const serviceTextSchema = z.strictObject({
  /** The URL slug in this language (default: the file's id). */
  slug: slugSchema.optional(),
  keywords,
  name: text,
  /** The page title before ` | {brand}` when it should say more than the name (search words, city); default the name. */
  title: text.optional(),
  tagline: text,
  description,
  intro: text,
  imageAlt: text,
  cta: text,
  ctaNote: text.optional(),
  offerings: z.array(offering).min(1),
  /** How we work: the steps from the first call to the day after, each with when it happens (e.g. "6–12 months before"). */
  process: z.array(z.strictObject({ title: text, when: text, text })).min(3).max(8),
  /**
   * What drives the cost: a paragraph, the main cost drivers, and one label per indicative starting price of the
   * shared `prices.from` (same order and count).
   */
  pricing: z.strictObject({ text, drivers: z.array(text).min(2).max(8), examples: z.array(text).min(1).max(6) }),
  /** Three or four questions specific to the service: an FAQ section of the page and its FAQPage JSON-LD. */
  faq: z.array(question).min(3).max(4),
});
export type ServiceText = z.infer<typeof serviceTextSchema>;
/** The fields a service's languages share, in the default language's file (spec §3, decisions 6 and 9). */
export const sharedServiceSchema = z.strictObject({
  order: z.number().int().positive(),
  featured: z.boolean().default(false),
  image: imagePath,
  /**
   * Indicative starting prices: Turkish lira, KDV (VAT) excluded, valid on `asOf`. Figures the company confirms.
   * Whole hundreds under a million, so every language can write them with its fixed phrase ("…’den başlayan").
   */
  prices: z.strictObject({
    asOf: isoDateSchema,
    from: z.array(z.number().int().positive().multipleOf(100, 'whole hundreds of lira').max(999_900, 'under a million lira')).min(1).max(6),
  }),
});

/** Front matter every language's file of a post has (`blog/{slug}.{code}.md`): what is translated. */
export const postTextSchema = z.strictObject({
  /** The URL slug in this language (default: the file's id). */
  slug: slugSchema.optional(),
  title: text,
  excerpt: text,
  imageAlt: text,
  keywords: keywords.optional(),
  /**
   * The meta description in this language (decision 21): 50–160 characters. When set it wins over the one
   * made from the body, everywhere a post's description is used (meta, Open Graph, Twitter, BlogPosting).
   */
  description: description.optional(),
});
/** Longest tag label: it becomes a URL segment and a file name. */
export const MAX_TAG_LENGTH = 40;
/** A tag label (decision 5): letters, digits, single spaces and hyphens, so its slug is a path every host serves. */
const tag = z
  .string()
  .trim()
  .max(MAX_TAG_LENGTH, `a tag of at most ${MAX_TAG_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, 'a tag of letters, digits, single spaces and hyphens, e.g. "Düğün" or "Renk ve Tema"');

/** Front matter a post's languages share, in the default language's file (decisions 3, 5, 12). */
export const sharedPostSchema = z.strictObject({
  date: isoDateSchema,
  image: imagePath,
  tags: z.array(tag).min(1).max(12),
  aliases: z.array(slugSchema).default([]),
  /** Not published by a normal build (decision 23). */
  draft: z.boolean().default(false),
});

/** A language code of `site.yaml`'s `languages`. */
const languageCode = z.string().regex(/^[a-z]{2,3}$/, 'a language code such as en');

/**
 * `content/tags.yaml`: display labels of tags (decision 22). Each key is a tag as the posts write it, in the
 * tag language (`site.yaml` `tagLanguage`), which stays the source of its URL (decision 5); its value gives the
 * label shown on the pages of other languages, e.g. `Düğün: { en: Wedding }`. A language without a label
 * shows the tag as written.
 */
export const tagLabelsSchema = z.record(tag, z.record(languageCode, text.max(MAX_TAG_LENGTH, `a label of at most ${MAX_TAG_LENGTH} characters`)));
export type TagLabelsFile = z.infer<typeof tagLabelsSchema>;

/** `content/faq/{locale}.yaml`: six questions per language (spec §3). */
export const faqSchema = z.strictObject({
  items: z.array(question).length(6, 'exactly six FAQ items'),
});
export type FaqItem = z.infer<typeof faqSchema>['items'][number];

/** `content/testimonials.yaml`: ten sample testimonials in Turkish (decision 10). */
export const testimonialsSchema = z.strictObject({
  /** The language the comments are written in. */
  language: z.string().regex(/^[a-z]{2,3}$/, 'a language code such as tr'),
  items: z
    .array(z.strictObject({ name: text, event: text, rating: z.literal(5), comment: text }))
    .min(1),
});
export type Testimonial = z.infer<typeof testimonialsSchema>['items'][number];

const heading = z.strictObject({ heading: text, text, cta: text });
const pageHead = { title: text, description, keywords };

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
