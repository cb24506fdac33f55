/**
 * Reads one content file into a {@link ParsedFile}: a YAML file, or a markdown file split into its front matter
 * (YAML, with line numbers) and its body. Problems are pushed as errors naming the file and line, never thrown.
 */
import path from 'node:path';
import matter from 'gray-matter';
import { InvalidContentError, YamlSyntaxError, type EventsiteError } from '../errors.ts';
import type { ContentCache } from './content-cache.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';

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
}

/** The file name as errors show it: relative to the working directory. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute) || absolute;
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
  const file = displayPath(absolute);
  let text: string;
  try {
    text = await cache.read(absolute);
  } catch {
    errors.push(new InvalidContentError('file not found', { file, hint: 'create it; see README.md, "Content"' }));
    return undefined;
  }
  try {
    return cache.derive(absolute, 'parsed', () => (format === 'yaml' ? { file, absolute, source: parseYamlSource(text, { file }) } : parseMarkdownFile(text, file, absolute)));
  } catch (error) {
    if (error instanceof YamlSyntaxError || error instanceof InvalidContentError) errors.push(error);
    else throw error;
    return undefined;
  }
}

/**
 * Splits a markdown file into front matter and body.
 * @throws {InvalidContentError} when the file has no front matter; {@link YamlSyntaxError} when it is not YAML.
 */
function parseMarkdownFile(raw: string, file: string, absolute: string): ParsedFile {
  if (!raw.startsWith('---')) {
    throw new InvalidContentError('has no front matter', {
      file,
      line: 1,
      expected: 'a YAML front-matter block between --- lines at the top',
      hint: 'start the file with ---, the fields, and ---',
    });
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter only splits the front matter off; it is parsed below with line numbers.
    parsed = matter(raw, { engines: { yaml: () => ({}) } });
  } catch (error) {
    throw new YamlSyntaxError(String((error as Error).message), { file, line: 1, expected: 'front matter between --- lines' });
  }
  // Lines before the front-matter text in the file (the opening --- and anything gray-matter kept).
  const matterStart = raw.indexOf(parsed.matter);
  const lineOffset = raw.slice(0, Math.max(0, matterStart)).split('\n').length - 1;
  const source = parseYamlSource(parsed.matter, { file, lineOffset });
  const bodyOffset = raw.split('\n').length - parsed.content.split('\n').length;
  return { file, absolute, source, body: parsed.content, bodyOffset };
}
