/**
 * The images of `content/images/`: each file read once, its size and facts learnt (a raster image described, an
 * SVG sanitised and measured), with the errors and warnings an editor needs: a file too large, unreadable or
 * unsafe, a GIF, two names that differ only in case, a photo too narrow for where it is shown. A file that cannot be
 * published is reported once, at the file: the content that shows it does not report it again as missing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Memo } from '../../core/memo.ts';
import { displayPath } from '../../core/display-path.ts';
import { InvalidContentError, UnusableImageError, type ErrorLocation, type EventsiteError } from '../../core/errors.ts';
import type { ContentCache } from '../source/content-cache.ts';
import { IMAGE_PLACES, MAX_DEVICE_PIXEL_RATIO, type ImagePlaceName } from './image-places.ts';
import { describeRaster, GIF_ERROR, RASTER_WIDTHS, RasterError, type RasterFacts } from './raster.ts';
import { MAX_SVG_BYTES, svgFacts, UnsafeSvgError, type SvgFacts } from './svg.ts';
import type { ImageSource } from '../types.ts';
import { catalogue, type CataloguedMessage } from '../../core/error-catalogue.ts';

/** The images' names, and GIFs: the schema refuses a `.gif` path, so the loader is where a GIF is explained. */
const IMAGE_GLOB = '**/*.{svg,png,jpg,jpeg,webp,avif,heic,heif,gif}';

/**
 * The warning of an SVG sanitising changed: what was removed. Content images and the files of `static/` share it.
 * @param file - the file as the user sees it (`displayPath`).
 * @param removed - what the sanitiser removed (`SvgFacts.removed`), duplicates allowed.
 */
export function sanitisedSvgWarning(file: string, removed: readonly string[]): InvalidContentError {
  return new InvalidContentError(catalogue.SanitisedSvg({ removed: [...removed] }), {
    file,
    expected: 'an SVG without scripts, event handlers, foreignObject or references to other files',
  });
}

/** The largest raster image accepted, in bytes. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** A raster image larger than this, in bytes, is accepted with a warning: it slows every fresh build. */
const LARGE_IMAGE_BYTES = 20 * 1024 * 1024;

/** Where the images `site.yaml` names are shown (the social card is no page image). */
export const SITE_IMAGE_PLACES: Partial<Record<string, ImagePlaceName[]>> = {
  hero: ['homeHero'],
  about: ['split'],
  logo: ['logo'],
};

/**
 * A warning when a raster image is narrower than the widest it is shown at on a 2× screen (capped at the
 * widest published width): it would look soft there.
 */
export function narrowImageWarning(
  source: ImageSource,
  places: readonly ImagePlaceName[],
  where: () => Pick<ErrorLocation, 'file' | 'line' | 'field'>,
): InvalidContentError | undefined {
  if (!source.raster || places.length === 0) return undefined;
  const widest = places.map((p) => IMAGE_PLACES[p]).reduce((a, b) => (b.maxCssWidth > a.maxCssWidth ? b : a));
  const needed = Math.min(widest.maxCssWidth * MAX_DEVICE_PIXEL_RATIO, Math.max(...RASTER_WIDTHS));
  if (source.width >= needed) return undefined;
  const facts = { path: source.path, width: source.width, place: widest.label, needed };
  return new InvalidContentError(
    catalogue.NarrowImage({ ...facts, shown: widest.maxCssWidth, ratio: MAX_DEVICE_PIXEL_RATIO }),
    { ...where(), expected: `a source at least ${needed} px wide` },
  );
}

/** What is known of an image file until it changes: its size, for an SVG what sanitising removed, for a raster its facts. */
interface ImageFacts {
  width: number;
  height: number;
  contents?: Buffer;
  removed: string[];
  raster?: RasterFacts;
  /** The file's size in bytes. */
  bytes: number;
}

/** Why a file cannot be published, and what to do. */
interface ImageProblem {
  problem: CataloguedMessage;
}

