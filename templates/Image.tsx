/**
 * The one component that renders images: every `<img>` of the site gets its `width`/`height` (no layout
 * shift), its `alt`, and lazy loading unless it is above the fold. An image pipeline changes only this file.
 */
import type { ReactElement } from 'react';
import type { ImageView } from '../src/view/types.ts';

export interface ImageProps {
  /** The built image: URL and intrinsic size. */
  image: ImageView;
  /** Alternative text in the page's language; empty string for a decorative image. */
  alt: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's largest image above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

/** An `<img>` with its intrinsic `width`/`height`. */
export function Image({ image, alt, eager = false, priority = false, className }: ImageProps): ReactElement {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      decoding="async"
      loading={eager || priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
