/**
 * Paths of the site's files that are not pages, known to the views (which link them) and to the output (which
 * writes them): the files browsers, devices and tools look for by convention, and each language's feed.
 */
import type { Language } from '../content/types.ts';
import { outputFileOf } from '../core/url-paths.ts';
import type { RouteTable } from './route-types.ts';

/** Paths (relative to the output folder) that browsers, devices and tools look for by convention. */
export const STANDARD_FILES = {
  ico: 'favicon.ico',
  appleTouchIcon: 'apple-touch-icon.png',
  manifest: 'site.webmanifest',
  securityTxt: '.well-known/security.txt',
} as const;

/** An icon of the web app manifest (W3C Web Application Manifest, `icons`). */
export interface ManifestIcon {
  /** URL relative to the manifest, which is at the site's root (`icons/icon-192.<hash>.png`). */
  src: string;
  /** `192x192`. */
  sizes: string;
  type: 'image/png';
}

/** A feed's place: decoded root-relative URL and its file in the output folder. */
export interface FeedLocation {
  url: string;
  file: string;
}

/** The Atom feed of a language (RFC 4287): the blog list's URL plus `/feed.xml` (`/tr/blog/feed.xml`). */
export function feedLocation(routes: RouteTable, language: Language): FeedLocation {
  const url = `${routes.get('blog', language.code).url}/feed.xml`;
  return { url, file: outputFileOf(url).replace(/\.html$/, '') };
}
