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
