/**
 * The generic collection loader. A collection is a folder of `{id}.{language}.{ext}` files, one per language
 * and entry; the default language's file holds the shared fields too. The loader globs the folder, parses each
 * file with line numbers, validates it, checks that every entry exists in every language and that no two
 * entries share a slug, and hands each entry's validated files to the collection's {@link CollectionDeclaration.toEntry}.
 */
import { z } from 'zod';
import { InvalidContentError, MissingTranslationError, type EventsiteError } from '../../core/errors.ts';
import { digestOf } from '../../core/fingerprint.ts';
import { unionOfCharacters } from '../source/characters.ts';
import type { ContentCache } from '../source/content-cache.ts';
import { displayPath } from '../../core/display-path.ts';
import { readContentFile, type ParsedFile } from '../source/parse-file.ts';
import { slugProblem } from './slug.ts';
import { reportDuplicates, type SlugSource } from './duplicates.ts';
import { groupFiles } from './collection-files.ts';
import type { ImageSource, Language, Locale, Localized } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** One language's file of an entry, validated. */
export interface EntryText<Text> {
  data: Text;
  parsed: ParsedFile;
}

/** An entry's validated files, before the collection turns them into its domain type. */
interface RawEntry<Shared, Text> {
  /** The file id, shared by the entry's files: `rsvp-guide` of `blog/rsvp-guide.tr.md`. */
  id: string;
  /** The shared fields, from the default language's file. */
  shared: Shared;
  /** The default language's file. */
  sharedFile: ParsedFile;
  texts: Localized<EntryText<Text>>;
}

/** What a collection's `toEntry` may use. */
export interface EntryTools {
  languages: readonly Language[];
  /** The build date, yyyy-mm-dd: a post dated after it is a draft. */
  today: string;
  cache: ContentCache;
  errors: EventsiteError[];
  warnings: EventsiteError[];
  /** The image at `ref` under `content/images/`; a missing one is reported at `field` of `parsed`. */
  image(ref: string, where: { parsed: ParsedFile; field: PropertyKey[] }): ImageSource;
  /** The image at `ref`, or `undefined`; reports nothing. */
  peekImage(ref: string): ImageSource | undefined;
  /** Checks a file against a schema, taking the data an earlier build kept for its bytes (see `ContentStore.validate`). */
  validate<S extends z.ZodType>(file: ParsedFile, name: string, schema: S): z.infer<S> | undefined;
}

/**
 * An entry as a load made it (kept by a watched cache with its default language's file): taken as it is by the
 * next load when its files, the date and its images are the same, and its warnings told again.
 */
interface MadeEntry<Entry> {
  parsed: readonly (ParsedFile | undefined)[];
  today: string;
  /** The images the entry asked for, by reference. */
  images: readonly (readonly [string, ImageSource])[];
  entry: Entry;
  warnings: readonly EventsiteError[];
}

/** The zod schema of a default language's file (shared and text fields), made once per collection. */
const defaultSchemas = new WeakMap<object, z.ZodType>();

/** A content collection, declared once: where its files are, their schemas, and how an entry is made. */
export interface CollectionDeclaration<Shared extends object, Text extends object, Entry> {
  /** Folder under the content folder, e.g. `blog`. */
  folder: string;
  format: 'yaml' | 'markdown';
  /** Fields only the default language's file has. */
  shared: z.ZodObject<z.ZodRawShape, z.core.$strict>;
  /** Fields every language's file has. */
  text: z.ZodObject<z.ZodRawShape, z.core.$strict>;
  /** Turns validated files into an entry, or reports why not (returns undefined). */
  toEntry(raw: RawEntry<Shared, Text>, tools: EntryTools): Entry | undefined;
  /** The slugs an entry answers under in a language, each with where it is written, for the duplicate check. */
  slugs(entry: Entry, locale: Locale): SlugSource[];
  /** Display order. */
  compare(a: Entry, b: Entry): number;
}