async function readImage(file: string, memo: Memo | undefined): Promise<ImageFacts | ImageProblem> {
  // Refused by its name, unread: the site publishes no GIF, and an animated one can be large.
  if (file.toLowerCase().endsWith('.gif')) return { problem: GIF_ERROR.problem };
  const bytes = await readFile(file);
  const svg = file.toLowerCase().endsWith('.svg');
  const limit = svg ? MAX_SVG_BYTES : MAX_IMAGE_BYTES;
  if (bytes.length > limit) {
    const mib = (bytes.length / 1024 / 1024).toFixed(1);
    return { problem: catalogue.ImageFileTooLarge({ mib, limitMib: limit / 1024 / 1024, svg }) };
  }
  if (!svg) {
    try {
      const raster = await describeRaster(bytes, memo);
      return { width: raster.width, height: raster.height, removed: [], raster, bytes: bytes.length };
    } catch (error) {
      if (error instanceof RasterError) return { problem: error.problem };
      throw error;
    }
  }
  let svgs: SvgFacts;
  try {
    svgs = await svgFacts(bytes);
  } catch (error) {
    if (error instanceof UnsafeSvgError) return { problem: error.problem };
    return {
      problem: { ...catalogue.ImageUnreadable(), hint: 'check the file; an SVG needs width and height attributes' },
    };
  }
  if (!svgs.width || !svgs.height) return { problem: catalogue.SvgNoSize() };
  // The bytes published are those judged here (sanitised when anything was removed), never the file read again:
  // an editor may save it meanwhile.
  return {
    width: svgs.width,
    height: svgs.height,
    contents: svgs.published,
    removed: svgs.removed,
    bytes: bytes.length,
  };
}

/** The image of each file's facts (or problem): while a file is unchanged, loads (dev's) give the same object. */
const sources = new WeakMap<ImageFacts | ImageProblem, ImageSource>();

/** The stand-ins of files that cannot be published (see {@link loadImages}). */
const standIns = new WeakSet<ImageSource>();

/** True for the stand-in of an image file that cannot be published, whose error {@link loadImages} has reported. */
export function isUnreadableImage(source: ImageSource): boolean {
  return standIns.has(source);
}

/** The stand-in of a file that cannot be published: the same object while the file is unchanged. */
function standInFor(problem: ImageProblem, p: string, file: string): ImageSource {
  let source = sources.get(problem);
  if (!source) {
    source = { path: p, file, width: 1, height: 1 };
    sources.set(problem, source);
    standIns.add(source);
  }
  return source;
}

/**
 * The images of `dir` (`content/images/`) by their path relative to it, each file read once (and, while unchanged,
 * never again through `cache`).
 * @param errors - receives one error per file that cannot be published (too large, unreadable, unsafe, a GIF …),
 *   at the file, and per pair of names that differ only in case.
 * @param warnings - receives what sanitising removed from an SVG, and a note on a very large photo.
 * @returns every image; a file that cannot be published is there too, as a stand-in ({@link isUnreadableImage}),
 *   so that content showing it is not reported again as showing a missing image. A load that reported an error
 *   publishes nothing, so no stand-in reaches a page.
 */
export async function loadImages(
  dir: string,
  {
    cache,
    errors,
    warnings,
    memo,
  }: { cache: ContentCache; errors: EventsiteError[]; warnings: EventsiteError[]; memo: Memo | undefined },
): Promise<Map<string, ImageSource>> {
  const files = await cache.list(`images:${dir}`, async () =>
    (await fg(IMAGE_GLOB, { cwd: dir, onlyFiles: true, caseSensitiveMatch: false })).sort(),
  );
  // Names that differ only in case are one file on the editors' Mac and Windows machines.
  const byLowerCase = new Map<string, string>();
  for (const p of files) {
    const other = byLowerCase.get(p.toLowerCase());
    if (other === undefined) byLowerCase.set(p.toLowerCase(), p);
    else
      errors.push(
        new InvalidContentError(catalogue.ImageNameCase({ other }), {
          file: displayPath(path.join(dir, p)),
          expected: 'image names that differ in more than case',
        }),
      );
  }
  const entries = await Promise.all(
    files.map(async (p): Promise<[string, ImageSource]> => {
      const file = path.join(dir, p);
      const facts = await cache.deriveFromStat(file, () => readImage(file, memo));
      if ('problem' in facts) {
        // "file", not "image": the problem may be that it is no image at all (a web page saved as a photo).
        const problem = { ...facts.problem, message: `file ${facts.problem.message}` };
        errors.push(new UnusableImageError(problem, { file: displayPath(file) }));
        return [p, standInFor(facts, p, file)];
      }
      if (facts.removed.length > 0) warnings.push(sanitisedSvgWarning(displayPath(file), facts.removed));
      if (facts.bytes > LARGE_IMAGE_BYTES) {
        warnings.push(
          new InvalidContentError(catalogue.LargeImage({ mib: (facts.bytes / 1024 / 1024).toFixed(1) }), {
            file: displayPath(file),
            expected: `at most ${LARGE_IMAGE_BYTES / 1024 / 1024} MiB`,
          }),
        );
      }
      let source = sources.get(facts);
      if (!source)
        sources.set(
          facts,
          (source = {
            path: p,
            file,
            width: facts.width,
            height: facts.height,
            contents: facts.contents,
            ...(facts.raster ? { raster: facts.raster } : {}),
          }),
        );
      return [p, source];
    }),
  );
  return new Map(entries);
}
