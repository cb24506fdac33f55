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
import fg from 'fast-glob';
import type { z } from 'zod';
import type { CacheFolder } from '../core/cache-folder.ts';
import { digestOf } from '../core/disk-store.ts';
import { fingerprint } from '../core/fingerprint.ts';
import { displayPath } from '../core/display-path.ts';
import { ContentErrors, InvalidContentError, MissingImageError, MissingTranslationError, type EventsiteError } from '../core/errors.ts';
import { unionOfCharacters } from './characters.ts';
import { collectionFiles, entryCharacters, entryFace, loadCollection, type EntryTools } from './collection.ts';
import { posts, services } from './collections.ts';
import { ContentCache } from './content-cache.ts';
import { findUnsafeLinks } from './content-files.ts';
import type { ContentStore } from './content-store.ts';
import type { ImagePlaceName } from './image-places.ts';
import { loadImages, narrowImageWarning, SITE_IMAGE_PLACES } from './images.ts';
import { readContentFile, splitMarkdownFile, type ParsedFile } from './parse-file.ts';
import { findPlaceholders, publishesPlaceholder, type PlaceholderMode } from './placeholders.ts';
import { prepareFiles } from './prepare-files.ts';
import { checkContentRules } from './rules.ts';
import { faqSchema, localeStringsSchema, navigationSchema, siteSchema, tagLabelsSchema, testimonialsSchema, type FaqItem, type LocaleStrings } from './schemas.ts';
import { checkTagLabels } from './tags.ts';
import type { Content, ImageSource, Language, Locale, Post, TagLabels } from './types.ts';
import { validateSource } from './yaml-source.ts';

export { ContentCache } from './content-cache.ts';
export type * from './types.ts';

/** Options of {@link loadContent}. */
export interface LoadContentOptions {
  /** The content folder (the CLI's default is `content`). */
  contentDir: string;
  /** Overrides `site.yaml`'s `baseUrl` (CLI `--base-url`); must be an absolute http(s) URL. */
  baseUrl?: string;
  /** Parse results kept between loads (dev): unchanged files are not parsed again. */
  cache?: ContentCache;
  /** Prepared files kept between builds (the persistent content cache); written to by the load, flushed by the caller. */
  store?: ContentStore;
  /** The cache folder of image facts and sanitised SVGs; none when absent. */
  caches?: CacheFolder;
  /** Keep draft posts (decision 23: `dev`, `build --drafts`, `check`); a normal build leaves them out. */
  drafts?: boolean;
  /** The build date, yyyy-mm-dd (default: today in the machine's time zone); later posts are drafts. */
  today?: string;
  /**
   * Placeholders left in the published values (`placeholders.ts`: the texts `new post` writes, `REPLACE`, `TODO`,
   * `TBD`, `lorem ipsum`): `error` (default; build, check) adds them to the errors, `warning` (dev) to
   * `warnings`, `allow` (`build --allow-placeholders`) does not look for them. Drafts are searched when kept.
   */
  placeholders?: PlaceholderMode;
}

