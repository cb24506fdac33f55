/**
 * Loads and validates everything under the content folder into one {@link Content} object: the documents
 * (`site.yaml`, `navigation.yaml`, `testimonials.yaml`, and `tags.yaml` when there is one), one `locales/{code}.yaml` and `faq/{code}.yaml` per
 * language of `site.yaml`, the images, and the collections ({@link services}, {@link posts}), and looks for
 * placeholders in what they publish. Every problem is collected, not just the first; if there is any, a
 * {@link ContentErrors} listing them all is thrown.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { CacheFolder } from '../core/cache-folder.ts';
import { digestOf } from '../core/disk-store.ts';
import { fingerprint } from '../core/fingerprint.ts';
import { displayPath } from '../core/display-path.ts';
import { ContentErrors, InvalidContentError, type EventsiteError } from '../core/errors.ts';
import { unionOfCharacters } from './characters.ts';
import { collectionFiles, entryCharacters, entryFace, loadCollection, type EntryTools } from './collection.ts';
import { posts, services } from './collections.ts';
import { ContentCache } from './content-cache.ts';
import { findUnsafeLinks } from './content-files.ts';
import type { ContentStore } from './content-store.ts';
import { imageLookup, type ImageLookup } from './image-lookup.ts';
import type { ImagePlaceName } from './image-places.ts';
import { loadImages, SITE_IMAGE_PLACES } from './images.ts';
import { splitMarkdownFile, type ParsedFile } from './parse-file.ts';
import { findPlaceholders, publishesPlaceholder, type PlaceholderMode } from './placeholders.ts';
import { findRepeatedFacts, siteFacts } from './repeated-facts.ts';
import { prepareFiles } from './prepare-files.ts';
import { allArticles, checkArticleReferences, checkExploreReferences, idsOf, loadArticles, NO_ARTICLES, occasionIds, type LoadedArticles } from './load-articles.ts';
import { loadPortfolio } from './portfolio.ts';
import { checkContentRules } from './rules.ts';
import { dateIn, DEFAULT_TIME_ZONE, navigationSchema, portfolioSchema, siteSchema, tagLabelsSchema, testimonialsSchema, type FaqItem, type LocaleStrings, type Navigation, type Site, type TagLabelsFile } from './schemas.ts';
import { enquiryPlaceErrors, overrideBaseUrl, serveFrom } from './site-place.ts';
import { documentLanguageErrors, documentReader, prepareDocuments, readLanguageDocuments, type ContentDocument, type LanguageDocuments } from './site-documents.ts';
import { checkTagLabels } from './tags.ts';
import type { Content, ImageSource, Language, Locale, Localized, PortfolioItem, Post, Service, TagLabels } from './types.ts';
import { validateSource } from './yaml-source.ts';

export { ContentCache } from './content-cache.ts';
export type * from './types.ts';

/** Options of {@link loadContent}. */
export interface LoadContentOptions {
  /** The content folder (the CLI's default is `content`). */
  contentDir: string;
  /** Overrides `site.yaml`'s `baseUrl` (CLI `--base-url`); must be an absolute http(s) URL. */
  baseUrl?: string;
  /** The address dev serves the site from: replaces the base URL's origin, its path kept (see `serveFrom`). */
  origin?: string;
  /** The host the site is built for (`build --host`); default `site.yaml` `host`. Netlify Forms needs Netlify. */
  host?: Site['host'];
  /** Parse results kept between loads (dev): unchanged files are not parsed again. */
  cache?: ContentCache;
  /** Prepared files kept between builds (the persistent content cache); written to by the load, flushed by the caller. */
  store?: ContentStore;
  /** The cache folder of image facts and sanitised SVGs; none when absent. */
  caches?: CacheFolder;
  /** Keep draft posts (`dev`, `build --drafts`, `check`); a normal build leaves them out. */
  drafts?: boolean;
  /** The build date, yyyy-mm-dd (default: today in `site.yaml` `timeZone`); later posts are drafts. */
  today?: string;
  /**
   * Placeholders left in the published values (`placeholders.ts`: the texts `new post` writes, `REPLACE`, `TODO`,
   * `TBD`, `lorem ipsum`): `error` (default; build, check) adds them to the errors, `warning` (dev) to
   * `warnings`, `allow` (`build --allow-placeholders`) does not look for them. A kept draft's placeholders are warnings in every mode but `allow`: a normal build does not publish it.
   */
  placeholders?: PlaceholderMode;
}

