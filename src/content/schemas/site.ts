/**
 * zod schemas of the site's documents: `site.yaml`, `navigation.yaml`, the `language` part of each strings file,
 * `tags.yaml`, the FAQ files and `testimonials.yaml`. Objects are strict: an unknown key is an error, so a misspelt
 * field never passes silently.
 */
import { z } from 'zod';
import { enquirySchema } from './enquiry.ts';
import {
  baseUrlSchema,
  httpUrl,
  imagePath,
  languageCode,
  line,
  MAX_TAG_LENGTH,
  phoneNumber,
  question,
  segment,
  tag,
  text,
  textOf,
  timeOfDay,
  WEEKDAYS,
} from './fields.ts';

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
      .refine(
        (entry) =>
          !timeOfDay.safeParse(entry.opens).success ||
          !timeOfDay.safeParse(entry.closes).success ||
          entry.opens < entry.closes,
        {
          error: 'opens before it closes, on the same day',
          path: ['closes'],
        },
      ),
  )
  .min(1)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) =>
      entry.days.forEach((day, j) => {
        if (seen.has(day))
          ctx.addIssue({
            code: 'custom',
            message: `each day in one entry only (${day} is in two)`,
            path: [i, 'days', j],
            input: day,
          });
        seen.add(day);
      }),
    );
  });

/** The time zone of a site whose `site.yaml` names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

/** True for a time zone `Intl` knows (`Europe/Istanbul`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The day it is in `timeZone` at `at`, as yyyy-mm-dd. @throws {RangeError} for a time zone `Intl` does not know. */
export function dateIn(timeZone: string, at = new Date()): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `content/site.yaml`: the site's identity (docs/decisions.md, "Site configuration"). */
/** The hosts a build can be made for (`build --host`, or `host` in site.yaml): each gets exactly the files it reads. */
export const HOSTS = ['nginx', 'caddy', 'netlify', 'cloudflare', 'github-pages', 's3'] as const;

export const siteSchema = z.strictObject({
  /** Language codes; `content/locales/{code}.yaml` describes each. The first is the default. */
  languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'a language code such as en, tr or de')).min(1),
  /** The language tag labels are written in, whatever the page's (Turkish); it makes their URLs. */
  tagLanguage: z.string().regex(/^[a-z]{2,3}$/, 'a language code such as tr'),
  brand: line,
  baseUrl: baseUrlSchema.transform((u) => u.replace(/\/+$/, '')),
  /**
   * The IANA time zone the company works in (default `Europe/Istanbul`): "today" of a build (a post dated later
   * waits) and the date `new post` writes, whatever zone the machine or CI runs in.
   */
  timeZone: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Istanbul').default(DEFAULT_TIME_ZONE),
  /** The host the site is built for when `build` is given no `--host` (see docs/deploy.md); default: any host. */
  host: z.enum(HOSTS).optional(),
  /** The office's number (E.164): `tel:` links, the JSON-LD `telephone`, and the number shown. */
  phone: phoneNumber,
  /** How the number is shown; default: the international form of `phone` (`+90 212 555 01 47`). */
  phoneDisplay: line.optional(),
  /** The WhatsApp number (E.164, a mobile) of the chat button and the WhatsApp link; default `phone`. */
  whatsapp: phoneNumber.optional(),
  // RFC 5321 allows at most 254 characters.
  email: z.email('an e-mail address').max(254, 'an e-mail address of at most 254 characters'),
  foundingYear: z.number().int().min(1900).max(2100),
  /**
   * The company's registered details (the privacy notice's data controller, the LocalBusiness JSON-LD): the legal
   * name on the trade registry, the 16-digit MERSİS number, the tax office and the 10-digit tax number (VKN).
   */
  company: z
    .strictObject({
      legalName: line,
      mersis: z.string().regex(/^\d{16}$/, 'a MERSİS number of 16 digits, in quotes'),
      taxOffice: line,
      taxNumber: z.string().regex(/^\d{10}$/, 'a tax number (VKN) of 10 digits, in quotes'),
      /** The registered electronic mail (KEP) address, where applications under the data protection law may be sent. */
      kep: z.email('a KEP address, e.g. kadife@hs01.kep.tr').optional(),
    })
    .optional(),
  address: z.strictObject({
    street: line,
    district: line,
    postalCode: line,
    city: line,
    country: z.string().length(2),
  }),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().int().min(1).max(19),
  }),
  /** The company's profiles (its WhatsApp link is made from `whatsapp`). */
  social: z.strictObject({ instagram: httpUrl, linkedin: httpUrl, reviews: httpUrl }),
  openingHours: openingHoursSchema,
  /** Where the enquiry form is sent; without an endpoint the site shows no form. */
  enquiry: enquirySchema,
  /** Images of the frame and the fixed pages, under `content/images/`. */
  images: z.strictObject({ logo: imagePath, hero: imagePath, about: imagePath, socialDefault: imagePath }),
});
export type Site = z.infer<typeof siteSchema>;

