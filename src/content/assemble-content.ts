/**
 * Assembling the {@link Content} of a load without errors from its valid documents and entries: strings (with the
 * site's facts filled in) and FAQ by language, the characters the pages use and the digest of what they show.
 */
import type { z } from 'zod';
import { digestOf } from '../core/fingerprint.ts';
import { displayPath } from '../core/display-path.ts';
import type { EventsiteError } from '../core/errors.ts';
import { fingerprint } from '../core/fingerprint.ts';
import { unionOfCharacters } from './source/characters.ts';
import { entryCharacters, entryFace } from './collections/collection.ts';
import { allArticles, type LoadedArticles } from './collections/load-articles.ts';
import type { ParsedFile } from './source/parse-file.ts';
import type { FaqItem, LocaleStrings, Navigation, Site, testimonialsSchema } from './schemas.ts';
import type { ContentDocument, LanguageDocuments } from './site-documents.ts';
import type { Content, ImageSource, Language, Locale, PortfolioItem, Post, Service, TagLabels } from './types.ts';

/** What a load without errors made: the valid documents and entries, and what {@link Content} is assembled from. */
export interface LoadedContent {
  /** The parsed file of a post or article by its display path. */
  parsedOf: (file: string) => ParsedFile | undefined;
  root: string;
  languages: Language[];
  site: Site;
  navigation: Navigation;
  testimonials: z.infer<typeof testimonialsSchema>;
  /** Every language's documents, all valid. */
  perLanguage: readonly LanguageDocuments[];
  /** Every document read (`undefined` for an absent `tags.yaml`). */
  documents: readonly (ContentDocument<unknown> | undefined)[];
  tagLabels: TagLabels;
  images: Map<string, ImageSource>;
  services: Service[];
  /** Every post, drafts included. */
  posts: Post[];
  /** The posts the load keeps: all with `drafts`, else those that are not drafts. */
  published: Post[];
  articles: LoadedArticles;
  portfolio: PortfolioItem[];
  /** The build date, yyyy-mm-dd. */
  today: string;
  warnings: EventsiteError[];
}

/** The load options the digest of what the pages show depends on (`loadContent`'s options). */
interface DigestOptions {
  drafts?: boolean;
  baseUrl?: string;
  origin?: string;
}

/** The {@link Content} of a load without errors: strings and FAQ by language, the characters and the face digest. */
export function assembleContent(loaded: LoadedContent, options: DigestOptions): Content {
  const { perLanguage, documents, services, posts, published, images } = loaded;
  const strings: Record<Locale, LocaleStrings> = {};
  const faq: Record<Locale, FaqItem[]> = {};
  for (const entry of perLanguage) {
    strings[entry.code] = withSiteFacts(entry.strings!.data, loaded.site);
    faq[entry.code] = entry.faq!.data.items;
  }
  const articles = allArticles(loaded.articles.articles);
  const characters = unionOfCharacters([
    ...documents.map((d) => d?.parsed.characters ?? ''),
    ...[...services, ...published, ...articles].map(entryCharacters),
  ]);
  // An article's body is shown on other pages too (an occasion's name in the form's menu): its whole files count.
  const articleDigests = loaded.articles.files.map((f) => loaded.parsedOf(displayPath(f.absolute))?.digest);
  const faces = [
    ...documents.filter((d) => d !== undefined).map((d) => d.parsed.face),
    ...services.map(entryFace),
    ...posts.map(entryFace),
    ...articleDigests,
  ];
  const inputs = [
    loaded.today,
    String(options.drafts ?? false),
    options.baseUrl ?? '',
    options.origin ?? '',
    process.cwd(),
    fingerprint([...images].sort(([a], [b]) => (a < b ? -1 : 1))),
  ];
  const faceDigest = faces.every((face) => face !== undefined) ? digestOf([...inputs, ...faces]) : undefined;
  return {
    root: loaded.root,
    languages: loaded.languages,
    site: loaded.site,
    navigation: loaded.navigation,
    strings,
    faq,
    testimonials: loaded.testimonials.items,
    tagLabels: loaded.tagLabels,
    services,
    posts: published,
    ...loaded.articles.articles,
    portfolio: loaded.portfolio,
    drafts: posts.filter((p) => p.draft).length,
    images,
    characters,
    faceDigest,
    warnings: loaded.warnings,
  };
}

/**
 * `strings` with `{foundingYear}` filled in everywhere from site.yaml, so copy can say "since {foundingYear}"
 * without repeating the year. Other placeholders are left to the page that fills them.
 */
function withSiteFacts<T>(strings: T, site: Site): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll('{foundingYear}', String(site.foundingYear));
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(strings) as T;
}
