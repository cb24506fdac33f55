/**
 * Looks up the content images that documents and entries refer to: a missing one is reported at the field that
 * names it (with the right name when only its case differs), and one shown where it is too narrow is warned about.
 */
import { MissingImageError, type EventsiteError } from '../../core/errors.ts';
import type { ImagePlaceName } from './image-places.ts';
import { narrowImageWarning } from './images.ts';
import type { ParsedFile } from '../source/parse-file.ts';
import type { ImageSource } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** Where a file refers to an image: the file, and the path of the field within it (e.g. `['images', 'hero']`). */
interface ImageReference {
  parsed: ParsedFile;
  field: PropertyKey[];
}

/**
 * The image at `ref` (a path under `content/images/`), shown in `places` (default: none). A missing image is
 * reported and a stand-in of 1 × 1 px with no file is returned, so that loading goes on and finds every problem.
 */
export type ImageLookup = (ref: string, where: ImageReference, places?: readonly ImagePlaceName[]) => ImageSource;

/**
 * An {@link ImageLookup} over the loaded images.
 * @param images - every image by its path under `content/images/` (`loadImages`).
 * @param errors - receives a {@link MissingImageError} per reference to an image that is not there.
 * @param warnings - receives a warning per image shown in a place wider than it (`narrowImageWarning`).
 */
export function imageLookup(
  images: ReadonlyMap<string, ImageSource>,
  errors: EventsiteError[],
  warnings: EventsiteError[],
): ImageLookup {
  return (ref, where, places = []) => {
    const found = images.get(ref);
    if (found) {
      // The line is looked up only for a warning: finding it parses the file again, with positions.
      const narrow = narrowImageWarning(found, places, () => ({
        file: where.parsed.file,
        line: where.parsed.source.locate(where.field).line,
        field: where.field.join('.'),
      }));
      if (narrow) warnings.push(narrow);
      return found;
    }
    // A name that differs only in case is found on the editor's Mac or Windows machine, not on the server.
    const lower = ref.toLowerCase();
    const other = [...images.keys()].find((p) => p.toLowerCase() === lower);
    errors.push(
      new MissingImageError(catalogue.ImageNotFound({ ref }), {
        file: where.parsed.file,
        line: where.parsed.source.locate(where.field).line,
        field: where.field.join('.'),
        expected: 'a file under content/images/',
        hint: other
          ? `the file is named ${other}: write "${other}" (names are case-sensitive on the build machine and the server)`
          : `add content/images/${ref} or correct the path`,
      }),
    );
    return { path: ref, file: '', width: 1, height: 1 };
  };
}
