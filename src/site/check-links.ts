/**
 * Internal links inside markdown bodies must point to a route of the route table (a broken link is an error,
 * not a 404 discovered by a visitor). A relative link (`other-post`, `../services`, `./rsvp-guide`) is read as a
 * browser reads it, from the address of the post's page in its language; a link to a file the site publishes
 * besides its pages (a feed, the web app manifest, an image under `/images/`) is no broken link. The images of a
 * body are not links: the loader checks them as images (`prepare-body-images.ts`).
 */
import { urlScheme, type MarkdownLink } from '../content/markdown/markdown.ts';
import type { Content, Post } from '../content/types.ts';
import { BrokenLinkError } from '../core/errors.ts';
import { encodePath } from '../core/url-paths.ts';
import { caseStudyKey, guideKey, occasionKey, postKey, standaloneKey } from './pages/index.ts';
import type { RouteTable } from './route-types.ts';
import { feedLocation, STANDARD_FILES } from './site-paths.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Root-relative path of an internal link, decoded, without query or fragment; null for other links. */
export function internalPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const clean = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  try {
    return clean.split('/').map(decodeURIComponent).join('/').normalize('NFC');
  } catch {
    return clean;
  }
}

/** The origin links are resolved against: any will do, only the path is compared. */
const ORIGIN = 'https://site.invalid';

/**
 * The decoded root-relative path (as {@link internalPath} gives it) a link on the page at `pageUrl` leads to, read
 * as a browser reads it (WHATWG URL): `missing-page` from `/blog/rsvp-guide` is `/blog/missing-page`, `../nope`
 * is `/nope`, `/tr/blog/../iletisim` is `/tr/iletisim`.
 * @param pageUrl - the decoded path of the page the link is on (`Route.url`).
 * @returns `null` for a link to another site or scheme (`https:`, `mailto:`, `//host`) and for one to the page
 *   itself (`#section`, `?query`, empty).
 */
export function linkTarget(url: string, pageUrl: string): string | null {
  const trimmed = url.trim();
  if (urlScheme(trimmed) !== null || trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('?')) return null;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, `${ORIGIN}${encodePath(pageUrl)}`);
  } catch {
    return internalPath(trimmed);
  }
  return resolved.origin === ORIGIN ? internalPath(resolved.pathname) : null;
}

/** Decoded paths of the files the site publishes besides its pages that a post may link to: the feeds and the standard files. */
function siteFiles(routes: RouteTable): Set<string> {
  return new Set([
    ...routes.languages.map((language) => feedLocation(routes, language).url),
    ...Object.values(STANDARD_FILES).map((file) => `/${file}`),
  ]);
}

/**
 * Every link of the bodies of `posts` that leads to no route, as errors naming file, line and the link. Fine
 * besides the routes: a link to another site or scheme, to the page itself, to `/images/…` (the published images),
 * to a feed or standard file ({@link STANDARD_FILES}), or to a path of `files`.
 * @param files - decoded root-relative paths of other files the output holds (e.g. those of `static/`).
 * @param articles - other pages with a markdown body ({@link articleLinks}), checked as the posts are.
 * @param oldAddresses - receives a warning per link to an alias (an old slug, a section's old name, `/en/…`):
 * it works, but should name the page's address.
 */
export function findBrokenLinks(
  posts: readonly Post[],
  routes: RouteTable,
  files: Iterable<string> = [],
  articles: readonly LinkedEntry[] = [],
  oldAddresses?: BrokenLinkError[],
): BrokenLinkError[] {
  const errors: BrokenLinkError[] = [];
  const published = siteFiles(routes);
  for (const file of files) published.add(file);
  // Articles link to the same few pages again and again: each URL is resolved once per page it is written on.
  const targets = new Map<string, string | null>();
  for (const entry of [...posts.map((post) => ({ key: postKey(post), locales: post.locales })), ...articles]) {
    for (const [locale, text] of Object.entries(entry.locales)) {
      const page = pageUrl(entry.key, locale, routes);
      for (const link of text.links) {
        const key = link.url.startsWith('/') ? link.url : `${page}\n${link.url}`;
        let target = targets.get(key);
        if (target === undefined)
          targets.set(key, (target = page === undefined ? internalPath(link.url) : linkTarget(link.url, page)));
        const route = target === null ? undefined : routes.byUrl.get(target);
        if (route?.alias && oldAddresses) {
          const now = pageUrl(route.key, route.locale, routes);
          oldAddresses.push(
            new BrokenLinkError(catalogue.OldAddress({ url: link.url, now: String(now) }), {
              file: text.file,
              line: link.line,
              expected: `the page's address, ${now}`,
            }),
          );
        }
        if (target === null || route || published.has(target) || target.startsWith('/images/')) continue;
        const relative = !link.url.trim().startsWith('/');
        errors.push(
          new BrokenLinkError(
            catalogue.BrokenLink({ url: link.url, from: relative ? { target, page: String(page) } : undefined }),
            {
              file: text.file,
              line: link.line,
              expected: 'the path of a page of the site, e.g. /services/corporate-events or /tr/iletisim',
              hint: relative
                ? `a link without a leading / is read from the address of the post's page (${page}), as a browser reads it: write the whole path, from /`
                : undefined,
            },
          ),
        );
      }
    }
  }
  return errors;
}

/** The decoded path of a page in a language, or `undefined` when the table has none. */
function pageUrl(key: string, locale: string, routes: RouteTable): string | undefined {
  try {
    return routes.get(key, locale).url;
  } catch {
    return undefined;
  }
}

/** A page with a markdown body: its route key and, per language, its file and the body's links. */
export interface LinkedEntry {
  key: string;
  locales: Readonly<Record<string, { file: string; links: readonly MarkdownLink[] }>>;
}

/** The occasions, guides, case studies and standalone pages of `content`, for {@link findBrokenLinks}. */
export function articleLinks(content: Content): LinkedEntry[] {
  return [
    ...content.occasions.map((e) => ({ key: occasionKey(e), locales: e.locales })),
    ...content.guides.map((e) => ({ key: guideKey(e), locales: e.locales })),
    ...content.caseStudies.map((e) => ({ key: caseStudyKey(e), locales: e.locales })),
    ...content.pages.map((e) => ({ key: standaloneKey(e), locales: e.locales })),
  ];
}
