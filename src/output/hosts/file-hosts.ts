/**
 * Hosts that read their configuration from files inside the published folder: Netlify and Cloudflare Pages
 * (`_redirects`, `_headers`) and GitHub Pages (folder copies). Sources: Netlify's and Cloudflare
 * Pages' `_redirects` documentation, GitHub Pages' publishing documentation.
 */
import type { OutputFile } from '../../core/output-file.ts';
import { encodePath } from '../../core/url-paths.ts';
import { aliasForms, type HostRules } from './host-rules.ts';

/** Cloudflare Pages reads at most this many static redirects from `_redirects`. */
export const CLOUDFLARE_MAX_REDIRECTS = 2000;

const line = (from: string, to: string, status: number) => `${from} ${to} ${status}`;

/**
 * Netlify's `_redirects`: every alias 301 to its canonical URL, forced (`301!`) so that no file can shadow it, in
 * its `/a.html` form too (Netlify matches `/a/` by the rule of `/a`, its edge removing the trailing slash first);
 * the not-found pages themselves (`/404`, `/tr/404.html` …) answer 404, forced too; then the not-found page of
 * each folder (status 404, applied only when no file matches), the most specific first, a language's folder in
 * other letter cases (`/TR`, `/Tr/…`) with its own. Netlify serves `x.html` at `/x` and redirects `x/` itself
 * ("Pretty URLs"), and the root `404.html` for other misses. Query strings pass through every rule (Netlify keeps
 * them unless a rule names query parameters).
 */
export function netlifyRedirects(rules: HostRules): string {
  const aliases = rules.redirects.flatMap((r) =>
    [encodePath(r.from), `${encodePath(r.from)}.html`].map((from) => `${line(from, r.to, 301)}!`),
  );
  const notFoundFiles = rules.notFound.flatMap((n) =>
    [line(`${encodePath(n.folder)}404`, n.file, 404), line(n.file, n.file, 404)].map((rule) => `${rule}!`),
  );
  // A 404, not a redirect to the folder's own case: were Netlify's matching to ignore case, a redirect would loop.
  const folders = rules.notFound
    .filter((n) => n.folder !== `${rules.base}/`)
    .flatMap((n) => {
      const cased = casedFolders(rules, n.folder);
      // A language's own folder in capitals with no slash (`/TR`) is one of its misses too.
      const bare = rules.languageFolders.includes(n.folder.slice(0, -1))
        ? cased.map((folder) => line(encodePath(folder.slice(0, -1)), n.file, 404))
        : [];
      return [...[n.folder, ...cased].map((folder) => line(`${encodePath(folder)}*`, n.file, 404)), ...bare];
    });
  return [
    '# Netlify: aliases answer 301 with their canonical URL; misses the 404.html of their folder.',
    ...aliases,
    ...notFoundFiles,
    ...folders,
    '',
  ].join('\n');
}

/** `folder` (`/tr/hizmetler/`) with its language's folder in the other letter cases (`/TR/hizmetler/`, …); none outside one. */
function casedFolders(rules: HostRules, folder: string): string[] {
  const language = rules.languageFolders.find((l) => folder.startsWith(`${l}/`));
  if (!language) return [];
  return casedLanguage(language).map((cased) => `${cased}${folder.slice(language.length)}`);
}

/** A language's folder (`/repo/tr`) in the other letter cases of its code (`/repo/TR`, …). */
function casedLanguage(folder: string): string[] {
  const parent = folder.slice(0, folder.lastIndexOf('/'));
  return caseVariants(folder.slice(parent.length + 1)).map((variant) => `${parent}/${variant}`);
}

/**
 * Cloudflare Pages' `_redirects`. Cloudflare serves `x.html` at `/x`, redirects `x/` and `x.html` to `/x` (308)
 * and answers misses with the nearest `404.html` by itself; its rules match the path exactly. So it lists:
 * - every alias in its three forms (`/a`, `/a/`, `/a.html`), 301 to its canonical URL;
 * - the `x/` and `x.html` forms of each page with letters outside ASCII (`/tags/düğün/`), 301 to `x`: Cloudflare's
 *   own redirect of them fails there (`wrangler pages dev` answers 502), ours names the percent-encoded path;
 * - the not-found pages' own URLs (`/tr/404`, `/tr/404.html`) proxied (200) to a path of their folder that is no
 *   file, so Cloudflare answers them as the misses they are: 404 with that folder's page (a rule's own status
 *   cannot be 404 there);
 * - a language's folder in other letter cases (`/TR/…`) 301 to its own, whose not-found page is then the right one.
 * Past {@link CLOUDFLARE_MAX_REDIRECTS} static rules the last aliases are left to their HTML copies, which show the
 * page. Static rules come first, the rules with a splat (at most 100) last, as Cloudflare advises.
 * @returns the file and how many aliases did not fit.
 */
