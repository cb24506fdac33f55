/**
 * What every static host must do for the site, read off the route table once: which URL is served from which
 * file, which URLs redirect where, which `404.html` answers the misses of which folder, and which headers
 * go with which files. The host configurations (`host-config`) are each one rendering of these rules.
 */
import type { Enquiry } from '../../content/schemas/enquiry.ts';
import { FEED_CONTENT_TYPE, HASHED_FILE, IMMUTABLE, REVALIDATE, securityHeaders } from './headers.ts';
import type { RouteTable } from '../../site/route-types.ts';

/** A URL the site answers with a file. */
interface ServedPage {
  /** Decoded path without trailing slash, under the path prefix (`/tr/hizmetler`, `/repo/tags/düğün`). */
  url: string;
  /** The page's file, relative to the output folder (`tr/hizmetler.html`). */
  file: string;
}

/** A permanent redirect (301) of an alias to its page (docs/decisions.md, "Aliases"). */
interface Redirect {
  /** Decoded path of the alias, under the path prefix (`/en/about`, `/repo/tr/faq`). */
  from: string;
  /** Percent-encoded root-relative path of the canonical page, under the path prefix (`/about`, `/repo/about`). */
  to: string;
}

/** The not-found page of a folder (docs/decisions.md, "Not-found pages"). */
interface NotFoundRule {
  /** Decoded folder path ending in `/`, under the path prefix (`/tr/hizmetler/`; `/` or `/repo/` for the root). */
  folder: string;
  /** Root-relative path of its `404.html`, under the path prefix (`/tr/hizmetler/404.html`). */
  file: string;
  /** Language of the page (`en`, `tr`). */
  locale: string;
}

/** Everything a host configuration renders. */
export interface HostRules {
  /** The path prefix every URL below starts with (`/repo`), `''` for a site at the host's root. */
  base: string;
  /** Every page and alias served as a file, in route-table order. */
  pages: ServedPage[];
  /** Every alias as a redirect to its canonical page. */
  redirects: Redirect[];
  /** Not-found pages, most specific folder first, the root's last. */
  notFound: NotFoundRule[];
  /** The folders of the languages other than the default, under the path prefix (`/tr`). */
  languageFolders: string[];
  /**
   * Pages whose URL is also the folder of other pages (`/services` and `/services/…`): hosts that answer a
   * folder's name with a redirect to `/services/` need a `services/index.html` copy.
   */
  folderPages: ServedPage[];
  /** Headers of every response (`src/headers.ts`). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Names of files that carry a content hash. */
  hashed: RegExp;
  /** `Cache-Control` of files whose names carry a content hash. */
  immutable: string;
  /** `Cache-Control` of every other file: revalidated on each use, so a deploy is seen at once. */
  revalidate: string;
}

/** The rules of a route table. */
export function hostRules(table: RouteTable, enquiry?: Enquiry): HostRules {
  const { base } = table;
  const served = table.routes.filter((r) => r.status === 200);
  const pages = served.map((r) => ({ url: `${base}${r.url}`, file: r.output }));
  const redirects = served
    .filter((r) => r.alias)
    .map((r) => ({ from: `${base}${r.url}`, to: table.href(r.key, r.locale) }));
  const notFound = table
    .notFoundPages()
    .map((p) => ({
      folder: p.folder,
      file: p.file,
      locale: table.byUrl.get(`${p.folder.slice(base.length)}404`)!.locale,
    }))
    .sort((a, b) => b.folder.length - a.folder.length);
  const folders = new Set(table.routes.flatMap((r) => ancestors(r.url)));
  const folderPages = served
    .filter((r) => r.url !== '/' && folders.has(r.url))
    .map((r) => ({ url: `${base}${r.url}`, file: r.output }));
  const languageFolders = table.languages.filter((l) => l.prefix).map((l) => `${base}/${l.prefix}`);
  return {
    base,
    pages,
    redirects,
    notFound,
    languageFolders,
    folderPages,
    securityHeaders: securityHeaders(enquiry),
    hashed: HASHED_FILE,
    immutable: IMMUTABLE,
    revalidate: REVALIDATE,
  };
}

/** `/a/b/c` → `/a`, `/a/b`. */
function ancestors(url: string): string[] {
  const parts = url.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

/**
 * The start of a request path that may become a redirect's `Location`: one slash, then neither a slash nor a
 * backslash (`//host` and `/\\host` would send the visitor to another site), as a regular expression.
 */
export const SAFE_PATH_START = '/[^/\\\\?]';

/**
 * The forms an alias is asked for, each answered with a 301 to its page: `/a`, `/a/` and `/a.html` (decoded, as
 * {@link Redirect} `from`). The last two have no file of their own on any host, so no host's own rules redirect them.
 */
export const aliasForms = (from: string): string[] => [from, `${from}/`, `${from}.html`];

/** `text` as a literal inside a regular expression. */
export function quoteRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The `Content-Type` of the text files by extension (HTML aside, which every server types right). */
const TEXT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
};

/** Binary types some servers' tables lack (`favicon.ico`: some send none or `image/vnd.microsoft.icon`; `woff2`: older nginx and Go's built-in table). */
const OTHER_CONTENT_TYPES: Readonly<Record<string, string>> = { ico: 'image/x-icon', woff2: 'font/woff2' };

/** The `Content-Type` a text file (feeds: Atom) or an `.ico` is served with, or undefined for other files. */
export function contentTypeOf(file: string): string | undefined {
  if (/(^|\/)feed\.xml$/.test(file)) return FEED_CONTENT_TYPE;
  const ext = /\.([a-z0-9]+)$/.exec(file)?.[1] ?? '';
  return TEXT_CONTENT_TYPES[ext] ?? OTHER_CONTENT_TYPES[ext];
}
