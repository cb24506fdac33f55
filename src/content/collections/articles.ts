/**
 * The article collections, each declared once (docs/decisions.md, "Articles"): occasions
 * (`occasions/{id}.{language}.md`), guides (`guides/…`), case studies (`case-studies/…`) and standalone pages
 * (`pages/…`, the privacy notice). An article is front matter plus a markdown body, rendered as the posts' bodies are
 * (`markdown-body.ts`).
 */
import type { z } from 'zod';
import { InvalidContentError } from '../../core/errors.ts';
import { inLocale, type Article, type ArticleLocale, type Locale } from '../types.ts';
import type { CollectionDeclaration } from './collection.ts';
import { slugSources } from './duplicates.ts';
import { renderBody } from '../markdown/markdown-body.ts';
import {
  caseStudyTextSchema,
  guideTextSchema,
  occasionTextSchema,
  pageTextSchema,
  sharedCaseStudySchema,
  sharedGuideSchema,
  sharedOccasionSchema,
  sharedPageSchema,
} from '../schemas/articles.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** What every article's translated front matter has. */
interface ArticleText {
  slug?: string | undefined;
  aliases: string[];
}

/**
 * The declaration of an article collection in `folder`: the default language's file holds `shared`'s fields too;
 * an `image` field of the shared front matter is looked up under `content/images/`. Sorted by `order`, else by id.
 */
function articleCollection<
  S extends z.ZodObject<z.ZodRawShape, z.core.$strict>,
  T extends z.ZodObject<z.ZodRawShape, z.core.$strict>,
>(folder: string, shared: S, text: T): CollectionDeclaration<z.infer<S>, z.infer<T>, Article<z.infer<S>, z.infer<T>>> {
  type Text = z.infer<T> & ArticleText;
  return {
    folder,
    format: 'markdown',
    shared,
    text,
    toEntry({ id, shared: fields, sharedFile, texts }, tools) {
      const locales: Record<Locale, ArticleLocale<z.infer<T>>> = {};
      for (const [locale, { data, parsed }] of Object.entries(texts)) {
        const body = renderBody(parsed, tools, folder);
        if (body) locales[locale] = { ...body, ...data, file: parsed.file, slug: (data as Text).slug ?? id };
      }
      if (Object.keys(locales).length !== Object.keys(texts).length) return undefined;
      const ref = (fields as { image?: unknown }).image;
      const image = typeof ref === 'string' ? tools.image(ref, { parsed: sharedFile, field: ['image'] }) : undefined;
      // Where the image is optional, so is its alt text: one without the other is a mistake in a language's file.
      if ('imageAlt' in text.shape) {
        for (const { data, parsed } of Object.values(texts)) {
          const alt = (data as { imageAlt?: unknown }).imageAlt;
          if ((alt === undefined) === (image === undefined)) continue;
          tools.errors.push(
            image
              ? new InvalidContentError(catalogue.ImageAltMissing(), {
                  file: parsed.file,
                  line: parsed.source.locate([]).line,
                  field: 'imageAlt',
                  expected: `what the image "${String(ref)}" shows, in this file's language`,
                })
              : new InvalidContentError(catalogue.ImageAltWithoutImage(), {
                  file: parsed.file,
                  line: parsed.source.locate(['imageAlt']).line,
                  field: 'imageAlt',
                  expected: `an \`image\` in ${sharedFile.file}, or no imageAlt`,
                }),
          );
          return undefined;
        }
      }
      return { id, shared: fields, ...(image ? { image } : {}), locales };
    },
    slugs: (entry, locale) => {
      const text = inLocale(entry.locales, locale) as ArticleLocale<Text>;
      return slugSources(entry.id, text.file, text.slug, text.aliases);
    },
    compare: (a, b) => orderOf(a) - orderOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  };
}

const orderOf = (entry: Article<unknown, unknown>): number => (entry.shared as { order?: number }).order ?? 0;

/** Occasion pages: kına gecesi, söz and nişan, proposals, sünnet, iftar, year-end. */
export const occasions = articleCollection('occasions', sharedOccasionSchema, occasionTextSchema);
/** Guides: İstanbul venues, getting married in İstanbul, budget and terms. */
export const guides = articleCollection('guides', sharedGuideSchema, guideTextSchema);
/** Case studies: past events told with their facts and results. */
export const caseStudies = articleCollection('case-studies', sharedCaseStudySchema, caseStudyTextSchema);
/** Standalone pages: the privacy notice. */
export const pages = articleCollection('pages', sharedPageSchema, pageTextSchema);
