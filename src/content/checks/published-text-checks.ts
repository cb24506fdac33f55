/**
 * The checks of the published text of a load: placeholders left in it (`placeholders.ts`) and site.yaml's facts
 * repeated in it (`repeated-facts.ts`), in the documents and in the entries' files, YAML and bodies.
 */
import { displayPath } from '../../core/display-path.ts';
import type { EventsiteError, InvalidContentError } from '../../core/errors.ts';
import type { ContentCache } from '../source/content-cache.ts';
import { splitMarkdownFile, type ParsedFile } from '../source/parse-file.ts';
import { findPlaceholders, publishesPlaceholder } from './placeholders.ts';
import { factsIn, findRepeatedFacts, siteFacts } from './repeated-facts.ts';
import type { Site } from '../schemas.ts';
import type { Localized } from '../types.ts';

/** What the content cache keeps the placeholders of a file's text as. */
const PLACEHOLDERS = 'placeholders';

/**
 * The placeholders of the YAML files `files` and of the posts `posts` (front matter and body). A body is searched
 * line by line only when its HTML publishes a placeholder: the persistent content cache keeps a body's HTML, not
 * its text, which is then read again. What a file holds is kept with its text in the content cache (dev's, kept
 * between rebuilds, looks again only at the files that changed).
 */
export async function placeholdersOf(
  files: readonly (ParsedFile | undefined)[],
  entries: readonly { locales: Localized<{ file: string; html: string }> }[],
  parsedOf: (file: string) => ParsedFile | undefined,
  cache: ContentCache,
): Promise<EventsiteError[]> {
  const found = files.flatMap((file) =>
    file ? cache.derive(file.absolute, PLACEHOLDERS, () => findPlaceholders(file)) : [],
  );
  for (const entry of entries) {
    for (const text of Object.values(entry.locales)) {
      const parsed = parsedOf(text.file);
      if (!parsed) continue;
      const known = cache.peek<InvalidContentError[]>(parsed.absolute, PLACEHOLDERS);
      if (known) {
        found.push(...known);
        continue;
      }
      const body = publishesPlaceholder(text.html)
        ? (parsed.body ?? splitMarkdownFile(await cache.read(parsed.absolute), parsed.file).body)
        : undefined;
      found.push(...cache.derive(parsed.absolute, PLACEHOLDERS, () => findPlaceholders({ ...parsed, body })));
    }
  }
  return found;
}

/**
 * The repetitions of site.yaml's facts in the documents and the entry files (their YAML and bodies). A body the
 * cache kept only as HTML is read again only when its HTML holds a fact: the markdown rendering keeps the text of
 * each line a fact can match (digits, letters and the separators between them), so no repetition is missed.
 */
export async function repeatedFactsOf(
  site: Site,
  documents: readonly (ParsedFile | undefined)[],
  entryFiles: readonly { absolute: string }[],
  parsedOf: (file: string) => ParsedFile | undefined,
  cache: ContentCache,
): Promise<EventsiteError[]> {
  const facts = siteFacts(site);
  // What a file repeats is kept with its text in the content cache, under the facts searched for.
  const kept = `facts:${facts.map((fact) => `${fact.pattern.source}/${fact.pattern.flags}`).join('\n')}`;
  const found = documents.flatMap((file) => (file ? findRepeatedFacts(file, facts) : []));
  for (const { absolute } of entryFiles) {
    const known = cache.peek<InvalidContentError[]>(absolute, kept);
    if (known) {
      found.push(...known);
      continue;
    }
    const parsed = parsedOf(displayPath(absolute)) ?? cache.peek<ParsedFile>(absolute, 'parsed');
    if (!parsed) continue;
    // As with placeholders: a body the cache kept only as HTML is read again only when its HTML holds a fact.
    const html = cache.peek<{ html: string }>(absolute, 'markdown')?.html;
    const body =
      parsed.bodyOffset === undefined ||
      (parsed.body === undefined && html !== undefined && factsIn(html, facts).length === 0)
        ? undefined
        : (parsed.body ?? splitMarkdownFile(await cache.read(parsed.absolute), parsed.file).body);
    found.push(...cache.derive(absolute, kept, () => findRepeatedFacts({ ...parsed, body }, facts)));
  }
  return found;
}
