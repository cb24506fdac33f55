/**
 * Reads one content file into a {@link ParsedFile}: a YAML file, or a markdown file split into its front matter
 * (YAML, with line numbers) and its body. Problems are pushed as errors naming the file and line, never thrown.
 */
import grayMatter from 'gray-matter';
import { InvalidContentError, YamlSyntaxError, type EventsiteError } from '../../core/errors.ts';
import type { ContentCache } from './content-cache.ts';
import { displayPath } from '../../core/display-path.ts';
import { beyondBase } from './characters.ts';
import { parseYamlSource, type YamlSource } from '../yaml/yaml-source.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A content file, parsed. */
export interface ParsedFile {
  /** Path relative to the working directory, as errors name it. */
  file: string;
  /** Absolute path (the cache key). */
  absolute: string;
  /** The YAML data (the whole file, or the front matter) and where each field stands. */
  source: YamlSource;
  /** The markdown body (markdown files only). */
  body?: string;
  /** Lines before the body in the file (markdown files only). */
  bodyOffset?: number;
  /** The characters of the file beyond the fonts' base set (see `characters.ts`). */
  characters: string;
  /** A digest of the file's bytes, when the content cache knows it (what the build keys the file's pages by). */
  digest?: string;
  /** With `digest`: a digest of what other pages can show of the file (a markdown file's front matter; a YAML file whole). */
  face?: string;
}

/**
 * Reads and parses `absolute` as YAML or as markdown with front matter.
 * @returns the parsed file, or `undefined` after pushing the problem (file not found, YAML syntax, no front matter).
 */
export async function readContentFile(
  absolute: string,
  format: 'yaml' | 'markdown',
  { cache, errors }: { cache: ContentCache; errors: EventsiteError[] },
): Promise<ParsedFile | undefined> {
  // Prepared already in this load (prepareFiles), or known by dev's watched cache: no need to read it.
  const ready = cache.peek<ParsedFile>(absolute, 'parsed');
  if (ready) return ready;
  const file = displayPath(absolute);
  let text: string;
  try {
    text = await cache.read(absolute);
  } catch (error) {
    if (error instanceof InvalidContentError) errors.push(error);
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      errors.push(new InvalidContentError(catalogue.FileNotFound(), { file }));
    else
      errors.push(
        new InvalidContentError(
          catalogue.FileUnreadable({ reason: (error as NodeJS.ErrnoException).code ?? String(error) }),
          { file },
        ),
      );
    return undefined;
  }
  try {
    return cache.derive(absolute, 'parsed', () =>
      format === 'yaml'
        ? { file, absolute, source: parseYamlSource(text, { file }), characters: beyondBase(text) }
        : parseMarkdownFile(text, file, absolute),
    );
  } catch (error) {
    if (error instanceof YamlSyntaxError || error instanceof InvalidContentError) errors.push(error);
    else throw error;
    return undefined;
  }
}

/**
 * gray-matter runs the engine a front matter's opener names, and its defaults include JavaScript: every engine it
 * knows is replaced, YAML's by one that returns nothing and the others by a refusal (the opener check above refuses
 * them first; this is the second line of defence).
 */
const refuse = (language: string) => (): never => {
  throw new InvalidContentError(catalogue.FrontMatterLanguage({ language }));
};
const ENGINES: Record<string, () => object> = {
  yaml: () => ({}),
  yml: refuse('yml'),
  js: refuse('js'),
  javascript: refuse('javascript'),
  json: refuse('json'),
  coffee: refuse('coffee'),
  coffeescript: refuse('coffeescript'),
  cson: refuse('cson'),
  toml: refuse('toml'),
};

/** A markdown file's parts: the front matter's YAML text and the body. */
export interface MarkdownParts {
  /**
   * The YAML between the `---` lines, from just after the opening `---`: its first line is the rest of that line
   * (empty), so its line numbers are the file's.
   */
  matter: string;
  body: string;
  /** Lines before the body in the file. */
  bodyOffset: number;
}

/**
 * Splits a markdown file (decoded, LF line endings) into its front matter's text and its body. The front matter
 * is YAML, always: an opener naming another language (`---js`, `---json`) is refused before gray-matter, which
 * would run that language's engine, sees the file.
 * @throws {InvalidContentError} when the file has no front matter or names another language.
 */
export function splitMarkdownFile(raw: string, file: string): MarkdownParts {
  const opener = /^---([^\n]*)/.exec(raw);
  if (opener && opener[1]!.trim() !== '') {
    throw new InvalidContentError(catalogue.FrontMatterLanguage({ language: opener[1]!.trim() }), {
      file,
      line: 1,
      expected: 'YAML front matter: a first line of exactly ---',
    });
  }
  if (!opener) {
    throw new InvalidContentError(catalogue.NoFrontMatter(), {
      file,
      line: 1,
      expected: 'a YAML front-matter block between --- lines at the top',
    });
  }
  // gray-matter splits the front matter off (the opener's line break stays in it, so its lines are the file's);
  // the YAML is read with line numbers by parseYamlSource.
  const { matter, content: body } = grayMatter(raw, { language: 'yaml', engines: ENGINES });
  return { matter, body, bodyOffset: raw.split('\n').length - body.split('\n').length };
}

/**
 * Splits a markdown file (decoded, LF line endings) into front matter, parsed as YAML with line numbers, and body.
 * @throws {InvalidContentError} when the file has no front matter or names another language; {@link YamlSyntaxError} when it is not YAML.
 */
export function parseMarkdownFile(raw: string, file: string, absolute: string): ParsedFile {
  const parts = splitMarkdownFile(raw, file);
  const source = parseYamlSource(parts.matter, { file });
  return { file, absolute, source, body: parts.body, bodyOffset: parts.bodyOffset, characters: beyondBase(raw) };
}