/** Today's date in the machine's time zone, yyyy-mm-dd (in İstanbul at 01:00 it is already tomorrow's date). */
export function localDate(date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Loads the whole content folder.
 * @throws {ContentErrors} listing every invalid file, field, missing translation, duplicate slug and missing image.
 */
export async function loadContent(options: LoadContentOptions): Promise<Content> {
  const root = path.resolve(options.contentDir);
  const errors: EventsiteError[] = [];
  const warnings: EventsiteError[] = [];
  const cache = options.cache ?? new ContentCache();
  const io = { cache, errors };
  const validate = <S extends z.ZodType>(file: ParsedFile, name: string, schema: S): z.infer<S> | undefined =>
    options.store ? options.store.validate(file, name, schema, errors) : validateSource(schema, file.source, file.file, errors);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ContentErrors([new InvalidContentError(info ? 'is not a folder' : 'does not exist', { file: displayPath(root), field: '--content', expected: 'the content folder, e.g. content' })]);
  }
  // Before anything is read: no link may lead outside the folder or into a loop.
  const unsafeLinks = await cache.list(`links:${root}`, () => findUnsafeLinks(root));
  if (unsafeLinks.length > 0) throw new ContentErrors(unsafeLinks);

  const languageFiles = () => cache.list(`languages:${root}`, () => fg('{locales,faq}/*.yaml', { cwd: root }));
  {
    const names = ['site.yaml', 'navigation.yaml', 'testimonials.yaml', 'tags.yaml', ...(await languageFiles())];
    const present = names.map((name) => path.join(root, name)).filter((file) => existsSync(file));
    await prepareFiles(present.map((absolute) => ({ absolute, format: 'yaml' as const })), { cache, store: options.store });
  }

  async function document<S extends z.ZodType>(name: string, schema: S): Promise<{ data: z.infer<S>; parsed: ParsedFile } | undefined> {
    const absolute = path.join(root, name);
    const parsed = await readContentFile(absolute, 'yaml', io);
    if (!parsed) return undefined;
    // The same object while the file is unchanged (dev compares content by identity).
    const data = cache.deriveResult(parsed.absolute, `valid:${name}`, () => validate(parsed, name, schema));
    return data === undefined ? undefined : { data, parsed };
  }

  const [site, navigation, testimonials, tagLabelsFile, images] = await Promise.all([
    document('site.yaml', siteSchema),
    document('navigation.yaml', navigationSchema),
    document('testimonials.yaml', testimonialsSchema),
    // Optional: without it every page shows the tags as the posts write them.
    stat(path.join(root, 'tags.yaml')).then(
      () => document('tags.yaml', tagLabelsSchema),
      () => undefined,
    ),
    loadImages(path.join(root, 'images'), { ...io, warnings, caches: options.caches }),
  ]);
  if (site && options.baseUrl !== undefined) {
    const parsed = siteSchema.shape.baseUrl.safeParse(options.baseUrl);
    // A copy: the validated object is kept between loads and never changed.
    if (parsed.success) site.data = { ...site.data, baseUrl: parsed.data };
    else errors.push(new InvalidContentError(`--base-url "${options.baseUrl}" is not valid`, { field: '--base-url', expected: 'an absolute http(s) URL, e.g. https://www.example.com' }));
  }
  // Without a valid site.yaml the languages are those with a strings file, so their files are checked still.
  const codes = site?.data.languages ?? (await fg('locales/*.yaml', { cwd: root })).map((f) => path.basename(f, '.yaml')).sort();
  reportUnknownLanguageFiles(root, await languageFiles(), codes, errors);

  const perLanguage = await Promise.all(
    codes.map(async (code) => ({ code, strings: await document(`locales/${code}.yaml`, localeStringsSchema), faq: await document(`faq/${code}.yaml`, faqSchema) })),
  );
  const languages: Language[] = perLanguage.flatMap(({ code, strings }, i) => (strings ? [{ ...strings.data.language, code, isDefault: i === 0 }] : []));
  reportTeamDifferences(perLanguage.map((l) => l.strings), errors);

  function image(ref: string, where: { parsed: ParsedFile; field: PropertyKey[] }, places: readonly ImagePlaceName[] = []): ImageSource {
    const found = images.get(ref);
    if (found) {
      // The line is looked up only for a warning: finding it parses the file again, with positions.
      const narrow = narrowImageWarning(found, places, () => ({ file: where.parsed.file, line: where.parsed.source.locate(where.field).line, field: where.field.join('.') }));
      if (narrow) warnings.push(narrow);
      return found;
    }
    // A name that differs only in case is found on the editor's Mac or Windows machine, not on the server.
    const lower = ref.toLowerCase();
    const other = [...images.keys()].find((p) => p.toLowerCase() === lower);
    errors.push(
      new MissingImageError(`image "${ref}" not found`, {
        file: where.parsed.file,
        line: where.parsed.source.locate(where.field).line,
        field: where.field.join('.'),
        expected: 'a file under content/images/',
        hint: other
          ? `the file is named ${other}: write "${other}" (names are case-sensitive on the build machine and the server)`
          : `add content/images/${ref} or correct the path`,
      }),
    );
    return { path: ref, file: '', width: 1, height: 1 };
  }
  if (site) for (const [name, ref] of Object.entries(site.data.images)) image(ref, { parsed: site.parsed, field: ['images', name] }, SITE_IMAGE_PLACES[name] ?? []);

  const tools: EntryTools = { languages, today: options.today ?? localDate(), cache, errors, warnings, image, peekImage: (ref) => images.get(ref), validate };
  const shownAt = (places: ImagePlaceName[]): EntryTools => ({ ...tools, image: (ref, where) => image(ref, where, places) });
  const complete = languages.length === codes.length;
  const listed = (c: { folder: string; format: 'yaml' | 'markdown' }) => cache.list(`collection:${root}:${c.folder}`, () => collectionFiles(root, c));
  const [serviceFiles, postFiles] = complete ? await Promise.all([listed(services), listed(posts)]) : [[], []];
  if (complete) await prepareFiles([...serviceFiles, ...postFiles], { cache, store: options.store });
  const [serviceList, postList] = complete
    ? await Promise.all([loadCollection(root, services, shownAt(['card', 'banner']), serviceFiles), loadCollection(root, posts, shownAt(['card', 'postHero']), postFiles)])
    : [[], []];
  if (site && testimonials && !codes.includes(testimonials.data.language)) {
    errors.push(languageError(testimonials.data.language, codes, testimonials.parsed, ['language']));
  }
  if (site && !codes.includes(site.data.tagLanguage)) errors.push(languageError(site.data.tagLanguage, codes, site.parsed, ['tagLanguage']));
  errors.push(...checkContentRules({ languages, posts: postList, services: serviceList, tagLanguage: site?.data.tagLanguage ?? codes[0] ?? '' }));
  let tagLabels: TagLabels = new Map();
  if (site && tagLabelsFile && complete) {
    const checked = checkTagLabels({ file: tagLabelsFile.parsed, data: tagLabelsFile.data, posts: postList, languages: codes, tagLanguage: site.data.tagLanguage });
    errors.push(...checked.errors);
    tagLabels = checked.labels;
  }
  const published = options.drafts ? postList : postList.filter((p) => !p.draft);
  const documents = [site, navigation, testimonials, tagLabelsFile, ...perLanguage.flatMap((l) => [l.strings, l.faq])];
  const placeholders = options.placeholders ?? 'error';
  if (placeholders !== 'allow') {
    const files = [...documents.map((d) => d?.parsed), ...serviceFiles.map((f) => cache.peek<ParsedFile>(f.absolute, 'parsed'))];
    const found = await placeholdersOf(files, published, postFiles, cache);
    (placeholders === 'warning' ? warnings : errors).push(...found);
  }

  // The warnings found so far go with the errors: `check` shows everything at once.
  if (errors.length > 0 || !site || !navigation || !testimonials) throw new ContentErrors(errors, warnings);
  const strings: Record<Locale, LocaleStrings> = {};
  const faq: Record<Locale, FaqItem[]> = {};
  for (const entry of perLanguage) {
    strings[entry.code] = entry.strings!.data;
    faq[entry.code] = entry.faq!.data.items;
  }
  const characters = unionOfCharacters([...documents.map((d) => d?.parsed.characters ?? ''), ...serviceList.map(entryCharacters), ...published.map(entryCharacters)]);
  const faces = [...documents.filter((d) => d !== undefined).map((d) => d.parsed.face), ...serviceList.map(entryFace), ...postList.map(entryFace)];
  const inputs = [tools.today, String(options.drafts ?? false), options.baseUrl ?? '', process.cwd(), fingerprint([...images].sort(([a], [b]) => (a < b ? -1 : 1)))];
  const faceDigest = faces.every((face) => face !== undefined) ? digestOf([...inputs, ...faces]) : undefined;
  return {
    root,
    languages,
    site: site.data,
    navigation: navigation.data,
    strings,
    faq,
    testimonials: { language: testimonials.data.language, items: testimonials.data.items },
    tagLabels,
    services: serviceList,
    posts: published,
    drafts: postList.filter((p) => p.draft).length,
    images,
    characters,
    faceDigest,
    warnings,
  };
}

