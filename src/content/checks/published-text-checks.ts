/**
 * The checks of the published text of a load: placeholders left in it (`placeholders.ts`) and site.yaml's facts
 * repeated in it (`repeated-facts.ts`), in the documents and in the entries' files, YAML and bodies.
 */
import { displayPath } from '../../core/display-path.ts';
import type { EventsiteError, InvalidContentError } from '../../core/errors.ts';
import type { ContentCache } from '../source/content-cache.ts';
import type { PreparedMarkdown } from '../source/prepare.ts';
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

/** What the content cache keeps of a file's repetitions: the facts searched for, and what was found. */
const FACTS = 'facts';

/**
 * The repetitions of site.yaml's facts in the documents and the entry files (their YAML and bodies). A body the
 * cache kept only as its rendering is read again only when the rendering may hold a fact: its HTML or a link's
 * address holds one, or raw HTML was dropped from it (the rendering keeps every other character a fact can match:
 * digits, letters and the separators between them).
 */
export async function repeatedFactsOf(
  site: Site,
  documents: readonly (ParsedFile | undefined)[],
  entryFiles: readonly { absolute: string }[],
  parsedOf: (file: string) => ParsedFile | undefined,
  cache: ContentCache,
): Promise<EventsiteError[]> {
  const facts = siteFacts(site);
  const key = facts.map((fact) => `${fact.pattern.source}/${fact.pattern.flags}`).join('\n');
  const found = documents.flatMap((file) => (file ? findRepeatedFacts(file, facts) : []));
  for (const { absolute } of entryFiles) {
    // Dev's content cache keeps what a file repeats with its text, under the facts searched for.
    const known = cache.peek<{ key: string; found: InvalidContentError[] }>(absolute, FACTS);
    if (known?.key === key) {
      found.push(...known.found);
      continue;
    }
    const parsed = parsedOf(displayPath(absolute)) ?? cache.peek<ParsedFile>(absolute, 'parsed');
    if (!parsed) continue;
    const rendered = cache.peek<PreparedMarkdown>(absolute, 'markdown');
    const mayHoldFact = (r: PreparedMarkdown) =>
      r.rawHtml.length > 0 ||
      factsIn([r.html, ...r.links.map((l) => l.url), ...r.unsafeUrls.map((l) => l.url)].join('\n'), facts).length > 0;
    const body =
      parsed.bodyOffset === undefined || (parsed.body === undefined && rendered && !mayHoldFact(rendered))
        ? undefined
        : (parsed.body ?? splitMarkdownFile(await cache.read(parsed.absolute), parsed.file).body);
    const repeated = findRepeatedFacts({ ...parsed, body }, facts);
    cache.remember(absolute, FACTS, { key, found: repeated });
    found.push(...repeated);
  }
  return found;
}
