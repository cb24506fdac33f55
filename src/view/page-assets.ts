/** What pages read of the built assets: their URLs and the built images. */
import type { ComponentSheet } from '../core/project-layout.ts';
import type { ManifestIcon } from '../site/site-paths.ts';
import type { ImageView } from '../site/view-types.ts';

/** Built files the pages refer to, with their URLs: root-relative to the site, without the path prefix (the view adds it: `base-path.ts`). */
export interface PageAssets {
  /** Root-relative URL of the stylesheet every page links. */
  css: string;
  /** Root-relative URLs of the stylesheets the enquiry form and the service page link themselves (only their pages wait for them). */
  componentCss: Readonly<Record<ComponentSheet, string>>;
  /** Root-relative URL of the client script. */
  js: string;
  /** Root-relative URL of the favicon (SVG). */
  favicon: string;
  /** Root-relative URLs of `favicon.ico`, `apple-touch-icon.png` and the web app manifest. */
  icon: string;
  appleTouchIcon: string;
  manifest: string;
  /** The icons the manifest lists. */
  manifestIcons: readonly ManifestIcon[];
  /** Root-relative URLs of the WOFF2 fonts every page preloads (the heading font first). */
  fonts: readonly string[];
  /**
   * An image by its path under `content/images/`.
   * @throws {MissingImageError} when there is no such image.
   */
  image(path: string): ImageView;
  /** Raster image for social cards (`og:image`) of a content image, or the default card; root-relative. */
  socialImage(path?: string): ImageView;
}