export function cloudflareRedirects(rules: HostRules): { text: string; leftOut: number } {
  const cased = rules.languageFolders.flatMap((folder) => casedLanguage(folder).map((from) => ({ from, folder })));
  const aliasPages = new Set(rules.redirects.map((r) => r.from));
  const unicode = rules.pages
    .filter((p) => /[\x80-\uffff]/.test(p.url) && !aliasPages.has(p.url))
    .flatMap((p) =>
      [`${encodePath(p.url)}/`, `${encodePath(p.url)}.html`].map((from) => line(from, encodePath(p.url), 301)),
    );
  const notFound = rules.notFound.flatMap((n) =>
    [`${encodePath(n.folder)}404`, encodePath(n.file)].map((from) =>
      line(from, `${encodePath(n.folder)}404/not-a-page`, 200),
    ),
  );
  const fixed = [...cased.map(({ from, folder }) => line(from, folder, 301)), ...notFound, ...unicode];
  const kept = rules.redirects.slice(0, Math.max(0, Math.floor((CLOUDFLARE_MAX_REDIRECTS - fixed.length) / 3)));
  return {
    text: [
      '# Cloudflare Pages: aliases, in each form, answer 301 with their canonical URL.',
      ...kept.flatMap((r) => aliasForms(r.from).map((from) => line(encodePath(from), r.to, 301))),
      '# Pages with letters outside ASCII: x/ and x.html to x; the not-found pages answer as misses, with 404.',
      ...unicode,
      ...notFound,
      "# A language's folder typed in capitals (/TR/…) goes to its own (Cloudflare's rules and 404 pages match case).",
      ...cased.map(({ from, folder }) => line(from, folder, 301)),
      ...cased.map(({ from, folder }) => line(`${from}/*`, `${folder}/:splat`, 301)),
      '',
    ].join('\n'),
    leftOut: rules.redirects.length - kept.length,
  };
}

/** How many aliases, in route order, Cloudflare's `_redirects` redirects ({@link cloudflareRedirects}); the rest get a redirect page. */
export const cloudflareRedirectedAliases = (rules: HostRules): number =>
  rules.redirects.length - cloudflareRedirects(rules).leftOut;

/** The spellings of a short language code other than its own (`tr` → `Tr`, `tR`, `TR`); upper and title case of a longer one. */
function caseVariants(code: string): string[] {
  if (code.length > 3)
    return [...new Set([code.toUpperCase(), code[0]!.toUpperCase() + code.slice(1)])].filter((v) => v !== code);
  const all = [...code].reduce<string[]>(
    (variants, c) => variants.flatMap((v) => [...new Set([v + c.toLowerCase(), v + c.toUpperCase()])]),
    [''],
  );
  return all.filter((v) => v !== code);
}

/**
 * GitHub Pages: an `x/index.html` copy of each page whose URL is also a folder (no `.nojekyll`: a site published
 * with `actions/deploy-pages` is served as uploaded, Jekyll never runs, and the file would only be one more URL): GitHub Pages answers `/services` with a redirect to `/services/` when a `services/` folder
 * exists, and the copy makes that URL show the page (its canonical link still names `/services`).
 * @param read - reads a file of the output folder (`services.html`).
 */
export function githubPagesFiles(rules: HostRules, read: (file: string) => Promise<Buffer>): Promise<OutputFile[]> {
  return Promise.all(
    rules.folderPages.map(async (p) => ({ path: folderCopyOf(p.file), contents: await read(p.file) })),
  );
}

/** The `x/index.html` copy of a page's file `x.html`. */
export const folderCopyOf = (file: string): string => file.replace(/\.html$/, '/index.html');
