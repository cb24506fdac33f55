/**
 * Hosts that read their configuration from files inside the published folder: Netlify and Cloudflare Pages
 * (`_redirects`, `_headers`) and GitHub Pages (`.nojekyll`, folder copies). Sources: Netlify's and Cloudflare
 * Pages' `_redirects` documentation, GitHub Pages' publishing documentation.
 */
import type { OutputFile } from '../../core/output-file.ts';
import { encodePath } from '../../core/url-paths.ts';
import type { HostRules } from './host-rules.ts';

/** Cloudflare Pages reads at most this many static redirects from `_redirects`. */
export const CLOUDFLARE_MAX_REDIRECTS = 2000;

const line = (from: string, to: string, status: number) => `${from} ${to} ${status}`;

/**
 * Netlify's `_redirects`: every alias 301 to its canonical URL, forced (`301!`) so that no file can shadow it;
 * the not-found pages themselves (`/404`, `/tr/404.html` …) answer 404, forced too; then the not-found page of
 * each folder (status 404, applied only when no file matches), the most specific first. Netlify serves `x.html`
 * at `/x` and redirects `x/` itself ("Pretty URLs"), and the root `404.html` for other misses. Query strings
 * pass through every rule (Netlify keeps them unless a rule names query parameters).
 */
export function netlifyRedirects(rules: HostRules): string {
  const notFoundFiles = rules.notFound.flatMap((n) => [line(`${encodePath(n.folder)}404`, n.file, 404), line(n.file, n.file, 404)].map((rule) => rule.replace(/ 404$/, ' 404!')));
  return [
    '# Netlify: aliases answer 301 with their canonical URL; misses the 404.html of their folder.',
    ...rules.redirects.map((r) => `${line(encodePath(r.from), r.to, 301)}!`),
    ...notFoundFiles,
    ...rules.notFound.filter((n) => n.folder !== '/').map((n) => line(`${encodePath(n.folder)}*`, n.file, 404)),
    '',
  ].join('\n');
}

/**
 * Cloudflare Pages' `_redirects`: every alias 301 to its canonical URL (Cloudflare serves `x.html` at `/x`,
 * redirects `x/` and `x.html` to `/x`, and answers misses with the nearest `404.html` by itself), and a language's
 * folder in other letter cases (`/TR/…`) 301 to its own, whose not-found page is then the right one. Past
 * {@link CLOUDFLARE_MAX_REDIRECTS} aliases the rest are left to their HTML copies, which show the page.
 * @returns the file and how many aliases did not fit.
 */
export function cloudflareRedirects(rules: HostRules): { text: string; leftOut: number } {
  const cased = rules.languageFolders.flatMap((folder) =>
    caseVariants(folder.slice(folder.lastIndexOf('/') + 1)).flatMap((variant) => {
      const from = `${folder.slice(0, folder.lastIndexOf('/'))}/${variant}`;
      return [line(from, folder, 301), line(`${from}/*`, `${folder}/:splat`, 301)];
    }),
  );
  // The case rules first: they count towards the limit (the static ones; the others are among its 100 dynamic rules).
  const kept = rules.redirects.slice(0, CLOUDFLARE_MAX_REDIRECTS - cased.filter((rule) => !rule.includes('*')).length);
  return {
    text: [
      "# Cloudflare Pages: a language's folder typed in capitals (/TR/…) goes to its own (Cloudflare's rules and 404 pages match case).",
      ...cased,
      '# Aliases answer 301 with their canonical URL.',
      ...kept.map((r) => line(encodePath(r.from), r.to, 301)),
      '',
    ].join('\n'),
    leftOut: rules.redirects.length - kept.length,
  };
}

/** The spellings of a short language code other than its own (`tr` → `Tr`, `tR`, `TR`); upper and title case of a longer one. */
function caseVariants(code: string): string[] {
  if (code.length > 3) return [...new Set([code.toUpperCase(), code[0]!.toUpperCase() + code.slice(1)])].filter((v) => v !== code);
  const all = [...code].reduce<string[]>((variants, c) => variants.flatMap((v) => [...new Set([v + c.toLowerCase(), v + c.toUpperCase()])]), ['']);
  return all.filter((v) => v !== code);
}

/**
 * GitHub Pages: `.nojekyll` (publish the folder as it is), and an `x/index.html` copy of each page whose URL
 * is also a folder: GitHub Pages answers `/services` with a redirect to `/services/` when a `services/` folder
 * exists, and the copy makes that URL show the page (its canonical link still names `/services`).
 * @param read - reads a file of the output folder (`services.html`).
 */
export async function githubPagesFiles(rules: HostRules, read: (file: string) => Promise<Buffer>): Promise<OutputFile[]> {
  const copies = await Promise.all(rules.folderPages.map(async (p) => ({ path: folderCopyOf(p.file), contents: await read(p.file) })));
  return [{ path: '.nojekyll', contents: '' }, ...copies];
}

/** The `x/index.html` copy of a page's file `x.html`. */
export const folderCopyOf = (file: string): string => file.replace(/\.html$/, '/index.html');