/** Pages a navigation item may point to. */
export const NAV_PAGES = ['home', 'about', 'services', 'blog', 'contact', 'faq'] as const;

/** `content/navigation.yaml` (URLs come from the route table, labels from `nav` of the strings). */
export const navigationSchema = z.strictObject({
  items: z.array(z.strictObject({ page: z.enum(NAV_PAGES), dropdown: z.boolean().default(false) })).min(1),
  /**
   * The pages the home page's "explore" cards lead to, in order: a list of `occasions`, `guides` or `caseStudies`,
   * or the id of a standalone page of `content/pages/` (`how-we-work`).
   */
  explore: z.array(line).default([]),
});
export type NavPage = (typeof NAV_PAGES)[number];

/** Sections whose URL segment each language names (`/about` but `/tr/hakkimizda`). */
const SECTIONS = [
  'about',
  'services',
  'blog',
  'contact',
  'faq',
  'tags',
  'occasions',
  'guides',
  'caseStudies',
  'portfolio',
  'thanks',
] as const;
export type Section = (typeof SECTIONS)[number];

/** `language` of `content/locales/{code}.yaml`: how the language writes its URLs, dates and social tags. */
export const languageSchema = z.strictObject({
  /** Short label of the language switch, e.g. `EN`. */
  label: line,
  /** BCP 47 tag of hreflang alternates. */
  hreflang: line,
  /** Open Graph locale, e.g. `en_GB`, `tr_TR`. */
  ogLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'an Open Graph locale such as en_GB'),
  /** BCP 47 locale of date formatting, e.g. `en-GB`. */
  dateLocale: line,
  /** First URL segment of every page of the language; empty for the language at the site root. */
  prefix: z.union([z.literal(''), segment]),
  /** Other first segments every page of the language also answers under (`/en`; docs/decisions.md, "Aliases"). */
  aliasPrefixes: z.array(segment).default([]),
  /** URL segment of each section. */
  paths: z.strictObject(Object.fromEntries(SECTIONS.map((s) => [s, segment])) as Record<Section, typeof segment>),
  /** Other segments a section also answers under (`/tr/faq`; docs/decisions.md, "Aliases"). */
  aliases: z.partialRecord(z.enum(SECTIONS), z.array(segment)).default({}),
});
export type LanguageSettings = z.infer<typeof languageSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

/**
 * `content/tags.yaml`: display labels of tags (docs/decisions.md, "Tags"). Each key is a tag as the posts write it, in
 * the tag language (`site.yaml` `tagLanguage`), which stays the source of its URL; its value gives the label shown on
 * the pages of other languages, e.g. `Düğün: { en: Wedding }`. A language without a label shows the tag as written.
 */
export const tagLabelsSchema = z.record(
  tag,
  z.record(languageCode, textOf(MAX_TAG_LENGTH, `a label of at most ${MAX_TAG_LENGTH} characters`)),
);
export type TagLabelsFile = z.infer<typeof tagLabelsSchema>;

/** `content/faq/{locale}.yaml`: six questions per language. */
export const faqSchema = z.strictObject({
  items: z.array(question).length(6, 'exactly six FAQ items'),
});
export type FaqItem = z.infer<typeof faqSchema>['items'][number];

/** `content/testimonials.yaml`: sample testimonials in every language, each marked with the language the client wrote in. */
export const testimonialsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        name: line,
        /** Stars out of five, shown for a real review only. */
        rating: z.literal(5).optional(),
        /** An invented example, not a client's words: labelled as such, never starred, listed by `check --launch`. */
        sample: z.boolean().default(false),
        /** The language the client wrote in; a page in another language marks the comment as our translation. */
        original: z.string().regex(/^[a-z]{2,3}$/, 'a language code such as tr'),
        /** A short label of the event in every language of the site, e.g. `{ en: "Wedding, Sarıyer", tr: "Düğün, Sarıyer" }`. */
        event: z.record(z.string(), line),
        /** The client's words in every language of the site. */
        comment: z.record(z.string(), text),
      }),
    )
    .min(1),
});
export type Testimonial = z.infer<typeof testimonialsSchema>['items'][number];
