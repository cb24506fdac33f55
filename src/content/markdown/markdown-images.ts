/**
 * The images of a markdown body (`![Sunset terrace](/images/blog/terrace.jpg)`): found in the parsed body with
 * their line and alt text, and tied to the `<img>` each became in the rendered HTML by that element's exact markup.
 * The rendered body is cached by the file's bytes and cannot hold what a photo is published as (its variants'
 * hashed names are made later, by the build), so a page replaces each image's markup with the picture
 * ({@link spliceBodyImages}) when it is rendered.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Definition, Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';

/** An image of a markdown body, as written. */
export interface MarkdownImage {
  /** The URL as written, after markdown decoding (a reference image's is its definition's). */
  url: string;
  /** The alt text: the plain text between the square brackets. */
  alt: string;
  /** The title, when the image has one (`![alt](/x.jpg "title")`). */
  title?: string;
  /** 1-based line and column of the image in the markdown text. */
  line: number;
  column: number;
  /** The `<img>` element the image became in the rendered HTML, exactly as the HTML holds it. */
  markup: string;
}

/**
 * The images of a parsed body in document order (the order of the `<img>` elements it renders to): inline images,
 * and reference images whose label has a definition (one without renders as text). `markup` is left empty.
 * @returns the images, and the definitions only images use (their URLs are no links).
 */
export function imagesOf(tree: MdastRoot): { images: MarkdownImage[]; imageDefinitions: Set<Definition> } {
  const definitions = new Map<string, Definition>();
  visit(tree, 'definition', (node) => {
    // The first definition of a label wins (CommonMark).
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });
  const images: MarkdownImage[] = [];
  const usedByImages = new Set<Definition>();
  const usedByLinks = new Set<Definition>();
  visit(tree, (node) => {
    if (node.type === 'linkReference') {
      const definition = definitions.get(node.identifier);
      if (definition) usedByLinks.add(definition);
    }
    if (node.type !== 'image' && node.type !== 'imageReference') return;
    const definition = node.type === 'imageReference' ? definitions.get(node.identifier) : undefined;
    if (node.type === 'imageReference' && !definition) return;
    if (definition) usedByImages.add(definition);
    const title = node.type === 'image' ? node.title : definition!.title;
    images.push({
      url: node.type === 'image' ? node.url : definition!.url,
      alt: node.alt ?? '',
      ...(title ? { title } : {}),
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      markup: '',
    });
  });
  return { images, imageDefinitions: new Set([...usedByImages].filter((d) => !usedByLinks.has(d))) };
}

/**
 * Gives each image of {@link imagesOf} the markup of the `<img>` it became: the n-th image is the n-th `<img>` of
 * the rendered tree (raw HTML is dropped before, so every `<img>` comes from an image of the body).
 * @param stringify - the stringifier the whole body is written with (the same markup, element by element).
 * @throws {Error} when the counts differ (a change to the pipeline broke the tie; a programming error).
 */
export function tieImagesToMarkup(
  images: MarkdownImage[],
  tree: HastRoot,
  stringify: (tree: HastRoot) => string,
): void {
  const elements: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'img') elements.push(node);
  });
  if (elements.length !== images.length)
    throw new Error(`the body has ${images.length} images but renders ${elements.length} <img> elements`);
  elements.forEach((element, i) => {
    images[i]!.markup = stringify({ type: 'root', children: [element] });
  });
}

/**
 * The body's HTML with each image's `<img>` replaced, in order, by what `render` makes of it (a page's picture).
 * The markup of an `<img>` cannot occur in the text of the body (the text's `<` is escaped), so each one found
 * is the image's own element.
 * @param images - the images in document order, each with its `markup` ({@link MarkdownImage.markup}).
 * @throws {Error} when an image's markup is not in `html` after the one before (a programming error).
 */
export function spliceBodyImages<I extends { markup: string }>(
  html: string,
  images: readonly I[],
  render: (image: I) => string,
): string {
  let out = '';
  let from = 0;
  for (const image of images) {
    const at = html.indexOf(image.markup, from);
    if (at < 0 || !image.markup) throw new Error(`the image ${image.markup || '(no markup)'} is not in the body`);
    out += html.slice(from, at) + render(image);
    from = at + image.markup.length;
  }
  return out + html.slice(from);
}
