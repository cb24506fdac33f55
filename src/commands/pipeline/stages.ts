/**
 * The stages every command that makes the site runs, each a function of what the stages before it returned:
 * static/'s verdict, the templates, the content, the route table, the links, the host's rules, the assets and the
 * files made beside the pages, the views and the render. `runPipeline` (run-pipeline.ts) runs them in order for
 * `build` and `check`; `dev` calls the same functions again for what a change touches. Each is timed by `task()`.
 */
import type { ContentCache } from '../../content/source/content-cache.ts';
import type { PlaceholderMode } from '../../content/checks/placeholders.ts';
import type { Content, Post } from '../../content/types.ts';
import type { CacheFolder } from '../../core/cache-folder.ts';
import type { EventsiteError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';
import { task, type Logger } from '../../core/task.ts';
import { buildAssetParts, combineAssets, type AssetParts, type BuiltAssets } from '../../output/assets/assets.ts';
import { staticFileCollisions } from '../../output/assets/static-collisions.ts';
import { checkStaticFolder, type StaticFolderVerdict } from '../../output/assets/static-files.ts';
import { hostProfile, pathPrefixError, type Host } from '../../output/hosts/host-profiles.ts';
import { siteFiles } from '../../output/site-files.ts';
import { loadRenderer, type Renderer } from '../../render/load-renderer.ts';
import { buildViews, renderPages } from '../../render/render-pages.ts';
import { articleLinks, findBrokenLinks } from '../../site/check-links.ts';
import type { SiteRoute, SiteRouteTable } from '../../site/pages/page-type.ts';
import { buildSiteRoutes } from '../../site/pages/index.ts';
import type { PageView } from '../../site/view-types.ts';
import { loadSiteContent, staticLinkTargets } from '../build/load-site.ts';

/** What every stage is given: the project, the command's cache folder and where stage lines go. */
export interface StageContext {
  layout: ProjectLayout;
  caches: CacheFolder;
  log: Logger;
}

/** static/'s verdict (links leading out of it, unsafe SVGs …), before anything walks the folder. */
export function checkStatic(context: StageContext): Promise<StaticFolderVerdict> {
  return task(context.log, 'checking static/', () => checkStaticFolder(context.layout));
}

/**
 * Type-checks, bundles and loads the templates.
 * @throws {TemplateTypeErrors} or {TemplateError} (see `loadRenderer`).
 */
export function loadTemplates(context: StageContext): Promise<Renderer> {
  return loadRenderer(context.layout, { log: context.log });
}

/** What decides how the content is read. */
export interface ContentInputs {
  contentDir: string;
  baseUrl?: string;
  /** The address dev serves the site from. */
  origin?: string;
  host?: Host;
  drafts: boolean;
  placeholders?: PlaceholderMode;
  /** Use the persistent content cache (default true). */
  contentCache?: boolean;
  /** Parse results kept between loads (dev). */
  cache?: ContentCache;
}

/**
 * Loads and validates the content.
 * @throws {ContentErrors} listing every problem, with the warnings found before.
 */
export function loadSiteData(context: StageContext, inputs: ContentInputs): Promise<Content> {
  return loadSiteContent({ ...inputs, layout: context.layout, caches: context.caches, log: context.log });
}

/** The route table of the content. @throws {DuplicateRouteError} or {MissingTranslationError}. */
export function routeTable(context: StageContext, content: Content): Promise<SiteRouteTable> {
  return task(
    context.log,
    'building route table',
    () => buildSiteRoutes(content),
    (t) => `${t.routes.length} routes`,
  );
}

/** The links inside the content (of `posts`, when given, else every post and article) that lead to no page. */
export async function checkLinks(
  context: StageContext,
  content: Content,
  routes: SiteRouteTable,
  posts?: readonly Post[],
): Promise<EventsiteError[]> {
  const files = await staticLinkTargets(context.layout);
  return task(context.log, 'checking links', () =>
    findBrokenLinks(posts ?? content.posts, routes, files, posts ? [] : articleLinks(content)),
  );
}

/** What the host the site is built for refuses: a base URL with a path on a host that serves from its root. */
export function checkHost(routes: SiteRouteTable, host: Host | undefined): EventsiteError[] {
  const error = pathPrefixError(host, routes.base);
  return error ? [error] : [];
}

/** Builds every asset part (hashed names for `build` and `check`, plain ones for `dev`). */
export function buildAssets(context: StageContext, content: Content, hashed: boolean): Promise<AssetParts> {
  return task(context.log, 'building assets', () =>
    buildAssetParts(content, { layout: context.layout, hashed, cache: context.caches }),
  );
}

/** The assets and the files made beside the pages (sitemap, feeds, manifest …), for the host given. */
export interface SiteFiles {
  assets: BuiltAssets;
  /** Every file but the pages: the assets' files, then the site files. */
  files: OutputFile[];
}

/**
 * Combines `parts` and makes the site files; a file of static/ on the path of a generated one is an error.
 * @returns the files, and the collisions found.
 */
export function makeSiteFiles(
  context: StageContext,
  inputs: { content: Content; routes: SiteRouteTable; parts: AssetParts; host: Host | undefined },
): SiteFiles & { errors: EventsiteError[] } {
  const { content, routes } = inputs;
  const assets = combineAssets(inputs.parts, content);
  const made = siteFiles({
    content,
    routes,
    manifestIcons: assets.manifestIcons,
    image: (p) => assets.image(p),
    headersFile: hostProfile(inputs.host).headersFile,
  });
  const files = [...assets.files, ...made];
  return { assets, files, errors: staticFileCollisions({ layout: context.layout, pages: routes.routes, files }) };
}

/** The view of each page (of `only`, when given); a view that cannot be made goes to `errors`. */
export function makeViews(inputs: {
  content: Content;
  routes: SiteRouteTable;
  assets: BuiltAssets;
  year: number;
  only?: readonly SiteRoute[];
  errors: EventsiteError[];
}): Map<SiteRoute, PageView> {
  return buildViews(inputs);
}

/**
 * Renders `views` on a worker thread, each page under a time limit; a page whose template throws or runs past the
 * limit goes to `errors` as a {@link TemplateError}.
 */
export function renderViews(
  context: StageContext,
  renderer: Renderer,
  views: ReadonlyMap<SiteRoute, PageView>,
  errors: EventsiteError[],
  limitMs?: number,
): Promise<Map<SiteRoute, string>> {
  return task(
    context.log,
    'rendering pages',
    () => renderPages(renderer, views, { errors, limitMs }),
    (pages) => `${pages.size} pages`,
  );
}
