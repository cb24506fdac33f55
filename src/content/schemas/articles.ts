/**
 * zod schemas of the article collections: occasions (`occasions/{id}.{language}.md`), guides (`guides/…`), case studies
 * (`case-studies/…`) and standalone pages such as the privacy notice (`pages/…`). Each is a markdown file whose front
 * matter holds the fields below; the default language's file also holds the shared ones. Titles and descriptions have
 * the lengths search engines show in full (60 and 155 characters).
 */
import { z } from 'zod';
import { imagePath, isoDateSchema, line, question, sentence, slugSchema, text, textOf } from './fields.ts';

/** A page title before ` | {brand}`: at most 60 characters, what a results page shows whole. */
const articleTitle = textOf(60, 'a title of at most 60 characters (what search results show in full)');
/** A meta description of 50–155 characters, what a results page shows whole. */
const articleDescription = z
  .string()
  .trim()
  .min(50, 'a description of at least 50 characters')
  .max(155, 'at most 155 characters');

/** The translated fields every article has. */
const articleText = {
  /** The URL slug in this language (default: the file's id). */
  slug: slugSchema.optional(),
  /** Earlier slugs in this language: each answers with a permanent redirect to the page. */
  aliases: z.array(slugSchema).max(20).default([]),
  title: articleTitle,
  description: articleDescription,
};

/** An occasion page's translated front matter: its label in lists and in the enquiry form, intro, image alt, FAQ. */
export const occasionTextSchema = z.strictObject({
  ...articleText,
  /** The short label of lists, links and the enquiry form's occasion menu, e.g. `Kına night`. */
  name: textOf(40),
  intro: text,
  imageAlt: sentence,
  faq: z.array(question).min(3).max(6),
});
/** An occasion's shared front matter: order, image, and the service and posts it links to. */
export const sharedOccasionSchema = z.strictObject({
  order: z.number().int().min(1),
  image: imagePath,
  /** The id of the service that plans it (a file name of `content/services/`). */
  service: slugSchema,
  /** Ids of related posts (file names of `content/blog/`). */
  posts: z.array(slugSchema).max(4).default([]),
});

/** A guide's translated front matter. */
export const guideTextSchema = z.strictObject({
  ...articleText,
  intro: text,
  faq: z.array(question).max(6).default([]),
});
/** A guide's shared front matter: order, the date it was last checked, related services. */
export const sharedGuideSchema = z.strictObject({
  order: z.number().int().min(1),
  /** When the facts were last checked, yyyy-mm-dd; shown on the page. */
  updated: isoDateSchema,
  services: z.array(slugSchema).max(4).default([]),
});

/** A case study's translated front matter: the facts, the challenge, what was done and the measured outcome. */
export const caseStudyTextSchema = z.strictObject({
  ...articleText,
  /** The kind of venue and the district, e.g. `Garden in a grove, Sarıyer`. */
  venue: line,
  /** The budget band, e.g. `₺1.5–2 million, VAT excluded`. */
  budget: line,
  challenge: text,
  approach: z.array(sentence).min(2).max(6),
  outcome: text,
  /** Measured results: a short figure (`98%`) and what it counts. */
  results: z
    .array(z.strictObject({ figure: textOf(16), label: sentence }))
    .min(1)
    .max(4),
  /** What the shared `image` shows, in this language: required when there is an image, refused when there is none. */
  imageAlt: sentence.optional(),
});
/** A case study's shared front matter. */
export const sharedCaseStudySchema = z.strictObject({
  order: z.number().int().min(1),
  /** The id of the service it shows (a file name of `content/services/`). */
  service: slugSchema,
  /** The id of the occasion it shows, if any (a file name of `content/occasions/`). */
  occasion: slugSchema.optional(),
  guests: z.number().int().min(1).max(100_000),
  year: z.number().int().min(2000).max(2100),
  /** A photo of the event, shown as the page's banner and on its card (optional; each language's file then gives `imageAlt`). */
  image: imagePath.optional(),
  /** An invented example, not a client's project: labelled as such on every page, listed by `check --launch`. */
  sample: z.boolean().default(false),
});

/** A standalone page's translated front matter (the privacy notice). */
export const pageTextSchema = z.strictObject({ ...articleText });
/** A standalone page's shared front matter. */
export const sharedPageSchema = z.strictObject({
  /** A page of invented examples (people, projects): labelled as such, listed by `check --launch`. */
  sample: z.boolean().default(false),
});

export type OccasionText = z.infer<typeof occasionTextSchema>;
export type SharedOccasion = z.infer<typeof sharedOccasionSchema>;
export type GuideText = z.infer<typeof guideTextSchema>;
export type SharedGuide = z.infer<typeof sharedGuideSchema>;
export type CaseStudyText = z.infer<typeof caseStudyTextSchema>;
export type SharedCaseStudy = z.infer<typeof sharedCaseStudySchema>;
export type PageText = z.infer<typeof pageTextSchema>;
export type SharedPage = z.infer<typeof sharedPageSchema>;
