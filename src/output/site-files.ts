/**
 * The files made from the content and the route table rather than rendered from a template: `sitemap.xml`,
 * `robots.txt`, `_headers`, the Atom feeds, the web app manifest and `/.well-known/security.txt`.
 */
import type { Content } from '../content/types.ts';
import type { OutputFile } from '../core/output-file.ts';
import { encodePath } from '../core/url-paths.ts';
import type { RouteTable } from '../site/route-types.ts';
import { STANDARD_FILES, type ManifestIcon } from '../site/site-paths.ts';
import { buildFeeds, type ImageOf } from './feeds.ts';
import { buildHeadersFile } from './hosts/headers.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { buildManifest, buildSecurityTxt } from './standard-files.ts';

/** Options of {@link siteFiles}. */
export interface SiteFilesOptions {
  content: Content;
  routes: RouteTable;
  /** The icons the web app manifest lists. */
  manifestIcons: readonly ManifestIcon[];
  /** The built image of a path under `content/images/` (the feeds show the images of post bodies). */
  image: ImageOf;
  /** The build date, yyyy-mm-dd (security.txt's expiry is counted from it; default today). */
  today?: string;
  /** Write `_headers` (for the hosts that read it; default true). */
  headersFile?: boolean;
}

/** The site's files that no template renders (see the module comment), in a fixed order. */
export function siteFiles({
  content,
  routes,
  manifestIcons,
  image,
  today = new Date().toISOString().slice(0, 10),
  headersFile = true,
}: SiteFilesOptions): OutputFile[] {
  const feeds = buildFeeds(content, routes, image);
  const headers = () =>
    buildHeadersFile({
      enquiry: content.site.enquiry,
      feeds: feeds.map((f) => encodePath(`${routes.base}/${f.path}`)),
    });
  return [
    { path: 'sitemap.xml', contents: buildSitemap(routes) },
    { path: 'robots.txt', contents: buildRobots(routes) },
    ...(headersFile ? [{ path: '_headers', contents: headers() }] : []),
    ...feeds,
    { path: STANDARD_FILES.manifest, contents: buildManifest(content, manifestIcons) },
    { path: STANDARD_FILES.securityTxt, contents: buildSecurityTxt(content, routes, today) },
  ];
}
