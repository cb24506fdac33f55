/**
 * The content folder's YAML documents: `site.yaml`, `navigation.yaml`, `testimonials.yaml`, the optional
 * `tags.yaml`, and each language's `locales/{code}.yaml` and `faq/{code}.yaml`. Prepares, reads and validates them,
 * and reports the mistakes between them: a strings or FAQ file of a language `site.yaml` does not list, people
 * who differ between the languages' About pages, a language field naming no language of the site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import { displayPath } from '../core/display-path.ts';
import { InvalidContentError, MissingTranslationError, type EventsiteError } from '../core/errors.ts';
import type { EntryTools } from './collections/collection.ts';
import type { ContentCache } from './source/content-cache.ts';
import type { ContentStore } from './source/content-store.ts';
import { readContentFile, type ParsedFile } from './source/parse-file.ts';
import { prepareFiles } from './source/prepare-files.ts';
import { faqSchema, localeStringsSchema, type LocaleStrings, type Site, type testimonialsSchema } from './schemas.ts';
import type { Language, Locale } from './types.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** A validated document and the file it was read from. */
export interface ContentDocument<T> {
  data: T;
  parsed: ParsedFile;
}

/**
 * Reads the document `name` (a path under the content folder, e.g. `locales/en.yaml`) and checks it against
 * `schema`; `undefined` after reporting why not (a missing file, bad YAML, an invalid field).
 */
export type DocumentReader = <S extends z.ZodType>(
  name: string,
  schema: S,
) => Promise<ContentDocument<z.infer<S>> | undefined>;

/**
 * A {@link DocumentReader} of the content folder `root`. While a file is unchanged, its validated data is the
 * same object from load to load (dev compares content by identity).
 * @param io - the load's cache, and the list its problems are pushed to.
 * @param validate - checks a parsed file against a schema (the load's, which may use the persistent content cache).
 */
export function documentReader(
  root: string,
  io: { cache: ContentCache; errors: EventsiteError[] },
  validate: EntryTools['validate'],
): DocumentReader {
  return async (name, schema) => {
    const parsed = await readContentFile(path.join(root, name), 'yaml', io);
    if (!parsed) return undefined;
    const data = io.cache.deriveResult(parsed.absolute, `valid:${name}`, () => validate(parsed, name, schema));
    return data === undefined ? undefined : { data, parsed };
  };
}

/** The strings and FAQ files under `root` (`locales/*.yaml`, `faq/*.yaml`), relative to it. */
function languageFiles(root: string, cache: ContentCache): Promise<string[]> {
  return cache.list(`languages:${root}`, () => fg('{locales,faq}/*.yaml', { cwd: root }));
}

/** Parses every document under `root` that exists, all at once (`prepareFiles`), before they are read one by one. */
export async function prepareDocuments(
  root: string,
  cache: ContentCache,
  store: ContentStore | undefined,
): Promise<void> {
  const names = [
    'site.yaml',
    'navigation.yaml',
    'testimonials.yaml',
    'tags.yaml',
    'portfolio.yaml',
    ...(await languageFiles(root, cache)),
  ];
  const present = names.map((name) => path.join(root, name)).filter((file) => existsSync(file));
  await prepareFiles(
    present.map((absolute) => ({ absolute, format: 'yaml' as const })),
    { cache, store },
  );
}

/** One language's documents; `undefined` where the file is missing or invalid (reported). */
export interface LanguageDocuments {
  code: Locale;
  strings: ContentDocument<LocaleStrings> | undefined;
  faq: ContentDocument<z.infer<typeof faqSchema>> | undefined;
}

/** What {@link readLanguageDocuments} found. */
export interface SiteLanguages {
  /** The language codes: `site.yaml`'s, or when it is not valid those with a strings file, sorted. */
  codes: readonly Locale[];
  /** Each code's documents, in the order of `codes`. */
  perLanguage: LanguageDocuments[];
  /** The languages whose strings file is valid, the first language of `codes` the default. */
  languages: Language[];
}

/**
 * Reads every language's strings and FAQ, and reports the strings or FAQ files of languages `site.yaml` does not
 * list and the About page's people who differ from the default language's.
 * @param site - the valid `site.yaml`, or `undefined`: then the languages are those with a strings file, so
 *   their files are checked still.
 * @param errors - receives every problem found.
 */