/**
 * Loads every entry of a collection.
 * @returns the valid entries in display order; every problem is pushed to `tools.errors`.
 */
export async function loadCollection<Shared extends object, Text extends object, Entry>(
  root: string,
  declaration: CollectionDeclaration<Shared, Text, Entry>,
  tools: EntryTools,
  /** The collection's files ({@link collectionFiles}; the caller lists them first, to prepare them). */
  listed: readonly { absolute: string }[],
): Promise<Entry[]> {
  const { languages, errors } = tools;
  const { byId, problems } = groupFiles(listed, declaration, languages);
  errors.push(...problems);
  const complete = [...byId].filter(([id, files]) => isComplete(id, files, declaration, tools));
  const parsedFiles = await readEntryFiles(complete, declaration.format, tools);
  const entries = complete.map(([id, files]) =>
    reuseOrMakeEntry(
      id,
      languages.map((l) => parsedFiles.get(files.get(l.code)!)),
      declaration,
      tools,
    ),
  );
  const valid = entries.filter((e) => e !== undefined);
  const parsedByFile = new Map([...parsedFiles.values()].filter((p) => p !== undefined).map((p) => [p.file, p]));
  for (const language of languages) {
    reportDuplicates(
      valid.flatMap((entry) =>
        declaration.slugs(entry, language.code).map(({ key, file, field }) => ({
          key,
          file,
          line: field && parsedByFile.get(file)?.source.locate(field).line,
          field: field?.join('.'),
        })),
      ),
      `${language.code} slug of ${declaration.folder}`,
      errors,
    );
  }
  return valid.sort((a, b) => declaration.compare(a, b));
}

/** True when an entry's id is a valid slug and it has a file in every language; otherwise reports why not. */
function isComplete(
  id: string,
  files: ReadonlyMap<Locale, string>,
  declaration: CollectionDeclaration<object, object, unknown>,
  { languages, errors }: EntryTools,
): boolean {
  const any = () => displayPath([...files.values()][0]!);
  const problem = slugProblem(id);
  if (problem) {
    errors.push(
      new InvalidContentError(catalogue.SlugInvalid({ said: problem.message }), {
        file: any(),
        expected: problem.expected,
        hint: problem.hint,
      }),
    );
    return false;
  }
  const missing = languages.filter((l) => !files.has(l.code));
  for (const language of missing) {
    errors.push(
      new MissingTranslationError(catalogue.TranslationFileMissing({ id, language: language.code }), {
        file: any(),
        expected: `${declaration.folder}/${id}.${language.code}.${declaration.format === 'yaml' ? 'yaml' : 'md'}`,
      }),
    );
  }
  return missing.length === 0;
}

/** The entries' parsed files by absolute path (`undefined`: unreadable), read at once (a watched cache has the unchanged ones). */
async function readEntryFiles(
  complete: readonly (readonly [string, ReadonlyMap<Locale, string>])[],
  format: 'yaml' | 'markdown',
  tools: EntryTools,
): Promise<Map<string, ParsedFile | undefined>> {
  const parsedFiles = new Map<string, ParsedFile | undefined>();
  const reads: Promise<void>[] = [];
  for (const [, files] of complete) {
    for (const file of files.values()) {
      const ready = tools.cache.current<ParsedFile>(file, 'parsed');
      if (ready) parsedFiles.set(file, ready);
      else reads.push(readContentFile(file, format, tools).then((parsed) => void parsedFiles.set(file, parsed)));
    }
  }
  await Promise.all(reads);
  return parsedFiles;
}

/**
 * The entry of `parsed` (its files in the order of `tools.languages`): the one made before from these very files
 * (in the same languages), on the same day, with the same images (a watched cache only), its warnings told again;
 * otherwise made afresh, and kept when it was made without errors.
 */
