/**
 * The generic collection loader. A collection is a folder of `{id}.{language}.{ext}` files, one per language
 * and entry; the default language's file holds the shared fields too. The loader globs the folder, parses each
 * file with line numbers, validates it, checks that every entry exists in every language and that no two
 * entries share a slug, and hands each entry's validated files to the collection's {@link CollectionDeclaration.toEntry}.
 */
import path from 'node:path';
import fg from 'fast-glob';
import { z } from 'zod';
import { DuplicateRouteError, InvalidContentError, MissingTranslationError, type EventsiteError } from '../core/errors.ts';
import { entryCharacters, rememberCharacters } from './characters.ts';
import { fingerprint } from '../core/fingerprint.ts';
import type { ContentCache } from './content-cache.ts';
import { displayPath } from '../core/display-path.ts';
import { readContentFile, type ParsedFile } from './parse-file.ts';
import { keptKey, type EntryStore } from './persistent-cache.ts';
import { KEY } from './prepare-files.ts';
import { slugSchema } from './schemas.ts';
import type { ImageSource, Language, Locale, Localized } from './types.ts';
import { validateSource } from './yaml-source.ts';

/** One language's file of an entry, validated. */
export interface EntryText<Text> {
  data: Text;
  parsed: ParsedFile;
}

/** An entry's validated files, before the collection turns them into its domain type. */
export interface RawEntry<Shared, Text> {
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

/** A collection's files by entry id and language, with the files whose names are not `{id}.{language}.{ext}`. */
interface GroupedFiles {
  byId: Map<string, Map<Locale, string>>;
  problems: InvalidContentError[];
}

/** Groupings by listing (a watched cache hands the same listing to every load until a file is added or removed). */
const groupings = new WeakMap<object, { codes: string; grouped: GroupedFiles }>();

function groupFiles(files: readonly { absolute: string }[], declaration: Pick<CollectionDeclaration<object, object, unknown>, 'folder' | 'format'>, languages: readonly Language[]): GroupedFiles {
  const codes = new Set(languages.map((l) => l.code));
  const key = [...codes].join(',');
  const known = groupings.get(files);
  if (known?.codes === key) return known.grouped;
  const grouped: GroupedFiles = { byId: new Map(), problems: [] };
  const ext = declaration.format === 'yaml' ? 'yaml' : 'md';
  for (const { absolute } of files) {
    const match = FILE_NAME.exec(path.basename(absolute));
    if (!match || !codes.has(match[2]!)) {
      grouped.problems.push(
        new InvalidContentError(`file name is not {id}.{language}.${ext} with a language of site.yaml`, {
          file: displayPath(absolute),
          expected: `a language among ${[...codes].join(', ')}`,
          hint: `rename it, e.g. ${declaration.folder}/example.${languages[0]?.code ?? '{language}'}.${ext}`,
        }),
      );
      continue;
    }
    const byLanguage = grouped.byId.get(match[1]!) ?? new Map<Locale, string>();
    byLanguage.set(match[2]!, absolute);
    grouped.byId.set(match[1]!, byLanguage);
  }
  groupings.set(files, { codes: key, grouped });
  return grouped;
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
  /** The slugs an entry answers under in a language, for the duplicate check. */
  slugs(entry: Entry, locale: Locale): string[];
  /** The file errors about an entry name. */
  fileOf(entry: Entry): string;
  /** Display order. */
  compare(a: Entry, b: Entry): number;
  /**
   * The entry with each image it holds replaced by `swap(image)`: an entry is kept on disk with its images'
   * paths only, and given the load's images back when it is taken again.
   */
  withImages(entry: Entry, swap: (image: ImageSource) => ImageSource): Entry;
  /**
   * Facts later stages derive from an entry and remember by object (plain data): kept with the entry on disk
   * (`of`, when it is made) and given back to them when it is taken (`give`), so they are not derived again.
   */
  facts?: { of(entry: Entry): unknown; give(entry: Entry, facts: unknown): void };
}

/**
 * An entry as kept on disk between builds (see {@link loadCollection}): with its images' paths only, and the
 * fingerprint of each image it asked for, by reference.
 */
interface StoredEntry<Entry> {
  /** With its long texts left out (empty strings in their place): see {@link texts}. */
  entry: Entry;
  /** The entry's long texts ({@link takeLongTexts}), decoded only when read. */
  texts?: LongTexts;
  images: [string, string][];
  /** Its characters beyond the fonts' base set ({@link entryCharacters}), for the fonts to take as they are. */
  characters: string;
  /** What {@link CollectionDeclaration.facts} gave when it was made. */
  facts?: unknown;
}

/**
 * The key an entry is kept under between builds: what it is made from. Its collection and id, the languages,
 * its files (where they are, as errors name them, and the keys of their texts), and the build date (a post dated
 * after it is a draft). The code that makes it is the store's version; its images are checked when it is taken.
 */
function storedKey(folder: string, id: string, languages: readonly Language[], files: readonly string[], fileKeys: readonly string[], today: string): string {
  // The working folder stands for the files' display paths (relative to it).
  return keptKey([folder, id, languages.map((l) => [l.code, l.isDefault]), files, process.cwd(), fileKeys, today]);
}

/**
 * Texts at least this long (a body's HTML) are kept outside a kept entry's data, in UTF-8, and decoded when first
 * read: a rebuild takes thousands of entries but reads few bodies (the changed pages', the feeds'), and decoding
 * them all took most of the time and memory of taking the entries.
 */
const LONG_TEXT = 1024;

/** Long texts of a kept entry: where each was (the path of properties to it), in order, as one UTF-8 buffer; `ends` are byte offsets. */
interface LongTexts {
  at: (string | number)[][];
  ends: number[];
  bytes: Uint8Array;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `entry` (plain data) with each text of at least {@link LONG_TEXT} characters replaced by an empty string, and those
 * texts; `entry` itself is not changed (the objects on the way to a text are copies).
 */
export function takeLongTexts<T>(entry: T): { entry: T; texts?: LongTexts } {
  const at: (string | number)[][] = [];
  const texts: string[] = [];
  const walk = (value: unknown, where: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      if (value.length < LONG_TEXT) return value;
      at.push(where);
      texts.push(value);
      return '';
    }
    if (Array.isArray(value)) {
      const out = value.map((item, i) => walk(item, [...where, i]));
      return out.some((item, i) => item !== value[i]) ? out : value;
    }
    if (isPlainObject(value)) {
      let out: Record<string, unknown> | undefined;
      for (const [key, item] of Object.entries(value)) {
        const taken = walk(item, [...where, key]);
        if (taken !== item) (out ??= { ...value })[key] = taken;
      }
      return out ?? value;
    }
    return value;
  };
  const left = walk(entry, []) as T;
  if (texts.length === 0) return { entry };
  // Each encoded on its own: joined first, a text's last half of a surrogate pair could pair with the next's.
  const parts = texts.map((text) => Buffer.from(text));
  let end = 0;
  const ends = parts.map((part) => (end += part.length));
  return { entry: left, texts: { at, ends, bytes: Buffer.concat(parts) } };
}

/**
 * Gives the entry {@link takeLongTexts} left (objects of the caller's own: it is changed) its long texts back, each
 * decoded when it is first read: an accessor in the text's place (same property order), which becomes a plain
 * property then.
 * @returns `entry`.
 */
export function giveLongTexts<T>(entry: T, texts: LongTexts | undefined): T {
  if (!texts) return entry;
  const bytes = Buffer.from(texts.bytes.buffer, texts.bytes.byteOffset, texts.bytes.byteLength);
  texts.at.forEach((where, i) => {
    let node = entry as Record<string | number, unknown>;
    for (const step of where.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    const key = where.at(-1)!;
    const start = i === 0 ? 0 : texts.ends[i - 1]!;
    const end = texts.ends[i]!;
    const settle = (value: unknown) => Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(node, key, {
      enumerable: true,
      configurable: true,
      get() {
        const text = bytes.toString('utf8', start, end);
        settle(text);
        return text;
      },
      set: settle,
    });
  });
  return entry;
}

/** An image as a kept entry holds it: its path. */
const imagePath = (image: ImageSource): ImageSource => ({ path: image.path, file: '', width: 0, height: 0 });

const FILE_NAME = /^(.+)\.([a-z]{2,3})\.(?:ya?ml|md)$/;

/** The files of a collection's folder (sorted absolute paths), dotted names too: `...en.md` is a mistake to report, not a file to skip. */
export async function collectionFiles(root: string, declaration: Pick<CollectionDeclaration<object, object, unknown>, 'folder' | 'format'>): Promise<{ absolute: string; format: 'yaml' | 'markdown' }[]> {
  const extension = declaration.format === 'yaml' ? '{yaml,yml}' : 'md';
  const names = (await fg(`${declaration.folder}/*.${extension}`, { cwd: root, dot: true })).sort();
  return names.map((name) => ({ absolute: path.join(root, name), format: declaration.format }));
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
  /**
   * Entries kept by earlier builds (the persistent content cache's): an entry made from files with the same texts,
   * on the same date, whose images are the same, is taken from it without its files being parsed or validated.
   * An entry made without errors or warnings is kept in it. Not for a watched cache (dev keeps its own).
   */
  stored?: EntryStore,
): Promise<Entry[]> {
  const { languages, errors } = tools;
  const { byId, problems } = groupFiles(listed, declaration, languages);
  errors.push(...problems);

  const defaultSchema = defaultSchemas.get(declaration) ?? z.strictObject({ ...declaration.shared.shape, ...declaration.text.shape });
  defaultSchemas.set(declaration, defaultSchema);
  const complete = [...byId].filter(([id, files]) => {
    const any = () => displayPath([...files.values()][0]!);
    if (!slugSchema.safeParse(id).success) {
      errors.push(new InvalidContentError(`"${id}" is not a valid slug`, { file: any(), expected: 'lowercase letters a–z, digits and single hyphens' }));
      return false;
    }
    const missing = languages.filter((l) => !files.has(l.code));
    for (const language of missing) {
      errors.push(
        new MissingTranslationError(`"${id}" has no ${language.code} file`, {
          file: any(),
          expected: `${declaration.folder}/${id}.${language.code}.${declaration.format === 'yaml' ? 'yaml' : 'md'}`,
          hint: 'every entry exists in every language of site.yaml',
        }),
      );
    }
    return missing.length === 0;
  });
  // Entries kept whole by an earlier build, by the keys of their files' texts (known from their stamps, unread).
  const taken = new Map<string, Entry>();
  const keys = new Map<string, string>();
  if (stored) {
    for (const [id, files] of complete) {
      const paths = languages.map((l) => files.get(l.code)!);
      const fileKeys = paths.map((file) => tools.cache.peek<string>(file, KEY));
      if (!fileKeys.every((k) => k !== undefined)) continue;
      const key = storedKey(declaration.folder, id, languages, paths, fileKeys, tools.today);
      keys.set(id, key);
      // Taken only when each image it asked for is the same as then (an image's size is part of the entry).
      const sameImages = (value: unknown) => {
        const images = (value as Partial<StoredEntry<Entry>> | undefined)?.images;
        return Array.isArray(images) && images.every(([ref, print]) => {
          const image = tools.peekImage(ref);
          return image !== undefined && fingerprint(image) === print;
        });
      };
      const found = stored.get(key, sameImages) as StoredEntry<Entry> | undefined;
      if (!found) continue;
      const entry = declaration.withImages(giveLongTexts(found.entry, found.texts), (image) => tools.peekImage(image.path)!);
      // The fonts need not walk its texts again, nor later stages hash them.
      if (typeof found.characters === 'string') rememberCharacters(entry as object, found.characters);
      if (found.facts !== undefined) declaration.facts?.give(entry, found.facts);
      taken.set(id, entry);
    }
  }
  // The files first, all at once (a watched cache has the unchanged ones at hand), then the entries, in order.
  const parsedFiles = new Map<string, ParsedFile | undefined>();
  const reads: Promise<void>[] = [];
  for (const [id, files] of complete) {
    if (taken.has(id)) continue;
    for (const file of files.values()) {
      const ready = tools.cache.current<ParsedFile>(file, 'parsed');
      if (ready) parsedFiles.set(file, ready);
      else reads.push(readContentFile(file, declaration.format, tools).then((parsed) => void parsedFiles.set(file, parsed)));
    }
  }
  await Promise.all(reads);
  const made = `made:${declaration.folder}`;
  const entries = complete.map(([id, files]): Entry | undefined => {
    const kept = taken.get(id);
    if (kept) return kept;
    const parsed = languages.map((l) => parsedFiles.get(files.get(l.code)!));
    const sharedFile = parsed[0];
    // Made before from these very files (in the same languages), on the same day, with the same images (a watched cache only).
    const known = sharedFile && tools.cache.current<MadeEntry<Entry>>(sharedFile.absolute, made);
    const same = known && known.today === tools.today && known.parsed.length === parsed.length && known.parsed.every((p, i) => p === parsed[i]);
    if (same && known.images.every(([ref, image]) => tools.peekImage(ref) === image)) {
      tools.warnings.push(...known.warnings);
      return known.entry;
    }
    const before = { errors: errors.length, warnings: tools.warnings.length };
    const images: [string, ImageSource][] = [];
    const recording: EntryTools = {
      ...tools,
      image: (ref, where) => {
        const image = tools.image(ref, where);
        images.push([ref, image]);
        return image;
      },
    };
    const entry = makeEntry(id, parsed, recording);
    if (entry !== undefined && sharedFile && errors.length === before.errors) {
      tools.cache.remember(sharedFile.absolute, made, { parsed, today: tools.today, images, entry, warnings: tools.warnings.slice(before.warnings) } satisfies MadeEntry<Entry>);
      // Kept on disk only when it has nothing to tell: warnings are made again with the entry.
      const key = keys.get(id);
      if (stored && key && tools.warnings.length === before.warnings) {
        const { entry: left, texts } = takeLongTexts(declaration.withImages(entry, imagePath));
        const kept: StoredEntry<Entry> = {
          entry: left,
          texts,
          images: images.map(([ref, image]) => [ref, fingerprint(image)]),
          characters: entryCharacters(entry),
          facts: declaration.facts?.of(entry),
        };
        stored.set(key, kept);
      }
    }
    return entry;
  });

  /** An entry from its validated files, or `undefined` after reporting why not. */
  function makeEntry(id: string, parsed: (ParsedFile | undefined)[], tools: EntryTools): Entry | undefined {
    const texts: Record<Locale, EntryText<Text>> = {};
    let shared: Shared | undefined;
    languages.forEach((language, i) => {
      const file = parsed[i];
      if (!file) return;
      // The same object while the file is unchanged (dev compares entries by identity); a default language's
      // file has more fields, so which schema checked it is part of the key.
      const schema = language.isDefault ? defaultSchema : declaration.text;
      const data = tools.cache.deriveResult(file.absolute, `valid:${declaration.folder}:${language.isDefault ? 'default' : 'other'}`, () => validateSource(schema, file.source, file.file, errors)) as
        | (Shared & Text)
        | undefined;
      if (!data) return;
      texts[language.code] = { data, parsed: file };
      if (language.isDefault) shared = data;
    });
    if (!shared || Object.keys(texts).length !== languages.length) return undefined;
    return declaration.toEntry({ id, shared, sharedFile: parsed[0]!, texts }, tools);
  }
  const valid = entries.filter((e) => e !== undefined);
  for (const language of languages) {
    reportDuplicates(
      valid.flatMap((entry) => declaration.slugs(entry, language.code).map((key) => ({ key, file: declaration.fileOf(entry) }))),
      `${language.code} slug of ${declaration.folder}`,
      errors,
    );
  }
  return valid.sort(declaration.compare);
}

/** Reports every key used by two entries, naming both files. */
export function reportDuplicates(
  entries: readonly { key: string; file: string }[],
  what: string,
  errors: EventsiteError[],
  ErrorClass: typeof DuplicateRouteError | typeof InvalidContentError = DuplicateRouteError,
): void {
  const seen = new Map<string, string>();
  for (const { key, file } of entries) {
    const other = seen.get(key);
    if (other) errors.push(new ErrorClass(`duplicate ${what} "${key}", also used by ${other}`, { file, hint: `give each entry its own ${what}` }));
    else seen.set(key, file);
  }
}