export async function readLanguageDocuments(
  root: string,
  site: ContentDocument<Site> | undefined,
  read: DocumentReader,
  cache: ContentCache,
  errors: EventsiteError[],
): Promise<SiteLanguages> {
  const codes =
    site?.data.languages ?? (await fg('locales/*.yaml', { cwd: root })).map((f) => path.basename(f, '.yaml')).sort();
  reportUnknownLanguageFiles(root, await languageFiles(root, cache), codes, errors);
  const perLanguage = await Promise.all(
    codes.map(async (code) => ({
      code,
      strings: await read(`locales/${code}.yaml`, localeStringsSchema),
      faq: await read(`faq/${code}.yaml`, faqSchema),
    })),
  );
  const languages: Language[] = perLanguage.flatMap(({ code, strings }, i) =>
    strings ? [{ ...strings.data.language, code, isDefault: i === 0 }] : [],
  );
  reportTeamDifferences(
    perLanguage.map((l) => l.strings),
    errors,
  );
  return { codes, perLanguage, languages };
}

/**
 * The errors of `testimonials.yaml` (an item whose `original` is no language of the site, or whose `event` or
 * `comment` lacks one or has another) and of `site.yaml`'s `tagLanguage` when it names no language of the site
 * (none without a valid `site.yaml`), at the field's line.
 */
export function documentLanguageErrors(
  site: ContentDocument<Site> | undefined,
  testimonials: ContentDocument<z.infer<typeof testimonialsSchema>> | undefined,
  codes: readonly Locale[],
): InvalidContentError[] {
  const found: InvalidContentError[] = [];
  if (site && testimonials) found.push(...testimonialLanguageErrors(testimonials, codes));
  if (site && !codes.includes(site.data.tagLanguage))
    found.push(languageError(site.data.tagLanguage, codes, site.parsed, ['tagLanguage']));
  return found;
}

/** Every testimonial field that is not given in exactly the site's languages, and every unknown `original`. */
function testimonialLanguageErrors(
  testimonials: ContentDocument<z.infer<typeof testimonialsSchema>>,
  codes: readonly Locale[],
): InvalidContentError[] {
  const { parsed } = testimonials;
  return [
    ...testimonials.data.items.flatMap((item, i) =>
      codes.includes(item.original) ? [] : [languageError(item.original, codes, parsed, ['items', i, 'original'])],
    ),
    ...localizedFieldErrors(parsed, testimonials.data.items, ['event', 'comment'], codes),
  ];
}

/**
 * Every field of `items` (a document's `items` list) among `fields` that is not given in exactly the languages
 * `codes`: a language missing, or one the site does not have, at the field's line.
 */
export function localizedFieldErrors<Field extends string>(
  parsed: ParsedFile,
  items: readonly Record<Field, Record<string, unknown>>[],
  fields: readonly Field[],
  codes: readonly Locale[],
): InvalidContentError[] {
  return items.flatMap((item, i) =>
    fields.flatMap((field) => {
      const given = Object.keys(item[field]);
      const missing = codes.filter((c) => !given.includes(c));
      const extra = given.filter((c) => !codes.includes(c));
      if (missing.length === 0 && extra.length === 0) return [];
      return [
        new InvalidContentError(catalogue.LanguageTexts({ missing, extra }), {
          file: parsed.file,
          line: parsed.source.locate(['items', i, field]).line,
          field: `items.${i}.${field}`,
          expected: `a text in each of ${codes.join(', ')} (site.yaml languages)`,
        }),
      ];
    }),
  );
}

function languageError(
  code: string,
  codes: readonly string[],
  parsed: ParsedFile,
  field: PropertyKey[],
): InvalidContentError {
  return new InvalidContentError(catalogue.NotASiteLanguage({ code }), {
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
function reportTeamDifferences(
  files: readonly (ContentDocument<LocaleStrings> | undefined)[],
  errors: EventsiteError[],
): void {
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
        new MissingTranslationError(
          catalogue.PersonDiffers({
            index: i,
            theirs: theirs[i] ?? 'missing',
            ours: names[i],
            language: first.data.language.label,
          }),
          {
            file: other.parsed.file,
            line: other.parsed.source.locate(field).line,
            field: field.join('.'),
            expected: `the people of ${first.parsed.file}, the same names in the same order`,
          },
        ),
      );
      break;
    }
  }
}

/** A strings or FAQ file of a language `site.yaml` does not list is a mistake, not something to ignore. */
function reportUnknownLanguageFiles(
  root: string,
  names: readonly string[],
  codes: readonly string[],
  errors: EventsiteError[],
): void {
  for (const name of names) {
    const code = path.basename(name, '.yaml');
    if (codes.includes(code)) continue;
    errors.push(
      new MissingTranslationError(catalogue.LanguageFileNotInSite({ code }), {
        file: displayPath(path.join(root, name)),
        expected: `one of ${codes.join(', ')}`,
      }),
    );
  }
}