/**
 * Loads the whole content folder.
 * @throws {ContentErrors} listing every invalid file, field, missing translation, duplicate slug and missing image.
 */
export async function loadContent(options: LoadContentOptions): Promise<Content> {
  const root = path.resolve(options.contentDir);
  const cache = options.cache ?? new ContentCache();
  await checkContentFolder(root, cache);
  const errors: EventsiteError[] = [];
  const warnings: EventsiteError[] = [];
  const validate = <S extends z.ZodType>(file: ParsedFile, name: string, schema: S): z.infer<S> | undefined =>
    options.store ? options.store.validate(file, name, schema, errors) : validateSource(schema, file.source, file.file, errors);
  await prepareDocuments(root, cache, options.store);
  const read = documentReader(root, { cache, errors }, validate);
  // Optional files: without tags.yaml every page shows the tags as the posts write them; without portfolio.yaml there is no portfolio.
  const optional = <S extends z.ZodType>(name: string, schema: S) => stat(path.join(root, name)).then(() => read(name, schema), () => undefined);
  const [site, navigation, testimonials, tagLabelsFile, portfolioFile, images] = await Promise.all([
    read('site.yaml', siteSchema),
    read('navigation.yaml', navigationSchema),
    read('testimonials.yaml', testimonialsSchema),
    optional('tags.yaml', tagLabelsSchema),
    optional('portfolio.yaml', portfolioSchema),
    loadImages(path.join(root, 'images'), { cache, errors, warnings, caches: options.caches }),
  ]);
  if (site && options.baseUrl !== undefined) overrideBaseUrl(site, options.baseUrl, errors);
  if (site && options.origin !== undefined) serveFrom(site, options.origin);
  if (site) errors.push(...enquiryPlaceErrors(site, options.host ?? site.data.host));
  const { codes, perLanguage, languages } = await readLanguageDocuments(root, site, read, cache, errors);
  const image = imageLookup(images, errors, warnings);
  if (site) for (const [name, ref] of Object.entries(site.data.images)) image(ref, { parsed: site.parsed, field: ['images', name] }, SITE_IMAGE_PLACES[name] ?? []);

  const tools: EntryTools = { languages, today: options.today ?? dateIn(site?.data.timeZone ?? DEFAULT_TIME_ZONE), cache, errors, warnings, image, peekImage: (ref) => images.get(ref), validate };
  const complete = languages.length === codes.length;
  const collections = complete ? await loadCollections(root, tools, image, options.store) : { serviceFiles: [], postFiles: [], services: [], posts: [] };
  const shownAt = (places: ImagePlaceName[]): EntryTools => ({ ...tools, image: (ref, where) => image(ref, where, places) });
  const articles = complete ? await loadArticles(root, tools, shownAt, options.store) : NO_ARTICLES;
  const parsedOf = parsedByFile(cache, [...collections.postFiles, ...articles.files]);
  errors.push(...checkArticleReferences(articles, { services: idsOf(collections.serviceFiles), posts: idsOf(collections.postFiles) }, parsedOf));
  const portfolio = portfolioFile && complete ? loadPortfolio(portfolioFile, { codes, occasions: occasionIds(articles) }, image, errors) : [];
  if (navigation && complete) errors.push(...checkExploreReferences(articles, navigation, existsSync(path.join(root, 'portfolio.yaml'))));
  errors.push(...documentLanguageErrors(site, testimonials, codes));
  errors.push(...checkContentRules({ languages, posts: collections.posts, services: collections.services, tagLanguage: site?.data.tagLanguage ?? codes[0] ?? '' }));
  const tagLabels: TagLabels = site && tagLabelsFile && complete ? checkedTagLabels(site.data, tagLabelsFile, collections.posts, codes, errors) : new Map();
  const published = options.drafts ? collections.posts : collections.posts.filter((p) => !p.draft);
  const documents = [site, navigation, testimonials, tagLabelsFile, portfolioFile, ...perLanguage.flatMap((l) => [l.strings, l.faq])];
  const placeholders = options.placeholders ?? 'error';
  if (placeholders !== 'allow') {
    const files = [...documents.map((d) => d?.parsed), ...collections.serviceFiles.map((f) => cache.peek<ParsedFile>(f.absolute, 'parsed'))];
    const found = await placeholdersOf(files, [...published.filter((p) => !p.draft), ...allArticles(articles.articles)], parsedOf, cache);
    (placeholders === 'warning' ? warnings : errors).push(...found);
    // A draft is not published by a normal build: its placeholders are a warning wherever it is read.
    warnings.push(...(await placeholdersOf([], published.filter((p) => p.draft), parsedOf, cache)));
  }

  if (site) warnings.push(...(await repeatedFactsOf(site.data, [navigation, testimonials, tagLabelsFile, ...perLanguage.flatMap((l) => [l.strings, l.faq])].map((d) => d?.parsed), [...collections.serviceFiles, ...collections.postFiles, ...articles.files], parsedOf, cache)));

  // The warnings found so far go with the errors: `check` shows everything at once.
  if (errors.length > 0 || !site || !navigation || !testimonials) throw new ContentErrors(errors, warnings);
  const loaded = { parsedOf, root, languages, site: site.data, navigation: navigation.data, testimonials: testimonials.data, perLanguage, documents, tagLabels, images, warnings };
  return assembleContent({ ...loaded, services: collections.services, posts: collections.posts, published, articles, portfolio, today: tools.today }, options);
}

