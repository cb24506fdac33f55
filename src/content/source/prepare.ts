/**
 * One content file's text prepared: its YAML read (the whole file, or a markdown file's front matter) and its
 * markdown body rendered to HTML. Pure functions of the text: the persistent content cache keeps their results.
 */
import { displayPath } from '../../core/display-path.ts';
import { digestOf } from '../../core/fingerprint.ts';
import { beyondBase, unionOfCharacters } from './characters.ts';
import { describeText, markdownLimits, renderMarkdown, type RenderedMarkdown } from '../markdown/markdown.ts';
import { splitMarkdownFile, type ParsedFile } from './parse-file.ts';
import { parseYamlSource, yamlSourceOf } from '../yaml/yaml-source.ts';

/**
 * A markdown body as the loader uses it: rendered, with its plain-text description. The plain text itself is not kept:
 * nothing else reads it, and it would be a third copy of the article in the cache.
 */
export type PreparedMarkdown = Omit<RenderedMarkdown, 'text'> & { description: string };

/** Renders a markdown body ({@link renderMarkdown}) into a {@link PreparedMarkdown}. Pure; never throws on content. */
export function prepareMarkdown(body: string): PreparedMarkdown {
  const { text, ...rendered } = renderMarkdown(body);
  return { ...rendered, description: describeText(text) };
}

/** A content file prepared: plain data only (it is kept on disk as JSON). */
export interface PreparedFile {
  /** The YAML text (a whole YAML file, or the front matter, whose lines are the file's). */
  yaml: string;
  /** The data the YAML holds. */
  data: unknown;
  /** Markdown files: the body and the lines before it (the content cache keeps the body only when it is not rendered). */
  body?: string;
  bodyOffset?: number;
  /** Markdown files whose body is within the limits: the rendered body. */
  markdown?: PreparedMarkdown;
  /** The characters of the file's text and rendered body beyond the fonts' base set ({@link beyondBase}). */
  characters: string;
  /** Markdown files: a digest of the front matter alone (what other pages can show of the file). */
  face?: string;
}

/**
 * Prepares one file's text (decoded, LF line endings). Pure.
 * @returns `undefined` when the text has a problem the loader will report (invalid YAML, no front matter …).
 */
export function prepareText(text: string, format: 'yaml' | 'markdown', file: string): PreparedFile | undefined {
  try {
    if (format === 'yaml')
      return { yaml: text, data: parseYamlSource(text, { file }).data, characters: beyondBase(text) };
    const parts = splitMarkdownFile(text, file);
    const data = parseYamlSource(parts.matter, { file }).data;
    const prepared: PreparedFile = {
      yaml: parts.matter,
      data,
      body: parts.body,
      bodyOffset: parts.bodyOffset,
      characters: beyondBase(text),
      face: digestOf([parts.matter]),
    };
    if (parts.body.trim() && !markdownLimits(parts.body)) {
      prepared.markdown = prepareMarkdown(parts.body);
      // The rendering can hold characters the text wrote as entities (`&eacute;`).
      prepared.characters = unionOfCharacters([prepared.characters, beyondBase(prepared.markdown.html)]);
    }
    return prepared;
  } catch {
    return undefined;
  }
}

/**
 * The {@link ParsedFile} of a prepared file; positions are computed from its YAML text when an error asks.
 * @param digest - the digest of the file's bytes (the content cache's key), when known.
 */
export function parsedFileOf(prepared: PreparedFile, absolute: string, digest?: string): ParsedFile {
  const source = yamlSourceOf(prepared.yaml, prepared.data);
  return {
    file: displayPath(absolute),
    absolute,
    source,
    body: prepared.body,
    bodyOffset: prepared.bodyOffset,
    characters: prepared.characters,
    digest,
    face: digest && (prepared.face ?? digest),
  };
}
