/**
 * The field schemas every content file is made of: texts, descriptions, slugs, image paths, dates, URLs,
 * times of day, URL segments, tags, language codes, questions.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { MAX_SLUG_LENGTH, NOT_RESERVED, RESERVED_SLUGS, SLUG_PATTERN } from '../collections/slug.ts';

/**
 * The longest text of each kind of field, in characters (UTF-16 code units, as the check counts them): a line
 * (a title, a name, a heading, a label, a button), a sentence (an excerpt, an alt text, a tagline, a list item), a
 * paragraph (every other text). Far above what the bundled content needs (its longest paragraph is 640), far below
 * what would make a page heavy: a title of a million characters would weigh megabytes on every page listing it.
 */
export const MAX_TEXT_LENGTH = { line: 150, sentence: 300, paragraph: 1500 } as const;

/** A text that is not empty after trimming, of at most `max` characters. */
export const textOf = (max: number, error = `at most ${max.toLocaleString('en-GB')} characters`) =>
  z.string().trim().min(1, 'a non-empty text').max(max, error);
/** A paragraph: any text field that is not a line or a sentence. */
export const text = textOf(MAX_TEXT_LENGTH.paragraph);
/** A line: a title, a name, a heading, a label, a button. */
export const line = textOf(MAX_TEXT_LENGTH.line);
/** A sentence: an excerpt, an alt text, a tagline, an item of a list. */
export const sentence = textOf(MAX_TEXT_LENGTH.sentence);
/** A meta description: search engines show about 155–160 characters. */
export const description = z
  .string()
  .trim()
  .min(50, 'a description of at least 50 characters')
  .max(160, 'at most 160 characters');
export const keywords = z.array(line).min(1).max(12);
/**
 * A URL slug: lowercase ASCII letters, digits and single hyphens, at most {@link MAX_SLUG_LENGTH} characters, and
 * none of the names hosts keep (`slug.ts`).
 */
export const slugSchema = z
  .string()
  .max(MAX_SLUG_LENGTH, { error: `a slug of at most ${MAX_SLUG_LENGTH} characters`, abort: true })
  .regex(SLUG_PATTERN, { error: 'a slug of lowercase letters a–z, digits and single hyphens', abort: true })
  .refine((slug) => !RESERVED_SLUGS.has(slug), NOT_RESERVED);
/** The longest image path: it is part of the published URL. */
const MAX_IMAGE_PATH_LENGTH = 200;
/**
 * An image path relative to `content/images/`: folders and a name of letters, digits, `-` and `_`, and an
 * image extension in either case, so a photo keeps the name a phone or camera gave it (`IMG_0412.JPG`). Spaces
 * and other characters are refused: the name is part of the published URL.
 */
export const imagePath = z
  .string()
  .max(MAX_IMAGE_PATH_LENGTH, { error: `an image path of at most ${MAX_IMAGE_PATH_LENGTH} characters`, abort: true })
  .regex(
    /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp|avif|heic|heif)$/i,
    'an image path under content/images/ of letters, digits, - and _ (no spaces), e.g. blog/rsvp-guide.svg or blog/IMG_0412.JPG',
  );
/**
 * A calendar date written yyyy-mm-dd (docs/decisions.md, "Dates"); it must exist. Each check stops the next ones, so a
 * wrong value gets one message: the first rule it breaks.
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
/** The longest URL a content file may give (a profile, a review page). */
const MAX_URL_LENGTH = 500;
// A value that is no URL at all stops here: the checks below parse it.
export const httpUrl = z
  .url({ protocol: /^https?$/, error: 'an absolute http(s) URL', abort: true })
  .max(MAX_URL_LENGTH, `a URL of at most ${MAX_URL_LENGTH} characters`);
/** The site's public address, the base of every absolute URL: http(s) without credentials, query or fragment. */
export const baseUrlSchema = httpUrl
  .refine((u) => {
    const url = new URL(u);
    return !url.username && !url.password && !u.includes('?') && !u.includes('#');
  }, 'an absolute http(s) URL without user name, password, query or fragment')
  // A path prefix (a GitHub Pages project site) is folder names of letters, digits, `-`, `_`, `.` and `~`.
  .refine(
    (u) => BASE_PATH.test(new URL(u).pathname),
    'a host, optionally with a path of plain folder names (https://owner.github.io/repo/)',
  );

/**
 * The path of a base URL: `/`, or folder names of unreserved characters (RFC 3986), e.g. `/repo/` or `/a/b`; none
 * starts with a dot (servers hide such folders, and the generated configurations do).
 */
export const BASE_PATH = /^(?:\/(?!\.)[A-Za-z0-9._~-]+)*\/?$/;

/** Days of the week, named as schema.org's `DayOfWeek` names them, Monday first. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A time of day, 24-hour `hh:mm`. */
export const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time as hh:mm, e.g. 09:30');
/** A URL segment: lowercase letters of any script, digits and single hyphens, none of the names hosts keep. */
export const segment = z
  .string()
  .max(MAX_SLUG_LENGTH, { error: `a URL segment of at most ${MAX_SLUG_LENGTH} characters`, abort: true })
  .regex(/^[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*$/u, {
    error: 'a URL segment of lowercase letters, digits and hyphens',
    abort: true,
  })
  .refine((name) => !RESERVED_SLUGS.has(name), NOT_RESERVED);
/** A question and its answer (the FAQ page, and the questions of a service page). */
export const question = z.strictObject({ question: sentence, answer: text });
/** Longest tag label: it becomes a URL segment and a file name. */
export const MAX_TAG_LENGTH = 40;
/** A tag label, which makes its URL: letters, digits, single spaces and hyphens, so every host serves the path. */
export const tag = z
  .string()
  .trim()
  .max(MAX_TAG_LENGTH, `a tag of at most ${MAX_TAG_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, {
    error: 'a tag of letters, digits, single spaces and hyphens, e.g. "Düğün" or "Renk ve Tema"',
    abort: true,
  })
  // Its slug is the label in lower case (in the tag language); any spelling that could lower to a kept name counts.
  .refine((label) => !RESERVED_SLUGS.has(label.toLowerCase()), NOT_RESERVED);

/** A language code of `site.yaml`'s `languages`. */
export const languageCode = z.string().regex(/^[a-z]{2,3}$/, 'a language code such as en');
export const heading = z.strictObject({ heading: line, text, cta: line });
export const pageHead = { title: line, description, keywords };

const PHONE_EXPECTED =
  'a phone number as people write it, e.g. "+90 212 555 01 47" or "0212 555 01 47" (a number without +country code is read as Turkish)';

/**
 * A telephone number, written as people write it (`+90 212 555 01 47`, `0212 555 01 47`, `+902125550147`; a number
 * without a country code is read as Turkish), and read as its E.164 form (`+902125550147`), which the `tel:` links,
 * the JSON-LD and the WhatsApp links use. It must be a number the country's plan allows (libphonenumber's
 * metadata), so a digit too many or too few is caught.
 */
export const phoneNumber = z.string().transform((value, ctx) => {
  // Letters would be read as a keypad's digits or an extension: refuse them rather than guess.
  const parsed = /^[\d\s+().\-/]+$/.test(value) ? parsePhoneNumberFromString(value, 'TR') : undefined;
  if (!parsed?.isValid()) {
    ctx.addIssue({
      code: 'custom',
      message: parsed
        ? `a phone number that exists in its country (check the number of digits): ${PHONE_EXPECTED}`
        : PHONE_EXPECTED,
    });
    return z.NEVER;
  }
  return parsed.number;
});
