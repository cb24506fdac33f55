/** The preload hint of a page's largest image (`HeadView.preloadImage`). */
import { IMAGE_PLACES, type ImagePlaceName } from '../content/images/image-places.ts';
import type { ImagePreload, ImageView } from './view-types.ts';

/**
 * The preload of a raster image shown at `place` as the page's largest image; none for an SVG (React
 * preloads a plain high-priority `<img>` by itself).
 */
export function imagePreload(image: ImageView, place: ImagePlaceName): ImagePreload | undefined {
  return image.raster ? { srcset: image.raster.avif, sizes: IMAGE_PLACES[place].sizes, type: 'image/avif' } : undefined;
}