/**
 * The placeholders of the YAML files `files` and of the posts `posts` (front matter and body). A body is searched
 * line by line only when its HTML publishes a placeholder: the persistent content cache keeps a body's HTML, not
 * its text, which is then read again.
 */
async function placeholdersOf(files: readonly (ParsedFile | undefined)[], posts: readonly Post[], postFiles: readonly { absolute: string }[], cache: ContentCache): Promise<EventsiteError[]> {
  const found = files.flatMap((file) => (file ? findPlaceholders(file) : []));
  const absoluteOf = new Map(postFiles.map((f) => [displayPath(f.absolute), f.absolute]));
  for (const post of posts) {
    for (const text of Object.values(post.locales)) {
      const absolute = absoluteOf.get(text.file);
      const parsed = absolute === undefined ? undefined : cache.peek<ParsedFile>(absolute, 'parsed');
      if (!parsed || absolute === undefined) continue;
      const body = publishesPlaceholder(text.html) ? (parsed.body ?? splitMarkdownFile(await cache.read(absolute), parsed.file).body) : undefined;
      found.push(...findPlaceholders({ ...parsed, body }));
    }
  }
  return found;
}

function languageError(code: string, codes: readonly string[], parsed: ParsedFile, field: PropertyKey[]): InvalidContentError {
  return new InvalidContentError(`"${code}" is not a language of the site`, {
    file: parsed.file,
    line: parsed.source.locate(field).line,
    field: field.join('.'),
    expected: `one of ${codes.join(', ')} (site.yaml languages)`,
  });
}

