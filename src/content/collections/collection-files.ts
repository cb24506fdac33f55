/**
 * The files of a collection's folder: listed, and grouped by entry id and language from their names
 * (`{id}.{language}.{ext}`), with a problem for each file named otherwise.
 */
import path from 'node:path';
import fg from 'fast-glob';
import { InvalidContentError } from '../../core/errors.ts';
import { displayPath } from '../../core/display-path.ts';
import type { Language, Locale } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** Where a collection's files are and what they hold (a part of `CollectionDeclaration`). */
interface CollectionPlace {
  /** Folder under the content folder, e.g. `blog`. */
  folder: string;
  format: 'yaml' | 'markdown';
}

const FILE_NAME = /^(.+)\.([a-z]{2,3})\.(?:ya?ml|md)$/;

/** The files of a collection's folder (sorted absolute paths), dotted names too: `...en.md` is a mistake to report, not a file to skip. */
export async function collectionFiles(
  root: string,
  declaration: CollectionPlace,
): Promise<{ absolute: string; format: 'yaml' | 'markdown' }[]> {
  const extension = declaration.format === 'yaml' ? '{yaml,yml}' : 'md';
  const names = (await fg(`${declaration.folder}/*.${extension}`, { cwd: root, dot: true })).sort();
  return names.map((name) => ({ absolute: path.join(root, name), format: declaration.format }));
}

/** A collection's files by entry id and language, with the files whose names are not `{id}.{language}.{ext}`. */
export interface GroupedFiles {
  byId: Map<string, Map<Locale, string>>;
  problems: InvalidContentError[];
}

/** Groupings by listing (a watched cache hands the same listing to every load until a file is added or removed). */
const groupings = new WeakMap<object, { codes: string; grouped: GroupedFiles }>();

export function groupFiles(
  files: readonly { absolute: string }[],
  declaration: CollectionPlace,
  languages: readonly Language[],
): GroupedFiles {
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
        new InvalidContentError(catalogue.FileNameLanguage({ ext }), {
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
