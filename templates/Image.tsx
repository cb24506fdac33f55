/**
 * The one component that renders images: every `<img>` of the site gets its `width`/`height` (no layout
 * shift), its `alt`, and lazy loading unless it is above the fold. An SVG is a plain `<img>`; a raster image
 * is a `<picture>` offering AVIF and WebP at several widths before the JPEG (or PNG) fallback, with `sizes`
 * saying how wide the layout shows it, and a blurred placeholder painted behind it by a class (the strict CSP
 * allows no `style` attribute) until the image covers it. An image pipeline changes only this file.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spliceBodyImages } from '../src/content/markdown/markdown-images.ts';
import { IMAGE_PLACES } from '../src/content/images/image-places.ts';
import type { BodyImageView, ImageView } from '../src/site/view-types.ts';

export interface ImageProps {
  /** The built image: URL, intrinsic size and, for a raster image, its variants. */
  image: ImageView;
  /** Alternative text in the page's language; empty string for a decorative image. */
  alt: string;
  /** How wide the layout shows the image per viewport (`IMAGE_PLACES[…].sizes` of `src/content/images/image-places.ts`). */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's largest image above the fold (its LCP element): load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

/** An `<img>` with its intrinsic `width`/`height`, inside a `<picture>` for a raster image. */
export function Image({ image, alt, sizes, eager = false, priority = false, className }: ImageProps): ReactElement {
  const { raster } = image;
  // A raster image offers its widths to the browser; an SVG is the one file at any width.
  const img = (
    <img
      src={image.src}
      srcSet={raster?.fallback}
      sizes={raster ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      className={[className, raster?.placeholder].filter(Boolean).join(' ') || undefined}
      decoding="async"
      loading={eager || priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!raster) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={raster.avif} sizes={sizes} />
      <source type="image/webp" srcSet={raster.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

type BannerProps = { banner: { image: ImageView; alt: string; sample?: string } | undefined };

/**
 * A page's full-width banner under its hero: the page's largest paint, so loaded at once and first. An example image
 * carries its label over it, and stands as a lower band, so that it reads as a stand-in rather than as a failed photo.
 */
export function Banner({ banner }: BannerProps): ReactElement | null {
  if (!banner) return null;
  const image = (
    <Image image={banner.image} alt={banner.alt} sizes={IMAGE_PLACES.banner.sizes} priority className="banner" />
  );
  if (!banner.sample) return image;
  return (
    <div className="banner-frame">
      {image}
      <p className="sample-label">{banner.sample}</p>
    </div>
  );
}

/**
 * A post's body HTML with each of its images as {@link Image} shows every image of the site (below the fold: lazy),
 * in place of the plain `<img>` the markdown rendered (see `markdown-images.ts`).
 * @param images - the body's images in document order; none leaves the HTML as it is.
 */
export function bodyWithImages(html: string, images: readonly BodyImageView[] | undefined): string {
  if (!images?.length) return html;
  return spliceBodyImages(html, images, ({ image, alt }) =>
    renderToStaticMarkup(<Image image={image} alt={alt} sizes={IMAGE_PLACES.postBody.sizes} className="body-img" />),
  );
}
