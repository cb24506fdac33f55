/**
 * The images pages show, under `images/`: an SVG as it is (sanitised where it had to be), a raster image as AVIF,
 * WebP and a JPEG (or PNG) fallback at several widths, with the rules of their blurred placeholders.
 */
import { readFile } from 'node:fs/promises';
import { processRaster, type RasterFormat, type RasterVariant } from '../../content/images/raster.ts';
import type { Content, ImageSource } from '../../content/types.ts';
import { displayPath } from '../../core/display-path.ts';
import { UnusableImageError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { ImageView } from '../../site/view-types.ts';
import type { AssetOptions } from './asset-options.ts';
import { bodyImages, publishedImageNames } from './image-names.ts';
import { hashOf, outputName } from './output-name.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The published images; `css` holds the placeholder rules of raster images, appended to the stylesheet. */
export interface BuiltImages {
  files: OutputFile[];
  byPath: Map<string, ImageView>;
  css: string;
}

/** The paths of the images bodies show (see {@link bodyImages}). */
const bodyImagePaths = (content: Content): string[] => bodyImages(content).flatMap((entry) => entry.paths);

/** The images pages show: the frame's (`site.yaml` `images`), those of services, posts, occasions, case studies and the portfolio, and those of bodies. */
export function referencedImages(content: Content): ImageSource[] {
  const entries = [
    ...content.services,
    ...content.posts,
    ...content.occasions,
    ...content.caseStudies,
    ...content.portfolio,
  ];
  const paths = new Set([
    ...Object.values(content.site.images),
    ...entries.flatMap((e) => (e.image ? [e.image.path] : [])),
    ...bodyImagePaths(content),
  ]);
  return [...paths].map((p) => content.images.get(p)).filter((i) => i !== undefined);
}

/** The bytes of an image to publish or resize: an SVG's as loading judged them, a raster image's file. */
export const imageBytes = (source: ImageSource): Promise<Buffer> =>
  source.contents ? Promise.resolve(source.contents) : readFile(source.file);

/**
 * Characters of blurred placeholders (`data:` URLs) the stylesheet holds at most: every page loads them before
 * its first paint, so past this the remaining images (the least prominent: services after posts, older posts
 * after newer) get their dominant colour instead (about 40 bytes each).
 */
export const PLACEHOLDER_BUDGET = 1200;

/** Raster images processed at once: each already keeps the thread pool busy with its variants. */
const RASTERS_IN_FLIGHT = 2;

/** Runs `task` over `items` with at most `limit` running at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The placeholder rules of the raster images, most prominent first (the frame's, then posts newest first, then
 * services, then the images of posts' bodies, below the fold): blurred ones while {@link PLACEHOLDER_BUDGET}
 * allows, then dominant colours. The photos only case studies and the portfolio show get none: every page carries
 * the rules, and those pages paint the dark background of their image's place instead. Deterministic, so the
 * stylesheet's hash changes only with the images.
 * @returns the rules, and the class of each image that has one, by its path.
 */
function placeholderRules(content: Content): { css: string; classes: Map<string, string> } {
  const order = [
    ...Object.values(content.site.images),
    ...content.posts.map((p) => p.image.path),
    ...content.services.map((s) => s.image.path),
    ...bodyImagePaths(content),
  ];
  const rules = new Map<string, string>();
  const classes = new Map<string, string>();
  let spent = 0;
  for (const ref of order) {
    const facts = content.images.get(ref)?.raster;
    if (!facts?.placeholder) continue;
    const name = `ph-${hashOf(facts.placeholder).slice(0, 8)}`;
    classes.set(ref, name);
    if (rules.has(name)) continue;
    const blurred = spent + facts.placeholder.length <= PLACEHOLDER_BUDGET;
    if (blurred) spent += facts.placeholder.length;
    rules.set(
      name,
      blurred
        ? `.${name}{background-image:url(${facts.placeholder});background-size:cover;background-position:center}`
        : `.${name}{background-color:${facts.colour}}`,
    );
  }
  return { css: [...rules.values()].join(''), classes };
}

/** `srcset` of the variants of one format, narrowest first. */
const srcset = (variants: { href: string; width: number }[]): string =>
  variants.map((v) => `${v.href} ${v.width}w`).join(', ');

/**
 * The images pages show (and only those: an unused file in `content/images/` is not published), under
 * `images/`: an SVG as it is (sanitised where it had to be); a raster image as AVIF, WebP and a JPEG (or PNG)
 * fallback at each width of `rasterWidths`, named `{name}-{width}.{hash}.{ext}`, cached in the layout's cache
 * folder, plus the rule of its blurred placeholder. `{name}` is the content's, not the file's ({@link publishedImageNames}).
 * @throws {UnusableImageError} naming the file when a raster image cannot be processed.
 */
export async function buildImages(content: Content, { hashed, cache }: AssetOptions): Promise<BuiltImages> {
  const files: OutputFile[] = [];
  const byPath = new Map<string, ImageView>();
  const sources = referencedImages(content);
  const placeholders = placeholderRules(content);
  const names = publishedImageNames(content);
  const stem = (source: ImageSource) => names.get(source.path) ?? source.path.replace(/\.[^./]+$/, '');
  await Promise.all(
    sources
      .filter((source) => !source.raster)
      .map(async (source) => {
        const bytes = await imageBytes(source);
        // The extension in lower case: some hosts find the content type only by `.svg`.
        const ext = /\.[^./]+$/.exec(source.path)![0].toLowerCase();
        const out = `images/${outputName(`${stem(source)}${ext}`, bytes, hashed)}`;
        files.push({ path: out, contents: bytes });
        byPath.set(source.path, { src: `/${out}`, width: source.width, height: source.height });
      }),
  );
  await eachLimited(
    sources.filter((source) => source.raster),
    RASTERS_IN_FLIGHT,
    async (source) => {
      const facts = source.raster!;
      const bytes = await readFile(source.file);
      let variants: RasterVariant[];
      try {
        variants = await processRaster(bytes, facts, cache);
      } catch (error) {
        throw new UnusableImageError(
          catalogue.ImageNotProcessed({ said: (error as Error).message }),
          { file: displayPath(source.file) },
          { cause: error },
        );
      }
      const published = variants.map((v) => {
        const out = `images/${outputName(`${stem(source)}-${v.width}.${v.format === 'jpeg' ? 'jpg' : v.format}`, v.bytes, hashed)}`;
        files.push({ path: out, contents: v.bytes });
        return { ...v, href: `/${out}` };
      });
      const of = (format: RasterFormat) =>
        published.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
      const fallback = of(facts.hasAlpha ? 'png' : 'jpeg');
      const placeholder = placeholders.classes.get(source.path);
      byPath.set(source.path, {
        src: fallback[fallback.length - 1]!.href,
        width: source.width,
        height: source.height,
        raster: {
          avif: srcset(of('avif')),
          webp: srcset(of('webp')),
          fallback: srcset(fallback),
          ...(placeholder ? { placeholder } : {}),
        },
      });
    },
  );
  return { files, byPath, css: placeholders.css };
}
