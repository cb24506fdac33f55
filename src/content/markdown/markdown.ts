/**
 * Markdown to safe HTML with unified: remark-parse → remark-rehype → empty unsafe URLs → rehype-sanitize →
 * rehype-stringify. Raw HTML in markdown is dropped by remark-rehype and anything else is held to rehype-sanitize's
 * GitHub-like schema. Only http, https, irc, ircs, mailto and xmpp links are allowed (no `javascript:` or `data:`); any
 * other scheme keeps its element but gets an empty `href`/`src`.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString as mdastToString } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { imagesOf, tieImagesToMarkup, type MarkdownImage } from './markdown-images.ts';
import {
  CONTAINERS,
  inlineNesting,
  MAX_INLINE_NESTING,
  MAX_EMPHASIS_STEPS,
  type InlineProblem,
} from './markdown-nesting.ts';
import { catalogue, type CataloguedMessage } from '../../core/error-catalogue.ts';

/** URL schemes allowed in content links and images. */
const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/**
 * The scheme of a URL as a browser reads it: leading/trailing C0 controls and spaces stripped, tabs and
 * newlines removed anywhere (WHATWG URL parser), lowercased; `null` for a relative URL or a fragment.
 */
export function urlScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const match = /^([^/?#]*):/.exec(cleaned);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/** True when `url` is relative, a fragment, or uses one of {@link ALLOWED_SCHEMES}. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_SCHEMES.includes(scheme);
}

const URL_PROPERTIES = ['href', 'src'] as const;

/** rehype plugin: an element whose `href`/`src` is unsafe keeps itself but gets an empty value. */
function rehypeEmptyUnsafeUrls() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      for (const prop of URL_PROPERTIES) {
        const value = node.properties[prop];
        if (typeof value === 'string' && !isSafeUrl(value)) node.properties[prop] = '';
      }
    });
  };
}

const sanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...ALLOWED_SCHEMES], src: [...ALLOWED_SCHEMES] },
};

const toHtml = unified()
  .use(remarkRehype)
  .use(rehypeEmptyUnsafeUrls)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeStringify);
/**
 * remark plugin: GitHub-flavoured markdown's tables (`| a | b |` rows under a `| --- |` line), and nothing else of
 * GFM (no bare-URL autolinks, footnotes or task lists), from the extensions remark-gfm itself is made of.
 */
function remarkTables(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}

const parser = unified().use(remarkParse).use(remarkTables);

/** A link found in a markdown body. */
export interface MarkdownLink {
  /** The URL as written, after markdown decoding. */
  url: string;
  /** 1-based line in the markdown text. */
  line: number;
}

/** What {@link renderMarkdown} returns. */
export interface RenderedMarkdown {
  /** Sanitised HTML. */
  html: string;
  /** The body as plain text: blocks joined by single spaces, markdown syntax removed (the description's source). */
  text: string;
  /** Every link URL of the body (reference definitions too, unless only images use them). */
  links: MarkdownLink[];
  /** The images of the body in document order, each tied to its `<img>` in `html` (see `markdown-images.ts`). */
  images: MarkdownImage[];
  /** Link URLs that were emptied because their scheme is not allowed (an image's is checked with the image). */
  unsafeUrls: MarkdownLink[];
  /** Raw HTML found in the markdown (dropped from the output), with its line. */
  rawHtml: MarkdownLink[];
  /** Words in the plain text. */
  wordCount: number;
  /** Set when the body nests deeper than {@link MAX_MARKDOWN_DEPTH} (nothing was rendered then), with what to do. */
  tooDeep?: { line: number; depth: number; hint: string };
}

/** How deep blockquotes, lists and inline markup may nest: far beyond any article, well within the stack. */
export const MAX_MARKDOWN_DEPTH = 32;
/** The largest markdown body, in bytes: about 5,000 words, five times the longest article. */
const MAX_MARKDOWN_BYTES = 32 * 1024;
/** The most lines a markdown body may have (an article has about a hundred). With the byte limit, parsing any body takes well under a second. */
const MAX_MARKDOWN_LINES = 2000;

/** A body beyond a limit of {@link markdownLimits}: the line (1-based, in the body), what is wrong and what to do. */
export interface MarkdownLimit extends CataloguedMessage {
  line: number;
  expected: string;
  hint: string;
}

const ARTICLE = 'an article of at most about 5,000 words';

/** The words of a problem {@link inlineNesting} found. */
function inlineLimit(problem: InlineProblem): MarkdownLimit {
  const { line } = problem;
  if (problem.kind === 'brackets') {
    return {
      line,
      ...catalogue.BodyLimit({
        limit: `images and links are nested ${problem.depth.toLocaleString('en-GB')} deep, more than the limit of ${MAX_INLINE_NESTING}`,
      }),
      expected: `square brackets ([ and ![) inside one another at most ${MAX_INLINE_NESTING} deep`,
      hint: 'remove the run of [ or ![, or write a literal bracket as \\[',
    };
  }
  if (problem.kind === 'emphasis') {
    return {
      line,
      ...catalogue.BodyLimit({ limit: `emphasis markers (* and _) are nested more than ${MAX_INLINE_NESTING} deep` }),
      expected: `bold and italic inside one another at most ${MAX_INLINE_NESTING} markers deep (***text*** is 3)`,
      hint: 'remove the run of * or _, or write a literal one as \\* or \\_',
    };
  }
  if (problem.kind === 'unmatched') {
    return {
      line,
      ...catalogue.BodyLimit({
        limit: `too many * and _ markers close nothing opened before them: reading them would step back over opening markers more than ${MAX_EMPHASIS_STEPS.toLocaleString('en-GB')} times`,
      }),
      expected: 'asterisks and underscores that pair up, or are written \\* and \\_',
      hint: 'write literal asterisks and underscores as \\* and \\_, or remove the run',
    };
  }
  return {
    line,
    ...catalogue.BodyLimit({
      limit: `the paragraph starting here has ${problem.resolved.toLocaleString('en-GB')} links and emphases in ${problem.length.toLocaleString('en-GB')} characters: too much markup for one paragraph`,
    }),
    expected: 'paragraphs of prose, with a blank line between them',
    hint: 'split the paragraph with blank lines, or remove the run of markers',
  };
}

