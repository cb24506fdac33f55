/**
 * Loads and validates everything under the content folder into one {@link Content} object: the documents
 * (`site.yaml`, `navigation.yaml`, `testimonials.yaml`, and `tags.yaml` and `portfolio.yaml` when they exist), one
 * `locales/{code}.yaml` and `faq/{code}.yaml` per language of `site.yaml`, the images, the collections and the
 * articles, and looks for placeholders and repeated facts in what they publish. Every problem is collected, not just
 * the first; if there is any, a {@link ContentErrors} listing them all is thrown.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Memo } from '../core/memo.ts';
import { displayPath } from '../core/display-path.ts';
import { ContentErrors, type EventsiteError } from '../core/errors.ts';
import { assembleContent } from './assemble-content.ts';
import type { EntryTools } from './collections/collection.ts';
import { ContentCache } from './source/content-cache.ts';
import { checkContentFolder } from './source/content-folder.ts';
import type { ContentStore } from './source/content-store.ts';
import { imageLookup } from './images/image-lookup.ts';
import type { ImagePlaceName } from './images/image-places.ts';
import { loadImages, SITE_IMAGE_PLACES } from './images/images.ts';
import {
  allArticles,
  checkArticleReferences,
  checkExploreReferences,
  idsOf,
  loadArticles,
  NO_ARTICLES,
  occasionIds,
} from './collections/load-articles.ts';
import { loadCollections } from './collections/load-collections.ts';
import type { ParsedFile } from './source/parse-file.ts';
import type { PlaceholderMode } from './checks/placeholders.ts';
import { loadPortfolio } from './collections/portfolio.ts';
import { placeholdersOf, repeatedFactsOf } from './checks/published-text-checks.ts';
import { checkContentRules } from './collections/rules.ts';
import {
  dateIn,
  DEFAULT_TIME_ZONE,
  navigationSchema,
  portfolioSchema,
  siteSchema,
  tagLabelsSchema,
  testimonialsSchema,
  type Site,
  type TagLabelsFile,
} from './schemas.ts';
import { enquiryPlaceErrors, overrideBaseUrl, serveFrom } from './site-place.ts';
import {
  documentLanguageErrors,
  documentReader,
  prepareDocuments,
  readLanguageDocuments,
  type ContentDocument,
} from './site-documents.ts';
import { checkTagLabels } from './collections/tags.ts';
import type { Content, Locale, Post, TagLabels } from './types.ts';
import { validateSource } from './yaml/yaml-source.ts';

export { ContentCache } from './source/content-cache.ts';
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
  /** The command's cache folder, for image facts and sanitised SVGs; none when absent. */
  memo?: Memo;
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
    options.store
      ? options.store.validate(file, name, schema, errors)
      : validateSource(schema, file.source, file.file, errors);
  await prepareDocuments(root, cache, options.store);
  const read = documentReader(root, { cache, errors }, validate);
  // Optional files: without tags.yaml every page shows the tags as the posts write them; without portfolio.yaml there is no portfolio.
  const optional = <S extends z.ZodType>(name: string, schema: S) =>
    stat(path.join(root, name)).then(
      () => read(name, schema),
      () => undefined,
    );
  const [site, navigation, testimonials, tagLabelsFile, portfolioFile, images] = await Promise.all([
    read('site.yaml', siteSchema),
    read('navigation.yaml', navigationSchema),
    read('testimonials.yaml', testimonialsSchema),
    optional('tags.yaml', tagLabelsSchema),
    optional('portfolio.yaml', portfolioSchema),
    loadImages(path.join(root, 'images'), { cache, errors, warnings, memo: options.memo }),
  ]);
  if (site && options.baseUrl !== undefined) overrideBaseUrl(site, options.baseUrl, errors);
  if (site && options.origin !== undefined) serveFrom(site, options.origin);
  if (site) errors.push(...enquiryPlaceErrors(site, options.host ?? site.data.host));
  const { codes, perLanguage, languages } = await readLanguageDocuments(root, site, read, cache, errors);
  const image = imageLookup(images, errors, warnings);
  if (site)
    for (const [name, ref] of Object.entries(site.data.images))
      image(ref, { parsed: site.parsed, field: ['images', name] }, SITE_IMAGE_PLACES[name] ?? []);

  const tools: EntryTools = {
    languages,
    today: options.today ?? dateIn(site?.data.timeZone ?? DEFAULT_TIME_ZONE),
    cache,
    errors,
    warnings,
    image,
    peekImage: (ref) => images.get(ref),
    validate,
  };
  const complete = languages.length === codes.length;
  const collections = complete
    ? await loadCollections(root, tools, image, options.store)
    : { serviceFiles: [], postFiles: [], services: [], posts: [] };
  const shownAt = (places: ImagePlaceName[]): EntryTools => ({
    ...tools,
    image: (ref, where) => image(ref, where, places),
  });
  const articles = complete ? await loadArticles(root, tools, shownAt, options.store) : NO_ARTICLES;
  const parsedOf = parsedByFile(cache, [...collections.postFiles, ...articles.files]);
  errors.push(
    ...checkArticleReferences(
      articles,
      { services: idsOf(collections.serviceFiles), posts: idsOf(collections.postFiles) },
      parsedOf,
    ),
  );
  const portfolio =
    portfolioFile && complete
      ? loadPortfolio(portfolioFile, { codes, occasions: occasionIds(articles) }, image, errors)
      : [];
  if (navigation && complete)
    errors.push(...checkExploreReferences(articles, navigation, existsSync(path.join(root, 'portfolio.yaml'))));
  errors.push(...documentLanguageErrors(site, testimonials, codes));
  errors.push(
    ...checkContentRules({
      languages,
      posts: collections.posts,
      services: collections.services,
      tagLanguage: site?.data.tagLanguage ?? codes[0] ?? '',
    }),
  );
  const tagLabels: TagLabels =
    site && tagLabelsFile && complete
      ? checkedTagLabels(site.data, tagLabelsFile, collections.posts, codes, errors)
      : new Map();
  const published = options.drafts ? collections.posts : collections.posts.filter((p) => !p.draft);
  const documents = [
    site,
    navigation,
    testimonials,
    tagLabelsFile,
    portfolioFile,
    ...perLanguage.flatMap((l) => [l.strings, l.faq]),
  ];
  const placeholders = options.placeholders ?? 'error';
  if (placeholders !== 'allow') {
    const files = [
      ...documents.map((d) => d?.parsed),
      ...collections.serviceFiles.map((f) => cache.peek<ParsedFile>(f.absolute, 'parsed')),
    ];
    const found = await placeholdersOf(
      files,
      [...published.filter((p) => !p.draft), ...allArticles(articles.articles)],
      parsedOf,
      cache,
    );
    (placeholders === 'warning' ? warnings : errors).push(...found);
    // A draft is not published by a normal build: its placeholders are a warning wherever it is read.
    warnings.push(
      ...(await placeholdersOf(
        [],
        published.filter((p) => p.draft),
        parsedOf,
        cache,
      )),
    );
  }

  if (site)
    warnings.push(
      ...(await repeatedFactsOf(
        site.data,
        [navigation, testimonials, tagLabelsFile, ...perLanguage.flatMap((l) => [l.strings, l.faq])].map(
          (d) => d?.parsed,
        ),
        [...collections.serviceFiles, ...collections.postFiles, ...articles.files],
        parsedOf,
        cache,
      )),
    );

  // The warnings found so far go with the errors: `check` shows everything at once.
  if (errors.length > 0 || !site || !navigation || !testimonials) throw new ContentErrors(errors, warnings);
  const loaded = {
    parsedOf,
    root,
    languages,
    site: site.data,
    navigation: navigation.data,
    testimonials: testimonials.data,
    perLanguage,
    documents,
    tagLabels,
    images,
    warnings,
  };
  return assembleContent(
    {
      ...loaded,
      services: collections.services,
      posts: collections.posts,
      published,
      articles,
      portfolio,
      today: tools.today,
    },
    options,
  );
}

/** The parsed file of each of `files` by its display path (as entries name their files), from the content cache. */
function parsedByFile(
  cache: ContentCache,
  files: readonly { absolute: string }[],
): (file: string) => ParsedFile | undefined {
  const absoluteOf = new Map(files.map((f) => [displayPath(f.absolute), f.absolute]));
  return (file) => {
    const absolute = absoluteOf.get(file);
    return absolute === undefined ? undefined : cache.peek<ParsedFile>(absolute, 'parsed');
  };
}

/** The display labels of `tags.yaml`, checked against the posts' tags and the site's languages (problems pushed to `errors`). */
function checkedTagLabels(
  site: Site,
  file: ContentDocument<TagLabelsFile>,
  posts: readonly Post[],
  codes: readonly Locale[],
  errors: EventsiteError[],
): TagLabels {
  const checked = checkTagLabels({
    file: file.parsed,
    data: file.data,
    posts,
    languages: codes,
    tagLanguage: site.tagLanguage,
  });
  errors.push(...checked.errors);
  return checked.labels;
}
