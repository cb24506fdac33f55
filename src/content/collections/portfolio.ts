/**
 * The portfolio (`content/portfolio.yaml`, optional): its photos as the site shows them, each with its image looked
 * up for the portfolio grid, and the mistakes an editor can make in it that the schema cannot see: an alt text or
 * caption missing a language of the site (or in one it does not have), an occasion that does not exist.
 */
import { InvalidContentError, type EventsiteError } from '../../core/errors.ts';
import type { ImageLookup } from '../images/image-lookup.ts';
import type { PortfolioFile } from '../schemas.ts';
import { localizedFieldErrors, type ContentDocument } from '../site-documents.ts';
import type { Locale, PortfolioItem } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * The portfolio's items, in the file's order.
 * @param known - the site's language codes, and the ids of the occasions' files (valid or not).
 * @param errors - receives every problem found, at its line; the items are returned all the same, so that the
 *   load goes on and finds every other problem (a load with errors publishes nothing).
 */
export function loadPortfolio(
  document: ContentDocument<PortfolioFile>,
  known: { codes: readonly Locale[]; occasions: ReadonlySet<string> },
  image: ImageLookup,
  errors: EventsiteError[],
): PortfolioItem[] {
  const { parsed, data } = document;
  errors.push(...localizedFieldErrors(parsed, data.items, ['alt', 'caption'], known.codes));
  return data.items.map((item, i) => {
    if (!known.occasions.has(item.occasion)) {
      errors.push(
        new InvalidContentError(catalogue.UnknownReference({ kind: 'occasion', id: item.occasion }), {
          file: parsed.file,
          line: parsed.source.locate(['items', i, 'occasion']).line,
          field: `items.${i}.occasion`,
          expected: 'the id of an occasion: a file name of content/occasions/ without its language and extension',
        }),
      );
    }
    return { ...item, image: image(item.image, { parsed, field: ['items', i, 'image'] }, ['gallery']) };
  });
}
