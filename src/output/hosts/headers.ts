/**
 * The HTTP headers the site is served with, in one place: the security headers every response carries
 * (a strict Content-Security-Policy: scripts, styles and fonts from the site only, no inline script; the map's
 * origin as the only frame; forms sent to the site and the enquiry endpoint only), and the caching of hashed
 * assets. `build` writes them as `_headers` (the format Netlify and Cloudflare Pages read); `preview` and `dev`
 * send the same.
 */
import { enquiryOrigin, type Enquiry } from '../../content/schemas/enquiry.ts';
import { InvalidContentError } from '../../core/errors.ts';
import { MAP_ORIGIN } from '../../site/site-links.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * A source the Content-Security-Policy may name besides the site: an `https://` origin of a plain host name
 * (optionally with a port), or a receiver on this machine (`http://127.0.0.1:*`, any port: `preview`).
 */
const FORM_SOURCE =
  /^(?:https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?|https?:\/\/(?:127\.0\.0\.1|localhost)(?::(?:\d{1,5}|\*))?)$/;

/**
 * `source` as the policy writes it. The content's schema lets no other reach this point; checking here as well
 * keeps a `;` or a quote from ever opening a directive of its own, whatever the caller passes.
 * @throws {InvalidContentError} naming `enquiry.endpoint` when `source` is anything else.
 */
function formSource(source: string): string {
  if (FORM_SOURCE.test(source)) return source;
  throw new InvalidContentError(catalogue.CspSource({ source }), {
    field: 'enquiry.endpoint',
    expected: 'an https:// origin of a plain host name (letters, digits, hyphens, dots), optionally with a port',
  });
}

/**
 * The Content-Security-Policy of every page. JSON-LD blocks are data, not script: no hash is needed for them. The
 * enquiry form may post (and its script send with `fetch`) to the site itself and to the `sources` given: the
 * origin of the endpoint of `site.yaml` `enquiry`; Netlify Forms receives it on the site itself.
 * @param sources - origins besides the site (see {@link formSource}); none: the site only.
 * @throws {InvalidContentError} when a source is no plain origin.
 */
function contentSecurityPolicy(sources: readonly string[] = []): string {
  const self = ["'self'", ...sources.map(formSource)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${self}`,
    `frame-src ${MAP_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${self}`,
    "object-src 'none'",
  ].join('; ');
}

/**
 * Headers of every response.
 * @param enquiry - `site.yaml` `enquiry`: its endpoint's origin is allowed in the Content-Security-Policy.
 * @throws {InvalidContentError} when that origin is no plain `https://` origin (see {@link contentSecurityPolicy}).
 */
export function securityHeaders(enquiry?: Enquiry): Readonly<Record<string, string>> {
  const origin = enquiryOrigin(enquiry);
  return headersAllowing(origin ? [origin] : []);
}

/** Headers of every response, the form allowed to post to `sources` besides the site. */
function headersAllowing(sources: readonly string[]): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** Headers of every response of a site without an enquiry endpoint. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

/**
 * The headers `preview` sends: the site's, with a form receiver on this machine allowed at any port, so that a
 * folder built with a local endpoint (`build --base-url http://127.0.0.1:4173`) can be sent end to end.
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = headersAllowing([
  'http://127.0.0.1:*',
  'http://localhost:*',
]);

/** Caching of files whose names carry a content hash: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Caching of every other file (pages, feeds, the sitemap): kept, but revalidated on every use (a cheap 304),
 * so a deploy is seen at once and a cached page never points at hashed assets a newer deploy removed.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A file name carrying a content hash (`site.45f1e23786.css`): its contents never change. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The `Content-Type` of the Atom feeds (hosts' own tables say `application/xml`). */
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** The folders whose files all carry a content hash: stylesheet, script and fonts; images; the manifest's icons. */
const HASHED_FOLDERS = ['/assets/*', '/images/*', '/icons/*'];

/** Options of {@link buildHeadersFile}. */
export interface HeadersFileOptions {
  /** `site.yaml` `enquiry` (see {@link securityHeaders}). */
  enquiry?: Enquiry;
  /** Root-relative, percent-encoded paths of the Atom feeds (`/blog/feed.xml`). */
  feeds?: readonly string[];
}

/**
 * `_headers` (Netlify, Cloudflare Pages): the security headers on every path, a year of caching for the folders of
 * hashed files, and the feeds' media type.
 */
export function buildHeadersFile({ enquiry, feeds = [] }: HeadersFileOptions = {}): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  return [
    block('/*', { ...securityHeaders(enquiry) }),
    ...HASHED_FOLDERS.map((folder) => block(folder, { 'Cache-Control': IMMUTABLE })),
    ...feeds.map((feed) => block(feed, { 'Content-Type': FEED_CONTENT_TYPE })),
  ].join('\n');
}
