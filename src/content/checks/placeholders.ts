/**
 * Placeholders left in content (docs/decisions.md, "Placeholders and samples"): the texts `eventsite new post`
 * scaffolds a post with ({@link POST_SCAFFOLDS}) and the markers `REPLACE`, `TODO`, `TBD` and `lorem ipsum`, found in
 * every value a page publishes: the values of YAML files and front matter, and post bodies. YAML comments are never
 * published, so the `# REPLACE: …` comments that mark site.yaml's fictional defaults are not placeholders.
 */
import { InvalidContentError } from '../../core/errors.ts';
import { renderMarkdown } from '../markdown/markdown.ts';
import type { YamlSource } from '../yaml/yaml-source.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * What a load does with the placeholders it finds: `error` adds them to its errors (`build`, `check`), `warning`
 * to `content.warnings` (`dev`), `allow` does not look for them (`build --allow-placeholders`, a preview).
 */
export type PlaceholderMode = 'error' | 'warning' | 'allow';

/** The placeholder copy of a new post in one language (`eventsite new post`). */
export interface PostScaffold {
  excerpt: string;
  imageAlt: string;
  /** One markdown paragraph. */
  body: string;
}

/**
 * The placeholder copy `eventsite new post` writes, by language; a language without its own gets the default
 * language's. Every one of these texts is a placeholder wherever it stands in content.
 */
export const POST_SCAFFOLDS: Readonly<Record<string, PostScaffold>> = {
  en: {
    excerpt: 'One or two sentences for the blog cards: what the reader will learn.',
    imageAlt: 'The Kadife Events emblem in gold on black',
    body: "Write the article here in markdown. Link to the site's pages by their paths, e.g. [contact us](/contact).",
  },
  tr: {
    excerpt: 'Blog kartlarında görünen bir iki cümle: okur ne öğrenecek?',
    imageAlt: 'Siyah üzerine altın renkli Kadife Events amblemi',
    body: 'Yazıyı buraya markdown olarak yazın. Sitenin sayfalarına yollarıyla bağlantı verin, örneğin [bize ulaşın](/tr/iletisim).',
  },
};

/** The hint of every finding. */
export const PLACEHOLDER_HINT = 'write the real text, or build with --allow-placeholders for a preview';

/** The markers as patterns, any case (`REPLACE` is filtered to capitals where it is found). */
const MARKER_PATTERNS = ['replace', 'todo', 'tbd', 'lorem\\s+ipsum'];

/** A marker as a whole word (no letter or digit either side), any case; `REPLACE` is filtered to capitals. */
const MARKER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${MARKER_PATTERNS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

const SCAFFOLD_TEXTS: readonly string[] = [
  ...new Set(Object.values(POST_SCAFFOLDS).flatMap((s) => [s.excerpt, s.imageAlt, s.body])),
];

/** A placeholder in a text: what was found (the marker as written, or a scaffold text) and where (UTF-16 offset). */
interface PlaceholderMatch {
  text: string;
  index: number;
  /** True for a text `new post` writes, false for a marker. */
  scaffold: boolean;
}

/** Regular-expression source matching `text` literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A quick test a text must pass to hold a placeholder (a marker or a scaffold text, in any case). Most texts hold
 * none, and this test is some ten times faster than {@link MARKER}'s whole-word search over Unicode letters: dev
 * runs it over every text of the content on each rebuild.
 */
const MIGHT_HOLD_PLACEHOLDER = new RegExp([...MARKER_PATTERNS, ...SCAFFOLD_TEXTS.map(literally)].join('|'), 'i');

/** Every placeholder in `text`, in order of their offsets. Pure. */
function placeholdersIn(text: string): PlaceholderMatch[] {
  const found: PlaceholderMatch[] = [];
  if (!MIGHT_HOLD_PLACEHOLDER.test(text)) return found;
  for (const match of text.matchAll(MARKER)) {
    if (match[0].toLowerCase() === 'replace' && match[0] !== 'REPLACE') continue;
    found.push({ text: match[0], index: match.index, scaffold: false });
  }
  for (const scaffold of SCAFFOLD_TEXTS) {
    for (let at = text.indexOf(scaffold); at !== -1; at = text.indexOf(scaffold, at + scaffold.length))
      found.push({ text: scaffold, index: at, scaffold: true });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The scaffold texts as the markdown pipeline renders them (what a body's HTML holds when one is left in it). */
let renderedScaffolds: readonly string[] | undefined;

/**
 * True when a rendered body (sanitised HTML) publishes a placeholder: a marker, or a scaffold text as the
 * markdown pipeline renders it. A quick test that needs no markdown source: only a body that passes it is
 * searched line by line ({@link findPlaceholders}). A marker only in an HTML comment or raw HTML, which is never
 * published, does not count. Pure.
 */
export function publishesPlaceholder(html: string): boolean {
  renderedScaffolds ??= SCAFFOLD_TEXTS.flatMap((text) => [
    text,
    renderMarkdown(text).html.replace(/^<p>|<\/p>\s*$/g, ''),
  ]);
  return placeholdersIn(html).some((m) => !m.scaffold) || renderedScaffolds.some((text) => html.includes(text));
}

/** A content file as {@link findPlaceholders} reads it: a `ParsedFile` has this shape. */
export interface PlaceholderSource {
  /** The file as errors name it. */
  file: string;
  /** Its YAML (a whole file, or a markdown file's front matter). */
  source: YamlSource;
  /** A markdown file's body, to search (leave it out when the body publishes none, see {@link publishesPlaceholder}). */
  body?: string;
  /** Lines before the body in the file. */
  bodyOffset?: number;
}

/** A found text as a message shows it: at most 60 characters. */
const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);

function finding(
  match: PlaceholderMatch,
  where: { file: string; line: number; column?: number; field: string },
): InvalidContentError {
  const problem = catalogue.Placeholder({ text: quoted(match.text), scaffold: match.scaffold });
  return new InvalidContentError(problem, { ...where, expected: 'the text to publish', hint: PLACEHOLDER_HINT });
}

/** Every string of a YAML value with its path (values only: keys are field names). */
function* stringsOf(value: unknown, path: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}

/**
 * The placeholders of one content file: in every string value of its YAML (comments are not values) and in its
 * markdown body when given. Pure.
 * @returns one {@link InvalidContentError} per placeholder: file, line (the field's; in a body, the line of the
 * text and its column), field (dotted path, or `body`), the text found, and the hint {@link PLACEHOLDER_HINT}.
 */
export function findPlaceholders(file: PlaceholderSource): InvalidContentError[] {
  const errors: InvalidContentError[] = [];
  for (const [value, path] of stringsOf(file.source.data)) {
    const matches = placeholdersIn(value);
    if (matches.length === 0) continue;
    const { line } = file.source.locate(path);
    for (const match of matches) errors.push(finding(match, { file: file.file, line, field: path.join('.') }));
  }
  if (file.body !== undefined) {
    for (const match of placeholdersIn(file.body)) {
      const before = file.body.slice(0, match.index);
      const lineStart = before.lastIndexOf('\n') + 1;
      const line = (file.bodyOffset ?? 0) + before.split('\n').length;
      errors.push(finding(match, { file: file.file, line, column: match.index - lineStart + 1, field: 'body' }));
    }
  }
  return errors;
}
