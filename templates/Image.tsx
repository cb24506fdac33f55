/**
 * The one component that renders images: every `<img>` of the site gets its `width`/`height` (no layout
 * shift), its `alt`, and lazy loading unless it is above the fold. An image pipeline changes only this file.
 */
import type { ReactElement } from 'react';
import { useSite } from './site-context.tsx';

export interface ImageProps {
  /** Path under `content/images/`, e.g. `blog/rsvp-guide.svg`. */
  path: string;
  /** Alternative text in the page's language; empty string for a decorative image. */
  alt: string;
  /** Above the fold: load at once with high priority (the page's largest image). */
  eager?: boolean;
  className?: string;
  /** The `sizes` attribute, for when the pipeline adds `srcset`. */
  sizes?: string;
}

export function Image({ path, alt, eager = false, className }: ImageProps): ReactElement {
  const image = useSite().assets.image(path);
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      decoding="async"
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