/**
 * The About page's people are the same in every language: the same names in the same order as the default
 * language's strings file. A difference is reported at the person's line in the other file.
 */
function reportTeamDifferences(files: readonly ({ data: LocaleStrings; parsed: ParsedFile } | undefined)[], errors: EventsiteError[]): void {
  const [first, ...others] = files;
  if (!first) return;
  const names = first.data.about.team.people.map((p) => p.name);
  for (const other of others) {
    if (!other) continue;
    const theirs = other.data.about.team.people.map((p) => p.name);
    for (let i = 0; i < Math.max(names.length, theirs.length); i++) {
      if (names[i] === theirs[i]) continue;
      const field = i < theirs.length ? ['about', 'team', 'people', i, 'name'] : ['about', 'team', 'people'];
      errors.push(
        new MissingTranslationError(names[i] === undefined ? `has a person "${theirs[i]}" the ${first.data.language.label} file does not` : `person ${i + 1} is "${theirs[i] ?? 'missing'}", not "${names[i]}"`, {
          file: other.parsed.file,
          line: other.parsed.source.locate(field).line,
          field: field.join('.'),
          expected: `the people of ${first.parsed.file}, the same names in the same order`,
        }),
      );
      break;
    }
  }
}

/** A strings or FAQ file of a language `site.yaml` does not list is a mistake, not something to ignore. */
function reportUnknownLanguageFiles(root: string, names: readonly string[], codes: readonly string[], errors: EventsiteError[]): void {
  for (const name of names) {
    const code = path.basename(name, '.yaml');
    if (codes.includes(code)) continue;
    errors.push(
      new MissingTranslationError(`language "${code}" is not in site.yaml's languages`, {
        file: displayPath(path.join(root, name)),
        expected: `one of ${codes.join(', ')}`,
        hint: `add ${code} to languages in site.yaml, or remove the file`,
      }),
    );
  }
}