/**
 * The error of a content folder (`--content`) that does not exist or is no folder, naming it; `undefined` when it
 * is a folder. Every command that reads or writes content says it in these words.
 */
export async function contentFolderProblem(root: string): Promise<InvalidContentError | undefined> {
  const info = await stat(root).catch(() => undefined);
  if (info?.isDirectory()) return undefined;
  return new InvalidContentError(info ? 'is not a folder' : 'does not exist', { file: displayPath(root), field: '--content', expected: 'the content folder, e.g. content' });
}

/**
 * Checks, before anything is read, that `root` is a folder and that no link in it leads outside it or into a loop.
 * @throws {ContentErrors} naming the folder (`--content`) when it is missing or no folder, or every unsafe link.
 */
async function checkContentFolder(root: string, cache: ContentCache): Promise<void> {
  const missing = await contentFolderProblem(root);
  if (missing) throw new ContentErrors([missing]);
  const unsafeLinks = await cache.list(`links:${root}`, () => findUnsafeLinks(root));
  if (unsafeLinks.length > 0) throw new ContentErrors(unsafeLinks);
}

/** The collections' files (as listed) and their valid entries. */
interface LoadedCollections {
  serviceFiles: readonly { absolute: string }[];
  postFiles: readonly { absolute: string }[];
  services: Service[];
  /** Every post, drafts included. */
  posts: Post[];
}

/**
 * Lists, prepares and loads the services and the posts; each collection's images are looked up with the places
 * its entries are shown in. Only when every language's strings are valid (the entries are checked against them).
 */
async function loadCollections(root: string, tools: EntryTools, image: ImageLookup, store: ContentStore | undefined): Promise<LoadedCollections> {
  const { cache } = tools;
  const shownAt = (places: ImagePlaceName[]): EntryTools => ({ ...tools, image: (ref, where) => image(ref, where, places) });
  const listed = (c: { folder: string; format: 'yaml' | 'markdown' }) => cache.list(`collection:${root}:${c.folder}`, () => collectionFiles(root, c));
  const [serviceFiles, postFiles] = await Promise.all([listed(services), listed(posts)]);
  await prepareFiles([...serviceFiles, ...postFiles], { cache, store });
  const [serviceList, postList] = await Promise.all([
    loadCollection(root, services, shownAt(['card', 'banner']), serviceFiles),
    loadCollection(root, posts, shownAt(['card', 'postHero']), postFiles),
  ]);
  return { serviceFiles, postFiles, services: serviceList, posts: postList };
}

/** The parsed file of each of `files` by its display path (as entries name their files), from the content cache. */
function parsedByFile(cache: ContentCache, files: readonly { absolute: string }[]): (file: string) => ParsedFile | undefined {
  const absoluteOf = new Map(files.map((f) => [displayPath(f.absolute), f.absolute]));
  return (file) => {
    const absolute = absoluteOf.get(file);
    return absolute === undefined ? undefined : cache.peek<ParsedFile>(absolute, 'parsed');
  };
}

/** The display labels of `tags.yaml`, checked against the posts' tags and the site's languages (problems pushed to `errors`). */
function checkedTagLabels(site: Site, file: ContentDocument<TagLabelsFile>, posts: readonly Post[], codes: readonly Locale[], errors: EventsiteError[]): TagLabels {
  const checked = checkTagLabels({ file: file.parsed, data: file.data, posts, languages: codes, tagLanguage: site.tagLanguage });
  errors.push(...checked.errors);
  return checked.labels;
}

