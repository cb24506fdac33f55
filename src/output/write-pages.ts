/**
 * The write stage of the pages: every page the render stage made is written with its `.br` and `.gz`, unless the
 * build before wrote the same page (then its files are taken as they are): one whose key (`ledger.ts`: its view and
 * the ledger's basis) or whose inputs are those the manifest lists. Pages are compressed on libuv's thread pool (the other cores), a bounded number at a time.
 */
import { digestOf } from '../core/fingerprint.ts';
import type { Memo } from '../core/memo.ts';
import type { Content } from '../content/types.ts';
import { aliasFiles } from '../render/redirect-page.ts';
import type { SiteRoute, SiteRouteTable } from '../site/pages/page-type.ts';
import type { PageView } from '../site/view-types.ts';
import { postKey } from '../site/pages/index.ts';
import type { OutputWriter } from './output-writer.ts';
import { pageKey } from './ledger.ts';
import { withCompanions, writeFiles } from './write-files.ts';

/**
 * Pages compressed and written at once: enough to keep libuv's four threads busy, few enough to bound memory (each
 * page in flight holds a Brotli and a gzip encoder, some 1.5 MB together: 32 raised the default build's peak by
 * some 35 MB at 250 posts per language, for no gain in time).
 */
const IN_FLIGHT = 8;

/** What decides whether a page is the one the build before wrote, without its view. */
export interface PageInputsOptions {
  content: Content;
  assets: { viewKey: string };
  /** Year of the copyright line. */
  year: number;
  /** The ledger's basis (`ledgerBasis`): the tool's version, site.yaml, the templates and the writing's settings. */
  basis: string;
}

/**
 * The inputs key of each page: the digests of the files its view is made from (`Content.faceDigest` and its post's
 * own file), the assets and the ledger's basis; recorded by every build, so the next one can take its pages without
 * their views. `undefined` for every page when the content cache did not give every file's digest.
 */
export function pageInputs(options: PageInputsOptions): (route: SiteRoute) => string | undefined {
  const { faceDigest } = options.content;
  const site = faceDigest && digestOf([options.basis, faceDigest, options.assets.viewKey, String(options.year)]);
  const posts = new Map(options.content.posts.map((post) => [postKey(post), post]));
  return (route) =>
    site &&
    digestOf([
      site,
      route.key,
      route.locale,
      route.output,
      posts.get(route.key)?.locales[route.locale]?.fileDigest ?? '',
    ]);
}

/** Options of {@link writeSitePages}. */
export interface WritePagesOptions extends PageInputsOptions {
  output: OutputWriter;
  routes: SiteRouteTable;
  /** The view of every page made, and its HTML (the views and render stages'); a page without is taken by its inputs. */
  views: ReadonlyMap<SiteRoute, PageView>;
  html: ReadonlyMap<SiteRoute, string>;
  /** Write `.br` and `.gz` beside each page. */
  precompress: boolean;
  /** Where companions are kept between builds (`companionsOf`); none with `--no-cache`. */
  cache?: Memo;
  /** How many aliases, in route order, the host redirects by its rules: only the rest get a redirect page (default none). */
  redirectedAliases?: number;
  /** Told every few pages how many of the pages are done, of how many (a progress line). */
  advance?: (done: number, total: number) => void;
}

/**
 * Writes every page of `routes` (see the module comment); a page with no view was taken by its inputs before
 * (`OutputWriter.reuseByInputs`, while the pages to make were chosen).
 * @returns how many pages the build has, how many of them were taken from the build before, and how many aliases' redirect pages it has.
 * @throws {DuplicateRouteError} when a page's path is taken; {@link OutputWriteError} when the file system refuses.
 */
export async function writeSitePages(
  options: WritePagesOptions,
): Promise<{ pages: number; redirects: number; reused: number }> {
  const { output, precompress } = options;
  let count = 0;
  const allAliases = aliasFiles(options.routes, options.content.site.brand);
  // The aliases the host redirects by its rules need no page (a file would shadow Netlify's rule).
  const aliases = allAliases.slice(options.redirectedAliases ?? 0);
  let reused = 0;
  const writing = new Set<Promise<void>>();
  const inputsOf = pageInputs(options);
  try {
    const pages = options.routes.routes.filter((r) => !r.alias);
    for (const route of pages) {
      count += 1;
      if (count % 50 === 0) options.advance?.(count, pages.length);
      const view = options.views.get(route);
      const html = options.html.get(route);
      if (view === undefined || html === undefined) {
        reused += 1;
        continue;
      }
      const inputs = inputsOf(route);
      const key = pageKey(options.basis, route.output, view);
      if (output.reuse(key, inputs)) {
        reused += 1;
        continue;
      }
      const done: Promise<void> = withCompanions(
        { path: route.output, contents: Buffer.from(html) },
        precompress,
        options.cache,
      )
        .then((files) => output.write(key, files, inputs))
        .finally(() => writing.delete(done));
      // Handled here and awaited below: a failure of one page is not an unhandled rejection meanwhile.
      done.catch(() => undefined);
      writing.add(done);
      if (writing.size >= IN_FLIGHT) await Promise.race(writing);
    }
    await Promise.all(writing);
    // An alias is a redirect (host rules), with a page that sends the browser on where the host has none.
    await writeFiles(output, aliases, { basis: options.basis, precompress, cache: options.cache });
  } finally {
    // Nothing is left writing into the build's folder when a page fails.
    await Promise.allSettled(writing);
  }
  return { pages: count, redirects: allAliases.length, reused };
}
