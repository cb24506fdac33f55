/**
 * A file of `static/` is published under its own path, so it must not have the path of a file the build makes: a
 * page (`about.html`, a `404.html`), a site file (`sitemap.xml`, `robots.txt`, `site.webmanifest` …), an asset
 * (`favicon.ico` …) or the `.br`/`.gz` copy written beside any text file. The output writer would refuse the second
 * file mid-build; these functions find every such collision before anything is written, for `check` and `build`
 * alike.
 */
import path from 'node:path';
import { displayPath } from '../../core/display-path.ts';
import { DuplicateRouteError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { Route } from '../../site/route-types.ts';
import { isTextFile } from '../precompress.ts';
import { staticSourceOf } from './static-files.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The endings of the compressed copies precompression writes beside a text file. */
const COMPANIONS = ['.br', '.gz'] as const;

/** Adds the compressed copies of `file` (`what`), which `build` writes unless `--no-precompress`, to `taken`. */
function addCompanions(taken: Map<string, string>, file: string, what: string): void {
  if (!isTextFile(file)) return;
  for (const ending of COMPANIONS)
    if (!taken.has(file + ending)) taken.set(file + ending, `the compressed copy of ${what}`);
}

/**
 * One error per file of `static/` whose output path is taken: by a generated file, by the compressed copy of one,
 * or by the compressed copy of another static file (`notes.txt.gz` beside `notes.txt`). A compressed copy counts
 * whether or not the build compresses, so `check` and every `build` agree. Pure.
 * @param staticPaths - the output paths of the static files (relative to the output folder, `/` separators), e.g.
 *   `about.html`; each is reported as `static/{path}` under `staticDir`.
 * @param generated - every other output path of the build → what it is in words, e.g. `about.html` → `the page
 *   /about` ({@link generatedOutputs} makes it).
 * @param staticDir - the static folder (absolute, or relative to the working directory), to name the files.
 * @returns the errors in the order of `staticPaths`, each naming the static file, its output path and what it
 *   collides with.
 */
export function findStaticCollisions(
  staticPaths: readonly string[],
  generated: ReadonlyMap<string, string>,
  staticDir = 'static',
): DuplicateRouteError[] {
  const name = (p: string) => displayPath(path.resolve(staticDir, p));
  const taken = new Map(generated);
  for (const [file, what] of generated) addCompanions(taken, file, what);
  for (const p of staticPaths) addCompanions(taken, p, name(p));
  return staticPaths.flatMap((p) => {
    const what = taken.get(p);
    if (what === undefined) return [];
    return [
      new DuplicateRouteError(catalogue.StaticCollision({ path: p, what }), {
        file: name(p),
        expected: 'a path no generated file has',
      }),
    ];
  });
}

/** What a route's page is, in words: `the page /about`, `the not-found page /tr/hizmetler/404`. */
function pageName(route: Pick<Route, 'url' | 'status' | 'output'>): string {
  return route.status === 404 ? `the not-found page ${route.output}` : `the page ${route.url}`;
}

/**
 * The output paths a build generates, each with what it is in words, for {@link findStaticCollisions}.
 * @param pages - the route table's routes (every page, alias and not-found page).
 * @param files - the build's other files, e.g. `[...assets.files, ...siteFiles(…)]`; the files of `static/` among
 *   them (made by `readStaticFiles`) are left out, by identity.
 */
export function generatedOutputs(
  pages: readonly Pick<Route, 'url' | 'status' | 'output'>[],
  files: readonly OutputFile[],
): Map<string, string> {
  const generated = new Map<string, string>();
  for (const route of pages) if (!generated.has(route.output)) generated.set(route.output, pageName(route));
  for (const file of files)
    if (staticSourceOf(file) === undefined && !generated.has(file.path))
      generated.set(file.path, `its own ${file.path}`);
  return generated;
}

/**
 * The collisions of a build's static files with everything else it writes: {@link findStaticCollisions} over the
 * static files found in `files` and {@link generatedOutputs} of the rest.
 * @param layout - where `static/` is, to name the files.
 * @param pages - the route table's routes.
 * @param files - every file of the build but the pages: `[...assets.files, ...siteFiles(…)]` (the static files among
 *   them are those `readStaticFiles` made).
 * @returns one {@link DuplicateRouteError} per colliding static file; none when all is well.
 */
export function staticFileCollisions({
  layout,
  pages,
  files,
}: {
  layout: { static: string };
  pages: readonly Pick<Route, 'url' | 'status' | 'output'>[];
  files: readonly OutputFile[];
}): DuplicateRouteError[] {
  const staticPaths = files.filter((file) => staticSourceOf(file) !== undefined).map((file) => file.path);
  return findStaticCollisions(staticPaths, generatedOutputs(pages, files), layout.static);
}
