/**
 * The HTTP headers the site is served with, in one place: the security headers every response carries
 * (a strict Content-Security-Policy: scripts, styles and fonts from the site only, no inline script; the map's
 * origin as the only frame; forms sent to the site and the enquiry endpoint only), and the caching of hashed
 * assets. `build` writes them as `_headers` (the format Netlify and Cloudflare Pages read); `preview` and `dev`
 * send the same.
 */
import { enquiryOrigin, type Enquiry } from '../../content/schemas/enquiry.ts';
import { MAP_ORIGIN } from '../../site/site-links.ts';

/**
 * The Content-Security-Policy of every page. JSON-LD blocks are data, not script: no hash is needed for them. The
 * enquiry form may post (and its script send with `fetch`) to the site itself and to exactly one other origin,
 * the endpoint's of `site.yaml` `enquiry` (decision 28); Netlify Forms receives it on the site itself.
 * @param enquiry - `site.yaml` `enquiry`; none: the site only.
 */
export function contentSecurityPolicy(enquiry?: Enquiry): string {
  const origin = enquiryOrigin(enquiry);
  const self = origin ? `'self' ${origin}` : "'self'";
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

/** The Content-Security-Policy of a site without an enquiry endpoint. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Headers of every response.
 * @param enquiry - `site.yaml` `enquiry`: its endpoint's origin is allowed in the Content-Security-Policy.
 */
export function securityHeaders(enquiry?: Enquiry): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(enquiry),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** Headers of every response of a site without an enquiry endpoint. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

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
  const block = (pattern: string, headers: Record<string, string>) => `${pattern}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
  return [
    block('/*', { ...securityHeaders(enquiry) }),
    ...HASHED_FOLDERS.map((folder) => block(folder, { 'Cache-Control': IMMUTABLE })),
    ...feeds.map((feed) => block(feed, { 'Content-Type': FEED_CONTENT_TYPE })),
  ].join('\n');
}
