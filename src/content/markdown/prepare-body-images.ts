/**
 * The images of a post's body checked against `content/images/`: each must be a photo (or drawing) of the site's
 * own, named by its site path (`/images/blog/terrace.jpg`) or by a path relative to the post file
 * (`../images/blog/terrace.jpg` from `content/blog/`), in a format the image pipeline publishes, with alt text.
 * A remote image is refused: the site shows only its own photos (a photo from elsewhere breaks the Content
 * Security Policy and tells that site who reads the post). An SVG is shown as a plain `<img>`, sanitised like
 * every SVG of `content/images/`. Every error names the post file, the image's line (front matter counted) and
 * the path as written.
 */
import path from 'node:path';
import { InvalidContentError, type EventsiteError } from '../../core/errors.ts';
import type { EntryTools } from '../collections/collection.ts';
import type { MarkdownImage } from './markdown-images.ts';
import { urlScheme } from './markdown.ts';
import type { ParsedFile } from '../source/parse-file.ts';
import { GIF_ERROR } from '../images/raster.ts';
import { imagePath } from '../schemas/fields.ts';
import type { BodyImage } from '../types.ts';
import { catalogue, type CataloguedMessage } from '../../core/error-catalogue.ts';

/** File name extensions of the images the pipeline publishes (raster photos and SVG drawings). */
const BODY_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif', '.svg'] as const;

const EXAMPLE = '![Sunset terrace](/images/blog/terrace.jpg)';

/** Why an image's URL names no file the site can show, in words; see {@link imageTarget}. */
export interface ImageTargetProblem extends CataloguedMessage {
  expected: string;
  hint: string;
}

/** The catalogued problem of image `url`: `problem` follows `image "url"` in the message. */
const refused = (url: string, problem: string, expected: string, hint: string): ImageTargetProblem => ({
  ...catalogue.BodyImageTarget({ url, problem }),
  expected,
  hint,
});

const SAVE_IT = 'save the photo under content/images/ (e.g. content/images/blog/) and write its path';

/** The problem of a URL that leads out of `content/images/`. */
const outside = (url: string): ImageTargetProblem =>
  refused(
    url,
    ` is not under content/images/`,
    `a path under content/images/: /images/… or one relative to the post file (${EXAMPLE})`,
    SAVE_IT,
  );

/**
 * The file of `content/images/` an image URL names, as a browser-independent path: a site path (`/images/x.jpg`) or
 * a path relative to `folder` (the post file's folder under the content folder, `blog`), percent-decoded.
 * @returns `{ path }` relative to `content/images/` (`blog/terrace.jpg`), or the problem: a remote image, another
 *   scheme, a query or fragment, a path leaving `content/images/`, a format the pipeline does not publish, a name
 *   a published address cannot hold.
 */
export function imageTarget(url: string, folder: string): { path: string } | ImageTargetProblem {
  const scheme = urlScheme(url);
  if (scheme === 'http' || scheme === 'https' || /^\s*\/\//.test(url)) {
    return refused(
      url,
      ` is on another site`,
      `a photo of content/images/ (${EXAMPLE})`,
      `${SAVE_IT}: the site shows only its own photos (one from elsewhere breaks its Content Security Policy and tells that site who reads the post)`,
    );
  }
  if (scheme !== null)
    return refused(
      url.slice(0, 60),
      ` is not a file (it uses ${scheme}:)`,
      `a photo of content/images/ (${EXAMPLE})`,
      SAVE_IT,
    );
  if (/[?#]/.test(url))
    return refused(
      url,
      ` has a query or a fragment (? or #)`,
      'the path of a file, nothing after it',
      'remove the part from ? or #',
    );
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.trim());
  } catch {
    return refused(
      url,
      ` has a broken %-escape`,
      'a path of letters, digits, - and _',
      'write the path as the file is named',
    );
  }
  const resolved = decoded.startsWith('/')
    ? path.posix.normalize(decoded).slice(1)
    : path.posix.normalize(path.posix.join(folder, decoded));
  if (!resolved.startsWith('images/')) return outside(url);
  const target = resolved.slice('images/'.length);
  const extension = path.posix.extname(target).toLowerCase();
  if (extension === '.gif')
    return refused(
      url,
      `: ${GIF_ERROR.problem.message}`,
      'a JPEG, PNG, WebP, AVIF or HEIC photo, or an SVG',
      GIF_ERROR.problem.hint!,
    );
  if (!(BODY_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return refused(
      url,
      ` is not a photo the site publishes (${extension || 'no extension'})`,
      'a JPEG, PNG, WebP, AVIF or HEIC photo, or an SVG drawing',
      'export it as a JPEG (a photo) or an SVG (a drawing)',
    );
  }
  const name = imagePath.safeParse(target);
  if (!name.success)
    return refused(
      url,
      ` has a name a web address cannot hold`,
      name.error.issues[0]?.message ?? 'letters, digits, - and _',
      'rename the file',
    );
  return { path: target };
}

/** A parsed file whose every field is placed at the image's line and column (the errors `tools.image` makes name it). */
function atImage(parsed: ParsedFile, line: number, column: number): ParsedFile {
  return { ...parsed, source: { data: parsed.source.data, locate: () => ({ line, column }) } };
}

/**
 * Checks the images of a post's body and returns those it can show. Errors go to `tools.errors` (a missing file
 * with `tools.image`'s own error, which names a file differing only in case), warnings to `tools.warnings` (a
 * title, which no page shows; a photo too narrow, from `tools.image`). Every image found is asked of `tools.image`,
 * so a load that reuses the entry does so only while the image is unchanged.
 * @param images - the body's images ({@link MarkdownImage}), lines counted in the body.
 * @param parsed - the post file; `bodyOffset` lines come before the body.
 * @param folder - the post file's folder under the content folder (`blog`): relative paths start there.
 * @returns the images to show, in document order (an image with a problem is left out; the load fails then).
 */
export function bodyImages(
  images: readonly MarkdownImage[],
  parsed: ParsedFile,
  tools: Pick<EntryTools, 'image' | 'errors' | 'warnings'>,
  folder = 'blog',
): BodyImage[] {
  const shown: BodyImage[] = [];
  for (const image of images) {
    const line = image.line + (parsed.bodyOffset ?? 0);
    const where = { file: parsed.file, line, column: image.column };
    const problems: EventsiteError[] = [];
    const target = imageTarget(image.url, folder);
    if ('message' in target) problems.push(new InvalidContentError(target, { ...where, expected: target.expected }));
    if (!image.alt.trim()) {
      problems.push(
        new InvalidContentError(catalogue.BodyImageAlt({ url: image.url }), {
          ...where,
          expected: `a description of the photo for readers who cannot see it, between the square brackets: ${EXAMPLE}`,
        }),
      );
    }
    if (image.title) {
      tools.warnings.push(
        new InvalidContentError(catalogue.BodyImageTitle({ title: image.title, url: image.url }), {
          ...where,
          expected: `an image without a title: ${EXAMPLE}`,
        }),
      );
    }
    tools.errors.push(...problems);
    if (!('path' in target)) continue;
    // Asked even with a problem above: a missing file is reported too.
    const errors = tools.errors.length;
    tools.image(target.path, { parsed: atImage(parsed, line, image.column), field: [] });
    if (problems.length === 0 && tools.errors.length === errors)
      shown.push({ path: target.path, alt: image.alt.replace(/\s+/g, ' ').trim(), markup: image.markup });
  }
  return shown;
}
