/**
 * Markdown to safe HTML with unified: remark-parse → remark-rehype → empty unsafe URLs → rehype-sanitize →
 * rehype-stringify. Raw HTML in markdown is dropped by remark-rehype and anything else is held to
 * rehype-sanitize's GitHub-like schema. Spec §5: only http, https, irc, ircs, mailto and xmpp links are
 * allowed; any other scheme keeps its element but gets an empty `href`/`src`.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** URL schemes allowed in content links and images (spec §5). */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

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
const parser = unified().use(remarkParse);

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
  /** The body as plain text: blocks joined by single spaces, markdown syntax removed (decision 11). */
  text: string;
  /** Every link and image URL of the body. */
  links: MarkdownLink[];
  /** URLs that were emptied because their scheme is not allowed. */
  unsafeUrls: MarkdownLink[];
  /** Raw HTML found in the markdown (dropped from the output), with its line. */
  rawHtml: MarkdownLink[];
  /** Words in the plain text. */
  wordCount: number;
  /** Set when the body nests deeper than {@link MAX_MARKDOWN_DEPTH} (nothing was rendered then). */
  tooDeep?: { line: number; depth: number };
}

/** How deep blockquotes, lists and inline markup may nest: far beyond any article, well within the stack. */
export const MAX_MARKDOWN_DEPTH = 32;
/** The largest markdown body, in bytes: about 5,000 words, five times the longest article. */
export const MAX_MARKDOWN_BYTES = 32 * 1024;
/** The most lines a markdown body may have (an article has about a hundred). With the byte limit, parsing any body takes well under a second. */
export const MAX_MARKDOWN_LINES = 2000;

/** Blockquote and list markers opening a line: each one nests a container. */
const CONTAINERS = /^(?:[ \t]{0,3}(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))[ \t]*)+/;

/**
 * What makes a markdown body too costly to parse, found before parsing it (the parser's time grows with the
 * square of container nesting): its size, and lines that open more than {@link MAX_MARKDOWN_DEPTH} containers
 * or are indented as deep.
 * @returns the problem and its line (1-based, in the body), or undefined.
 */
export function markdownLimits(markdown: string): { line: number; message: string; expected: string } | undefined {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_MARKDOWN_BYTES) {
    return { line: 1, message: `the body is ${Math.round(bytes / 1024)} KiB, over the limit of ${MAX_MARKDOWN_BYTES / 1024} KiB`, expected: 'an article of at most about 5,000 words' };
  }
  const lines = markdown.split('\n');
  if (lines.length > MAX_MARKDOWN_LINES) {
    return { line: MAX_MARKDOWN_LINES + 1, message: `the body has ${lines.length} lines, over the limit of ${MAX_MARKDOWN_LINES}`, expected: 'an article of at most about 5,000 words' };
  }
  for (const [i, line] of lines.entries()) {
    const prefix = CONTAINERS.exec(line)?.[0] ?? '';
    const opened = (prefix.match(/>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g) ?? []).length;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    if (opened > MAX_MARKDOWN_DEPTH || indent > 4 * MAX_MARKDOWN_DEPTH) {
      return { line: i + 1, message: `the body nests more than ${MAX_MARKDOWN_DEPTH} levels deep`, expected: `blockquotes and lists nested at most ${MAX_MARKDOWN_DEPTH} levels` };
    }
  }
  return undefined;
}

/** The deepest node of a tree, found without recursion (a hostile body nests thousands deep). */
function deepest(tree: MdastRoot): { depth: number; line: number } {
  let found = { depth: 0, line: 1 };
  const stack: [{ children?: unknown[]; position?: { start: { line: number } } }, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > found.depth) found = { depth, line: node.position?.start.line ?? 1 };
    for (const child of node.children ?? []) stack.push([child as (typeof stack)[number][0], depth + 1]);
  }
  return found;
}

/** Renders a markdown body to sanitised HTML plus its plain text and links. Pure; never throws on content. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const mdast = parser.parse(markdown) as MdastRoot;
  const depth = deepest(mdast);
  if (depth.depth > MAX_MARKDOWN_DEPTH) return { html: '', text: '', links: [], unsafeUrls: [], rawHtml: [], wordCount: 0, tooDeep: depth };
  const links: MarkdownLink[] = [];
  const unsafeUrls: MarkdownLink[] = [];
  const rawHtml: MarkdownLink[] = [];
  visit(mdast, (node) => {
    if (node.type === 'html') rawHtml.push({ url: node.value.trim().slice(0, 60), line: node.position?.start.line ?? 1 });
    // Reference-style links (`[text][ref]` … `[ref]: /url`) take their URL from the definition.
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const link = { url: node.url, line: node.position?.start.line ?? 1 };
      links.push(link);
      if (!isSafeUrl(node.url)) unsafeUrls.push(link);
    }
  });
  const hast = toHtml.runSync(mdast) as HastRoot;
  const html = toHtml.stringify(hast);
  const text = mdast.children
    .map((block) => mdastToString(block))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text, links, unsafeUrls, rawHtml, wordCount: text ? text.split(' ').length : 0 };
}

/**
 * The meta description of a text (decision 11): its first `max` characters; when the text is longer it is cut
 * at the last word boundary and ends with an ellipsis, so the result is at most `max` characters.
 */
export function describeText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
