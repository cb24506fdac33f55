/**
 * The markdown body of a content file as a page shows it: sanitised HTML, a plain-text description, the word
 * count, the links (lines counted in the file) and the photos, with an error for an empty, oversized or too
 * deeply nested body and a warning for each unsafe link or raw HTML that was removed.
 */
import { InvalidContentError, MissingTranslationError } from '../../core/errors.ts';
import type { EntryTools } from '../collections/collection.ts';
import { markdownLimits, MAX_MARKDOWN_DEPTH, type MarkdownLink } from './markdown.ts';
import type { ParsedFile } from '../source/parse-file.ts';
import { bodyImages } from './prepare-body-images.ts';
import { prepareMarkdown, type PreparedMarkdown } from '../source/prepare.ts';
import type { RenderedBody } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * The body of `parsed` rendered (kept by the content cache while the file is unchanged).
 * @returns `undefined` after pushing an error to `tools.errors` (empty, over the limits, nested too deep).
 */
export function renderBody(parsed: ParsedFile, tools: EntryTools, folder: string): RenderedBody | undefined {
  const rendered = preparedBody(parsed, tools, folder === 'blog' ? 'the post body' : 'the body');
  if (!rendered) return undefined;
  const offset = parsed.bodyOffset ?? 0;
  const shift = (l: MarkdownLink): MarkdownLink => ({ url: l.url, line: l.line + offset });
  if (rendered.tooDeep) {
    const { depth, line, hint } = rendered.tooDeep;
    tools.errors.push(
      new InvalidContentError(catalogue.BodyTooDeep({ depth }), {
        file: parsed.file,
        line: line + offset,
        expected: `blockquotes, lists and emphasis nested at most ${MAX_MARKDOWN_DEPTH} levels`,
        hint,
      }),
    );
    return undefined;
  }
  for (const link of rendered.unsafeUrls.map(shift)) {
    tools.warnings.push(
      new InvalidContentError(catalogue.UnsafeLinkScheme({ url: link.url }), {
        file: parsed.file,
        line: link.line,
        expected: 'http, https, irc, ircs, mailto or xmpp, or a relative URL',
      }),
    );
  }
  for (const raw of rendered.rawHtml.map(shift)) {
    tools.warnings.push(
      new InvalidContentError(catalogue.RawHtml({ html: raw.url }), {
        file: parsed.file,
        line: raw.line,
        expected: 'markdown only',
      }),
    );
  }
  // Checked at every load (an image may have gone); asked of tools.image, so a reused entry is one whose images are unchanged.
  const images = bodyImages(rendered.images, parsed, tools, folder);
  return {
    html: rendered.html,
    description: rendered.description,
    wordCount: rendered.wordCount,
    links: rendered.links.map(shift),
    images,
  };
}

/** The body rendered when the files were prepared, or rendered now; `undefined` after an error. */
function preparedBody(parsed: ParsedFile, tools: EntryTools, what: string): PreparedMarkdown | undefined {
  // A body rendered when the files were prepared is not empty and within the limits (the cache keeps the rendering).
  const ready = tools.cache.peek<PreparedMarkdown>(parsed.absolute, 'markdown');
  if (ready) return ready;
  const offset = parsed.bodyOffset ?? 0;
  const body = parsed.body ?? '';
  if (!body.trim()) {
    tools.errors.push(
      new MissingTranslationError(catalogue.BodyEmpty({ what }), {
        file: parsed.file,
        line: offset + 1,
        expected: 'a markdown body after the front matter',
      }),
    );
    return undefined;
  }
  const limit = tools.cache.derive(parsed.absolute, 'limits', () => markdownLimits(body));
  if (limit) {
    tools.errors.push(
      new InvalidContentError(limit, {
        file: parsed.file,
        line: limit.line + offset,
        expected: limit.expected,
        hint: limit.hint,
      }),
    );
    return undefined;
  }
  return tools.cache.derive(parsed.absolute, 'markdown', () => prepareMarkdown(body));
}
