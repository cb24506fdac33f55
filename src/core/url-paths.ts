/** URL paths of the route table: joining segments, percent-encoding, output files. */

/**
 * The decoded path of `segments` under a language prefix: `pathOf('tr', ['hizmetler'])` → `/tr/hizmetler`,
 * `pathOf('', [])` → `/`. Empty segments are skipped.
 */
export function pathOf(prefix: string, segments: readonly string[]): string {
  const parts = [prefix, ...segments].filter(Boolean);
  return `/${parts.join('/')}`;
}

/**
 * Percent-encodes a decoded path for use in `href`, segment by segment, so that `#`, `?` and `%` in a tag stay
 * part of the path (`/tags/düğün` → `/tags/d%C3%BC%C4%9F%C3%BCn`, `/tags/c#` → `/tags/c%23`).
 */
export function encodePath(url: string): string {
  return url.split('/').map(encodeURIComponent).join('/');
}

/** The output file of a URL in the `x.html` layout: `/` → `index.html`, `/about` → `about.html`. */
export function outputFileOf(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

/**
 * The path prefix of a base URL, without its trailing slash: `https://owner.github.io/repo/` → `/repo`,
 * `https://example.com` → `''`. Every root-relative link of the site starts with it.
 */
export function basePathOf(baseUrl: string): string {
  return new URL(baseUrl).pathname.replace(/\/+$/, '');
}

/**
 * `href` under the path prefix `base` (`/images/a.jpg` → `/repo/images/a.jpg`); a `srcset` gets the prefix on each
 * candidate. Anything not root-relative (`https:`, `//host`, `#x`) is returned as it is.
 */
export function underBase(base: string, href: string): string {
  if (!base) return href;
  return href
    .split(', ')
    .map((candidate) => (candidate.startsWith('/') && !candidate.startsWith('//') ? `${base}${candidate}` : candidate))
    .join(', ');
}
