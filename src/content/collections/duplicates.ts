/**
 * Keys two entries must not share (slugs and aliases, service orders): where each is written, and the error that
 * names both places.
 */
import { DuplicateRouteError, type EventsiteError, type InvalidContentError } from '../../core/errors.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A slug an entry answers under, with the file and field that give it. */
export interface SlugSource {
  key: string;
  /** The file, relative to the working directory (as `ParsedFile.file`). */
  file: string;
  /** The field (`slug`, `aliases.2`); none when the slug is the file's name, the entry's id. */
  field?: readonly (string | number)[];
}

/**
 * The slug and aliases of one language of an entry as {@link SlugSource}s.
 * @param aliasFile - the file the aliases are written in, when it is not `file` (a post's, in the default language's).
 */
export function slugSources(
  id: string,
  file: string,
  slug: string,
  aliases: readonly string[],
  aliasFile = file,
): SlugSource[] {
  return [
    { key: slug, file, field: slug === id ? undefined : ['slug'] },
    ...aliases.map((key, i) => ({ key, file: aliasFile, field: ['aliases', i] })),
  ];
}

/** Reports every key used by two entries, naming both files, and the line of each where it has one. */
export function reportDuplicates(
  entries: readonly { key: string; file: string; line?: number; field?: string }[],
  what: string,
  errors: EventsiteError[],
  ErrorClass: typeof DuplicateRouteError | typeof InvalidContentError = DuplicateRouteError,
): void {
  const seen = new Map<string, string>();
  for (const { key, file, line, field } of entries) {
    const other = seen.get(key);
    if (other) errors.push(new ErrorClass(catalogue.DuplicateKey({ what, key, other }), { file, line, field }));
    else seen.set(key, line === undefined ? file : `${file}:${line}`);
  }
}
