/**
 * zod schemas of the collections' files: services (`services/{id}.{language}.yaml`) and posts' front matter
 * (`blog/{id}.{language}.md`). The default language's file also holds the fields every language shares
 * ({@link sharedServiceSchema}, {@link sharedPostSchema}); the others only what is translated.
 */
import { z } from 'zod';
import { OFFERING_ICONS } from './offering-icons.ts';
import {
  description,
  imagePath,
  isoDateSchema,
  keywords,
  line,
  question,
  sentence,
  slugSchema,
  tag,
  text,
} from './fields.ts';

/** A group of what a service offers, under an icon of the site's set ({@link OFFERING_ICONS}). */
const offering = z.strictObject({ icon: z.enum(OFFERING_ICONS), title: line, items: z.array(sentence).min(1) });
/** The translated fields of a service, in every language's file (`services/{id}.{code}.yaml`). */
export const serviceTextSchema = z.strictObject({
  /** The URL slug in this language (default: the file's id). */
  slug: slugSchema.optional(),
  /**
   * Earlier slugs of the service in this language: each old URL answers with a permanent redirect to the page
   * (a renamed service keeps its links working).
   */
  aliases: z.array(slugSchema).max(20).default([]),
  keywords,
  name: line,
  /** The page title before ` | {brand}` when it should say more than the name (search words, city); default the name. */
  title: line.optional(),
  tagline: line,
  description,
  intro: text,
  imageAlt: sentence,
  cta: line,
  ctaNote: sentence.optional(),
  offerings: z.array(offering).min(1),
  /** How we work: the steps from the first call to the day after, each with when it happens (e.g. "6–12 months before"). */
  process: z
    .array(z.strictObject({ title: line, when: line, text }))
    .min(3)
    .max(8),
  /**
   * What drives the cost: a paragraph, the main cost drivers, and one label per indicative starting price of the
   * shared `prices.from` (same order and count).
   */
  pricing: z.strictObject({
    text,
    drivers: z.array(sentence).min(2).max(8),
    examples: z.array(sentence).min(1).max(6),
  }),
  /** Three or four questions specific to the service: an FAQ section of the page and its FAQPage JSON-LD. */
  faq: z.array(question).min(3).max(4),
});
export type ServiceText = z.infer<typeof serviceTextSchema>;
/** The fields a service's languages share, in the default language's file. */
export const sharedServiceSchema = z.strictObject({
  order: z.number().int().min(1),
  featured: z.boolean().default(false),
  image: imagePath,
  /**
   * Indicative starting prices: Turkish lira, KDV (VAT) excluded, valid on `asOf`. Figures the company confirms.
   * Whole hundreds under a million, so every language can write them with its fixed phrase ("…’den başlayan").
   */
  prices: z.strictObject({
    asOf: isoDateSchema,
    from: z
      .array(z.number().int().min(1).multipleOf(100, 'whole hundreds of lira').max(999_900, 'under a million lira'))
      .min(1)
      .max(6),
  }),
});

/** Front matter every language's file of a post has (`blog/{slug}.{code}.md`): what is translated. */
export const postTextSchema = z.strictObject({
  /** The URL slug in this language (default: the file's id). */
  slug: slugSchema.optional(),
  title: line,
  excerpt: sentence,
  imageAlt: sentence,
  keywords: keywords.optional(),
  /**
   * The meta description in this language (docs/decisions.md, "Descriptions"): 50–160 characters. When set it wins over
   * the one made from the body, everywhere a post's description is used (meta, Open Graph, Twitter, BlogPosting).
   */
  description: description.optional(),
});

/** Front matter a post's languages share, in the default language's file. */
export const sharedPostSchema = z.strictObject({
  date: isoDateSchema,
  image: imagePath,
  tags: z.array(tag).min(1).max(12),
  aliases: z.array(slugSchema).default([]),
  /** Not published by a normal build (docs/decisions.md, "Drafts"). */
  draft: z.boolean().default(false),
});