/** What a load without errors made: the valid documents and entries, and what {@link Content} is assembled from. */
interface LoadedContent {
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

/** The {@link Content} of a load without errors: strings and FAQ by language, the characters and the face digest. */
function assembleContent(loaded: LoadedContent, options: LoadContentOptions): Content {
  const { perLanguage, documents, services, posts, published, images } = loaded;
  const strings: Record<Locale, LocaleStrings> = {};
  const faq: Record<Locale, FaqItem[]> = {};
  for (const entry of perLanguage) {
    strings[entry.code] = withSiteFacts(entry.strings!.data, loaded.site);
    faq[entry.code] = entry.faq!.data.items;
  }
  const articles = allArticles(loaded.articles.articles);
  const characters = unionOfCharacters([...documents.map((d) => d?.parsed.characters ?? ''), ...[...services, ...published, ...articles].map(entryCharacters)]);
  // An article's body is shown on other pages too (an occasion's name in the form's menu): its whole files count.
  const articleDigests = loaded.articles.files.map((f) => loaded.parsedOf(displayPath(f.absolute))?.digest);
  const faces = [...documents.filter((d) => d !== undefined).map((d) => d.parsed.face), ...services.map(entryFace), ...posts.map(entryFace), ...articleDigests];
  const inputs = [loaded.today, String(options.drafts ?? false), options.baseUrl ?? '', options.origin ?? '', process.cwd(), fingerprint([...images].sort(([a], [b]) => (a < b ? -1 : 1)))];
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
 * The placeholders of the YAML files `files` and of the posts `posts` (front matter and body). A body is searched
 * line by line only when its HTML publishes a placeholder: the persistent content cache keeps a body's HTML, not
 * its text, which is then read again. What a file holds is kept with its text in the content cache (dev's, kept
 * between rebuilds, looks again only at the files that changed).
 */
async function placeholdersOf(
  files: readonly (ParsedFile | undefined)[],
  entries: readonly { locales: Localized<{ file: string; html: string }> }[],
  parsedOf: (file: string) => ParsedFile | undefined,
  cache: ContentCache,
): Promise<EventsiteError[]> {
  const found = files.flatMap((file) => (file ? cache.derive(file.absolute, PLACEHOLDERS, () => findPlaceholders(file)) : []));
  for (const entry of entries) {
    for (const text of Object.values(entry.locales)) {
      const parsed = parsedOf(text.file);
      if (!parsed) continue;
      const known = cache.peek<InvalidContentError[]>(parsed.absolute, PLACEHOLDERS);
      if (known) {
        found.push(...known);
        continue;
      }
      const body = publishesPlaceholder(text.html) ? (parsed.body ?? splitMarkdownFile(await cache.read(parsed.absolute), parsed.file).body) : undefined;
      found.push(...cache.derive(parsed.absolute, PLACEHOLDERS, () => findPlaceholders({ ...parsed, body })));
    }
  }
  return found;
}

/**
 * `strings` with `{foundingYear}` filled in everywhere from site.yaml, so copy can say "since {foundingYear}"
 * without repeating the year. Other placeholders are left to the page that fills them.
 */
function withSiteFacts<T>(strings: T, site: Site): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll('{foundingYear}', String(site.foundingYear));
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(strings) as T;
}

/** The repetitions of site.yaml's facts in the documents and the entry files (their YAML and bodies). */
async function repeatedFactsOf(
  site: Site,
  documents: readonly (ParsedFile | undefined)[],
  entryFiles: readonly { absolute: string }[],
  parsedOf: (file: string) => ParsedFile | undefined,
  cache: ContentCache,
): Promise<EventsiteError[]> {
  const facts = siteFacts(site);
  const found = documents.flatMap((file) => (file ? findRepeatedFacts(file, facts) : []));
  for (const { absolute } of entryFiles) {
    const parsed = parsedOf(displayPath(absolute)) ?? cache.peek<ParsedFile>(absolute, 'parsed');
    if (!parsed) continue;
    const body = parsed.bodyOffset === undefined ? undefined : (parsed.body ?? splitMarkdownFile(await cache.read(parsed.absolute), parsed.file).body);
    found.push(...findRepeatedFacts({ ...parsed, body }, facts));
  }
  return found;
}

/** What the content cache keeps the placeholders of a file's text as. */
const PLACEHOLDERS = 'placeholders';
