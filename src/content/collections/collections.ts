/**
 * The content collections, each declared once: services (`services/{id}.{language}.yaml`) and blog posts
 * (`blog/{id}.{language}.md`).
 */
import type { z } from 'zod';
import { MissingTranslationError, ScheduledPostNotice } from '../../core/errors.ts';
import type { CollectionDeclaration, EntryText, EntryTools } from './collection.ts';
import { slugSources } from './duplicates.ts';
import { renderBody } from '../markdown/markdown-body.ts';
import type { ParsedFile } from '../source/parse-file.ts';
import { postTextSchema, serviceTextSchema, sharedPostSchema, sharedServiceSchema } from '../schemas.ts';
import { inLocale, postAliases, type Locale, type Post, type PostLocale, type Service } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

type SharedService = z.infer<typeof sharedServiceSchema>;
type ServiceText = z.infer<typeof serviceTextSchema>;
type SharedPost = z.infer<typeof sharedPostSchema>;
type PostText = z.infer<typeof postTextSchema>;

function mapTexts<Text, T>(
  texts: Readonly<Record<Locale, EntryText<Text>>>,
  map: (text: EntryText<Text>, locale: Locale) => T,
): Record<Locale, T> {
  return Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, map(text, locale)]));
}

/** The services, ordered by `order` (docs/decisions.md, "Services from content"). */
export const services: CollectionDeclaration<SharedService, ServiceText, Service> = {
  folder: 'services',
  format: 'yaml',
  shared: sharedServiceSchema,
  text: serviceTextSchema,
  toEntry({ id, shared, sharedFile, texts }, tools) {
    // Lists every language must have as many items of as the default language; pricing examples label the
    // shared prices one by one.
    const defaultText = inLocale(texts, tools.languages[0]!.code).data;
    const counts: {
      field: keyof ServiceText;
      count: (t: ServiceText) => number | undefined;
      expected: number | undefined;
      what: string;
    }[] = [
      {
        field: 'offerings',
        count: (t) => t.offerings.length,
        expected: defaultText.offerings.length,
        what: 'offering groups',
      },
      { field: 'process', count: (t) => t.process.length, expected: defaultText.process.length, what: 'process steps' },
      { field: 'faq', count: (t) => t.faq.length, expected: defaultText.faq.length, what: 'questions' },
      {
        field: 'pricing',
        count: (t) => t.pricing.examples.length,
        expected: shared.prices.from.length,
        what: 'price examples (one per shared prices.from)',
      },
    ];
    for (const [locale, text] of Object.entries(texts)) {
      for (const { field, count, expected, what } of counts) {
        const actual = count(text.data);
        if (actual === expected) continue;
        const path = field === 'pricing' ? ['pricing', 'examples'] : [field];
        tools.errors.push(
          new MissingTranslationError(
            catalogue.TranslationDiffers({
              locale,
              actual: String(actual),
              what,
              other: field === 'pricing' ? 'prices.from' : 'the default language',
              expected: String(expected),
            }),
            {
              file: text.parsed.file,
              line: text.parsed.source.locate(path).line,
              field: path.join('.'),
              expected: `the same ${what} in every language`,
            },
          ),
        );
        return undefined;
      }
    }
    return {
      id,
      order: shared.order,
      featured: shared.featured,
      image: tools.image(shared.image, { parsed: sharedFile, field: ['image'] }),
      prices: shared.prices,
      slug: mapTexts(texts, (text) => text.data.slug ?? id),
      locales: mapTexts(texts, (text) => ({ ...text.data, file: text.parsed.file })),
    };
  },
  slugs: (service, locale) => {
    const text = inLocale(service.locales, locale);
    return slugSources(service.id, text.file, inLocale(service.slug, locale), text.aliases);
  },
  compare: (a, b) => a.order - b.order,
};

/** Turns a post's markdown body into its HTML and plain-text description, with warnings for what was dropped. */
function postLocale(text: EntryText<PostText>, tools: EntryTools): PostLocale | undefined {
  const parsed: ParsedFile = text.parsed;
  const body = renderBody(parsed, tools, 'blog');
  if (!body) return undefined;
  // The same object while the file is unchanged: dev skips it by identity.
  return tools.cache.derive(parsed.absolute, 'post', () => ({
    file: parsed.file,
    title: text.data.title,
    excerpt: text.data.excerpt,
    imageAlt: text.data.imageAlt,
    keywords: text.data.keywords,
    html: body.html,
    description: text.data.description ?? body.description,
    wordCount: body.wordCount,
    links: body.links,
    images: body.images,
    fileDigest: parsed.digest,
  }));
}

/** The blog posts, newest first; the id breaks ties so the order never depends on the file system. */
export const posts: CollectionDeclaration<SharedPost, PostText, Post> = {
  folder: 'blog',
  format: 'markdown',
  shared: sharedPostSchema,
  text: postTextSchema,
  toEntry({ id, shared, sharedFile, texts }, tools) {
    const locales: Record<Locale, PostLocale> = {};
    for (const [locale, text] of Object.entries(texts)) {
      const value = postLocale(text, tools);
      if (value) locales[locale] = value;
    }
    if (Object.keys(locales).length !== Object.keys(texts).length) return undefined;
    if (!shared.draft && shared.date > tools.today) {
      tools.warnings.push(
        new ScheduledPostNotice(catalogue.ScheduledPost({ date: shared.date }), {
          file: sharedFile.file,
          line: sharedFile.source.locate(['date']).line,
          field: 'date',
        }),
      );
    }
    const image = tools.image(shared.image, { parsed: sharedFile, field: ['image'] });
    const draft = shared.draft || shared.date > tools.today;
    return {
      id,
      slug: mapTexts(texts, (text) => text.data.slug ?? id),
      date: shared.date,
      image,
      tags: shared.tags,
      aliases: shared.aliases,
      draft,
      locales,
    };
  },
  // Aliases are shared: the default language's file (the first) holds them. In a language whose page still has
  // the old slug (a renamed post's Turkish file without a slug keeps the id), that alias is the page itself.
  slugs: (post, locale) =>
    slugSources(
      post.id,
      inLocale(post.locales, locale).file,
      inLocale(post.slug, locale),
      postAliases(post, locale),
      Object.values(post.locales)[0]!.file,
    ),
  compare: (a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1),
};
