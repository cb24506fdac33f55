/**
 * build(): the pipeline's stages in order, each timed and logged, and nothing else.
 * load content → route table → check links → assets → render → sitemap → write (atomic swap).
 * The stages are exported for `check` (everything but writing) and for `dev` (incremental rebuilds).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAssetParts, combineAssets, type BuiltAssets, type OutputFile } from './assets.ts';
import { findBrokenLinks } from './check-links.ts';
import { ContentCache, loadContent, type Content } from './content/load-content.ts';
import { ContentErrors, isEventsiteError, type EventsiteError } from './errors.ts';
import { renderRoute, type RenderOptions } from './render.tsx';
import { buildRouteTable, type Route, type RouteTable } from './routes.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { writeOutput } from './write.ts';

/** The project folder (templates, client sources, static files). */
export const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where processed images are kept between builds. */
export const CACHE_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/eventsite');

/** Renders one route to HTML (the default is {@link renderRoute}; dev passes a freshly loaded one). */
export type RenderFunction = (route: Route, options: RenderOptions) => string;

/** Receives the log lines of a build. */
export type Logger = (line: string) => void;

/** Options of {@link build}. */
export interface BuildOptions {
  /** Content folder (the CLI's default is `content`). */
  contentDir: string;
  /** Output folder (the CLI's default is `dist`). */
  outDir: string;
  /** Overrides the site's base URL. */
  baseUrl?: string;
  /** Receives one line per stage and the summary. */
  log?: Logger;
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

/** Runs `run` as a named stage, logging its duration and a summary of its result. */
export async function task<T>(log: Logger, name: string, run: () => Promise<T> | T, summary?: (value: T) => string): Promise<T> {
  const t0 = performance.now();
  const value = await run();
  log(`  ${name.padEnd(22)} ${`${Math.round(performance.now() - t0)} ms`.padStart(7)}${summary ? `  ${summary(value)}` : ''}`);
  return value;
}

/**
 * Loads and validates the content, builds the route table and checks the links inside content.
 * @throws {ContentErrors} listing every problem.
 */
export async function loadSite(options: { contentDir: string; baseUrl?: string; cache?: ContentCache; log?: Logger }): Promise<{ content: Content; routes: RouteTable }> {
  const log = options.log ?? (() => {});
  const content = await task(
    log,
    'loading content',
    () => loadContent({ contentDir: options.contentDir, baseUrl: options.baseUrl, cache: options.cache }),
    (c) => `${c.services.length} services, ${c.posts.length} posts, ${c.images.size} images`,
  );
  for (const warning of content.warnings) log(`  warning: ${warning.format()}`);
  const routes = await task(log, 'building route table', () => buildRouteTable(content), (t) => `${t.routes.length} routes`);
  await task(log, 'checking links', () => {
    const broken = findBrokenLinks(content, routes);
    if (broken.length > 0) throw new ContentErrors(broken);
  });
  return { content, routes };
}

/** Options of {@link renderPages}. */
export interface RenderPagesOptions extends Omit<RenderOptions, 'year'> {
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** Only these routes (default: every route). */
  only?: readonly Route[];
  /** The renderer (default {@link renderRoute}; dev passes one reloaded after template edits). */
  render?: RenderFunction;
  /** When given, a route whose template throws is reported here and the others still render (`check`). */
  errors?: EventsiteError[];
}

/**
 * Renders routes to output files. An alias renders exactly like its primary page (same canonical URL and
 * alternates), so each page is rendered once and its HTML reused for its aliases.
 * @throws {TemplateError} when a template throws.
 */
export function renderPages(options: RenderPagesOptions): OutputFile[] {
  const render = options.render ?? renderRoute;
  const renderOptions: RenderOptions = { ...options, year: options.year ?? new Date().getFullYear() };
  const byPage = new Map<string, string>();
  const pages: OutputFile[] = [];
  for (const route of options.only ?? options.routes.routes) {
    const key = route.data.kind === 'not-found' ? route.url : `${route.key}@${route.locale}`;
    let html = byPage.get(key);
    if (html === undefined) {
      try {
        html = render(route, renderOptions);
      } catch (error) {
        if (!options.errors || !isEventsiteError(error)) throw error;
        options.errors.push(error);
        continue;
      }
      byPage.set(key, html);
    }
    pages.push({ path: route.output, contents: html });
  }
  return pages;
}

/** The production assets of the content (hashed names). */
export async function buildSiteAssets(content: Content): Promise<BuiltAssets> {
  return combineAssets(await buildAssetParts(content, { projectDir: PROJECT_DIR, hashed: true, cacheDir: CACHE_DIR }));
}

/** The sitemap and robots files of a route table. */
export function siteFiles(routes: RouteTable): OutputFile[] {
  return [
    { path: 'sitemap.xml', contents: buildSitemap(routes) },
    { path: 'robots.txt', contents: buildRobots(routes) },
  ];
}

/**
 * Builds the site from `contentDir` into `outDir`.
 * @throws {EventsiteError} (or {@link ContentErrors}) on invalid content, a broken link or a template error;
 * `outDir` is then left as it was.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const { content, routes } = await loadSite({ ...options, log });
  const assets = await task(log, 'building assets', () => buildSiteAssets(content), (a) => `${a.files.length} files`);
  const pages = await task(log, 'rendering pages', () => renderPages({ content, routes, assets, year: options.year }), (p) => `${p.length} pages`);
  const files = [...assets.files, ...pages, ...siteFiles(routes)];
  const written = await task(log, 'writing output', () => writeOutput({ outDir: options.outDir, files }), (n) => `${n} files → ${options.outDir}`);
  const ms = Math.round(performance.now() - started);
  log(`Built ${pages.length} pages (${written} files) in ${ms} ms.`);
  return { pages: pages.length, files: written, ms };
}
