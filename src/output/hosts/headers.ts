/**
 * The HTTP headers the site is served with, in one place: the security headers every response carries
 * (a strict Content-Security-Policy: scripts, styles and fonts from the site only, no inline script; the map's
 * origin as the only frame), and the caching of hashed assets. `build` writes them as `_headers` (the format
 * Netlify and Cloudflare Pages read); `preview` and `dev` send the same.
 */
import { MAP_ORIGIN } from '../../site/site-links.ts';

/** The Content-Security-Policy of every page. JSON-LD blocks are data, not script: no hash is needed for them. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${MAP_ORIGIN}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Headers of every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/** Caching of files whose names carry a content hash: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Caching of every other file (pages, feeds, the sitemap): kept, but revalidated on every use (a cheap 304),
 * so a deploy is seen at once and a cached page never points at hashed assets a newer deploy removed.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A file name carrying a content hash (`site.45f1e23786.css`): its contents never change. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** `_headers` (Netlify, Cloudflare Pages): the security headers on every path, a year of caching for hashed assets. */
export function buildHeadersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) => `${pattern}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
  return [block('/*', { ...SECURITY_HEADERS }), block('/assets/*', { 'Cache-Control': IMMUTABLE }), block('/images/*', { 'Cache-Control': IMMUTABLE })].join('\n');
}