function reuseOrMakeEntry<Shared extends object, Text extends object, Entry>(
  id: string,
  parsed: (ParsedFile | undefined)[],
  declaration: CollectionDeclaration<Shared, Text, Entry>,
  tools: EntryTools,
): Entry | undefined {
  const made = `made:${declaration.folder}`;
  const sharedFile = parsed[0];
  const known = sharedFile && tools.cache.current<MadeEntry<Entry>>(sharedFile.absolute, made);
  const same =
    known &&
    known.today === tools.today &&
    known.parsed.length === parsed.length &&
    known.parsed.every((p, i) => p === parsed[i]);
  if (same && known.images.every(([ref, image]) => tools.peekImage(ref) === image)) {
    tools.warnings.push(...known.warnings);
    return known.entry;
  }
  const before = { errors: tools.errors.length, warnings: tools.warnings.length };
  const images: [string, ImageSource][] = [];
  const recording: EntryTools = {
    ...tools,
    image: (ref, where) => {
      const image = tools.image(ref, where);
      images.push([ref, image]);
      return image;
    },
  };
  const entry = makeEntry(id, parsed, declaration, recording);
  if (entry !== undefined && sharedFile && tools.errors.length === before.errors) {
    tools.cache.remember(sharedFile.absolute, made, {
      parsed,
      today: tools.today,
      images,
      entry,
      warnings: tools.warnings.slice(before.warnings),
    } satisfies MadeEntry<Entry>);
  }
  return entry;
}

/** An entry from its validated files, or `undefined` after reporting why not. */
function makeEntry<Shared extends object, Text extends object, Entry>(
  id: string,
  parsed: (ParsedFile | undefined)[],
  declaration: CollectionDeclaration<Shared, Text, Entry>,
  tools: EntryTools,
): Entry | undefined {
  const { languages } = tools;
  const texts: Record<Locale, EntryText<Text>> = {};
  let shared: Shared | undefined;
  languages.forEach((language, i) => {
    const file = parsed[i];
    if (!file) return;
    // The same object while the file is unchanged (dev compares entries by identity); a default language's
    // file has more fields, so which schema checked it is part of the key.
    const schema = language.isDefault ? defaultSchemaOf(declaration) : declaration.text;
    const name = `${declaration.folder}:${language.isDefault ? 'default' : 'other'}`;
    const data = tools.cache.deriveResult(file.absolute, `valid:${name}`, () => tools.validate(file, name, schema)) as
      (Shared & Text) | undefined;
    if (!data) return;
    texts[language.code] = { data, parsed: file };
    if (language.isDefault) shared = data;
  });
  if (!shared || Object.keys(texts).length !== languages.length) return undefined;
  const entry = declaration.toEntry({ id, shared, sharedFile: parsed[0]!, texts }, tools);
  if (entry !== undefined && entry !== null && typeof entry === 'object') {
    charactersOfEntries.set(entry, unionOfCharacters(parsed.map((p) => p!.characters)));
    const faces = parsed.map((p) => p!.face);
    if (faces.every((face) => face !== undefined)) facesOfEntries.set(entry, digestOf(faces));
  }
  return entry;
}

/** The zod schema of a collection's default language files: its shared and text fields. */
function defaultSchemaOf(declaration: CollectionDeclaration<object, object, unknown>): z.ZodType {
  const schema =
    defaultSchemas.get(declaration) ?? z.strictObject({ ...declaration.shared.shape, ...declaration.text.shape });
  defaultSchemas.set(declaration, schema);
  return schema;
}

/** The characters beyond the fonts' base set of each entry's files, by entry. */
const charactersOfEntries = new WeakMap<object, string>();

/** What other pages can show of each entry's files, as one digest (see `ParsedFile.face`), by entry. */
const facesOfEntries = new WeakMap<object, string>();

/** A digest of what other pages can show of an entry's files; `undefined` when its files' digests are unknown. */
export function entryFace(entry: object): string | undefined {
  return facesOfEntries.get(entry);
}

/** The characters of an entry's files beyond the fonts' base set (see `characters.ts`); empty for an unknown one. */
export function entryCharacters(entry: object): string {
  return charactersOfEntries.get(entry) ?? '';
}
