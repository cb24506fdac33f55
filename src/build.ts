/**
 * build(): the pipeline's stages in order, each timed and logged, and nothing else.
 * load content → route table → check links → assets → render → sitemap → write (atomic swap).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAssets, type OutputFile } from './assets.ts';
import { findBrokenLinks } from './check-links.ts';
import { loadContent } from './content/load-content.ts';
import { ContentErrors } from './errors.ts';
import { renderRoute } from './render.tsx';
import { buildRouteTable } from './routes.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { writeOutput } from './write.ts';

/** The project folder (templates, client sources, static files). */
export const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Options of {@link build}. */
export interface BuildOptions {
  /** Content folder (default `content`). */
  contentDir: string;
  /** Output folder (default `dist`). */
  outDir: string;
  /** Overrides the site's base URL. */
  baseUrl?: string;
  /** Receives one line per stage and the summary. */
  log?: (line: string) => void;
  /** Year of the copyright line (default: the current year). */
  year?: number;
}

/** What a build produced. */
export interface BuildResult {
  /** HTML pages written. */
  pages: number;
  /** Files written in all. */
  files: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/**
 * Builds the site from `contentDir` into `outDir`.
 * @throws {EventsiteError} (or {@link ContentErrors}) on invalid content, a broken link or a template error;
 * `outDir` is then left as it was.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  async function task<T>(name: string, run: () => Promise<T> | T, summary?: (value: T) => string): Promise<T> {
    const t0 = performance.now();
    const value = await run();
    log(`  ${name.padEnd(22)} ${`${Math.round(performance.now() - t0)} ms`.padStart(7)}${summary ? `  ${summary(value)}` : ''}`);
    return value;
  }

  const content = await task(
    'loading content',
    () => loadContent({ contentDir: options.contentDir, baseUrl: options.baseUrl }),
    (c) => `${c.services.length} services, ${c.posts.length} posts, ${c.images.size} images`,
  );
  const routes = await task('building route table', () => buildRouteTable(content), (t) => `${t.routes.length} routes`);
  await task('checking links', () => {
    const broken = findBrokenLinks(content, routes);
    if (broken.length > 0) throw new ContentErrors(broken);
  });
  const assets = await task(
    'building assets',
    () => buildAssets({ content, projectDir: PROJECT_DIR, cacheDir: path.join(PROJECT_DIR, 'node_modules/.cache/eventsite') }),
    (a) => `${a.files.length} files`,
  );
  const year = options.year ?? new Date().getFullYear();
  const pages = await task(
    'rendering pages',
    () => routes.routes.map((route): OutputFile => ({ path: route.output, contents: renderRoute(route, { content, routes, assets, year }) })),
    (p) => `${p.length} pages`,
  );
  const files: OutputFile[] = [
    ...assets.files,
    ...pages,
    { path: 'sitemap.xml', contents: buildSitemap(routes) },
    { path: 'robots.txt', contents: buildRobots(routes) },
  ];
  const written = await task('writing output', () => writeOutput({ outDir: options.outDir, files }), (n) => `${n} files → ${options.outDir}`);
  const ms = Math.round(performance.now() - started);
  log(`Built ${pages.length} pages (${written} files) in ${ms} ms.`);
  return { pages: pages.length, files: written, ms };
}