/**
 * What makes a markdown body too costly to parse, found before parsing it (the parser's time grows with the
 * square of container nesting, and faster with inline nesting): its size, lines that open more than
 * {@link MAX_MARKDOWN_DEPTH} containers or are indented as deep, and inline markup past the limits of
 * `markdown-nesting.ts` (images, links or emphasis nested more than {@link MAX_INLINE_NESTING} deep, runs of
 * markers that close nothing, a paragraph of little but markup). Linear in the body's length.
 * @returns the first problem, or undefined.
 */
export function markdownLimits(markdown: string): MarkdownLimit | undefined {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_MARKDOWN_BYTES) {
    return {
      line: 1,
      ...catalogue.BodyLimit({
        limit: `the body is ${Math.round(bytes / 1024)} KiB, over the limit of ${MAX_MARKDOWN_BYTES / 1024} KiB`,
      }),
      expected: ARTICLE,
      hint: 'split the article in two posts',
    };
  }
  const lines = markdown.split('\n');
  if (lines.length > MAX_MARKDOWN_LINES) {
    return {
      line: MAX_MARKDOWN_LINES + 1,
      ...catalogue.BodyLimit({ limit: `the body has ${lines.length} lines, over the limit of ${MAX_MARKDOWN_LINES}` }),
      expected: ARTICLE,
      hint: 'split the article in two posts',
    };
  }
  for (const [i, line] of lines.entries()) {
    const prefix = CONTAINERS.exec(line)?.[0] ?? '';
    const opened = (prefix.match(/>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g) ?? []).length;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    if (opened > MAX_MARKDOWN_DEPTH || indent > 4 * MAX_MARKDOWN_DEPTH) {
      return {
        line: i + 1,
        ...catalogue.BodyLimit({ limit: `the body nests more than ${MAX_MARKDOWN_DEPTH} levels deep` }),
        expected: `blockquotes and lists nested at most ${MAX_MARKDOWN_DEPTH} levels`,
        hint: CONTAINER_HINT,
      };
    }
  }
  const inline = inlineNesting(markdown);
  return inline && inlineLimit(inline);
}

const CONTAINER_HINT =
  'each > or - at the start of a line nests a blockquote or a list one level deeper: remove the run';
const INLINE_HINT = 'bold, italic and links inside one another nest one level each: remove the run of * or _';
const CONTAINER_TYPES = new Set(['blockquote', 'list', 'listItem']);

/** The deepest node of a tree, found without recursion (a hostile body nests thousands deep), and what nests there. */
function deepest(tree: MdastRoot): { depth: number; line: number; hint: string } {
  let found = { depth: 0, line: 1, containers: 0 };
  type Node = { type: string; children?: unknown[]; position?: { start: { line: number } } };
  const stack: [Node, number, number][] = [[tree, 0, 0]];
  while (stack.length > 0) {
    const [node, depth, containers] = stack.pop()!;
    const within = containers + (CONTAINER_TYPES.has(node.type) ? 1 : 0);
    if (depth > found.depth) found = { depth, line: node.position?.start.line ?? 1, containers: within };
    for (const child of node.children ?? []) stack.push([child as Node, depth + 1, within]);
  }
  return {
    depth: found.depth,
    line: found.line,
    hint: found.containers * 2 >= found.depth ? CONTAINER_HINT : INLINE_HINT,
  };
}

/** Renders a markdown body to sanitised HTML plus its plain text and links. Pure; never throws on content. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const mdast = parser.parse(markdown);
  const depth = deepest(mdast);
  if (depth.depth > MAX_MARKDOWN_DEPTH)
    return { html: '', text: '', links: [], images: [], unsafeUrls: [], rawHtml: [], wordCount: 0, tooDeep: depth };
  const links: MarkdownLink[] = [];
  const unsafeUrls: MarkdownLink[] = [];
  const rawHtml: MarkdownLink[] = [];
  // Images are checked as images (a file of content/images, with alt text), not as links.
  const { images, imageDefinitions } = imagesOf(mdast);
  visit(mdast, (node) => {
    if (node.type === 'html')
      rawHtml.push({ url: node.value.trim().slice(0, 60), line: node.position?.start.line ?? 1 });
    // Reference-style links (`[text][ref]` … `[ref]: /url`) take their URL from the definition.
    if (node.type === 'link' || (node.type === 'definition' && !imageDefinitions.has(node))) {
      const link = { url: node.url, line: node.position?.start.line ?? 1 };
      links.push(link);
      if (!isSafeUrl(node.url)) unsafeUrls.push(link);
    }
  });
  const hast = toHtml.runSync(mdast);
  const html = toHtml.stringify(hast);
  tieImagesToMarkup(images, hast, (root) => toHtml.stringify(root));
  // An image's alt text describes the photo: it is no part of the article's text (its description, its words).
  const text = mdast.children
    .map((block) => mdastToString(block, { includeImageAlt: false }))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text, links, images, unsafeUrls, rawHtml, wordCount: text ? text.split(' ').length : 0 };
}

/**
 * The meta description of a text (docs/decisions.md, "Descriptions"): its first `max` characters; when the text is
 * longer it is cut at the last word boundary and ends with an ellipsis, so the result is at most `max` characters.
 */
export function describeText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
